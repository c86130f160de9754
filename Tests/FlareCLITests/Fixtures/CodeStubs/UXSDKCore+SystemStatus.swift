// UXSDKCore's alert factories as DJI UXSDK 5.0-b4 declares them (dji-sdk/Mobile-UXSDK-Beta-iOS@b7ad7f6,
// UXSDKCore/UXSDKCore/Panel/Util/DUXBetaAlertView+SystemStatus.swift:89-134), with the colours they read
// (UXSDKCore/UXSDKCore/Util/UIColor+DUXBetaColors.m) and the asset loader they call
// (UXSDKCore/UXSDKCore/Util/UIImage+DUXBetaAssets.h:32). Compiled by the tests only.
import UIKit

extension UIColor {
    public static func uxsdk_success() -> UIColor {  // :36-38
        UIColor(red: 10.0 / 255.0, green: 238.0 / 255.0, blue: 139.0 / 255.0, alpha: 1)
    }
    public static func uxsdk_errorDanger() -> UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }  // :44-46
    public static func uxsdk_warning() -> UIColor {  // :48-50
        UIColor(red: 1, green: 204.0 / 255.0, blue: 0, alpha: 1)
    }
}

extension UIImage {
    /// UIImage+DUXBetaAssets.h:32: an image of UXSDKCore's own asset catalog (recorded by its asset name).
    public static func duxbeta_image(withAssetNamed assetName: String) -> UIImage? { UIImage(named: assetName) }
}

extension DUXBetaAlertView {
    // :89-94
    public static func warningAlert(title: String, message: String) -> DUXBetaAlertView {
        let alert = defaultAlert(title: title, message: message)
        alert.image = UIImage.duxbeta_image(withAssetNamed: "WarningIcon")
        alert.appearance.imageTintColor = .uxsdk_warning()
        return alert
    }

    // :105-110
    public static func successAlert(title: String, message: String) -> DUXBetaAlertView {
        let alert = defaultAlert(title: title, message: message)
        alert.image = UIImage.duxbeta_image(withAssetNamed: "SuccessIcon")
        alert.appearance.imageTintColor = .uxsdk_success()
        return alert
    }

    // :120-125
    public static func failAlert(title: String, message: String) -> DUXBetaAlertView {
        let alert = defaultAlert(title: title, message: message)
        alert.image = UIImage.duxbeta_image(withAssetNamed: "ErrorIcon")
        alert.appearance.imageTintColor = .uxsdk_errorDanger()
        return alert
    }

    // :129-134
    fileprivate static func defaultAlert(title: String, message: String) -> DUXBetaAlertView {
        let alert = DUXBetaAlertView()
        alert.titleText = title
        alert.message = message
        return alert
    }
}
