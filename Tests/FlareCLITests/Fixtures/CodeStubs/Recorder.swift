// Compiled with the generated code into the recording run's executable (CodeGenerationTests): reads back what a
// generated function set on the stub DUX views, as strings the test compares with the spec's catalog values.
import DJIUXSDKBeta
import UIKit

func hex(_ components: [Double]) -> String {
    "#" + components.map { c -> String in
        let byte = Int((min(max(c, 0), 1) * 255).rounded())
        let s = String(byte, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }.joined()
}

func describe(_ color: UIColor?) -> String {
    guard let color else { return "none" }
    if let asset = color.assetName { return "asset:" + asset }
    return hex(color.light) + " " + hex(color.dark)
}

func describe(_ font: UIFont?) -> String {
    guard let font else { return "none" }
    let weights: [Double: String] = [-0.8: "ultraLight", -0.6: "thin", -0.4: "light", 0: "regular", 0.23: "medium",
                                     0.3: "semibold", 0.4: "bold", 0.56: "heavy", 0.62: "black"]
    let size = font.pointSize == font.pointSize.rounded() ? String(Int(font.pointSize)) : String(font.pointSize)
    if font.fontName == "system" {
        return "system " + (font.italic ? "italic" : weights[font.weight.rawValue] ?? "?") + " " + size
    }
    return font.fontName + " " + size
}

func describe(_ image: UIImage?) -> String { image?.name ?? "none" }

func number(_ value: Double) -> String { String(value) }

/// Every property the seed documents, by its seed name.
func record(_ alert: DUXBetaAlertView) -> [String: Any] {
    let a = alert.appearance
    let appearance: [String: String] = [
        "imageTintColor": describe(a.imageTintColor),
        "titleFont": describe(a.titleFont),
        "titleColor": describe(a.titleColor),
        "titleTextAlignment": a.titleTextAlignment.rawValue,
        "titleBackgroundColor": describe(a.titleBackgroundColor),
        "messageFont": describe(a.messageFont),
        "messageColor": describe(a.messageColor),
        "messageTextAlignment": a.messageTextAlignment.rawValue,
        "messageBackgroundColor": describe(a.messageBackgroundColor),
        "bodyLayoutSpacing": number(a.bodyLayoutSpacing),
        "maskViewColor": describe(a.maskViewColor),
        "borderCornerRadius": number(a.borderCornerRadius),
        "borderWidth": number(a.borderWidth),
        "borderColor": describe(a.borderColor),
        "backgroundColor": describe(a.backgroundColor),
        "verticalOffset": number(a.verticalOffset),
        "horizaontalOffset": number(a.horizaontalOffset),
        "animationType": a.animationType.rawValue,
        "animationDuration": number(a.animationDuration),
        "headerLayoutType": a.headerLayoutType.rawValue,
        "headerLayoutSpacing": number(a.headerLayoutSpacing),
        "actionsLayoutType": a.actionsLayoutType.rawValue,
        "actionLayoutSpacing": number(a.actionLayoutSpacing),
        "alertLayoutSpacing": number(a.alertLayoutSpacing),
        "shouldDismissOnTap": String(a.shouldDismissOnTap),
    ]
    let actions: [[String: Any]] = alert.actions.map { action in
        let b = action.appearance
        return [
            "title": action.actionTitle ?? "none",
            "style": action.style.rawValue,
            "actionType": action.actionType.rawValue,
            "hasCompletion": action.action != nil,
            "appearance": [
                "actionFont": describe(b.actionFont),
                "actionColor": describe(b.actionColor),
                "actionBorderColor": describe(b.actionBorderColor),
                "actionBorderWidth": number(b.actionBorderWidth),
                "actionCornerRadius": number(b.actionCornerRadius),
                "actionBackgroundColor": describe(b.actionBackgroundColor),
                "actionNormalBackgroundImage": describe(b.actionNormalBackgroundImage),
                "actionSelectedBackgroundImage": describe(b.actionSelectedBackgroundImage),
            ],
        ]
    }
    return [
        "custom": alert.customizedView.map(record) ?? [:],
        "shouldHideOnTap": String(alert.shouldHideOnTap),
        "hasDismissCompletion": String(alert.dismissCompletion != nil),
        "titleText": alert.titleText ?? "none",
        "message": alert.message ?? "none",
        "image": describe(alert.image),
        "appearance": appearance,
        "actions": actions,
    ]
}

/// The custom view: its class, texts and the look the seed's sample sets.
func record(_ view: UIView) -> [String: String] {
    var out: [String: String] = [
        "backgroundColor": describe(view.backgroundColor),
        "layer.borderWidth": number(view.layer.borderWidth),
        "layer.borderColor": view.layer.borderColor.map { describe($0.color) } ?? "none",
        "layer.cornerRadius": number(view.layer.cornerRadius),
        "frame.height": view.heightAnchor.constraints.filter(\.isActive).last.map { number($0.constant) } ?? "none",
    ]
    if let field = view as? UITextField {
        out["type"] = "UITextField"
        out["text"] = field.text ?? "none"
        out["placeholder"] = field.placeholder ?? "none"
        out["font"] = describe(field.font)
        out["textColor"] = describe(field.textColor)
        let color = field.attributedPlaceholder?.attributes[.foregroundColor] as? UIColor
        out["attributedPlaceholder"] = color.map { describe($0) } ?? "none"
        out["attributedPlaceholder.string"] = field.attributedPlaceholder?.string ?? "none"
    } else if let label = view as? UILabel {
        out["type"] = "UILabel"
        out["text"] = label.text ?? "none"
        out["font"] = describe(label.font)
        out["textColor"] = describe(label.textColor)
        out["numberOfLines"] = String(label.numberOfLines)
    } else if let toggle = view as? UISwitch {
        out["type"] = "UISwitch"
        out["state"] = toggle.isOn ? "on" : "off"
        out["tint"] = describe(toggle.onTintColor)
        out["thumb"] = describe(toggle.thumbTintColor)
        out["track"] = describe(toggle.backgroundColor)
        out["backgroundColor"] = "none"   // the off track, recorded as `track`
    } else if let slider = view as? UISlider {
        out["type"] = "UISlider"
        out["state"] = String(slider.value)
        out["tint"] = describe(slider.minimumTrackTintColor)
        out["track"] = describe(slider.maximumTrackTintColor)
        out["thumb"] = describe(slider.thumbTintColor)
    } else if let progress = view as? UIProgressView {
        out["type"] = "UIProgressView"
        out["state"] = String(progress.progress)
        out["tint"] = describe(progress.progressTintColor)
        out["track"] = describe(progress.trackTintColor)
    } else if let segments = view as? UISegmentedControl {
        out["type"] = "UISegmentedControl"
        out["state"] = segments.titles.joined(separator: ", ") + " (selected \(segments.selectedSegmentIndex))"
        out["tint"] = describe(segments.selectedSegmentTintColor)
        out["track"] = describe(segments.backgroundColor)
        out["backgroundColor"] = "none"   // the track, recorded as `track`
        out["font"] = describe(segments.normalAttributes[.font] as? UIFont)
        out["textColor"] = describe(segments.normalAttributes[.foregroundColor] as? UIColor)
    } else if let stack = view as? UIStackView {
        if let toggle = stack.arrangedSubviews.last as? UISwitch, let label = stack.arrangedSubviews.first as? UILabel {
            out["type"] = "UISwitch"
            out["state"] = (toggle.isOn ? "on" : "off") + ", '\(label.text ?? "")'"
            out["tint"] = describe(toggle.onTintColor)
            out["thumb"] = describe(toggle.thumbTintColor)
            out["track"] = describe(toggle.backgroundColor)
            out["font"] = describe(label.font)
            out["textColor"] = describe(label.textColor)
        } else {
            out["type"] = "rows"
            out["tint"] = describe(stack.tintColor)
            var rows: [String] = []
            for case let row as UIStackView in stack.arrangedSubviews {
                let labels = row.arrangedSubviews.compactMap { $0 as? UILabel }
                var text = labels.first?.text ?? ""
                if labels.count > 1 { text += " (\(labels[1].text ?? ""))" }
                if let mark = row.arrangedSubviews.last as? UIImageView, let name = mark.image?.name {
                    text += name == "symbol:chevron.right" ? " chevron" : name == "symbol:checkmark" ? " checkmark" : " ?"
                }
                rows.append(text)
                out["font"] = describe(labels.first?.font)
                out["textColor"] = describe(labels.first?.textColor)
            }
            out["state"] = rows.joined(separator: ", ")
        }
    } else if let imageView = view as? UIImageView {
        out["type"] = "UIImageView"
        out["image"] = describe(imageView.image)
        out["contentMode"] = imageView.contentMode.rawValue
        out["clipsToBounds"] = String(imageView.clipsToBounds)
    }
    return out
}
