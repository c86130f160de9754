// A stand-in for RocketAlert's public API (peppesapienza/RocketAlert @0144e9d: README.md, Rocket.swift,
// Model/Author.swift, Model/Block/*.swift, Model/TapHandler.swift, Model/CloseButton.swift, Model/ElementStyle.swift).
// The seed's `internal` fields are public here so the recording test can read them back. Compiled by the tests only.
import UIKit

public protocol RocketBlock {
    var id: String? { get set }
}

public enum RocketImageStyle: String {
    case round, circular, square
}

public struct RocketAuthor {
    public let image: UIImage
    public let style: RocketImageStyle
    public init(image: UIImage, style: RocketImageStyle = .circular) {
        self.image = image
        self.style = style
    }
}

public struct RocketFont {
    public static let text = RocketFont(font: .systemFont(ofSize: 18, weight: .regular), color: hex(0x293B4D))
    public static let textBold = RocketFont(font: .systemFont(ofSize: 18, weight: .bold), color: hex(0x293B4D))
    public static let button = RocketFont(font: .systemFont(ofSize: 20, weight: .black), color: hex(0x319CF7))
    public static let lightButton = RocketFont(font: .systemFont(ofSize: 18, weight: .regular), color: hex(0x319CF7))
    public static let cancel = RocketFont(font: .systemFont(ofSize: 20, weight: .semibold), color: hex(0xEC5E61))
    public static let emoji = RocketFont(font: .systemFont(ofSize: 25, weight: .black), color: hex(0x293B4D))

    static func hex(_ v: Int) -> UIColor {
        UIColor(red: Double(v >> 16 & 255) / 255, green: Double(v >> 8 & 255) / 255, blue: Double(v & 255) / 255,
                alpha: 1)
    }

    public var color: UIColor
    public var font: UIFont

    public init() {
        color = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        font = .systemFont(ofSize: 16, weight: .regular)
    }

    public init(font: UIFont, color: UIColor) {
        self.font = font
        self.color = color
    }
}

public struct RocketCloseButton {
    public var title: String
    public var style: RocketFont
    public init(title: String, style: RocketFont) {
        self.title = title
        self.style = style
    }
}

public struct TapRocketHandler {
    public let next: RocketBlock?
    public let action: (() -> Void)?
    public init(next: RocketBlock?, action: (() -> Void)? = nil) {
        self.next = next
        self.action = action
    }
}

public struct InputRocketHandler<T> {
    public let action: ((T) -> RocketBlock?)?
    public init(action: ((T) -> RocketBlock?)?) { self.action = action }
}

public class TextRocketBlock: RocketBlock {
    public var next: RocketBlock?
    public var showNextAfter: Double?
    public var id: String?
    public var font: RocketFont? = .text
    public let text: String

    public init(text: String, next: RocketBlock? = nil, showNextAfter: Double? = nil, id: String? = nil,
                font: RocketFont = .text) {
        self.text = text
        self.next = next
        self.showNextAfter = showNextAfter
        self.id = id
        self.font = font
    }
}

public class ImageRocketBlock: TextRocketBlock {
    public var paddingLeft: CGFloat = 0
    public var paddingRight: CGFloat = 0
    public var imageStyle: RocketImageStyle = .square
    public let image: UIImage

    public init(image: UIImage, text: String?, next: RocketBlock?, showNextAfter: Double? = nil, id: String? = nil) {
        self.image = image
        super.init(text: text ?? "", next: next, showNextAfter: showNextAfter, id: id, font: .text)
    }
}

public class ButtonRocketBlock: RocketBlock {
    public var id: String?
    public var tapHandler: TapRocketHandler?
    public var font: RocketFont? = RocketFont.button
    public let title: String

    public init(title: String, tapHandler: TapRocketHandler? = nil, font: RocketFont? = RocketFont.button,
                id: String? = nil) {
        self.title = title
        self.tapHandler = tapHandler
        self.font = font
        self.id = id
    }
}

public class DoubleButtonRocketBlock: RocketBlock {
    public let left: ButtonRocketBlock
    public let right: ButtonRocketBlock
    public var id: String?

    public required init(left: ButtonRocketBlock, right: ButtonRocketBlock, id: String? = nil) {
        self.left = left
        self.right = right
        self.id = id
    }
}

public class TextInputRocketBlock: RocketBlock {
    public var id: String?
    public let text: String
    public let buttonTitle: String
    public var handler: InputRocketHandler<String>?
    public var font: RocketFont?
    public var buttonStyle: RocketFont?

    public init(text: String, buttonTitle: String, inputHandler: InputRocketHandler<String>?, id: String? = nil,
                font: RocketFont? = RocketFont.text, buttonStyle: RocketFont? = RocketFont.lightButton) {
        self.text = text
        self.buttonTitle = buttonTitle
        self.handler = inputHandler
        self.id = id
        self.font = font
        self.buttonStyle = buttonStyle
    }
}

public class Rocket {
    public let author: RocketAuthor
    public let block: RocketBlock
    public var closeButton: RocketCloseButton?

    public required init(author: RocketAuthor, block: RocketBlock) {
        self.author = author
        self.block = block
    }

    /// Recording only: the rockets shown, in order.
    nonisolated(unsafe) public static var recordedShown: [Rocket] = []
    public func show() { Rocket.recordedShown.append(self) }
    public func dismiss() {}
}
