import FlareCore
import Foundation
import Testing
import TestSupport

/// The recording run's alerts: what UXSDKCore applied, compared with the catalog's value of every property.
extension CodeRecordingTests {
    /// Compares one alert's recording with the spec; returns how many values it compared.
    static func compare(_ alert: AlertSpec, _ got: [String: Any], _ key: String) -> Int {
        var count = 0
        func check(_ value: Any?, _ expected: String, _ what: String) {
            count += 1
            #expect(
                value as? String == expected, "\(key) \(what): recorded \(value ?? "nothing"), spec says \(expected)")
        }
        check(got["titleText"], alert.title ?? "none", "titleText")
        check(got["message"], alert.message ?? "none", "message")
        let icon = alert.icon ?? alert.preset.defaultIcon.map(ImageSource.builtin)
        // A factory's alert keeps DUX's own icon, loaded from UXSDKCore's assets (DUXBetaAlertView+SystemStatus.swift:
        // 91, :107, :122), unless the spec names another.
        let factoryIcons: [AlertPreset: String] =
            [.warningAlert: "WarningIcon", .successAlert: "SuccessIcon", .failAlert: "ErrorIcon"]
        let library = icon == alert.preset.defaultIcon.map(ImageSource.builtin) ? factoryIcons[alert.preset] : nil
        check(got["image"], library ?? icon.map(SwiftLiteral.assetName) ?? "none", "image")
        let appearance = got["appearance"] as? [String: Any] ?? [:]
        // The preview's mask tap follows `shouldDismissOnTap`, the key the mask reads (shouldHideOnTap is never read).
        let look = alert.appearance
        for row in PropertyCatalog.alertAppearance {
            let value = row.get(look)
            // The seed's animation has no `none`; the generated code says so in a comment and keeps the default.
            if value == .choice(AnimationType.none.rawValue) { continue }
            check(appearance[row.seed.name], expected(value), row.id)
        }
        count += compareCustom(alert, got["custom"] as? [String: String] ?? [:], key)
        check(got["maskTapCloses"], String(alert.hidesOnMaskTap), "a tap on the mask")
        check(got["hasDismissCompletion"], String(alert.dismissCompletion != nil), "dismissCompletion")
        check(got["dismissCompletionRan"], String(alert.dismissCompletion != nil && alert.hidesOnMaskTap), "its run")
        let actions = got["actions"] as? [[String: Any]] ?? []
        #expect(actions.count == alert.actions.count, "\(key): \(actions.count) actions recorded")
        for (action, recorded) in zip(alert.actions, actions) {
            check(recorded["title"], action.title, "action title")
            check(recorded["style"], action.style.rawValue, "action style")
            check(recorded["actionType"], action.actionType.rawValue, "actionType")
            #expect(recorded["hasCompletion"] as? Bool == (action.actionType == .closure))
            let appearance = recorded["appearance"] as? [String: Any] ?? [:]
            for row in PropertyCatalog.actionAppearance {
                check(appearance[row.seed.name], expected(row.get(action.appearance)), "\(action.title) \(row.id)")
            }
        }
        return count
    }

    /// The custom view: its UIKit class, texts and look (an input's whole look, as the seed's sample sets it; a
    /// text's and an image's only what the spec gives).
    static func compareCustom(_ alert: AlertSpec, _ got: [String: String], _ key: String) -> Int {
        guard let custom = alert.custom else {
            #expect(got.isEmpty, "\(key): a customizedView the spec has not")
            return 1
        }
        let style = alert.customStyle
        var want: [String: String] = [
            "backgroundColor": style.backgroundColor.map { expected(.color($0)) } ?? "none",
            "layer.borderWidth": String(style.borderWidth ?? 0),
            "layer.borderColor": style.borderColor.map { expected(.color($0)) } ?? "none",
            "layer.cornerRadius": String(style.cornerRadius ?? 0),
            "frame.height": style.height.map { String($0) } ?? "none",
        ]
        switch custom {
        case .input(let placeholder, let text):
            let look = InputLook(style)
            want["type"] = "UITextField"
            want["text"] = text ?? "none"
            want["placeholder"] = placeholder ?? "none"
            want["attributedPlaceholder.string"] = placeholder ?? "none"
            want["attributedPlaceholder"] = placeholder == nil ? "none" : expected(.color(look.placeholderColor))
            want["font"] = expected(.font(look.font))
            want["textColor"] = expected(.color(look.textColor))
            want["backgroundColor"] = expected(.color(look.backgroundColor))
            want["layer.borderWidth"] = String(look.borderWidth)
            want["layer.borderColor"] = expected(.color(look.borderColor))
            want["layer.cornerRadius"] = String(look.cornerRadius)
            want["frame.height"] = String(look.height)
        case .text(let text):
            want["type"] = "UILabel"
            want["text"] = text
            want["font"] = expected(.font(alert.customTextFont))
            want["textColor"] = expected(.color(alert.customTextColor))
            want["numberOfLines"] = "0"
        case .image(let source, let height):
            want["type"] = "UIImageView"
            want["image"] = SwiftLiteral.assetName(source)
            let modes: [CustomStyle.ContentMode: String] = [
                .fill: "scaleAspectFill", .fit: "scaleAspectFit",
                .stretch: "scaleToFill",
            ]
            want["contentMode"] = modes[style.contentMode ?? .fill]
            want["clipsToBounds"] = "true"
            want["frame.height"] = (height ?? style.height).map { String($0) } ?? "none"
        case let view:
            // A control: its UIKit class, state and every color it draws (`ControlLook`).
            let control = view.control!, look = ControlLook(control, in: alert)
            let types: [CustomControl: String] = [
                .toggle: "UISwitch", .slider: "UISlider", .progress: "UIProgressView",
                .segments: "UISegmentedControl", .rows: "rows",
            ]
            want["type"] = types[control]
            want["state"] = view.stateText
            want["tint"] = expected(.color(look.tint))
            if control != .rows { want["track"] = expected(.color(look.track)) }
            if control == .toggle || control == .slider { want["thumb"] = expected(.color(look.thumb)) }
            if !view.controlTexts.isEmpty {
                want["font"] = expected(.font(look.font))
                want["textColor"] = expected(.color(look.labelColor))
            }
            if case .toggle(_, nil) = view {
                want["backgroundColor"] = "none"
                want["layer.cornerRadius"] = String(ControlLook.switchSize.height / 2)
            }
            if control == .segments { want["backgroundColor"] = "none" }
        }
        #expect(got == want, "\(key): customizedView recorded \(got), spec says \(want)")
        return want.count
    }
}
