/// `alerts.<id>`: the DUX alert view, its appearance, custom view, slide options and actions.
extension DocumentParser {
    static let alertKeys = SpecKeys.alert
    static let appearanceKeys = SpecKeys.appearance
    static let actionKeys = SpecKeys.action
    static let actionAppearanceKeys = SpecKeys.actionAppearance

    func readAlerts(_ node: SpecNode) {
        forEachDefinition(node, section: "alerts", what: "alert") { id, pair in
            guard let alert = cachedItem("alerts", id, pair, { readAlert(id, pair) }) else { return }
            builder.alerts.append(alert)
        }
    }

    private func readAlert(_ id: String, _ pair: SpecNode.Pair) -> AlertSpec? {
        guard let f = fields(pair.value, "alert '\(id)'", allowed: Self.alertKeys) else { return nil }
        let preset = choice(f, "preset", AlertPreset.self) ?? .default
        var appearance = preset.appearance
        var keys = keyLocations(f)
        if let node = f["appearance"] { keys.merge(readAppearance(node, into: &appearance)) { a, _ in a } }
        var customStyle = CustomStyle()
        let custom = f["custom"].flatMap { readCustom($0, style: &customStyle) }
        var alert = AlertSpec(
            id: id, title: string(f, "title"), message: string(f, "message"),
            icon: image(f, "icon"), custom: custom,
            preset: preset, appearance: appearance, location: location(pair.key))
        for sub in ["custom", "slide", "custom.input"] {
            let node =
                sub == "custom.input"
                ? f["custom"].flatMap { c -> SpecNode? in
                    guard case .mapping(let pairs) = c.content else { return nil }
                    return pairs.first { $0.key.text == "input" }?.value
                } : f[sub]
            if let node, case .mapping(let pairs) = node.content {
                for p in pairs { if let k = p.key.text { keys["\(sub).\(k)"] = location(p.key) } }
            }
        }
        alert.keys = keys
        alert.customStyle = customStyle
        alert.shouldHideOnTap = bool(f, "shouldHideOnTap")
        if let node = f["dismissCompletion"], let url = string(node, "dismissCompletion") {
            alert.dismissCompletion = url
            builder.actionRoutes.append(.init(url: url, location: location(node), owner: "dismissCompletion"))
        }
        if let node = f["slide"] {
            if preset != .slide {
                warning("'slide' only applies to alerts with 'preset: slide'; it is ignored here", at: f.key("slide")!)
            }
            if let slide = readSlide(node), preset == .slide { alert.slide = slide }
        }
        if let node = f["actions"], let list = items(node, "'actions'") {
            alert.actions = list.compactMap(readAction)
        }
        return alert
    }

    /// Applies the `appearance:` keys on top of the preset's appearance; returns where each key is written.
    @discardableResult
    func readAppearance(_ node: SpecNode, into a: inout AlertAppearance) -> [String: SourceLocation] {
        guard let f = fields(node, "'appearance'", allowed: Self.appearanceKeys + SpecKeys.deprecatedAppearance) else {
            return [:]
        }
        read(PropertyCatalog.alertAppearance, from: f, into: &a)
        return keyLocations(f, prefix: "appearance.")
    }

    /// `{input: {placeholder, text}}`, `{image: file, height}` or `{text}`, with the style keys beside them (and, for
    /// an input, inside `input` too).
    private func readCustom(_ node: SpecNode, style: inout CustomStyle) -> CustomView? {
        guard let f = fields(node, "'custom'", allowed: SpecKeys.custom) else { return nil }
        readCustomStyle(f, into: &style)
        let kinds = SpecKeys.customViews.filter(f.has)
        guard kinds.count == 1 else {
            error(
                kinds.isEmpty
                    ? "'custom' needs one of \(Self.alternatives(SpecKeys.customViews.map { "'\($0)'" }))"
                    : "'custom' has \(kinds.map { "'\($0)'" }.joined(separator: " and ")); keep only one",
                at: kinds.count > 1 ? f.key(kinds[1])! : node)
            return nil
        }
        if f.has("height") && kinds[0] != "image" {
            style.height = number(f, "height")
        }
        let placeholderColor = PropertyCatalog.customStyle[\.placeholderColor].key
        let contentMode = PropertyCatalog.customStyle[\.contentMode].key
        if let key = f.key(placeholderColor), kinds[0] != "input" {
            error("'\(placeholderColor)' only applies to a custom input", at: key)
        }
        if let key = f.key(contentMode), kinds[0] != "image" {
            error("'\(contentMode)' only applies to a custom image", at: key)
        }
        if let control = CustomControl(rawValue: kinds[0]) {
            return readControl(control, f, reported: [placeholderColor, contentMode])
        }
        for row in PropertyCatalog.customControl {
            if let key = f.key(row.key) { error("'\(row.key)' only applies to a custom control", at: key) }
        }
        switch kinds[0] {
        case "input":
            let input = f["input"]!
            if input.isNull && !input.isEmptyPlain { return .input(placeholder: nil, text: nil) }
            if input.isEmptyPlain { return .input(placeholder: nil, text: nil) }
            guard let i = fields(input, "'input'", allowed: SpecKeys.customInput) else { return nil }
            for key in SpecKeys.customInput where i.has(key) && f.has(key) && key != "text" {
                error("'\(key)' is given both in 'custom' and in its 'input'; keep one", at: i.key(key)!)
            }
            readCustomStyle(i, into: &style)
            if let h = number(i, "height") { style.height = h }
            return .input(placeholder: string(i, "placeholder"), text: string(i, "text"))
        case "image":
            guard let source = image(f, "image") else { return nil }
            var height: Double?
            if let node = f["height"] {
                height = number(node, "height")
                if let h = height, h <= 0 {
                    error("'height' must be more than 0, not \(SpecRanges.format(h))", at: node)
                    height = nil
                }
            }
            return .image(source, height: height)
        default:
            guard let text = string(f, "text") else { return nil }
            return .text(text)
        }
    }

