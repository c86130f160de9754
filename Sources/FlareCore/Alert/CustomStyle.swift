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

    public static let keys = ["font", "textColor", "placeholderColor", "backgroundColor", "borderWidth", "borderColor",
                              "cornerRadius", "insets", "contentMode"]
}
