/// One property of the format, declared once in `PropertyCatalog`: the parser reads it, `SpecKeys` and `SpecRanges`
/// list it, `flare schema` and docs/spec.md describe it, the inspector shows it, the stylesheet draws it and lint
/// measures it, all from this row. `Model` is the value it lives in (`AlertAppearance`, `ActionAppearance`,
/// `CustomStyle`); `get`/`set` are typed key paths into it, erased to `PropertyValue`.
public struct Property<Model>: Sendable, Identifiable {
    /// The key as a spec writes it, under `path` (`appearance`).
    public let key: String
    public let path: String
    public let kind: PropertyKind
    /// The values the parser accepts (numbers and durations, in the key's unit); nil when the kind bounds it.
    public let range: ClosedRange<Double>?
    /// One line for the docs, the schema and the inspector's tooltip.
    public let doc: String
    /// The seed's API: type and Swift property name (`DUXBetaAlertViewAppearance.horizaontalOffset`).
    public let seed: SeedAPI
    public let styles: Styling
    public let lint: LintRole
    /// The inspector's label and the parts it lists the property under.
    public let inspector: InspectorPlacement
    /// Other spellings the parser accepts with a warning (the seed's `horizaontalOffset`).
    public let aliases: [String]
    /// Whether a spec must write the key (a text block's `text`): the docs say *required* in place of a default.
    public let required: Bool
    /// A custom control's own UIKit property for this row, by control (`switch`: `UISwitch.onTintColor`), where
    /// `flare code` sets it on the control rather than by `seed`'s name.
    public let controlSeeds: [String: SeedAPI]
    /// The model's field, to find the row of a field (`rows[\.titleColor]`).
    public let keyPath: AnyKeyPath & Sendable
    public let get: @Sendable (Model) -> PropertyValue
    public let set: @Sendable (inout Model, PropertyValue) -> Void

    /// `path.key`: where lint findings and the inspector point.
    public var id: String { path.isEmpty ? key : path + "." + key }
}

/// What a property's value is: how the parser reads it, the schema types it and the docs name it.
public enum PropertyKind: Sendable, Hashable {
    case color
    /// A color whose default is none; `null` clears it.
    case optionalColor
    case font
    /// Points.
    case length
    /// A plain number (the stage's scale).
    case number
    /// Seconds, or a number with a unit (`DurationSyntax`).
    case duration
    /// One of these words (a Swift enum's raw values).
    case choice([String])
    case bool
    /// A file or `builtin:<name>`.
    case image
    /// Points: one number for every side, or `{top, left, bottom, right}`.
    case edgeInsets
    /// Free text (a block's text, a button's title).
    case text
    /// A rocket font: one of `RocketFont.presets` by name, or `{font, color}`.
    case rocketFont
    /// The id of another block of the same rocket (`next:`, `start:`).
    case blockReference

    /// How docs/spec.md names the kind.
    public var docName: String {
        switch self {
        case .color: "color"
        case .optionalColor: "color or `null`"
        case .font: "font"
        case .length: "points"
        case .number: "number"
        case .duration: "duration"
        case .choice(let cases): cases.map { "`\($0)`" }.joined(separator: " \\| ")
        case .bool: "boolean"
        case .image: "image"
        case .edgeInsets: "points: one number, or `{top, left, bottom, right}`"
        case .text: "text"
        case .rocketFont: "[RocketFont](#rocketfont)"
        case .blockReference: "block id"
        }
    }
}

/// A property's value with its type erased, as the catalog's readers and writers pass it around.
public enum PropertyValue: Sendable, Hashable {
    case color(Color)
    case font(FontSpec)
    case number(Double)
    case choice(String)
    case bool(Bool)
    case image(ImageSource)
    case edgeInsets(CustomStyle.Insets)
    /// A text, or a block id.
    case text(String)
    case rocketFont(RocketFont)
    /// Not set: an optional color or image left out, or cleared with `null`.
    case none
}

/// Which seed a property comes from and its name there, for the docs and for generated Swift.
public struct SeedAPI: Sendable, Hashable, CustomStringConvertible {
    /// `DUXBetaAlertViewAppearance`; `Flare` for Flare's own keys.
    public let type: String
    /// The Swift property (`horizaontalOffset`: the seed's spelling, even when the key corrects it).
    public let name: String

    public var description: String { "\(type).\(name)" }
}

/// What a property styles, and how.
public enum Styling: Sendable, Hashable {
    /// A CSS property of a part: the stylesheet writes `<property>: <value>;` in the part's rule. A font is its
    /// `font-*` declarations.
    case css(part: String, property: String)
    /// An input of the layout (`AlertLayout`: insets, spacings, axes) or of the view that draws the part.
    case layout
    /// Drawn by the view itself, not by CSS (an icon's tint, a background image, the stage's mask).
    case drawing
    /// A behaviour, not a look (animation, a tap on the mask).
    case behaviour
}

