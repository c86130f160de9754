/// A part of an alert a designer can point at on the stage.
public enum AlertPart: Sendable, Hashable, CustomStringConvertible {
    /// The alert's own box: background, border, insets, section spacing, mask, animation.
    case alert
    case title
    case message
    case icon
    /// The custom view (text, image, input).
    case custom
    /// The action at this index.
    case action(Int)

    public var description: String {
        switch self {
        case .alert: "the alert"
        case .title: "the title"
        case .message: "the message"
        case .icon: "the icon"
        case .custom: "the custom view"
        case .action(let i): "action \(i + 1)"
        }
    }
}

/// One property that styles a part: its key as a spec writes it, its value in the shown theme, and where the value
/// comes from: the spec (`file:line:col` of the key), the alert's preset, or Flare's default (the seed's).
public struct StyleProperty: Sendable, Hashable {
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        case spec(SourceLocation)
        case preset(AlertPreset)
        case `default`

        public var description: String {
            switch self {
            case .spec(let location): location.description
            case .preset(let preset): "preset \(preset.rawValue)"
            case .default: "default"
            }
        }
    }

    /// `appearance.titleColor`, `actions[1].appearance.actionFont`, `custom.borderWidth`, `title`.
    public var key: String
    public var value: String
    public var origin: Origin

    public init(key: String, value: String, origin: Origin) {
        self.key = key
        self.value = value
        self.origin = origin
    }
}

