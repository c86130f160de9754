/// Every `DUXBetaAlertViewAppearance` property under its seed name, with the seed's defaults.
public struct AlertAppearance: Sendable, Hashable, Codable {
    public var titleFont: FontSpec = .system(17, .bold)
    public var titleColor: Color = .white
    public var titleTextAlignment: TextAlignment = .left
    public var titleBackgroundColor: Color = .clear
    public var messageFont: FontSpec = .system(15)
    public var messageColor: Color = .white
    public var messageTextAlignment: TextAlignment = .left
    public var messageBackgroundColor: Color = .clear
    public var imageTintColor: Color? = nil
    public var borderColor: Color? = nil
    public var backgroundColor: Color = Color(hex: 0x404040)
    public var maskViewColor: Color = Color(hex: 0x000000, alpha: 0.4)
    public var borderCornerRadius: Double = 0
    public var borderWidth: Double = 0
    /// Top and bottom inset of the content.
    public var verticalOffset: Double = 20
    /// Left and right inset (the seed spells it `horizaontalOffset`).
    public var horizontalOffset: Double = 10
    public var animationType: AnimationType = .standard
    public var animationDuration: Double = 0.3
    public var headerLayoutType: LayoutAxis = .horizontal
    public var actionsLayoutType: LayoutAxis = .horizontal
    public var headerLayoutSpacing: Double = 2
    public var bodyLayoutSpacing: Double = 2
    public var actionLayoutSpacing: Double = 2
    /// Between the header, body and actions sections.
    public var alertLayoutSpacing: Double = 10
    public var shouldDismissOnTap: Bool = true

    public init() {}

    /// The larger of the title's and the message's font sizes: the unit a label's natural width is measured in.
    public var em: Double { max(titleFont.size, messageFont.size, 1) }
}

public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left, center, right, justified, natural
}

public enum AnimationType: String, Sendable, Hashable, Codable, CaseIterable {
    case standard, fade, none
}

public enum LayoutAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case horizontal, vertical
}

/// Every `DUXBetaAlertActionAppearance` property under its seed name, with the seed's defaults.
public struct ActionAppearance: Sendable, Hashable, Codable {
    public var actionFont: FontSpec = .system(17)
    public var actionColor: Color = Color(hex: 0x1FA3F6)
    public var actionBorderColor: Color? = nil
    public var actionBorderWidth: Double = 0
    public var actionCornerRadius: Double = 0
    /// The seed applies it to the title label, not the whole button; so does Flare.
    public var actionBackgroundColor: Color? = nil
    public var actionNormalBackgroundImage: ImageSource? = nil
    public var actionSelectedBackgroundImage: ImageSource? = nil

    public init() {}

    /// Whether the button shows an image: with one, an action needs no title (an icon-only button).
    public var hasImage: Bool { actionNormalBackgroundImage != nil }
    /// That image's key, as messages name it.
    public static var imageKey: String { PropertyCatalog.actionAppearance[\.actionNormalBackgroundImage].key }
}

/// The seed's ready-made alerts and appearances (UXSDK 5.0-b4, `UXSDKCore/UXSDKCore/`):
/// - `warningAlert`, `successAlert`, `failAlert`: the factories (`Panel/Util/DUXBetaAlertView+SystemStatus.swift:
///   89-134`): the default appearance (#404040, 2 pt header spacing) with `imageTintColor` set and DUX's icon;
/// - `system`, `systemWarning`, `systemSuccess`, `systemError`: the black `systemAlertAppearance*` (:37-78), which
///   the widgets assign to the factories' alerts (e.g. `DUXBetaMaxAltitudeListItemWidget.m:142-145`), so they keep
///   the factory's icon;
/// - `slide`: `DUXBetaSlideAlertView.slideAlertAppearance` (`UI/Alert/Slide/DUXBetaSlideAlertView.swift:116-130`).
/// Colours: `Util/UIColor+DUXBetaColors.m` (success :36-38, errorDanger :44-46, warning :48-50).
public enum AlertPreset: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`, warningAlert, successAlert, failAlert, system, systemWarning, systemSuccess, systemError, slide

    static let warning = Color(hex: 0xFFCC00)  // uxsdk_warningColor, UIColor+DUXBetaColors.m:48-50
    static let success = Color(hex: 0x0AEE8B)  // uxsdk_successColor, :36-38
    static let errorDanger = Color(hex: 0xFF0000)  // uxsdk_errorDangerColor, :44-46

    public var appearance: AlertAppearance {
        var a = AlertAppearance()
        switch self {
        case .default:
            break
        case .warningAlert:
            a.imageTintColor = Self.warning  // DUXBetaAlertView+SystemStatus.swift:92
        case .successAlert:
            a.imageTintColor = Self.success  // :108
        case .failAlert:
            a.imageTintColor = Self.errorDanger  // :123
        case .system:
            a.backgroundColor = .black  // DUXBetaAlertView+SystemStatus.swift:39
            a.headerLayoutSpacing = 10  // :41
        case .systemWarning:
            a = AlertPreset.system.appearance
            a.imageTintColor = Self.warning  // :65
        case .systemSuccess:
            a = AlertPreset.system.appearance
            a.imageTintColor = Self.success  // :54
        case .systemError:
            a = AlertPreset.system.appearance
            a.imageTintColor = Self.errorDanger  // :76
        case .slide:
            // DUXBetaSlideAlertView.swift:118-128 (the rest are the defaults).
            a.titleColor = Self.warning
            a.imageTintColor = Self.warning
            a.messageFont = .system(17)
            a.headerLayoutSpacing = 10
            a.bodyLayoutSpacing = 5
            a.horizontalOffset = 20
        }
        return a
    }

    /// The icon the seed's factories put in the header (`UIImage.duxbeta_image(withAssetNamed:)`, :91, :107, :122;
    /// Flare's built-in icons are those assets), when the spec names none. The system appearances keep it: the
    /// widgets assign them to a factory's alert.
    public var defaultIcon: BuiltinIcon? {
        switch self {
        case .warningAlert, .systemWarning: .warning
        case .successAlert, .systemSuccess: .success
        case .failAlert, .systemError: .error
        default: nil
        }
    }
}

extension AlertAppearance {
    /// The show or close animation these settings ask for (`animationType`, `animationDuration`).
    public func animation(_ phase: AlertAnimation.Phase) -> AlertAnimation {
        AlertAnimation(type: animationType, phase: phase, duration: animationDuration)
    }
}
