// UXSDKCore's alert API as DJI UXSDK 5.0-b4 declares it (dji-sdk/Mobile-UXSDK-Beta-iOS@b7ad7f6,
// UXSDKCore/UXSDKCore/UI/Alert/Base/DUXBetaAlertView.swift and DUXBetaAlertViewMask.swift; colours from
// UXSDKCore/UXSDKCore/Util/UIColor+DUXBetaColors.m). Transcribed: the names (the misspellings `horizaontalOffset`
// and `dissmissCompletion` included), argument labels, default values, access, and WHEN each object applies its
// appearance to the views it shows: the alert in viewDidLoad and in `appearance`'s didSet (:128-132, :200-206),
// an action in init, in `action(…)` and in `appearance`'s didSet (:573-577, :589-615). What the views show is
// readable through `recording` only (recording only: the source keeps the views fileprivate). Animations, layout
// constraints and the key window are left out. Compiled by the tests only.
import UIKit

public typealias DUXBetaAlertActionCompletionBlock = () -> Void

// :33-43
public enum DUXBetaAlertViewAnimation: Int {
    case standard, fade
}

public enum DUXBetaAlertViewLayout: Int {
    case horizontal, vertical
}

// UIColor+DUXBetaColors.m (`uxsdk_whiteColor` and so on, imported into Swift without `Color`).
extension UIColor {
    public static func uxsdk_white() -> UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    public static func uxsdk_clear() -> UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public static func uxsdk_blackAlpha40() -> UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0.4) }  // :110
    public static func uxsdk_darkGrayWhite25() -> UIColor {  // :148
        UIColor(red: 64.0 / 255.0, green: 64.0 / 255.0, blue: 64.0 / 255.0, alpha: 1)
    }
    public static func uxsdk_selectedBlue() -> UIColor {  // :52
        UIColor(red: 31.0 / 255.0, green: 163.0 / 255.0, blue: 246.0 / 255.0, alpha: 1)
    }
}

// :49-530
public class DUXBetaAlertView: UIViewController {
    // :55-108
    public class DUXBetaAlertViewAppearance {
        public init() {}
        public var imageTintColor: UIColor?
        public var titleFont: UIFont? = .boldSystemFont(ofSize: 17.0)
        public var titleColor: UIColor? = .uxsdk_white()
        public var titleTextAlignment: NSTextAlignment = .left
        public var titleBackgroundColor: UIColor? = .uxsdk_clear()
        public var messageFont: UIFont? = .systemFont(ofSize: 15.0)
        public var messageColor: UIColor? = .uxsdk_white()
        public var messageTextAlignment: NSTextAlignment = .left
        public var messageBackgroundColor: UIColor? = .uxsdk_clear()
        public var bodyLayoutSpacing: CGFloat = 2.0
        public var maskViewColor: UIColor? = .uxsdk_blackAlpha40()
        public var borderCornerRadius: CGFloat = 0.0
        public var borderWidth: CGFloat = 0.0
        public var borderColor: UIColor?
        public var backgroundColor: UIColor = .uxsdk_darkGrayWhite25()
        public var verticalOffset: CGFloat = 20.0
        public var horizaontalOffset: CGFloat = 10.0  // sic (:90)
        public var animationType: DUXBetaAlertViewAnimation = .standard
        public var animationDuration: Double = 0.3
        public var headerLayoutType: DUXBetaAlertViewLayout = .horizontal
        public var headerLayoutSpacing: CGFloat = 2.0
        public var actionsLayoutType: DUXBetaAlertViewLayout = .horizontal
        public var actionLayoutSpacing: CGFloat = 2.0
        public var alertLayoutSpacing: CGFloat = 10.0
        public var shouldDismissOnTap: Bool? = true
    }

    public var image: UIImage? { didSet { imageView.image = image } }
    public var titleText: String? { didSet { titleLabel.text = titleText } }
    public var message: String? { didSet { messageLabel.text = message } }
    public var appearance = DUXBetaAlertViewAppearance() { didSet { applyAppearance() } }
    public var isVisible: Bool = false
    /// :136: declared, and read nowhere in the release.
    public var shouldHideOnTap: Bool = false
    public var customizedView: UIView?
    public var maskView = DUXBetaAlertViewMask(frame: .zero)
    public var dissmissCompletion: (() -> Void)?  // sic (:153)

