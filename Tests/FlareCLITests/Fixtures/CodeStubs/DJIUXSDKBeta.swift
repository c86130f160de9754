// A stand-in for the DUX alert API as its seed documents it (DUXBeta-alerts-architecture.md: "List of the alert
// view APIs", "… customization APIs", "… alert action APIs"), with the seed's defaults. `actions` (recording only)
// keeps what `add(_:)` was given. Compiled by the tests only.
import UIKit

public enum DUXBetaAlertViewAnimation: String {
    case standard, fade
}

public enum DUXBetaAlertViewLayout: String {
    case horizontal, vertical
}

public enum DUXBetaAlertActionType: String {
    case none, closure, selector
}

public typealias DUXBetaAlertActionCompletionBlock = () -> Void

public class DUXBetaAlertViewAppearance {
    public init() {}
    public var imageTintColor: UIColor?
    public var titleFont: UIFont? = .boldSystemFont(ofSize: 17.0)
    public var titleColor: UIColor? = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    public var titleTextAlignment: NSTextAlignment = .left
    public var titleBackgroundColor: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public var messageFont: UIFont? = .systemFont(ofSize: 15.0)
    public var messageColor: UIColor? = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    public var messageTextAlignment: NSTextAlignment = .left
    public var messageBackgroundColor: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public var bodyLayoutSpacing: CGFloat = 2.0
    public var maskViewColor: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0.4)
    public var borderCornerRadius: CGFloat = 0.0
    public var borderWidth: CGFloat = 0.0
    public var borderColor: UIColor?
    public var backgroundColor: UIColor = UIColor(red: 64.0 / 255.0, green: 64.0 / 255.0, blue: 64.0 / 255.0, alpha: 1)
    public var verticalOffset: CGFloat = 20.0
    /// The seed's spelling.
    public var horizaontalOffset: CGFloat = 10.0
    public var animationType: DUXBetaAlertViewAnimation = .standard
    public var animationDuration: Double = 0.3
    public var headerLayoutType: DUXBetaAlertViewLayout = .horizontal
    public var headerLayoutSpacing: CGFloat = 2.0
    public var actionsLayoutType: DUXBetaAlertViewLayout = .horizontal
    public var actionLayoutSpacing: CGFloat = 2.0
    public var alertLayoutSpacing: CGFloat = 10.0
    public var shouldDismissOnTap: Bool = true
}

public class DUXBetaAlertView: UIView {
    public var image: UIImage?
    public var titleText: String?
    public var message: String?
    public var appearance = DUXBetaAlertViewAppearance()
    public var isVisible: Bool = false
    public var shouldHideOnTap: Bool = false
    public var customizedView: UIView?
    public var dismissCompletion: (() -> Void)?
    /// Recording only.
    public private(set) var actions: [DUXBetaAlertAction] = []

    public func add(_ action: DUXBetaAlertAction) { actions.append(action) }
    public func show(completion: (() -> Void)? = nil) { completion?() }
}

public class DUXBetaAlertAction: UIButton {
    public class DUXBetaAlertActionAppearance {
        public init() {}
        public var actionFont = UIFont.systemFont(ofSize: 17.0)
        public var actionColor = UIColor(red: 31.0 / 255.0, green: 163.0 / 255.0, blue: 246.0 / 255.0, alpha: 1)
        public var actionBorderColor: UIColor?
        public var actionBorderWidth: CGFloat = 0.0
        public var actionCornerRadius: CGFloat = 0.0
        public var actionBackgroundColor: UIColor?
        public var actionNormalBackgroundImage: UIImage?
        public var actionSelectedBackgroundImage: UIImage?
    }

    public var style: UIAlertAction.Style = .default
    public var appearance = DUXBetaAlertActionAppearance()
    public var action: DUXBetaAlertActionCompletionBlock?
    public var actionType = DUXBetaAlertActionType.none
    public var actionTitle: String?

    public static func action(actionTitle: String, style: UIAlertAction.Style, actionType: DUXBetaAlertActionType,
                              completionAction: DUXBetaAlertActionCompletionBlock?) -> DUXBetaAlertAction {
        let action = DUXBetaAlertAction()
        action.actionTitle = actionTitle
        action.style = style
        action.actionType = actionType
        action.action = completionAction
        return action
    }
}
