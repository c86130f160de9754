// A stand-in for RocketAlert 1.0-beta.4 (peppesapienza/RocketAlert@71bccf1, tag 1.0-beta.4), transcribed from
// RocketAlert/: Rocket.swift, Model/*.swift, Model/Block/*.swift, Protocol/RocketBlock.swift, with the same names,
// labels, defaults and access levels (`text`, `title`, `image`, a handler's `next` are internal: only the library
// reads them), and the same moments, from UI/:
// - the author goes to the view controller in `init` (Rocket.swift:31);
// - `show()` presents it and shows the first block (Rocket.swift:43-47); the close button is read when the table
//   asks for its header (TableController.swift:111-119), here at `show()`;
// - a block's text, font and colour are read when its cell is configured (`currentBlock`'s didSet: TextCell.swift:
//   20-32, ImageCell.swift:19-28, ButtonCell.swift:20-29, DoubleButtonCell.swift:27-40, TextInputCell.swift:28-63),
//   that is when the block is shown; a button's and an input's handler are copied then (ButtonCell.swift:24,
//   TextInputCell.swift:32); a text block's `next` is read at the tap (TapableCell.swift:28-33), its
//   `showNextAfter` once, and only when > 0 (TextCell.swift:26-29, 36-46);
// - `TextInputRocketBlock.init` never stores its `id:` (TextInputBlock.swift:17-30).
// Recording only: `recordedShown` and, per rocket, `recordedCells`: the cells the table configured as every way on
// (a tap, each button, each of `recordingInputProbes` typed into an input) was taken, first come first shown.
// The presets' colours are the release's colour literals to 8 bits (ElementStyle.swift:11-16). HandoffStubTests
// checks the declarations against the release. Compiled by the tests only.
import typealias Foundation.TimeInterval
import UIKit

public protocol RocketBlock {
    var id: String? { get set }
    var cellIdentifier: String { get }
}

extension RocketBlock {
    public var cellIdentifier: String {
        return String.init(describing: type(of: self))
    }
}

protocol TappableRocketBlock: RocketBlock {
    var next: RocketBlock? { get set }
    var showNextAfter: TimeInterval? { get set }
}

protocol ControlRocketBlock: RocketBlock {
}

protocol InputRocketBlock: RocketBlock {
    associatedtype InputType
    var handler: InputRocketHandler<InputType>? { get set }
}

public enum RocketImageStyle {
    case round
    case circular
    case square
}

public struct RocketAuthor {
    public init(image: UIImage, style: RocketImageStyle = .circular) {
        self.image = image
        self.style = style
    }

    let image: UIImage
    let style: RocketImageStyle
}

public struct RocketFont {
    public static var text = RocketFont.init(
        font: UIFont.systemFont(ofSize: 18, weight: .regular), color: hex(0x293B4D))
    public static var textBold = RocketFont.init(
        font: UIFont.systemFont(ofSize: 18, weight: .bold), color: hex(0x293B4D))
    public static var button = RocketFont.init(
        font: UIFont.systemFont(ofSize: 20, weight: .black), color: hex(0x319CF7))
    public static var lightButton = RocketFont.init(
        font: UIFont.systemFont(ofSize: 18, weight: .regular), color: hex(0x319CF7))
    public static var cancel = RocketFont.init(
        font: UIFont.systemFont(ofSize: 20, weight: .semibold), color: hex(0xEC5E61))
    public static var emoji = RocketFont.init(
        font: UIFont.systemFont(ofSize: 25, weight: .black), color: hex(0x293B4D))

    public var color: UIColor
    public var font: UIFont

    public init() {
        self.color = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        self.font = UIFont.systemFont(ofSize: 16, weight: .regular)
    }

    public init(font: UIFont, color: UIColor) {
        self.font = font
        self.color = color
    }

    static func hex(_ v: Int) -> UIColor {
        UIColor(red: Double(v >> 16 & 255) / 255, green: Double(v >> 8 & 255) / 255, blue: Double(v & 255) / 255,
                alpha: 1)
    }
}

public struct RocketCloseButton {
    public init(title: String, style: RocketFont) {
        self.title = title
        self.style = style
    }

    var title: String
    var style: RocketFont
}

public struct TapRocketHandler {
    public init(next: RocketBlock?, action: (()->())? = nil) {
        self.next = next
        self.action = action
    }

    internal let next: RocketBlock?
    internal let action: (()->())?
}

public struct InputRocketHandler<T> {
    public init(action: ((T)->(RocketBlock?))?) {
        self.action = action
    }

    internal let action: ((_ text: T)->(RocketBlock?))?
}

public class TextRocketBlock: TappableRocketBlock {
    public init(text: String, next: RocketBlock, showNextAfter: TimeInterval? = nil) {
        self.text = text
        self.next = next
        self.font = RocketFont.text
        self.showNextAfter = showNextAfter
    }

