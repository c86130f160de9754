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
