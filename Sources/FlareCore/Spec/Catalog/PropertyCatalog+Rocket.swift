/// The rocket's, its blocks' and the stage's properties: the keys a designer sets on a RocketAlert flow and on the
/// stage, one row each, read by `SpecKeys` (each block type's keys), `SpecRanges`, docs/spec.md's tables and the
/// Properties page. Structure that is not a property (`blocks`, `branches`, `script`, a block's `type`, a
/// double button's `left`/`right`) stays in `SpecKeys`.
extension PropertyCatalog {
    /// `rockets.<id>.author`: the avatar at the bottom right (`RocketAuthor`).
    public static let rocketAuthor: [Property<RocketAuthor>] = {
        typealias P = Property<RocketAuthor>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "RocketAuthor", name: name) }
        return [
            P(
                "image", in: "author", \.image, .image,
                "The 60 × 60 avatar; none draws Flare's placeholder (a neutral head and shoulders on grey).",
                seed: seed("image"), styles: .drawing, label: "Avatar"),
            P(
                "style", in: "author", \.style, RocketImageStyle.kind,
                "The avatar's corners: circular (height / 2), round (6) or square (0).", seed: seed("style"),
                styles: .drawing, label: "Avatar style"),
        ]
    }()

    /// `rockets.<id>.closeButton`: the close button in the 40-point header (`RocketCloseButton`).
    public static let rocketCloseButton: [Property<RocketCloseButton>] = {
        typealias P = Property<RocketCloseButton>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "RocketCloseButton", name: name) }
        return [
            P(
                "title", in: "closeButton", \.title, .text, "The close button's title.", seed: seed("title"),
                styles: .drawing, label: "Close title", required: true),
            P(
                "font", in: "closeButton", \.font, .rocketFont, "The close button's font and color.",
                seed: seed("style"), styles: .drawing, lint: .font, label: "Close font"),
        ]
    }()

    /// `rockets.<id>`: the rocket's own property (its structure, `blocks` and `script`, is not one).
    public static let rocket: [Property<RocketSpec>] = [
        Property(
            "start", in: "", \.start, .blockReference,
            "The first block (the one passed to Rocket(author:block:)); default: the first block written.",
            seed: SeedAPI(type: "Rocket", name: "init(author:block:)"), styles: .behaviour, label: "Start")
    ]

    /// `rockets.<id>.blocks.<block>` of type `text` (`TextRocketBlock`).
    public static let textBlock: [Property<RocketBlock.TextBlock>] = {
        typealias P = Property<RocketBlock.TextBlock>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "TextRocketBlock", name: name) }
        return [
            P(
                "text", in: "", \.text, .text, "The card's text.", seed: seed("text"), styles: .drawing,
                lint: .text(font: "font", button: nil), label: "Text", required: true),
            P(
                "next", in: "", \.next, .blockReference, "The block a tap shows; none dismisses the rocket.",
                seed: seed("next"), styles: .behaviour, label: "Next"),
            P(
                "showNextAfter", in: "", \.showNextAfter, .duration, range: showNextAfter,
                "More than 0: the block advances by itself after that long and ignores taps; none or 0 or less: it "
                    + "waits for a tap.", seed: seed("showNextAfter"), styles: .behaviour, label: "Show next after"),
            P(
                "font", in: "", \.font, .rocketFont, "The text's font and color.", seed: seed("font"),
                styles: .drawing, lint: .font, label: "Font"),
        ]
    }()

    /// `rockets.<id>.blocks.<block>` of type `image` (`ImageRocketBlock`): a text block with a 140-point-high
    /// image under its text; its font is always `text`.
    public static let imageBlock: [Property<RocketBlock.ImageBlock>] = {
        typealias P = Property<RocketBlock.ImageBlock>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "ImageRocketBlock", name: name) }
        return [
            P(
                "image", in: "", \.image, .image, "The image under the text, 140 points high.", seed: seed("image"),
                styles: .drawing, label: "Image", required: true),
            P(
                "text", in: "", \.text, .text, "The text above the image.", seed: seed("text"), styles: .drawing,
                lint: .text(font: nil, button: nil), label: "Text"),
            P(
                "imageStyle", in: "", \.imageStyle, RocketImageStyle.kind,
                "The image's corners: round (6) or square (0); circular is square too (the cell takes height / 2 "
                    + "while the image view's frame is still zero, ImageCell.swift:25).", seed: seed("imageStyle"),
                styles: .drawing, label: "Image style"),
            P(
                "paddingLeft", in: "", \.paddingLeft, .length, range: padding, "Space left of the image.",
                seed: seed("paddingLeft"), styles: .layout, label: "Padding left"),
            P(
                "paddingRight", in: "", \.paddingRight, .length, range: padding, "Space right of the image.",
                seed: seed("paddingRight"), styles: .layout, label: "Padding right"),
            P(
                "next", in: "", \.next, .blockReference, "The block a tap shows; none dismisses the rocket.",
                seed: seed("next"), styles: .behaviour, label: "Next"),
            P(
                "showNextAfter", in: "", \.showNextAfter, .duration, range: showNextAfter,
                "More than 0: the block advances by itself after that long and ignores taps; none or 0 or less: it "
                    + "waits for a tap.", seed: seed("showNextAfter"), styles: .behaviour, label: "Show next after"),
        ]
    }()

    /// `rockets.<id>.blocks.<block>` of type `button` (`ButtonRocketBlock`), and each side (`left`, `right`) of a
    /// `doubleButton` (`DoubleButtonRocketBlock`: two buttons 45 % wide, the first tap fires its side).
    public static let buttonBlock: [Property<RocketBlock.ButtonBlock>] = {
        typealias P = Property<RocketBlock.ButtonBlock>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "ButtonRocketBlock", name: name) }
        return [
            P(
                "title", in: "", \.title, .text, "The button's title.", seed: seed("title"), styles: .drawing,
                lint: .text(font: "font", button: "button"), label: "Title", required: true),
            P(
                "next", in: "", \.next, .blockReference,
                "The block shown when the button fires (on touch-down); none dismisses the rocket.",
                seed: seed("next"), styles: .behaviour, label: "Next"),
            P(
                "font", in: "", \.font, .rocketFont, "The title's font and color.", seed: seed("font"),
                styles: .drawing, lint: .font, label: "Font"),
        ]
    }()

    /// `rockets.<id>.blocks.<block>` of type `input` (`TextInputRocketBlock`): a text view and a send button. Its
    /// `branches` (a list of `{match, next}`) are structure, in `SpecKeys.block`.
    public static let inputBlock: [Property<RocketBlock.InputBlock>] = {
        typealias P = Property<RocketBlock.InputBlock>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "TextInputRocketBlock", name: name) }
        return [
            P(
                "text", in: "", \.text, .text, "The question above the text view.", seed: seed("text"),
                styles: .drawing, lint: .text(font: "font", button: nil), label: "Text", required: true),
            P(
                "buttonTitle", in: "", \.buttonTitle, .text, "The send button's title.", seed: seed("buttonTitle"),
                styles: .drawing, lint: .text(font: "buttonStyle", button: "send button"), label: "Button title"),
            P(
                "font", in: "", \.font, .rocketFont, "The text's font and color.", seed: seed("font"),
                styles: .drawing, lint: .font, label: "Font"),
            P(
                "buttonStyle", in: "", \.buttonStyle, .rocketFont, "The send button's font and color.",
                seed: seed("buttonStyle"), styles: .drawing, lint: .font, label: "Button font"),
            P(
                "next", in: "", \.next, .blockReference,
                "The block shown when no branch matches the typed text; none dismisses the rocket.",
                seed: seed("next"), styles: .behaviour, label: "Next"),
        ]
    }()

    /// `stage`: what the alerts are shown on (`Stage`); Flare's own, not the seed's.
    public static let stage: [Property<Stage>] = {
        typealias P = Property<Stage>
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "Flare.Stage", name: name) }
        return [
            P(
                "device", in: "stage", \.device, .choice(Stage.Device.allNames),
                "A real device (`iphone-15-pro`, `ipad-air-11-landscape`: docs/devices.md), or a generic size in "
                    + "points: phone 390 × 844, phone-landscape 844 × 390, tablet 1180 × 820, or {width, height}.",
                seed: seed("device"), styles: .layout, label: "Device"),
            P(
                "theme", in: "stage", \.theme, Theme.kind, "Light or dark: which side of each {light, dark} color.",
                seed: seed("theme"), styles: .drawing, label: "Theme"),
            P(
                "scale", in: "stage", \.scale, .number, range: 1...3, "Pixels per point: 1, 2 or 3.",
                seed: seed("scale"), styles: .layout, label: "Scale"),
            P(
                "backdrop", in: "stage", \.backdrop, .image,
                "A screenshot of the screen the alert interrupts, drawn behind the mask (a file, not a built-in icon).",
                seed: seed("backdrop"), styles: .drawing, label: "Backdrop"),
        ]
    }()

    /// The keys of each block type as `SpecKeys.block` lists them (`type` first), by type.
    static let blockProperties: [String: [String]] = [
        "text": textBlock.map(\.key), "image": imageBlock.map(\.key), "button": buttonBlock.map(\.key),
        "input": inputBlock.map(\.key),
    ]

    /// The keys a locale translates in each block type (`locales.<code>.rockets.<id>.blocks.<block>`): its text
    /// rows; a double button's sides by their names (`left: Ja`).
    static let blockTexts: [String: [String]] = {
        func texts<M>(_ rows: [Property<M>]) -> [String] { rows.filter { $0.kind == .text }.map(\.key) }
        return [
            "text": texts(textBlock), "image": texts(imageBlock), "button": texts(buttonBlock),
            "doubleButton": RocketBlock.sides, "input": texts(inputBlock),
        ]
    }()

    static let padding: ClosedRange<Double> = 0...1000
    static let showNextAfter: ClosedRange<Double> = -86_400...86_400
}

extension Stage.Device: PropertyValueConvertible {
    /// The spec's word (`phone-landscape`), or `WxH` for a custom size.
    public var propertyValue: PropertyValue { .choice(name) }
    public init?(propertyValue: PropertyValue) {
        guard case .choice(let word) = propertyValue else { return nil }
        if let device = Stage.Device(catalogName: word) {
            self = device
            return
        }
        switch word {
        case "phone": self = .phone
        case "phone-landscape": self = .phoneLandscape
        case "tablet": self = .tablet
        default:
            let sides = word.split(separator: "x").compactMap { Double($0) }
            guard sides.count == 2 else { return nil }
            self = .custom(width: sides[0], height: sides[1])
        }
    }
}

extension Int: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .number(Double(self)) }
    public init?(propertyValue: PropertyValue) {
        guard case .number(let n) = propertyValue, n == n.rounded(), abs(n) < 1e15 else { return nil }
        self = Int(n)
    }
}
