// Compiled with the generated code into the recording run's executable (CodeRecordingTests): reads back what a
// generated function set on the stub DUX views, as strings the test compares with the spec's catalog values.
import UXSDKCore
import UIKit

@MainActor
func hex(_ components: [Double]) -> String {
    "#" + components.map { c -> String in
        let byte = Int((min(max(c, 0), 1) * 255).rounded())
        let s = String(byte, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }.joined()
}

@MainActor
func describe(_ color: UIColor?) -> String {
    guard let color else { return "none" }
    if let asset = color.assetName { return "asset:" + asset }
    return hex(color.light) + " " + hex(color.dark)
}

@MainActor
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

@MainActor
func describe(_ image: UIImage?) -> String { image?.name ?? "none" }

@MainActor
func number(_ value: Double) -> String { String(value) }

/// What a generated alert shows once UXSDKCore has applied it: the alert is shown (its view loads, viewDidLoad
/// applies the appearance, the show animation reads its type and duration), then every value is read from the
/// views the appearance reaches, under the appearance property's seed name. A value the release would not apply
/// is not there to read.
@MainActor
func record(_ alert: DUXBetaAlertView) -> [String: Any] {
    alert.show()
    let r = alert.recording
    let view = alert.view!
    func axis(_ stack: UIStackView) -> String { stack.axis == .horizontal ? "horizontal" : "vertical" }
    let animation: [DUXBetaAlertViewAnimation: String] = [.standard: "standard", .fade: "fade"]
    let appearance: [String: String] = [
        "imageTintColor": describe(r.imageView.tintColor),
        "titleFont": describe(r.titleLabel.font),
        "titleColor": describe(r.titleLabel.textColor),
        "titleTextAlignment": r.titleLabel.textAlignment.rawValue,
        "titleBackgroundColor": describe(r.titleLabel.backgroundColor),
        "messageFont": describe(r.messageLabel.font),
        "messageColor": describe(r.messageLabel.textColor),
        "messageTextAlignment": r.messageLabel.textAlignment.rawValue,
        "messageBackgroundColor": describe(r.messageLabel.backgroundColor),
        "bodyLayoutSpacing": number(r.bodyStackView.spacing),
        "maskViewColor": describe(alert.maskView.backgroundColor),
        "borderCornerRadius": number(view.layer.cornerRadius),
        "borderWidth": number(view.layer.borderWidth),
        "borderColor": view.layer.borderColor.map { describe($0.color) } ?? "none",
        "backgroundColor": describe(view.backgroundColor),
        "verticalOffset": r.top == -(r.bottom ?? 0) ? r.top.map(number) ?? "none" : "top and bottom differ",
        "horizaontalOffset": r.leading == -(r.trailing ?? 0)
            ? r.leading.map(number) ?? "none" : "leading and trailing differ",
        "animationType": r.shown.flatMap { animation[$0.animation] } ?? "none",
        "animationDuration": r.shown.map { number($0.duration) } ?? "none",
        "headerLayoutType": axis(r.headerStackView),
        "headerLayoutSpacing": number(r.headerStackView.spacing),
        "actionsLayoutType": axis(r.actionsStackView),
        "actionLayoutSpacing": number(r.actionsStackView.spacing),
        "alertLayoutSpacing": number(r.stackView.spacing),
        "shouldDismissOnTap": alert.maskView.shouldDismissAlertOnTap.map { String($0) } ?? "none",
    ]
    let actions: [[String: Any]] = r.actionButtons.map { action in
        let style: [UIAlertAction.Style: String] = [.default: "default", .cancel: "cancel", .destructive: "destructive"]
        let type: [DUXBetaAlertActionType: String] = [.none: "none", .selector: "selector", .closure: "closure"]
        return [
            "title": action.title(for: .normal) ?? "none",
            "style": style[action.style] ?? "?",
            "actionType": type[action.actionType] ?? "?",
            "hasCompletion": action.action != nil,
            "appearance": [
                "actionFont": describe(action.titleLabel?.font),
                "actionColor": describe(action.titleColor(for: .normal)),
                "actionBorderColor": action.layer.borderColor.map { describe($0.color) } ?? "none",
                "actionBorderWidth": number(action.layer.borderWidth),
                "actionCornerRadius": number(action.layer.cornerRadius),
                "actionBackgroundColor": describe(action.titleLabel?.backgroundColor),
                "actionNormalBackgroundImage": describe(action.image(for: .normal)),
                "actionSelectedBackgroundImage": describe(action.image(for: .selected)),
            ],
        ]
    }
    // The custom view counts only when the view's setup put it under the message.
    let custom = r.bodyStackView.arrangedSubviews.dropFirst().first
    // A tap on the mask: whether it closes the alert, and whether dissmissCompletion ran.
    var completed = false
    let completion = alert.dissmissCompletion
    alert.dissmissCompletion = completion.map { run in { run(); completed = true } }
    alert.maskView.recordTap()
    return [
        "custom": custom.map(record) ?? [:],
        "maskTapCloses": String(!alert.isVisible),
        "hasDismissCompletion": String(completion != nil),
        "dismissCompletionRan": String(completed),
        "titleText": r.titleLabel.text ?? "none",
        "message": r.messageLabel.text ?? "none",
        "image": describe(r.imageView.image),
        "appearance": appearance,
        "actions": actions,
    ]
}

/// The custom view: its class, texts and the look the seed's sample sets.
@MainActor
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