    public convenience init(text: String, showNextAfter: TimeInterval) {
        self.init(text: text, next: nil, showNextAfter: showNextAfter, id: nil, font: .text)
    }

    public init(
        text: String,
        next: RocketBlock? = nil,
        showNextAfter: TimeInterval? = nil,
        id: String? = nil,
        font: RocketFont = .text)
    {
        self.text = text
        self.next = next
        self.showNextAfter = showNextAfter
        self.id = id
        self.font = font
    }

    public var next: RocketBlock?
    public var showNextAfter: TimeInterval?
    public var id: String?
    public var font: RocketFont? = .text

    internal let text: String
    internal var isNextShowed: Bool = false

    public func add(next block: RocketBlock) {
        next = block
    }
}

public class ImageRocketBlock: TextRocketBlock {
    public init(image: UIImage, text: String?, next: RocketBlock?, showNextAfter: TimeInterval? = nil, id: String? = nil) {
        self.image = image
        super.init(text: text ?? "", next: next, showNextAfter: showNextAfter, id: id, font: .text)
    }

    public convenience init(image: UIImage, text: String?) {
        self.init(image: image, text: text, next: nil, showNextAfter: nil, id: nil)
    }

    public var paddingLeft: CGFloat = 0
    public var paddingRight: CGFloat = 0
    public var imageStyle: RocketImageStyle = .square

    internal let image: UIImage
}

public class ButtonRocketBlock: ControlRocketBlock {
    public init(
        title: String,
        tapHandler: TapRocketHandler? = nil,
        font: RocketFont? = RocketFont.button,
        id: String? = nil)
    {
        self.title = title
        self.tapHandler = tapHandler
        self.font = font
        self.id = id
    }

    public convenience init(title: String, tapHandler: TapRocketHandler) {
        self.init(title: title, tapHandler: tapHandler, font: .button, id: nil)
    }

    public convenience init(title: String, tapHandler: TapRocketHandler, font: RocketFont) {
        self.init(title: title, tapHandler: tapHandler, font: font, id: nil)
    }

    public var id: String?
    public var tapHandler: TapRocketHandler?
    public var font: RocketFont? = RocketFont.button

    internal let title: String
}

public class DoubleButtonRocketBlock: ControlRocketBlock {
    public required init(
        left: ButtonRocketBlock,
        right: ButtonRocketBlock,
        id: String? = nil)
    {
        self.left = left
        self.right = right
        self.id = id
    }

    let left: ButtonRocketBlock
    let right: ButtonRocketBlock

    public var id: String?
}

public class TextInputRocketBlock: InputRocketBlock {
    public convenience init(text: String, buttonTitle: String) {
        self.init(text: text, buttonTitle: buttonTitle, inputHandler: nil)
    }

    public init(
        text: String,
        buttonTitle: String,
        inputHandler: InputRocketHandler<String>?,
        id: String? = nil,
        font: RocketFont? = RocketFont.text,
        buttonStyle: RocketFont? = RocketFont.lightButton)
    {
        self.text = text
        self.buttonTitle = buttonTitle
        self.handler = inputHandler
        self.font = font
        self.buttonStyle = buttonStyle
    }

    public var id: String?

    internal let text: String
    internal let buttonTitle: String

    public var handler: InputRocketHandler<String>?
    public var font: RocketFont?
    public var buttonStyle: RocketFont?
}

public class Rocket {  // (stub) the release's `: RocketControl` is its internal plumbing
    public required init(author: RocketAuthor, block: RocketBlock) {
        self.block = block
        self.author = author
    }

    public var closeButton: RocketCloseButton?

    fileprivate let block: RocketBlock
    /// Rocket.swift:31: the view controller takes the author here.
    fileprivate let author: RocketAuthor

    /// Recording only: the rockets shown, in order.
    nonisolated(unsafe) public static var recordedShown: [Rocket] = []
    /// Recording only: the texts typed into each input, one way on each.
    nonisolated(unsafe) public static var recordingInputProbes: [String] = []
    /// Recording only: the author, close button and cells as the view controller and the table took them (each
    /// `recorded…` name is the stub's).
    public private(set) var recordedAuthor: (image: UIImage, style: RocketImageStyle)?
    public private(set) var recordedClose: (title: String?, font: UIFont?, color: UIColor?)?
    public private(set) var recordedCells: [RocketRecordedCell] = []

    public func show() {
        Rocket.recordedShown.append(self)
        recordedAuthor = (author.image, author.style)
        recordedClose = closeButton.map { ($0.title, $0.style.font, $0.style.color) }
        recordedCells = RocketRecordedCell.walk(from: block)
    }

    public func dismiss() {}
}
