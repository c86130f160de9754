/// One value an image was drawn from, as `flare test` stores it in the baseline manifest and diffs it: the key as
/// the spec writes it (`actions[1].title`, `appearance.borderCornerRadius`), the value after presets, palette,
/// locale, text fill and theme, and where the spec wrote it (`file:line:col`; absent when a preset or the seed's
/// default gave it).
public struct ResolvedValue: Sendable, Hashable, Codable {
    public var key: String
    public var value: String
    public var at: String?

    public init(key: String, value: String, at: String? = nil) {
        self.key = key
        self.value = value
        self.at = at
    }
}

extension ResolvedValue {
    /// How a baseline manifest stores a list: one `key: value` table and one `key: file:line:col` table (only the
    /// keys the spec writes), so a changed value is a one-line change in the manifest's diff.
    public static func tables(_ values: [ResolvedValue]) -> (values: [String: String], at: [String: String]) {
        var table: [String: String] = [:], at: [String: String] = [:]
        for value in values {
            table[value.key] = value.value
            if let place = value.at { at[value.key] = place }
        }
        return (table, at)
    }

    /// The list back from its two tables, by key.
    public static func list(values: [String: String], at: [String: String]) -> [ResolvedValue] {
        values.keys.sorted().map { ResolvedValue(key: $0, value: values[$0]!, at: at[$0]) }
    }
}

extension AlertSpec {
    /// Every property the image of this alert is drawn from, flattened in spec order: its texts, preset, icon,
    /// custom view and its style, slide options, every appearance property, and each action with every action
    /// appearance property. Colours are resolved for `theme` (`#RRGGBB[AA]`); image files are named relative to
    /// `folder` (the spec's), so a baseline approved in another checkout compares equal. The appearance structs are
    /// read through their `PropertyCatalog` rows, so a property added to the catalog is listed without touching this
    /// code.
    /// `memo`: the rows of appearances met before, kept across calls (a review's alerts mostly share them).
    public func resolvedValues(theme: Theme, folder: String, memo: ValueRowsMemo? = nil) -> [ResolvedValue] {
        var out: [ResolvedValue] = []
        func add(_ key: String, _ value: String?, _ at: SourceLocation?) {
            if let value { out.append(ResolvedValue(key: key, value: value, at: at?.description)) }
        }
        let format = ValueFormat(theme: theme, folder: folder)
        add("preset", preset.rawValue, keys["preset"])
        add("title", title, keys["title"])
        add("message", message, keys["message"])
        add("icon", icon.map(format.image) ?? preset.defaultIcon.map { "builtin:\($0.rawValue)" }, keys["icon"])
        switch custom {
        case .input(let placeholder, let text):
            add("custom.input.placeholder", placeholder, keys["custom.input.placeholder"] ?? keys["custom.input"])
            add("custom.input.text", text, keys["custom.input.text"] ?? keys["custom.input"])
        case .image(let source, let height):
            add("custom.image", format.image(source), keys["custom.image"])
            add("custom.height", height.map(format.number), keys["custom.height"])
        case .text(let text):
            add("custom.text", text, keys["custom.text"])
        case let view?:
            let key = "custom." + view.control!.rawValue
            add(key, view.stateText, keys[key])
        case nil: break
        }
        if custom != nil {
            for (key, value) in format.rows(PropertyCatalog.customStyle, of: customStyle, prefix: "custom.", memo: memo)
            {
                add(key, value, keys[key] ?? keys["custom.input." + key.dropFirst("custom.".count)])
            }
        }
        if let slide {
            add("slide.text", slide.text, keys["slide.text"])
            add("slide.checkbox", slide.checkbox ?? "none", keys["slide.checkbox"])
        }
        for (key, value) in format.rows(
            PropertyCatalog.alertAppearance, of: appearance, prefix: "appearance.", memo: memo)
        {
            add(key, value, keys[key])
        }
        for (index, action) in actions.enumerated() {
            let prefix = "actions[\(index)]."
            add(prefix + "title", action.title, action.keys["title"] ?? action.location)
            add(prefix + "style", action.style.rawValue, action.keys["style"])
            add(prefix + "route", action.route, action.keys["route"])
            for (key, value) in format.rows(
                PropertyCatalog.actionAppearance, of: action.appearance, prefix: "appearance.", memo: memo)
            {
                add(prefix + key, value, action.keys[key])
            }
        }
        return out
    }
}

/// The formatted rows of the appearances (and custom view styles) `resolvedValues` met, by value: formatting them
/// was a third of hashing an image's inputs in `flare test`, and a review's alerts mostly share them (presets, the
/// defaults). One thread's at a time.
public final class ValueRowsMemo {
    struct Key<Model: Hashable>: Hashable {
        var model: Model
        var theme: Theme
        var folder: String
        var prefix: String
    }

    /// By `Key<Model>`: keys of different models are never equal.
    var rows: [AnyHashable: [(String, String)]] = [:]

    public init() {}
}

