/// Every property of an alert's look, one row each, in the seed's order: the one table the parser, `SpecKeys`,
/// `SpecRanges`, `flare schema`, docs/spec.md's tables, the inspector, `AlertStylesheet`, lint and the export's
/// font list read. Defaults are the models' own (`AlertAppearance()`, `ActionAppearance()`, `InputLook.sample`),
/// so a row states none. Adding a property: a model field, a row here, its drawing where `styles` is not a plain
/// CSS mapping, and a test (ARCHITECTURE.md walks one through).
public enum PropertyCatalog {
    /// `alerts.<id>.appearance`: every `DUXBetaAlertViewAppearance` property, under its seed name.
    public static let alertAppearance: [Property<AlertAppearance>] = {
        typealias P = Property<AlertAppearance>
        let path = "appearance", points: ClosedRange<Double> = 0...1000
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "DUXBetaAlertViewAppearance", name: name) }
        return [
            P(
                "titleFont", in: path, \.titleFont, .font, "The title's font.", seed: seed("titleFont"),
                styles: .css(part: "flare-title", property: "font"), lint: .font, label: "Title font", parts: [.title]),
            P(
                "titleColor", in: path, \.titleColor, .color, "The title's text color.", seed: seed("titleColor"),
                styles: .css(part: "flare-title", property: "color"), lint: .contrast, label: "Title color",
                parts: [.title]),
            P(
                "titleTextAlignment", in: path, \.titleTextAlignment, TextAlignment.kind,
                "How the title's lines align.",
                seed: seed("titleTextAlignment"), styles: .layout, label: "Title alignment", parts: [.title]),
            P(
                "titleBackgroundColor", in: path, \.titleBackgroundColor, .color, "Painted behind the title's label.",
                seed: seed("titleBackgroundColor"), styles: .css(part: "flare-title", property: "background-color"),
                label: "Title background", parts: [.title]),
            P(
                "messageFont", in: path, \.messageFont, .font, "The message's font.", seed: seed("messageFont"),
                styles: .css(part: "flare-message", property: "font"), lint: .font, label: "Message font",
                parts: [.message]),
            P(
                "messageColor", in: path, \.messageColor, .color, "The message's text color.",
                seed: seed("messageColor"), styles: .css(part: "flare-message", property: "color"), lint: .contrast,
                label: "Message color", parts: [.message]),
            P(
                "messageTextAlignment", in: path, \.messageTextAlignment, TextAlignment.kind,
                "How the message's lines align.", seed: seed("messageTextAlignment"), styles: .layout,
                label: "Message alignment", parts: [.message]),
            P(
                "messageBackgroundColor", in: path, \.messageBackgroundColor, .color,
                "Painted behind the message's label.", seed: seed("messageBackgroundColor"),
                styles: .css(part: "flare-message", property: "background-color"), label: "Message background",
                parts: [.message]),
            P(
                "imageTintColor", in: path, \.imageTintColor, .optionalColor,
                "Tints the header icon, a template image; none draws it in the view's tint, iOS system blue #007AFF.",
                seed: seed("imageTintColor"), styles: .drawing, label: "Icon tint", parts: [.icon]),
            P(
                "borderColor", in: path, \.borderColor, .optionalColor,
                "The alert's border, drawn when borderWidth is more than 0.", seed: seed("borderColor"),
                styles: .css(part: "flare-frame", property: "border"), label: "Border color", parts: [.alert]),
            P(
                "backgroundColor", in: path, \.backgroundColor, .color, "The alert's background.",
                seed: seed("backgroundColor"), styles: .css(part: "flare-alert", property: "background-color"),
                label: "Background", parts: [.alert]),
            P(
                "maskViewColor", in: path, \.maskViewColor, .color, "The full-screen mask behind the alert.",
                seed: seed("maskViewColor"), styles: .drawing, label: "Mask", parts: [.alert]),
            P(
                "borderCornerRadius", in: path, \.borderCornerRadius, .length, range: points,
                "The alert's corner radius.", seed: seed("borderCornerRadius"),
                styles: .css(part: "flare-alert", property: "border-radius"), label: "Corner radius", parts: [.alert]),
            P(
                "borderWidth", in: path, \.borderWidth, .length, range: 0...100, "The alert's border width.",
                seed: seed("borderWidth"), styles: .css(part: "flare-frame", property: "border"), label: "Border width",
                parts: [.alert]),
            P(
                "verticalOffset", in: path, \.verticalOffset, .length, range: points,
                "Top and bottom inset of the content.", seed: seed("verticalOffset"), styles: .layout,
                label: "Vertical inset", parts: [.alert]),
            P(
                "horizontalOffset", in: path, \.horizontalOffset, .length, range: points,
                "Left and right inset of the content (the seed spells it horizaontalOffset).",
                seed: seed("horizaontalOffset"), styles: .layout, label: "Horizontal inset", parts: [.alert],
                aliases: ["horizaontalOffset"]),
            P(
                "animationType", in: path, \.animationType, AnimationType.kind,
                "standard scales from 0.1 and fades in, and its close reverts the scale only; "
                    + "fade changes the opacity only; the mask always fades.",
                seed: seed("animationType"), styles: .behaviour, label: "Animation", parts: [.alert]),
            P(
                "animationDuration", in: path, \.animationDuration, .duration, range: 0...60,
                "How long showing and closing take.", seed: seed("animationDuration"), styles: .behaviour,
                label: "Animation duration", parts: [.alert]),
            P(
                "headerLayoutType", in: path, \.headerLayoutType, LayoutAxis.kind,
                "The icon beside or above the title.",
                seed: seed("headerLayoutType"), styles: .layout, label: "Header layout", parts: [.title, .icon]),
            P(
                "actionsLayoutType", in: path, \.actionsLayoutType, LayoutAxis.kind,
                "The actions in a row or a column.",
                seed: seed("actionsLayoutType"), styles: .layout, label: "Actions layout", parts: [.action]),
            P(
                "headerLayoutSpacing", in: path, \.headerLayoutSpacing, .length, range: points,
                "Between the icon and the title.", seed: seed("headerLayoutSpacing"), styles: .layout,
                label: "Header spacing", parts: [.title, .icon]),
            P(
                "bodyLayoutSpacing", in: path, \.bodyLayoutSpacing, .length, range: points,
                "Between the message and the custom view.", seed: seed("bodyLayoutSpacing"), styles: .layout,
                label: "Body spacing", parts: [.message, .custom]),
            P(
                "actionLayoutSpacing", in: path, \.actionLayoutSpacing, .length, range: points, "Between the actions.",
                seed: seed("actionLayoutSpacing"), styles: .layout, label: "Action spacing", parts: [.action]),
            P(
                "alertLayoutSpacing", in: path, \.alertLayoutSpacing, .length, range: points,
                "Between the header, body and actions sections.", seed: seed("alertLayoutSpacing"), styles: .layout,
                label: "Section spacing", parts: [.alert]),
            P(
                "shouldDismissOnTap", in: path, \.shouldDismissOnTap, .bool,
                "Whether a tap on the mask closes the alert.", seed: seed("shouldDismissOnTap"), styles: .behaviour,
                label: "Dismiss on tap", parts: [.alert]),
        ]
    }()

    /// `alerts.<id>.actions[i].appearance`: every `DUXBetaAlertActionAppearance` property, under its seed name.
    public static let actionAppearance: [Property<ActionAppearance>] = {
        typealias P = Property<ActionAppearance>
        let path = "appearance"
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "DUXBetaAlertActionAppearance", name: name) }
        return [
            P(
                "actionFont", in: path, \.actionFont, .font, "The action title's font.", seed: seed("actionFont"),
                styles: .css(part: "flare-action-title", property: "font"), lint: .font, label: "Font", parts: [.action]
            ),
            P(
                "actionColor", in: path, \.actionColor, .color, "The action title's color.", seed: seed("actionColor"),
                styles: .css(part: "flare-action-title", property: "color"), lint: .contrast, label: "Color",
                parts: [.action]),
            P(
                "actionBorderColor", in: path, \.actionBorderColor, .optionalColor,
                "The button's border, drawn when actionBorderWidth is more than 0.", seed: seed("actionBorderColor"),
                styles: .css(part: "flare-action", property: "border"), lint: .border, label: "Border color",
                parts: [.action]),
            P(
                "actionBorderWidth", in: path, \.actionBorderWidth, .length, range: 0...100,
                "The button's border width.", seed: seed("actionBorderWidth"),
                styles: .css(part: "flare-action", property: "border"), label: "Border width", parts: [.action]),
            P(
                "actionCornerRadius", in: path, \.actionCornerRadius, .length, range: 0...1000,
                "The button's corner radius.", seed: seed("actionCornerRadius"),
                styles: .css(part: "flare-action", property: "border-radius"), label: "Corner radius",
                parts: [.action]),
            P(
                "actionBackgroundColor", in: path, \.actionBackgroundColor, .optionalColor,
                "Painted behind the title label, not the whole button, as in the seed.",
                seed: seed("actionBackgroundColor"),
                styles: .css(part: "flare-action-title", property: "background-color"), label: "Background",
                parts: [.action]),
            P(
                "actionNormalBackgroundImage", in: path, \.actionNormalBackgroundImage, .image,
                "An icon before the title, at its own size and colours: DUX passes it to setImage(_:for: .normal).",
                seed: seed("actionNormalBackgroundImage"), styles: .drawing, label: "Image", parts: [.action]),
            P(
                "actionSelectedBackgroundImage", in: path, \.actionSelectedBackgroundImage, .image,
                "Never drawn: DUX passes it to setImage(_:for: .selected), and a tap never selects the button.",
                seed: seed("actionSelectedBackgroundImage"), styles: .drawing, label: "Selected image",
                parts: [.action]),
        ]
    }()

    /// `alerts.<id>.custom` (and, for an input, `custom.input`): the custom view's look. Every key is optional; a
    /// view keeps its own default where the style is silent (`InputLook.sample` for the input; the message's font
    /// and color for a text).
    public static let customStyle: [Property<CustomStyle>] = {
        typealias P = Property<CustomStyle>
        let path = "custom", points: ClosedRange<Double> = 0...1000
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "UITextField", name: name) }
        return [
            P(
                "font", in: path, \.font, .font, "The text's font.", seed: seed("font"),
                styles: .css(part: "flare-input", property: "font"), lint: .font, label: "Font", parts: [.custom]),
            P(
                "textColor", in: path, \.textColor, .color, "The text's color.", seed: seed("textColor"),
                styles: .css(part: "flare-input", property: "color"), lint: .contrast, label: "Text color",
                parts: [.custom]),
            P(
                "placeholderColor", in: path, \.placeholderColor, .color, "An input's placeholder color.",
                seed: seed("attributedPlaceholder"), styles: .css(part: "placeholder", property: "color"),
                lint: .contrast, label: "Placeholder color", parts: [.custom]),
            P(
                "backgroundColor", in: path, \.backgroundColor, .color, "The view's background.",
                seed: seed("backgroundColor"), styles: .css(part: "flare-input", property: "background-color"),
                label: "Background", parts: [.custom]),
            P(
                "borderWidth", in: path, \.borderWidth, .length, range: 0...100, "The view's border width.",
                seed: seed("layer.borderWidth"), styles: .css(part: "flare-input", property: "border"),
                label: "Border width", parts: [.custom]),
            P(
                "borderColor", in: path, \.borderColor, .color, "The view's border color.",
                seed: seed("layer.borderColor"), styles: .css(part: "flare-input", property: "border"), lint: .border,
                label: "Border color", parts: [.custom]),
            P(
                "cornerRadius", in: path, \.cornerRadius, .length, range: points,
                "The view's corner radius (clips an image).", seed: seed("layer.cornerRadius"),
                styles: .css(part: "flare-input", property: "border-radius"), label: "Corner radius", parts: [.custom]),
            P(
                "height", in: path, \.height, .length, range: 1...10_000,
                "The view's height, borders and insets included.", seed: seed("frame.height"),
                styles: .css(part: "flare-input", property: "min-height"), label: "Height", parts: [.custom]),
            P(
                "insets", in: path, \.insets, .edgeInsets, range: points,
                "Space between the view's border and its content.", seed: seed("textRect(forBounds:)"),
                styles: .css(part: "flare-input", property: "padding"), label: "Insets", parts: [.custom]),
            P(
                "contentMode", in: path, \.contentMode, CustomStyle.ContentMode.kind,
                "How an image fills its frame: fill crops, fit letterboxes, stretch distorts.",
                seed: SeedAPI(type: "UIImageView", name: "contentMode"), styles: .drawing, label: "Content mode",
                parts: [.custom]),
            // The controls' colors (`ControlLook`): one key per role, each control's UIKit property beside it.
            P(
                "tintColor", in: path, \.tintColor, .color,
                "A control's active part: a switch's on track, a slider's minimum track, a progress bar's fill, "
                    + "the selected segment, a row's checkmark.",
                seed: SeedAPI(type: "UIView", name: "tintColor"), styles: .drawing, lint: .border, label: "Tint",
                parts: [.custom],
                controlSeeds: [
                    "switch": SeedAPI(type: "UISwitch", name: "onTintColor"),
                    "slider": SeedAPI(type: "UISlider", name: "minimumTrackTintColor"),
                    "progress": SeedAPI(type: "UIProgressView", name: "progressTintColor"),
                    "segments": SeedAPI(type: "UISegmentedControl", name: "selectedSegmentTintColor"),
                    "rows": SeedAPI(type: "UIStackView", name: "tintColor"),
                ]),
            P(
                "trackColor", in: path, \.trackColor, .color,
                "A control's inactive part: a switch's off track (its background, rounded), a slider's maximum track, "
                    + "a progress bar's track, the segmented control's background.",
                seed: SeedAPI(type: "UISlider", name: "maximumTrackTintColor"), styles: .drawing, label: "Track",
                parts: [.custom],
                controlSeeds: [
                    "switch": SeedAPI(type: "UISwitch", name: "backgroundColor"),
                    "slider": SeedAPI(type: "UISlider", name: "maximumTrackTintColor"),
                    "progress": SeedAPI(type: "UIProgressView", name: "trackTintColor"),
                    "segments": SeedAPI(type: "UISegmentedControl", name: "backgroundColor"),
                ]),
            P(
                "thumbColor", in: path, \.thumbColor, .color, "A switch's or a slider's thumb.",
                seed: SeedAPI(type: "UISlider", name: "thumbTintColor"), styles: .drawing, label: "Thumb",
                parts: [.custom],
                controlSeeds: [
                    "switch": SeedAPI(type: "UISwitch", name: "thumbTintColor"),
                    "slider": SeedAPI(type: "UISlider", name: "thumbTintColor"),
                ]),
            P(
                "separatorColor", in: path, \.separatorColor, .color,
                "Between rows, and between unselected segments (UIKit has no property: a 0.5-point view, "
                    + "a divider image).",
                seed: SeedAPI(type: "UITableView", name: "separatorColor"), styles: .drawing, label: "Separators",
                parts: [.custom]),
        ]
    }()

    /// `queues.<id>.popups[].view`: a banner popup's look. PopupQueue has no type for a custom view popup (any
    /// popup conforms to `PopupRequirement`), so each row names the UIKit property an app sets on its banner.
    public static let popupView: [Property<PopupView>] = {
        typealias P = Property<PopupView>
        return [
            P(
                "backgroundColor", in: "view", \.cardColor, .color, "The banner's card (banner only).",
                seed: SeedAPI(type: "UIView", name: "backgroundColor"), styles: .drawing, lint: .contrast,
                label: "Banner background"),
            P(
                "textColor", in: "view", \.labelColor, .color, "The banner's text (banner only).",
                seed: SeedAPI(type: "UILabel", name: "textColor"), styles: .drawing, lint: .contrast,
                label: "Banner text"),
            P(
                "font", in: "view", \.labelFont, .font, "The banner's text font (banner only).",
                seed: SeedAPI(type: "UILabel", name: "font"), styles: .drawing, lint: .font, label: "Banner font"),
        ]
    }()

    /// The CSS properties that paint glyphs beyond their color (`LintRole.glyphPaint`), each with the value that
    /// hides them: lint's probe turns them off to read the pixels behind a text.
    public static var glyphPaint: [(property: String, hiddenValue: String)] {
        func rows<M>(_ rows: [Property<M>]) -> [(property: String, hiddenValue: String)] {
            rows.compactMap { row in
                guard case .glyphPaint(let hidden) = row.lint, case .css(_, let property) = row.styles else {
                    return nil
                }
                return (property, hidden)
            }
        }
        return rows(alertAppearance) + rows(actionAppearance) + rows(customStyle)
    }

    /// A number key's range by key: what `SpecRanges` adds for the catalog's keys (aliases included).
    static var ranges: (numbers: [String: ClosedRange<Double>], durations: [String: ClosedRange<Double>]) {
        var numbers: [String: ClosedRange<Double>] = [:], durations: [String: ClosedRange<Double>] = [:]
        func add<M>(_ rows: [Property<M>]) {
            for row in rows {
                guard let range = row.range else { continue }
                for key in [row.key] + row.aliases {
                    if row.kind == .duration { durations[key] = range } else { numbers[key] = range }
                }
            }
        }
        add(alertAppearance)
        add(actionAppearance)
        add(customStyle)
        add(textBlock)
        add(imageBlock)
        add(slideAppearance)
        return (numbers, durations)
    }
}
extension PropertyCatalog {
    /// `alerts.<id>.slide`: the slide alert's `slideAppearance` (`DUXBetaSlideAlertViewAppearance`, UXSDK 5.0-b4
    /// `UI/Alert/Slide/DUXBetaSlideAlertView.swift:38-85`), under its seed names, beside `text` and `checkbox`.
    /// Defaults: `SlideAppearance()`.
    public static let slideAppearance: [Property<SlideAppearance>] = {
        typealias P = Property<SlideAppearance>
        let path = "slide", points: ClosedRange<Double> = 0...1000
        func seed(_ name: String) -> SeedAPI { SeedAPI(type: "DUXBetaSlideAlertViewAppearance", name: name) }
        return [
            P(
                "verticalSpacing", in: path, \.verticalSpacing, .length, range: points,
                "Between the checkbox row, the slide control and the separator.", seed: seed("verticalSpacing"),
                styles: .layout, label: "Slide spacing", parts: [.custom]),
            P(
                "checkboxSpacing", in: path, \.checkboxSpacing, .length, range: points,
                "Between the checkbox and its label.", seed: seed("checkboxSpacing"), styles: .layout,
                label: "Checkbox spacing", parts: [.custom]),
            P(
                "checkboxTintColor", in: path, \.checkboxTintColor, .color, "The checkbox's box (a template image).",
                seed: seed("checkboxTintColor"), styles: .drawing, label: "Checkbox tint", parts: [.custom]),
            P(
                "checkboxTextColor", in: path, \.checkboxTextColor, .color, "The checkbox label's text color.",
                seed: seed("checkboxTextColor"), styles: .css(part: "flare-slide-check-label", property: "color"),
                lint: .contrast, label: "Checkbox text", parts: [.custom]),
            P(
                "checkboxTextFont", in: path, \.checkboxTextFont, .font, "The checkbox label's font.",
                seed: seed("checkboxTextFont"), styles: .css(part: "flare-slide-check-label", property: "font"),
                lint: .font, label: "Checkbox font", parts: [.custom]),
            P(
                "checkboxTextBackgroundColor", in: path, \.checkboxTextBackgroundColor, .optionalColor,
                "Painted behind the checkbox label.", seed: seed("checkboxTextBackgroundColor"),
                styles: .css(part: "flare-slide-check-label", property: "background-color"),
                label: "Checkbox background", parts: [.custom]),
            P(
                "slideIconTintColor", in: path, \.slideIconTintColor, .color, "The thumb (a template image).",
                seed: seed("slideIconTintColor"), styles: .css(part: "flare-slide-thumb", property: "background-color"),
                label: "Thumb", parts: [.custom]),
            P(
                "slideIconSelectedTintColor", in: path, \.slideIconSelectedTintColor, .color,
                "The thumb while it is dragged.", seed: seed("slideIconSelectedTintColor"), styles: .drawing,
                label: "Dragged thumb", parts: [.custom]),
            P(
                "slideOnTintColor", in: path, \.slideOnTintColor, .color, "The track left of the thumb's centre.",
                seed: seed("slideOnTintColor"), styles: .css(part: "flare-slide-on", property: "background-color"),
                label: "Track (on)", parts: [.custom]),
            P(
                "slideOffTintColor", in: path, \.slideOffTintColor, .color, "The track.",
                seed: seed("slideOffTintColor"), styles: .css(part: "flare-slide-off", property: "background-color"),
                label: "Track (off)", parts: [.custom]),
            P(
                "slideMessageFont", in: path, \.slideMessageFont, .font, "The slide text's font.",
                seed: seed("slideMessageFont"), styles: .css(part: "flare-slide-text", property: "font"), lint: .font,
                label: "Slide text font", parts: [.custom]),
            P(
                "slideMessageTextColor", in: path, \.slideMessageTextColor, .color, "The slide text's color.",
                seed: seed("slideMessageTextColor"), styles: .css(part: "flare-slide-text", property: "color"),
                lint: .contrast, label: "Slide text", parts: [.custom]),
            P(
                "slideMessageTintColor", in: path, \.slideMessageTintColor, .color,
                "The chevron after the slide text (a template image).", seed: seed("slideMessageTintColor"),
                styles: .drawing, label: "Chevron", parts: [.custom]),
            P(
                "separatorColor", in: path, \.separatorColor, .color, "The 1 pt line under the slide control.",
                seed: seed("separatorColor"),
                styles: .css(part: "flare-slide-separator", property: "background-color"), label: "Separator",
                parts: [.custom]),
        ]
    }()
}
