/// A queued popup that is a custom view of its own, not an alert or a rocket of the spec: PopupQueue queues any
/// popup ("the popup's type is not restricted: a UIAlertController, a custom view, an audio player …", README,
/// 注意点). Flare draws the two designers queue most: a banner across the top of the screen, and an image
/// (an announcement, an ad) in the middle over a dimmed screen.
public struct PopupView: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        /// A one- or two-line message in a rounded card under the top safe area (an in-app banner).
        case banner(String)
        /// A picture in the middle of the screen, `height` points tall (nil: 240), over the dimmed screen.
        case image(ImageSource, height: Double?)
    }

    public var content: Content
    /// The banner's look: its rows in `PropertyCatalog.popupView` (card, text color, font).
    public var cardColor = PopupView.defaultBackground
    public var labelColor = PopupView.defaultText
    public var labelFont = PopupView.defaultFont
    /// Where the spec writes each key (`view`, `banner`, `image` and the look's rows).
    public var keys: [String: SourceLocation] = [:]

    /// iOS's dark `secondarySystemBackground`, white, and system 15 semibold.
    public static let defaultBackground = Color(hex: 0x1C1C1E)
    public static let defaultText = Color.white
    public static let defaultFont = FontSpec.system(15, .semibold)
    public static let defaultImageHeight = 240.0
    /// The banner's insets, corner radius and padding, in points (iOS's notification banner's).
    public static let bannerInset = 8.0
    public static let bannerRadius = 13.0
    public static let bannerPadding = 14.0

    public init(
        _ content: Content, cardColor: Color = PopupView.defaultBackground, labelColor: Color = PopupView.defaultText,
        labelFont: FontSpec = PopupView.defaultFont
    ) {
        self.content = content
        self.cardColor = cardColor
        self.labelColor = labelColor
        self.labelFont = labelFont
    }

    /// `banner` or `image`.
    public var kind: String {
        switch content {
        case .banner: "banner"
        case .image: "image"
        }
    }

    /// The banner's text (nil for an image).
    public var text: String? { if case .banner(let text) = content { text } else { nil } }
}

/// What a queued popup puts on the stage: an alert or a rocket of the spec (`show:`), or a custom view of its own
/// (`view:`), named by its popup.
public enum PopupTarget: Sendable, Hashable, CustomStringConvertible {
    case item(SpecItem)
    case view(name: String, PopupView)

    public static func alert(_ id: String) -> PopupTarget { .item(.alert(id)) }
    public static func rocket(_ id: String) -> PopupTarget { .item(.rocket(id)) }

    /// The alert or rocket, when it is one.
    public var item: SpecItem? { if case .item(let item) = self { item } else { nil } }

    /// `alert/<id>`, `rocket/<id>`, or `view/<popup name>` (`banner` or `image` after it in the inspector).
    public var description: String {
        switch self {
        case .item(let item): item.description
        case .view(let name, _): "view/\(name)"
        }
    }
}