/// What `flare lint` and the export do with a property.
public enum LintRole: Sendable, Hashable {
    case none
    /// A text's color: lint measures its contrast against the pixels behind it.
    case contrast
    /// A text's font: lint checks its size and fallback, and the export lists its file in the manifest.
    case font
    /// A border: lint measures its contrast against what it sits on.
    case border
    /// Paints glyphs beyond their color (a text shadow): lint's probe sets this CSS value to draw no glyph ink.
    case glyphPaint(hiddenValue: String)
    /// A rocket block's text, drawn in the font of its table's row `font` (nil: the `text` preset), on the card
    /// (`button` nil) or on a button of it, named so in findings (`send button`): `RocketBlock.faces` pairs them, and
    /// lint, the stylesheet and locales read the pairs.
    case text(font: String?, button: String?)
}

/// Where the inspector lists a property: its label and the parts of the alert it styles.
public struct InspectorPlacement: Sendable, Hashable {
    public let label: String
    public let parts: [AlertPart.Group]
}

extension Property {
    /// A row whose value lives at `keyPath` (a `PropertyValueConvertible`: colors, fonts, numbers, enums, …).
    init<V: PropertyValueConvertible>(
        _ key: String, in path: String, _ keyPath: WritableKeyPath<Model, V> & Sendable, _ kind: PropertyKind,
        range: ClosedRange<Double>? = nil, _ doc: String, seed: SeedAPI, styles: Styling, lint: LintRole = .none,
        label: String, parts: [AlertPart.Group] = [], aliases: [String] = [], required: Bool = false,
        controlSeeds: [String: SeedAPI] = [:]
    ) {
        self.controlSeeds = controlSeeds
        self.key = key
        self.path = path
        self.kind = kind
        self.range = range
        self.doc = doc
        self.seed = seed
        self.styles = styles
        self.lint = lint
        self.inspector = InspectorPlacement(label: label, parts: parts)
        self.aliases = aliases
        self.required = required
        self.keyPath = keyPath
        self.get = { $0[keyPath: keyPath].propertyValue }
        self.set = { model, value in
            if let v = V(propertyValue: value) { model[keyPath: keyPath] = v }
        }
    }
}

extension Array {
    /// The row of a model's field: code that draws or measures a property names it by key path, and takes its key
    /// and path from the row (`PropertyCatalog.alertAppearance[\.titleColor].id` is `appearance.titleColor`).
    public subscript<Model, Value>(_ field: KeyPath<Model, Value>) -> Element where Element == Property<Model> {
        guard let row = first(where: { ($0.keyPath as AnyKeyPath) == (field as AnyKeyPath) }) else {
            preconditionFailure("\(field) has no row in PropertyCatalog")
        }
        return row
    }
}

/// A model type the catalog reads and writes through `PropertyValue`.
public protocol PropertyValueConvertible: Sendable {
    var propertyValue: PropertyValue { get }
    init?(propertyValue: PropertyValue)
}

extension Color: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .color(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .color(let c) = propertyValue else { return nil }
        self = c
    }
}

extension FontSpec: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .font(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .font(let f) = propertyValue else { return nil }
        self = f
    }
}

extension Double: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .number(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .number(let n) = propertyValue else { return nil }
        self = n
    }
}

extension Bool: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .bool(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .bool(let b) = propertyValue else { return nil }
        self = b
    }
}

extension ImageSource: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .image(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .image(let i) = propertyValue else { return nil }
        self = i
    }
}

extension CustomStyle.Insets: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .edgeInsets(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .edgeInsets(let i) = propertyValue else { return nil }
        self = i
    }
}

extension String: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .text(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .text(let t) = propertyValue else { return nil }
        self = t
    }
}

extension RocketFont: PropertyValueConvertible {
    public var propertyValue: PropertyValue { .rocketFont(self) }
    public init?(propertyValue: PropertyValue) {
        guard case .rocketFont(let f) = propertyValue else { return nil }
        self = f
    }

    /// The preset's name when the font is one (`text`), for the docs and the inspector.
    public var presetName: String? {
        RocketFont.presets.keys.sorted().first { RocketFont.presets[$0] == self }
    }
}

/// nil is `.none`: an optional color or image left out or cleared with `null`.
extension Optional: PropertyValueConvertible where Wrapped: PropertyValueConvertible {
    public var propertyValue: PropertyValue { map(\.propertyValue) ?? .none }
    public init?(propertyValue: PropertyValue) {
        if propertyValue == .none { self = .none; return }
        guard let v = Wrapped(propertyValue: propertyValue) else { return nil }
        self = .some(v)
    }
}

/// A spec enum: its raw value is the word a spec writes.
public protocol PropertyChoice: PropertyValueConvertible, RawRepresentable, CaseIterable where RawValue == String {}

extension PropertyChoice {
    public var propertyValue: PropertyValue { .choice(rawValue) }
    public init?(propertyValue: PropertyValue) {
        guard case .choice(let word) = propertyValue else { return nil }
        self.init(rawValue: word)
    }

    /// The kind of a key that takes one of this enum's words.
    static var kind: PropertyKind { .choice(allCases.map(\.rawValue)) }
}

extension TextAlignment: PropertyChoice {}
extension AnimationType: PropertyChoice {}
extension LayoutAxis: PropertyChoice {}
extension CustomStyle.ContentMode: PropertyChoice {}
extension RocketImageStyle: PropertyChoice {}
extension Theme: PropertyChoice {}
