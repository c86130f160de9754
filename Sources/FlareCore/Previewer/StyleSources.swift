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

    /// The parts the catalog's rows name (`InspectorPlacement`): every action is one group.
    public enum Group: Sendable, Hashable, CaseIterable {
        case alert, title, message, icon, custom, action
    }

    public var group: Group {
        switch self {
        case .alert: .alert
        case .title: .title
        case .message: .message
        case .icon: .icon
        case .custom: .custom
        case .action: .action
        }
    }

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
    /// The properties that style `part`, in the order the inspector lists them, with their values in `theme`: the
    /// part's content, then its catalog rows (`PropertyCatalog`, `InspectorPlacement.parts`).
    public func styleProperties(of part: AlertPart, theme: Theme) -> [StyleProperty] {
        let format = StyleValue(theme: theme)
        let defaults = AlertAppearance(), presetLook = preset.appearance
        let appearanceRows = PropertyCatalog.alertAppearance.filter { $0.inspector.parts.contains(part.group) }.map {
            row in
            let origin: StyleProperty.Origin =
                keys[row.id].map { .spec($0) }
                ?? (row.get(presetLook) != row.get(defaults) ? .preset(preset) : .default)
            return StyleProperty(key: row.id, value: format.text(row.get(appearance), row.kind), origin: origin)
        }
        func contentRow(_ key: String, _ value: String?) -> [StyleProperty] {
            value.map { [StyleProperty(key: key, value: $0, origin: keys[key].map { .spec($0) } ?? .default)] } ?? []
        }
        switch part {
        case .alert:
            return appearanceRows + contentRow("preset", preset == .default ? nil : preset.rawValue)
        case .title:
            return contentRow("title", title) + appearanceRows
        case .message:
            return contentRow("message", message) + appearanceRows
        case .icon:
            return contentRow("icon", icon.map(format.image)) + appearanceRows
        case .custom:
            // Only the keys the spec writes: a view keeps its own look otherwise. Inside an input the keys may sit
            // under `custom.input`; either place is where the value came from.
            let written = PropertyCatalog.customStyle.compactMap { row -> StyleProperty? in
                let value = row.get(customStyle)
                guard value != .none else { return nil }
                let location = keys[row.id] ?? keys["custom.input." + row.key]
                return StyleProperty(
                    key: row.id, value: format.text(value, row.kind), origin: location.map { .spec($0) } ?? .default)
            }
            // A slide alert's custom view is its slide stack (DUXBetaSlideAlertView.swift:167): its texts and its
            // `slideAppearance` rows (`slide.…`).
            let slideRows = slide.map { slide in
                contentRow("slide.text", slide.text) + contentRow("slide.checkbox", slide.checkbox ?? "none")
                    + PropertyCatalog.slideAppearance.map { row in
                        StyleProperty(
                            key: row.id, value: format.text(row.get(slide.appearance), row.kind),
                            origin: keys[row.id].map { .spec($0) } ?? .default)
                    }
            }
            return contentRow("custom", custom.map { _ in "a custom view" }) + (slideRows ?? []) + written
                + appearanceRows
        case .action(let index):
            guard actions.indices.contains(index) else { return [] }
            let action = actions[index], prefix = "actions[\(index)]."
            let rows = PropertyCatalog.actionAppearance.map { row in
                StyleProperty(
                    key: prefix + row.id, value: format.text(row.get(action.appearance), row.kind),
                    origin: action.keys[row.id].map { .spec($0) } ?? .default)
            }
            return [
                StyleProperty(
                    key: prefix + "title", value: action.title,
                    origin: action.keys["title"].map { .spec($0) } ?? action.location.map { .spec($0) } ?? .default),
                StyleProperty(
                    key: prefix + "style", value: action.style.rawValue,
                    origin: action.keys["style"].map { .spec($0) } ?? .default),
            ] + rows + appearanceRows
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

    /// Lengths and durations as the spec wrote them (`SpecRanges.format`: whole numbers without a decimal point).
    func points(_ v: Double) -> String { SpecRanges.format(v) + " pt" }

    func seconds(_ v: Double) -> String { SpecRanges.format(v) + " s" }

    /// A catalog value as the inspector writes it; a value not set is "none".
    func text(_ value: PropertyValue, _ kind: PropertyKind) -> String {
        switch value {
        case .color(let c): color(c)
        case .font(let f): f.description
        case .number(let n): kind == .duration ? seconds(n) : points(n)
        case .choice(let word): word
        case .bool(let b): String(b)
        case .image(let source): image(source)
        case .edgeInsets(let i): "\(points(i.top)) \(points(i.left)) \(points(i.bottom)) \(points(i.right))"
        case .text(let t): t
        case .rocketFont(let f): f.presetName ?? "\(f.font) \(color(f.color))"
        case .none: "none"
        }
    }

    func image(_ source: ImageSource) -> String {
        switch source {
        case .file(let path): path
        case .builtin(let icon): icon.rawValue
        }
    }
}
