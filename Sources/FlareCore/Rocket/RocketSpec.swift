/// A RocketAlert flow: an author avatar and blocks that appear one after another.
public struct RocketSpec: Sendable, Hashable, Identifiable {
    public var id: String
    public var author: RocketAuthor
    public var closeButton: RocketCloseButton?
    /// The id of the first block.
    public var start: String
    /// In file order.
    public var blocks: [RocketBlock]
    public var script: [RocketStep]
    /// The screen that shows the rocket is in a `UITabBarController`: RocketAlert reads it from the top view
    /// controller (`Rocket.swift:28`, `UIApplicationExtension.swift:46-48`) and raises the avatar (`tabBar:`).
    public var tabBar = false
    public var location: SourceLocation?
    /// Where each key the spec wrote is (`closeButton`, `closeButton.font`): lint findings point there.
    public var keys: [String: SourceLocation] = [:]

    public init(
        id: String, author: RocketAuthor = RocketAuthor(), closeButton: RocketCloseButton? = nil,
        start: String, blocks: [RocketBlock], script: [RocketStep] = [], location: SourceLocation? = nil
    ) {
        self.id = id
        self.author = author
        self.closeButton = closeButton
        self.start = start
        self.blocks = blocks
        self.script = script
        self.location = location
    }

    public func block(_ id: String) -> RocketBlock? { blocks.first { $0.id == id } }
}

public struct RocketAuthor: Sendable, Hashable, Codable {
    public var image: ImageSource?
    public var style: RocketImageStyle

    public init(image: ImageSource? = nil, style: RocketImageStyle = .circular) {
        self.image = image
        self.style = style
    }
}

/// Corner radius: circular = height / 2, round = 6, square = 0.
public enum RocketImageStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case circular, round, square
}

public struct RocketCloseButton: Sendable, Hashable, Codable {
    public var title: String
    public var font: RocketFont

    public init(title: String, font: RocketFont = .cancel) {
        self.title = title
        self.font = font
    }
}

/// A font and a color; the seed's `RocketFont` presets by name.
public struct RocketFont: Sendable, Hashable, Codable {
    public var font: FontSpec
    public var color: Color

    public init(font: FontSpec, color: Color) {
        self.font = font
        self.color = color
    }

    public static let text = RocketFont(font: .system(18), color: Color(hex: 0x293B4D))
    public static let textBold = RocketFont(font: .system(18, .bold), color: Color(hex: 0x293B4D))
    public static let button = RocketFont(font: .system(20, .black), color: Color(hex: 0x319CF7))
    public static let lightButton = RocketFont(font: .system(18), color: Color(hex: 0x319CF7))
    public static let cancel = RocketFont(font: .system(20, .semibold), color: Color(hex: 0xEC5E61))
    public static let emoji = RocketFont(font: .system(25, .black), color: Color(hex: 0x293B4D))
    /// `RocketFont()`: system 16 regular black.
    public static let plain = RocketFont(font: .system(16), color: .black)

    public static let presets: [String: RocketFont] = [
        "text": .text, "textBold": .textBold, "button": .button, "lightButton": .lightButton,
        "cancel": .cancel, "emoji": .emoji, "plain": .plain,
    ]
}

/// One block of a flow. Exactly the seed's five kinds.
public struct RocketBlock: Sendable, Hashable, Identifiable {
    public var id: String
    public var content: Content
    public var location: SourceLocation?
    /// Where each key the spec wrote is (`text`, `showNextAfter`, `left.font`).
    public var keys: [String: SourceLocation] = [:]

    public init(id: String, content: Content, location: SourceLocation? = nil) {
        self.id = id
        self.content = content
        self.location = location
    }

    /// Seconds until the block advances by itself: a text or image block's `showNextAfter` when more than 0; nil
    /// when it waits for a tap (or is a button or an input).
    public var timer: Double? {
        let after: Double? =
            switch content {
            case .text(let b): b.showNextAfter
            case .image(let b): b.showNextAfter
            case .button, .doubleButton, .input: nil
            }
        return after.flatMap { $0 > 0 ? $0 : nil }
    }

    public enum Content: Sendable, Hashable {
        case text(TextBlock)
        case image(ImageBlock)
        case button(ButtonBlock)
        case doubleButton(left: ButtonBlock, right: ButtonBlock)
        case input(InputBlock)
    }

    public struct TextBlock: Sendable, Hashable {
        public var text: String
        public var next: String?
        /// nil or ≤ 0: advances on tap; > 0: advances by itself after that many seconds and ignores taps.
        public var showNextAfter: Double?
        public var font: RocketFont

        public init(text: String, next: String? = nil, showNextAfter: Double? = nil, font: RocketFont = .text) {
            self.text = text
            self.next = next
            self.showNextAfter = showNextAfter
            self.font = font
        }
    }

    /// A text block with an image (140 pt high) under its text; the font is always `.text`.
    public struct ImageBlock: Sendable, Hashable {
        public var text: String
        public var image: ImageSource
        public var imageStyle: RocketImageStyle
        public var paddingLeft: Double
        public var paddingRight: Double
        public var next: String?
        public var showNextAfter: Double?

        public init(
            text: String = "", image: ImageSource, imageStyle: RocketImageStyle = .square,
            paddingLeft: Double = 0, paddingRight: Double = 0, next: String? = nil, showNextAfter: Double? = nil
        ) {
            self.text = text
            self.image = image
            self.imageStyle = imageStyle
            self.paddingLeft = paddingLeft
            self.paddingRight = paddingRight
            self.next = next
            self.showNextAfter = showNextAfter
        }
    }

    public struct ButtonBlock: Sendable, Hashable {
        public var title: String
        public var next: String?
        public var font: RocketFont

        public init(title: String, next: String? = nil, font: RocketFont = .button) {
            self.title = title
            self.next = next
            self.font = font
        }
    }

    public struct InputBlock: Sendable, Hashable {
        public struct Branch: Sendable, Hashable {
            /// A regular expression matched against the whole typed text.
            public var match: String
            public var next: String

            public init(match: String, next: String) {
                self.match = match
                self.next = next
            }
        }

        public var text: String
        public var buttonTitle: String
        public var font: RocketFont
        public var buttonStyle: RocketFont
        /// Tried in order; the first match wins, else `next`.
        public var branches: [Branch]
        public var next: String?

        public init(
            text: String, buttonTitle: String = "Send", font: RocketFont = .text,
            buttonStyle: RocketFont = .lightButton, branches: [Branch] = [], next: String? = nil
        ) {
            self.text = text
            self.buttonTitle = buttonTitle
            self.font = font
            self.buttonStyle = buttonStyle
            self.branches = branches
            self.next = next
        }

        /// The send button, as the button it draws (it fires the branches, not a `next` of its own).
        public var sendButton: ButtonBlock { ButtonBlock(title: buttonTitle, font: buttonStyle) }
    }
}

/// One step of a rocket `script`.
public enum RocketStep: Sendable, Hashable {
    public enum Button: String, Sendable, Hashable, Codable, CaseIterable {
        case button, left, right
    }

    case tap
    case wait(Double)
    case press(Button)
    case input(String)
    case close
    /// The app dismisses the rocket (RocketAlert's `dismiss()`), logged with the reason (`script` when none).
    case dismiss(String)
}