/// How `resolvedValues` writes each kind of value: one readable string, the same on every machine.
struct ValueFormat {
    var theme: Theme
    var folder: String

    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func image(_ source: ImageSource) -> String {
        switch source {
        case .builtin(let icon): return "builtin:\(icon.rawValue)"
        case .file(let path):
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
    }

    /// Each row's value in `model` as `prefix + key` and its text (`none` for an unset optional).
    func rows<Model>(_ rows: [Property<Model>], of model: Model, prefix: String) -> [(String, String)] {
        rows.map { (prefix + $0.key, text($0.get(model))) }
    }

    /// `rows`, kept in `memo` by the model's value, the theme, the folder and the prefix (none kept without one).
    func rows<Model: Hashable>(
        _ rows: [Property<Model>], of model: Model, prefix: String, memo: ValueRowsMemo?
    ) -> [(String, String)] {
        guard let memo else { return self.rows(rows, of: model, prefix: prefix) }
        let key = AnyHashable(ValueRowsMemo.Key(model: model, theme: theme, folder: folder, prefix: prefix))
        if let known = memo.rows[key] { return known }
        let made = self.rows(rows, of: model, prefix: prefix)
        memo.rows[key] = made
        return made
    }

    /// The text of a catalog value, as `text(_:)` writes the model value it erases.
    func text(_ value: PropertyValue) -> String {
        switch value {
        case .color(let color): color.resolved(for: theme).hexString
        case .font(let font): font.description
        case .number(let number): self.number(number)
        case .choice(let word), .text(let word): word
        case .bool(let flag): flag ? "true" : "false"
        case .image(let source): image(source)
        case .edgeInsets(let insets):
            [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
        case .rocketFont(let font): text(font) ?? String(describing: font)
        case .none: "none"
        }
    }

    /// `value`'s stored properties as `prefix + name` and their text, nested structs flattened with a dot (a
    /// rocket's blocks, which have no catalog model of their own).
    func flatten(_ value: Any, prefix: String) -> [(String, String)] {
        var out: [(String, String)] = []
        for child in Mirror(reflecting: value).children {
            guard let name = child.label else { continue }
            if let text = self.text(child.value) {
                out.append((prefix + name, text))
            } else {
                out += flatten(child.value, prefix: prefix + name + ".")
            }
        }
        return out
    }

    private static func rawText<R: RawRepresentable>(_ raw: R) -> String? { raw.rawValue as? String }

    /// The text of a leaf value, or nil for a struct to flatten further.
    func text(_ value: Any) -> String? {
        switch value {
        case let color as Color: return color.resolved(for: theme).hexString
        case let font as FontSpec: return font.description
        case let number as Double: return self.number(number)
        case let flag as Bool: return flag ? "true" : "false"
        case let string as String: return string
        case let source as ImageSource: return image(source)
        case let insets as CustomStyle.Insets:
            return [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
        // `any RawRepresentable`, then the raw value as a String: a cast to `any RawRepresentable<String>` checks
        // its `RawValue == String` requirement by demangling it on every call (a third of `flare test`'s time).
        case let raw as any RawRepresentable:
            if let text = Self.rawText(raw) { return text }
            fallthrough
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return "none" }
                return text(wrapped) ?? String(describing: wrapped)
            }
            return mirror.children.isEmpty ? String(describing: value) : nil
        }
    }
}

/// One spec value that differs between the baseline's image and the current one.
public struct ValueChange: Sendable, Hashable, Codable, CustomStringConvertible {
    public var key: String
    /// nil: not set in that image (an action added or removed, a custom view changed kind).
    public var old: String?
    public var new: String?
    public var at: String?

    public init(key: String, old: String?, new: String?, at: String?) {
        self.key = key
        self.old = old
        self.new = new
        self.at = at
    }

    /// `actions[1].title: 'Discard' → 'Discarb' (showcase.yaml:73:9)`.
    public var description: String {
        func quoted(_ value: String?) -> String {
            guard let value else { return "(not set)" }
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return "'\(escaped)'"
        }
        return "\(key): \(quoted(old)) → \(quoted(new))" + (at.map { " (\($0))" } ?? "")
    }

    /// What changed from `old` to `new`: the current order, then keys only the baseline had. A change points at
    /// where the current spec writes the key (else where the baseline's did).
    public static func changes(from old: [ResolvedValue], to new: [ResolvedValue]) -> [ValueChange] {
        let before = Dictionary(old.map { ($0.key, $0) }) { a, _ in a }
        let now = Set(new.map(\.key))
        var out: [ValueChange] = []
        for value in new where before[value.key]?.value != value.value {
            out.append(
                ValueChange(
                    key: value.key, old: before[value.key]?.value, new: value.value,
                    at: value.at ?? before[value.key]?.at))
        }
        for value in old where !now.contains(value.key) {
            out.append(ValueChange(key: value.key, old: value.value, new: nil, at: value.at))
        }
        return out
    }
}

extension AlertSpec {
    /// The image files this alert shows (icon, custom image, actions' background images), absolute, each once.
    public var imageFiles: [String] {
        var sources: [ImageSource?] = [icon]
        if case .image(let source, _) = custom { sources.append(source) }
        for action in actions {
            sources += [action.appearance.actionNormalBackgroundImage, action.appearance.actionSelectedBackgroundImage]
        }
        var files: [String] = []
        for case .file(let path)? in sources where !files.contains(path) { files.append(path) }
        return files
    }

    /// `path` as `resolvedValues` names it: relative to `folder` when inside it.
    public static func imageName(_ path: String, folder: String) -> String {
        ValueFormat(theme: .light, folder: folder).image(.file(path))
    }
}
