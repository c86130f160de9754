// A stand-in for the few UIKit types the DUX seed's API and `flare code`'s output use, written from Apple's
// documented signatures. Each value keeps what it was made from, so the recording test (CodeRecordingTests) can
// print what generated code set. Compiled by the tests only (Package.swift excludes Fixtures).
public typealias CGFloat = Double

public enum UIUserInterfaceStyle: Int {
    case unspecified, light, dark
}

open class UITraitCollection {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

open class UIColor {
    /// Recording only: the components in the light and dark appearances, or the asset's name.
    public let light: [Double]
    public let dark: [Double]
    public let assetName: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        light = [red, green, blue, alpha]
        dark = light
        assetName = nil
    }

    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).light
        dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).dark
        assetName = nil
    }

    public convenience init?(named name: String) {
        self.init(red: 0, green: 0, blue: 0, alpha: 0, asset: name)
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, asset: String) {
        light = [red, green, blue, alpha]
        dark = light
        assetName = asset
    }

    public var cgColor: CGColor { CGColor(color: self) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = UIColor(red: light[0], green: light[1], blue: light[2], alpha: light[3] * alpha)
        return c
    }
}

public final class CGColor {
    public let color: UIColor
    init(color: UIColor) { self.color = color }
}

open class UIFont {
    public struct Weight: Hashable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// Recording only: the PostScript name (`system` for the system font), the size, the weight, italic.
    public let fontName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let italic: Bool

    init(fontName: String, pointSize: CGFloat, weight: Weight, italic: Bool) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.italic = italic
    }

    /// Always found here, so the recording sees the name generated code asks for.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular, italic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: weight, italic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: .regular, italic: true)
    }
}

open class UIImage {
    /// Recording only: the asset name.
    public let name: String
    public init?(named name: String) { self.name = name }
    public init?(systemName: String) { name = "symbol:" + systemName }
    public init() { name = "empty" }
}

public enum NSTextAlignment: String {
    case left, center, right, justified, natural
}

public struct CGPoint: Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let zero = CGPoint(x: 0, y: 0)
}

public struct CGSize: Hashable {
    public var width: CGFloat, height: CGFloat
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
    public static let zero = CGSize(width: 0, height: 0)
}

public struct CGRect: Hashable {
    public var origin: CGPoint, size: CGSize
    public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public static let zero = CGRect(origin: .zero, size: .zero)
}

/// An Objective-C selector (the seed's `DUXBetaAlertAction.selector`); Linux has no runtime to call one.
public struct Selector: Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

@MainActor open class UIView {
    public enum ContentMode: String {
        case scaleToFill, scaleAspectFit, scaleAspectFill
    }

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
    open var frame: CGRect
    /// The views added with `addSubview(_:)`.
    public private(set) var subviews: [UIView] = []
    open func addSubview(_ view: UIView) { subviews.append(view) }
    /// One window for every view (Recording only: the preview's theme is read from it).
    open var window: UIWindow? { UIWindow.recording }
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var backgroundColor: UIColor?
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var tintColor: UIColor!
    public let layer = CALayer()
    public let heightAnchor = NSLayoutDimension()
}

open class CALayer {
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var cornerRadius: CGFloat = 0
}

open class NSLayoutDimension {
    /// Recording only: the constraints made from this anchor.
    public private(set) var constraints: [NSLayoutConstraint] = []

    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(constant: c)
        constraints.append(constraint)
        return constraint
    }
}

open class NSLayoutConstraint {
    open var constant: CGFloat
    open var isActive = false
    public init(constant: CGFloat) { self.constant = constant }
}

open class NSAttributedString {
    public struct Key: Hashable {
        public let rawValue: String
        public static let foregroundColor = Key(rawValue: "NSColor")
        public static let font = Key(rawValue: "NSFont")
    }

    public let string: String
    /// Recording only.
    public let attributes: [Key: Any]
    public init(string: String, attributes: [Key: Any]? = nil) {
        self.string = string
        self.attributes = attributes ?? [:]
    }
}

open class UITextField: UIView {
    open var text: String?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
}

open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
}

open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private let label = UILabel()
    open var titleLabel: UILabel? { label }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title }
    open func title(for state: UIControl.State) -> String? { titles[state] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state] }
}

open class UIAlertAction {
    public enum Style: String {
        case `default`, cancel, destructive
    }
}

@MainActor open class UIViewController {
    open var title: String?
    public init() {}
    private var loadedView: UIView?
    /// Loaded on first use: `loadView()`, then `viewDidLoad()`, as UIKit does.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open func loadViewIfNeeded() { _ = view }
}

open class UIControl: UIView {
    public struct State: Hashable {
        public let rawValue: Int
        public static let normal = State(rawValue: 0)
        public static let selected = State(rawValue: 4)
    }
}

open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

open class UIProgressView: UIView {
    public enum Style { case `default`, bar }
    public init(progressViewStyle: Style) { super.init(frame: .zero) }
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
}

open class UISegmentedControl: UIControl {
    /// Recording only: the titles and the attributes set for the normal state.
    public let titles: [String]
    public private(set) var normalAttributes: [NSAttributedString.Key: Any] = [:]
    public init(items: [Any]?) {
        titles = items?.compactMap { $0 as? String } ?? []
        super.init(frame: .zero)
    }
    open var selectedSegmentIndex = -1
    open var selectedSegmentTintColor: UIColor?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        if state == .normal { normalAttributes = attributes ?? [:] }
    }
}

open class UIStackView: UIView {
    public enum Axis { case horizontal, vertical }
    public enum Alignment { case fill, center }
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(arrangedSubviews: [UIView]) {
        self.arrangedSubviews = arrangedSubviews
        super.init(frame: .zero)
    }
    open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view) }
}

open class UIWindow: UIView {
    @MainActor public static let recording = UIWindow()
}

/// Stands in for Xcode's `#Preview` macro (DeveloperToolsSupport), which Linux has no plugin for: the tests write
/// each generated `#Preview(name) { … }` as `let … = PreviewStub(name) { … }` and run its body (Recording only).
public struct PreviewStub: Sendable {
    public let name: String
    public let body: @MainActor @Sendable () -> UIViewController
    public init(_ name: String, body: @escaping @MainActor @Sendable () -> UIViewController) {
        self.name = name
        self.body = body
    }
}