extension AlertSpec {
    /// The properties that style `part`, in the order the inspector lists them, with their values in `theme`.
    public func styleProperties(of part: AlertPart, theme: Theme) -> [StyleProperty] {
        let format = StyleValue(theme: theme)
        let defaults = AlertAppearance(), presetLook = preset.appearance
        func appearanceRow<V: Equatable>(_ name: String, _ path: KeyPath<AlertAppearance, V>,
                                         _ text: (V) -> String) -> StyleProperty {
            let key = "appearance." + name
            let origin: StyleProperty.Origin = keys[key].map { .spec($0) }
                ?? (presetLook[keyPath: path] != defaults[keyPath: path] ? .preset(preset) : .default)
            return StyleProperty(key: key, value: text(appearance[keyPath: path]), origin: origin)
        }
        func contentRow(_ key: String, _ value: String?) -> StyleProperty? {
            value.map { StyleProperty(key: key, value: $0, origin: keys[key].map { .spec($0) } ?? .default) }
        }
        switch part {
        case .alert:
            return [
                appearanceRow("backgroundColor", \.backgroundColor, format.color),
                appearanceRow("borderColor", \.borderColor, format.optionalColor),
                appearanceRow("borderWidth", \.borderWidth, format.points),
                appearanceRow("borderCornerRadius", \.borderCornerRadius, format.points),
                appearanceRow("verticalOffset", \.verticalOffset, format.points),
                appearanceRow("horizontalOffset", \.horizontalOffset, format.points),
                appearanceRow("alertLayoutSpacing", \.alertLayoutSpacing, format.points),
                appearanceRow("maskViewColor", \.maskViewColor, format.color),
                appearanceRow("animationType", \.animationType, \.rawValue),
                appearanceRow("animationDuration", \.animationDuration, format.seconds),
                appearanceRow("shouldDismissOnTap", \.shouldDismissOnTap, String.init),
            ] + [contentRow("preset", preset == .default ? nil : preset.rawValue)].compactMap { $0 }
        case .title:
            return [contentRow("title", title)].compactMap { $0 } + [
                appearanceRow("titleFont", \.titleFont, \.description),
                appearanceRow("titleColor", \.titleColor, format.color),
                appearanceRow("titleTextAlignment", \.titleTextAlignment, \.rawValue),
                appearanceRow("titleBackgroundColor", \.titleBackgroundColor, format.color),
                appearanceRow("headerLayoutType", \.headerLayoutType, \.rawValue),
                appearanceRow("headerLayoutSpacing", \.headerLayoutSpacing, format.points),
            ]
        case .message:
            return [contentRow("message", message)].compactMap { $0 } + [
                appearanceRow("messageFont", \.messageFont, \.description),
                appearanceRow("messageColor", \.messageColor, format.color),
                appearanceRow("messageTextAlignment", \.messageTextAlignment, \.rawValue),
                appearanceRow("messageBackgroundColor", \.messageBackgroundColor, format.color),
                appearanceRow("bodyLayoutSpacing", \.bodyLayoutSpacing, format.points),
            ]
        case .icon:
            return [contentRow("icon", icon.map(format.image))].compactMap { $0 } + [
                appearanceRow("imageTintColor", \.imageTintColor, format.optionalColor),
                appearanceRow("headerLayoutType", \.headerLayoutType, \.rawValue),
                appearanceRow("headerLayoutSpacing", \.headerLayoutSpacing, format.points),
            ]
        case .custom:
            let s = customStyle
            let style: [(String, String?)] = [
                ("font", s.font?.description), ("textColor", s.textColor.map(format.color)),
                ("placeholderColor", s.placeholderColor.map(format.color)),
                ("backgroundColor", s.backgroundColor.map(format.color)), ("borderWidth", s.borderWidth.map(format.points)),
                ("borderColor", s.borderColor.map(format.color)), ("cornerRadius", s.cornerRadius.map(format.points)),
                ("height", s.height.map(format.points)),
                ("insets", s.insets.map { "\(format.points($0.top)) \(format.points($0.left)) \(format.points($0.bottom)) \(format.points($0.right))" }),
                ("contentMode", s.contentMode?.rawValue),
            ]
            let written = style.compactMap { name, value -> StyleProperty? in
                // Inside an input the keys may sit under `custom.input`; either place is where the value came from.
                let location = keys["custom." + name] ?? keys["custom.input." + name]
                guard let value else { return nil }
                return StyleProperty(key: "custom." + name, value: value, origin: location.map { .spec($0) } ?? .default)
            }
            return [contentRow("custom", custom.map { _ in "a custom view" })].compactMap { $0 } + written
                + [appearanceRow("bodyLayoutSpacing", \.bodyLayoutSpacing, format.points)]
        case .action(let index):
            guard actions.indices.contains(index) else { return [] }
            let action = actions[index], prefix = "actions[\(index)]."
            func row<V>(_ name: String, _ path: KeyPath<ActionAppearance, V>, _ text: (V) -> String) -> StyleProperty {
                let key = "appearance." + name
                let origin: StyleProperty.Origin = action.keys[key].map { .spec($0) } ?? .default
                return StyleProperty(key: prefix + key, value: text(action.appearance[keyPath: path]), origin: origin)
            }
            return [
                StyleProperty(key: prefix + "title", value: action.title,
                              origin: action.keys["title"].map { .spec($0) } ?? action.location.map { .spec($0) } ?? .default),
                StyleProperty(key: prefix + "style", value: action.style.rawValue, origin: action.keys["style"].map { .spec($0) } ?? .default),
                row("actionFont", \.actionFont, \.description),
                row("actionColor", \.actionColor, format.color),
                row("actionBackgroundColor", \.actionBackgroundColor, format.optionalColor),
                row("actionBorderColor", \.actionBorderColor, format.optionalColor),
                row("actionBorderWidth", \.actionBorderWidth, format.points),
                row("actionCornerRadius", \.actionCornerRadius, format.points),
                row("actionNormalBackgroundImage", \.actionNormalBackgroundImage, { $0.map(format.image) ?? "none" }),
                appearanceRow("actionsLayoutType", \.actionsLayoutType, \.rawValue),
                appearanceRow("actionLayoutSpacing", \.actionLayoutSpacing, format.points),
            ]
        }
    }
}

/// How the inspector writes a value: colors as hex (both themes when they differ), lengths in points.
struct StyleValue {
    let theme: Theme

    func color(_ c: Color) -> String {
        let shown = c.resolved(for: theme).hexString
        guard c.light != c.dark else { return shown }
        let other = theme == .light ? Theme.dark : .light
        return "\(shown) (\(other.rawValue): \(c.resolved(for: other).hexString))"
    }

    func optionalColor(_ c: Color?) -> String { c.map(color) ?? "none" }

    /// Lengths and durations as the spec wrote them (`SpecRanges.format`: whole numbers without a decimal point).
    func points(_ v: Double) -> String { SpecRanges.format(v) + " pt" }

    func seconds(_ v: Double) -> String { SpecRanges.format(v) + " s" }

    func image(_ source: ImageSource) -> String {
        switch source {
        case .file(let path): path
        case .builtin(let icon): icon.rawValue
        }
    }
}
