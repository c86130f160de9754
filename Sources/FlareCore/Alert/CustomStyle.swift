/// How a custom view looks (the DUX document's own example: a text field with a 0.5-point border, font 14 and its
/// colours). Every key is optional; what is not given keeps Flare's default for that view (the input: white, black
/// 0.5-point border, system 14, 8-point side insets, 32 points high; the text: the message's font and colour).
public struct CustomStyle: Sendable, Hashable, Codable {
    /// How a custom image fills its frame.
    public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// The whole frame, cropping what overflows (UIKit `scaleAspectFill`, the default).
        case fill
        /// The whole image, letterboxed (`scaleAspectFit`).
        case fit
        /// The frame, distorting the image (`scaleToFill`).
        case stretch
    }

    /// Space between a view's frame and its content, in points.
    public struct Insets: Sendable, Hashable, Codable {
        public var top, left, bottom, right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }

        public init(all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
    }

    public var font: FontSpec?
    public var textColor: Color?
    public var placeholderColor: Color?
    public var backgroundColor: Color?
    public var borderWidth: Double?
    public var borderColor: Color?
    public var cornerRadius: Double?
    /// Input and text: a fixed height in points (the image's is `custom.height`).
    public var height: Double?
    public var insets: Insets?
    public var contentMode: ContentMode?
    /// Controls only (`ControlLook`): the active, inactive, thumb and separator colors.
    public var tintColor: Color?
    public var trackColor: Color?
    public var thumbColor: Color?
    public var separatorColor: Color?

    public init() {}
}

/// What a custom input draws where its style is silent: the DUX document's sample text field (white, a 0.5-point
/// black outline, system 14), with 8-point side insets, 32 points high, and iOS's placeholder color. The stylesheet,
/// lint and the export's font list all read it here.
public struct InputLook: Sendable, Hashable {
    public var font: FontSpec = .system(14)
    public var textColor: Color = .black
    /// iOS `placeholderText`: (60, 60, 67) at 30 %.
    public var placeholderColor = Color(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
    public var backgroundColor: Color = .white
    public var borderWidth: Double = 0.5
    public var borderColor: Color = .black
    public var cornerRadius: Double = 0
    public var insets = CustomStyle.Insets(top: 0, left: 8, bottom: 0, right: 8)
    /// The field's content height when the style gives no `height`.
    public var height: Double = 32

    public static let sample = InputLook()

    /// The sample with what `style` gives on top.
    public init(_ style: CustomStyle = CustomStyle()) {
        if let v = style.font { font = v }
        if let v = style.textColor { textColor = v }
        if let v = style.placeholderColor { placeholderColor = v }
        if let v = style.backgroundColor { backgroundColor = v }
        if let v = style.borderWidth { borderWidth = v }
        if let v = style.borderColor { borderColor = v }
        if let v = style.cornerRadius { cornerRadius = v }
        if let v = style.insets { insets = v }
        if let v = style.height { height = v }
    }
}

extension CustomStyle {
    /// A control's whole look as a style: `flare code` writes it, the docs describe each control's defaults.
    public init(_ look: ControlLook) {
        tintColor = look.tint
        trackColor = look.track
        thumbColor = look.thumb
        separatorColor = look.separator
        font = look.font
        textColor = look.labelColor
    }

    /// The width left for a view's content inside its insets and borders, in a box `width` points wide.
    public func innerWidth(_ width: Double) -> Double {
        let i = insets ?? Insets(all: 0)
        return max(1, width - i.left - i.right - 2 * (borderWidth ?? 0))
    }

    /// The fields that style a control's texts (a switch's label, segment titles, rows).
    public static var labelFields: [PartialKeyPath<CustomStyle>] { [\.font, \.textColor] }
}

extension CustomView {
    /// The custom style's fields that do not style this view: the inspector leaves them out, `flare code` says
    /// so in a comment, and the parser refuses the controls' colors elsewhere (and on a control, what it does
    /// not draw).
    public var inapplicableFields: [PartialKeyPath<CustomStyle>] {
        switch self {
        case .input: return [\.contentMode] + CustomControl.onlyFields
        case .text: return [\.placeholderColor, \.contentMode] + CustomControl.onlyFields
        case .image: return [\.font, \.textColor, \.placeholderColor, \.insets] + CustomControl.onlyFields
        default:
            let control = self.control!
            return CustomControl.onlyFields.filter { !control.colorFields.contains($0) } + [
                \.placeholderColor, \.contentMode,
            ]
                + (controlTexts.isEmpty ? CustomStyle.labelFields : [])
        }
    }

    /// Whether the custom style's field `field` styles this view.
    public func isStyled(by field: AnyKeyPath) -> Bool {
        !inapplicableFields.contains { ($0 as AnyKeyPath) == field }
    }
}

extension AlertSpec {
    /// The custom view's look as a UIKit view sets it (`flare code`): an input's whole `InputLook` (the seed's sample
    /// sets each), a text's font and colour (the message's unless given), an image's content mode (fill unless given)
    /// and height; and the keys the spec writes that the view has no property for (a font on an image), by row id.
    public var uiKitCustomStyle: (style: CustomStyle, inapplicable: [String]) {
        var style = customStyle
        switch custom {
        case .input(let placeholder, _):
            let look = InputLook(customStyle)
            style.font = look.font
            style.textColor = look.textColor
            style.placeholderColor = placeholder == nil ? nil : look.placeholderColor
            style.backgroundColor = look.backgroundColor
            style.borderWidth = look.borderWidth
            style.borderColor = look.borderColor
            style.cornerRadius = look.cornerRadius
            style.height = look.height
            style.insets = look.insets
        case .text:
            style.font = customTextFont
            style.textColor = customTextColor
        case .image(_, let height):
            style.contentMode = customStyle.contentMode ?? .fill
            if let height { style.height = height }
        case let view?:
            // A control writes its whole look (`ControlLook`); what it does not draw is dropped below.
            let look = CustomStyle(ControlLook(view.control!, in: self))
            for row in PropertyCatalog.customStyle
            where CustomControl.onlyFields.contains(where: { ($0 as AnyKeyPath) == row.keyPath })
                || CustomStyle.labelFields.contains(where: { ($0 as AnyKeyPath) == row.keyPath })
            {
                row.set(&style, row.get(look))
            }
        case nil:
            break
        }
        let inapplicable = custom?.inapplicableFields ?? []
        var dropped: [String] = []
        for field in inapplicable {
            let row = PropertyCatalog.customStyle.first { $0.keyPath == field as AnyKeyPath }!
            if row.get(style) != .none { dropped.append(row.id) }
            row.set(&style, .none)
        }
        return (style, dropped)
    }
}