    /// A control: `switch: true` or `{isOn, label}`, `slider: 0.4`, `progress: 0.6`, `segments: [titles]` or
    /// `{items, selected}`, `rows: [title or {title, detail, accessory}]`; a color it does not draw is an error.
    private func readControl(_ control: CustomControl, _ f: Fields, reported: [String]) -> CustomView? {
        let key = control.rawValue, node = f[key]!
        let view: CustomView?
        switch control {
        case .toggle:
            if case .mapping = node.content {
                guard let m = fields(node, "'\(key)'", allowed: SpecKeys.customSwitch) else { return nil }
                view = .toggle(on: bool(m, "isOn") ?? false, label: string(m, "label"))
            } else {
                view = bool(node, key).map { .toggle(on: $0, label: nil) }
            }
        case .slider: view = number(node, key).map(CustomView.slider)
        case .progress: view = number(node, key).map(CustomView.progress)
        case .segments:
            var list = node, selected = 0
            if case .mapping = node.content {
                guard let m = fields(node, "'\(key)'", allowed: SpecKeys.customSegments),
                    require(m, "items", in: "'\(key)'")
                else { return nil }
                list = m["items"]!
                if let n = int(m, "selected", min: 0) { selected = n }
            }
            guard let items = items(list, "'\(key)'") else { return nil }
            let titles = items.compactMap { string($0, "a segment") }
            guard titles.count == items.count else { return nil }
            guard !titles.isEmpty else { error("'\(key)' needs at least one title", at: list); return nil }
            if selected >= titles.count {
                error("'selected' is \(selected), but the segments are numbered 0 to \(titles.count - 1)", at: node)
                return nil
            }
            view = .segments(titles, selected: selected)
        case .rows:
            guard let items = items(node, "'\(key)'") else { return nil }
            guard !items.isEmpty else { error("'\(key)' needs at least one row", at: node); return nil }
            let rows = items.compactMap { item -> CustomRow? in
                guard case .mapping = item.content else { return string(item, "a row").map { CustomRow(title: $0) } }
                guard let r = fields(item, "a row", allowed: SpecKeys.customRow), require(r, "title", in: "a row"),
                    let title = string(r, "title")
                else { return nil }
                return CustomRow(
                    title: title, detail: string(r, "detail"),
                    accessory: choice(r, "accessory", CustomRow.Accessory.self) ?? .none)
            }
            guard rows.count == items.count else { return nil }
            view = .rows(rows)
        }
        guard let view else { return nil }
        for row in PropertyCatalog.customStyle where !view.isStyled(by: row.keyPath) && !reported.contains(row.key) {
            guard let at = f.key(row.key) else { continue }
            let why = CustomStyle.labelFields.contains { ($0 as AnyKeyPath) == row.keyPath } ? " without a text" : ""
            error("'\(row.key)' does not apply to a custom \(key)\(why)", at: at)
        }
        return view
    }

    /// The style keys of a custom view (`PropertyCatalog.customStyle`) found in `f`; `height` is read by `readCustom`,
    /// where it depends on the view.
    private func readCustomStyle(_ f: Fields, into style: inout CustomStyle) {
        read(PropertyCatalog.customStyle.filter { $0.key != "height" }, from: f, into: &style)
    }

    /// `slide: {text, checkbox, <slideAppearance keys>}`; `checkbox: false` hides the checkbox, `true` keeps the seed's
    /// label.
    private func readSlide(_ node: SpecNode) -> SlideOptions? {
        guard let f = fields(node, "'slide'", allowed: SpecKeys.slide) else { return nil }
        var slide = SlideOptions()
        if let text = string(f, "text") { slide.text = text }
        if let box = f["checkbox"], let text = scalarText(box, "checkbox", expected: "a label or false") {
            switch text {
            case "false", "no", "off": slide.checkbox = nil
            case "true", "yes", "on": slide.checkbox = SlideOptions.defaultCheckbox
            default: slide.checkbox = text
            }
        }
        read(PropertyCatalog.slideAppearance, from: f, into: &slide.appearance)
        return slide
    }

    private func readAction(_ node: SpecNode) -> ActionSpec? {
        guard let f = fields(node, "an action", allowed: Self.actionKeys) else { return nil }
        guard require(f, "title", in: "an action"), let title = string(f, "title") else { return nil }
        var action = ActionSpec(title: title, location: location(node))
        action.keys = keyLocations(f)
        if let style = choice(f, "style", ActionSpec.Style.self) { action.style = style }
        if let type = choice(f, "actionType", ActionSpec.ActionType.self) { action.actionType = type }
        if let node = f["appearance"] {
            action.keys.merge(readActionAppearance(node, into: &action.appearance)) { a, _ in a }
        }
        if action.isInvisible { warning(ActionSpec.invisibleMessage, at: f.key("title")!) }
        if let node = f["route"], let url = string(node, "route") {
            action.route = url
            builder.actionRoutes.append(.init(url: url, location: location(node)))
            if action.actionType == .none {
                warning(
                    "'route' never runs: an action of actionType none only closes the alert (DUX); "
                        + "use closure or selector", at: f.key("route")!)
            }
        }
        return action
    }

    private func readActionAppearance(_ node: SpecNode, into a: inout ActionAppearance) -> [String: SourceLocation] {
        guard let f = fields(node, "'appearance'", allowed: Self.actionAppearanceKeys) else { return [:] }
        read(PropertyCatalog.actionAppearance, from: f, into: &a)
        return keyLocations(f, prefix: "appearance.")
    }
}