    fileprivate var imageView = UIImageView()
    fileprivate var titleLabel = UILabel()
    fileprivate var messageLabel = UILabel()
    fileprivate var actionButtons = [DUXBetaAlertAction]()
    fileprivate var stackView = UIStackView()
    fileprivate var headerStackView = UIStackView()
    fileprivate var bodyStackView = UIStackView()
    fileprivate var actionsStackView = UIStackView()
    fileprivate var topConstraint: NSLayoutConstraint?
    fileprivate var leadingConstraint: NSLayoutConstraint?
    fileprivate var traillingConstraint: NSLayoutConstraint?
    fileprivate var bottomConstraint: NSLayoutConstraint?
    fileprivate var shown: (DUXBetaAlertViewAnimation, Double)?
    /// Recording only: the alerts shown, in order.
    nonisolated(unsafe) public static var recordedShown: [DUXBetaAlertView] = []

    public override init() { super.init() }

    // :200-206
    public override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
        applyAppearance()
        maskView.alertView = self
    }

    // :222-226
    public func add(_ action: DUXBetaAlertAction) {
        actionButtons.append(action)
        actionsStackView.addArrangedSubview(action)
    }

    // :234-253, :429-481: the view joins the key window (so it loads) and the animation reads the appearance.
    public func show(withCompletion completion: (() -> Void)? = nil) {
        DUXBetaAlertView.recordedShown.append(self)
        _ = view
        shown = (appearance.animationType, appearance.animationDuration)
        isVisible = true
        completion?()
    }

    public func close(withCompletion completion: (() -> Void)? = nil) {
        if isVisible {
            isVisible = false
            completion?()
        }
    }

    // :281-374, what the recording reads: the image view, labels, custom view and the four constraints.
    func setupUI() {
        imageView.image = image
        titleLabel.text = titleText
        messageLabel.text = message
        headerStackView.addArrangedSubview(imageView)
        headerStackView.addArrangedSubview(titleLabel)
        bodyStackView.addArrangedSubview(messageLabel)
        if let v = customizedView { bodyStackView.addArrangedSubview(v) }
        stackView.addArrangedSubview(headerStackView)
        stackView.addArrangedSubview(bodyStackView)
        stackView.addArrangedSubview(actionsStackView)
        view.addSubview(stackView)
        topConstraint = NSLayoutConstraint(constant: 0)
        leadingConstraint = NSLayoutConstraint(constant: 0)
        traillingConstraint = NSLayoutConstraint(constant: 0)
        bottomConstraint = NSLayoutConstraint(constant: 0)
    }

    // :388-427
    fileprivate func applyAppearance() {
        view.layer.borderWidth = appearance.borderWidth
        view.layer.cornerRadius = appearance.borderCornerRadius
        view.layer.borderColor = appearance.borderColor?.cgColor
        view.backgroundColor = appearance.backgroundColor
        imageView.tintColor = appearance.imageTintColor
        titleLabel.font = appearance.titleFont
        titleLabel.textColor = appearance.titleColor
        titleLabel.textAlignment = appearance.titleTextAlignment
        titleLabel.backgroundColor = appearance.titleBackgroundColor
        messageLabel.font = appearance.messageFont
        messageLabel.textColor = appearance.messageColor
        messageLabel.textAlignment = appearance.messageTextAlignment
        messageLabel.backgroundColor = appearance.messageBackgroundColor
        maskView.maskColor = appearance.maskViewColor
        maskView.shouldDismissAlertOnTap = appearance.shouldDismissOnTap
        stackView.spacing = appearance.alertLayoutSpacing
        headerStackView.spacing = appearance.headerLayoutSpacing
        bodyStackView.spacing = appearance.bodyLayoutSpacing
        actionsStackView.spacing = appearance.actionLayoutSpacing
        headerStackView.axis = appearance.headerLayoutType == .horizontal ? .horizontal : .vertical
        actionsStackView.axis = appearance.actionsLayoutType == .horizontal ? .horizontal : .vertical
        topConstraint?.constant = appearance.verticalOffset
        leadingConstraint?.constant = appearance.horizaontalOffset
        traillingConstraint?.constant = -appearance.horizaontalOffset
        bottomConstraint?.constant = -appearance.verticalOffset
    }

    /// Recording only: the views the alert shows, as the source's fileprivate properties hold them.
    public struct Recording {
        public let imageView: UIImageView, titleLabel: UILabel, messageLabel: UILabel
        public let stackView: UIStackView, headerStackView: UIStackView, bodyStackView: UIStackView
        public let actionsStackView: UIStackView, actionButtons: [DUXBetaAlertAction]
        public let top: CGFloat?, leading: CGFloat?, trailing: CGFloat?, bottom: CGFloat?
        public let shown: (animation: DUXBetaAlertViewAnimation, duration: Double)?
    }

    public var recording: Recording {
        Recording(
            imageView: imageView, titleLabel: titleLabel, messageLabel: messageLabel, stackView: stackView,
            headerStackView: headerStackView, bodyStackView: bodyStackView, actionsStackView: actionsStackView,
            actionButtons: actionButtons, top: topConstraint?.constant, leading: leadingConstraint?.constant,
            trailing: traillingConstraint?.constant, bottom: bottomConstraint?.constant,
            shown: shown.map { (animation: $0.0, duration: $0.1) })
    }
}

// DUXBetaAlertViewMask.swift:31-98
public class DUXBetaAlertViewMask: UIView {
    public var alertView: DUXBetaAlertView?
    public var shouldDismissAlertOnTap: Bool? = true
    public var maskColor: UIColor? { didSet { backgroundColor = maskColor } }

    /// :94-97 (`@IBAction func onTap()`, internal there): a tap closes the alert with its dissmissCompletion.
    func onTap() {
        guard let shouldClose = shouldDismissAlertOnTap, shouldClose else { return }
        alertView?.close(withCompletion: alertView?.dissmissCompletion)
    }

    /// Recording only: a tap on the mask, as the gesture recognizer sends it.
    public func recordTap() { onTap() }
}

// :536-538
public enum DUXBetaAlertActionType: Int {
    case none, selector, closure
}

// :544-561
public class DUXBetaAlertActionAppearance {
    public init() {}
    public var actionFont = UIFont.systemFont(ofSize: 17.0)
    public var actionColor = UIColor.uxsdk_selectedBlue()
    public var actionBorderColor: UIColor?
    public var actionBorderWidth: CGFloat = 0
    public var actionCornerRadius: CGFloat = 0
    public var actionBackgroundColor: UIColor?
    public var actionNormalBackgroundImage: UIImage?
    public var actionSelectedBackgroundImage: UIImage?
}

// :569-628
public class DUXBetaAlertAction: UIButton {
    public var style: UIAlertAction.Style = .default
    public var appearance = DUXBetaAlertActionAppearance() { didSet { applyAppearance() } }
    public var action: DUXBetaAlertActionCompletionBlock?
    public var actionType = DUXBetaAlertActionType.none
    public var actionTitle: String?
    public var target: AnyObject?
    public var selector: Selector?

    public static func action(
        actionTitle: String?, style: UIAlertAction.Style, actionType: DUXBetaAlertActionType,
        target: AnyObject? = nil, selector: Selector? = nil, completionAction: DUXBetaAlertActionCompletionBlock? = nil
    ) -> DUXBetaAlertAction {
        let action = DUXBetaAlertAction()
        action.style = style
        action.target = target
        action.selector = selector
        action.actionType = actionType
        action.actionTitle = actionTitle
        action.action = completionAction
        action.applyAppearance()
        return action
    }

    public init() {
        super.init(frame: .zero)
        applyAppearance()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyAppearance()
    }

    // :617-627
    fileprivate func applyAppearance() {
        setTitle(actionTitle, for: .normal)
        titleLabel?.font = appearance.actionFont
        setTitleColor(appearance.actionColor, for: .normal)
        titleLabel?.backgroundColor = appearance.actionBackgroundColor
        layer.cornerRadius = appearance.actionCornerRadius
        layer.borderWidth = appearance.actionBorderWidth
        layer.borderColor = appearance.actionBorderColor?.cgColor
        setImage(appearance.actionNormalBackgroundImage, for: .normal)
        setImage(appearance.actionSelectedBackgroundImage, for: .selected)
    }
}
