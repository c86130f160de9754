/// `locales: {<code>: {alerts: {<id>: {title, message, actions, custom, slide}}, rockets: {<id>: {closeButton,
/// blocks: {<block>: {<text key>}}}}}}`: per-locale text. The ids are checked once
/// every file is read (`SpecBuilder.validateLocales`); a code may appear in several files, an id once per code.
extension DocumentParser {
    func readLocales(_ node: SpecNode) {
        guard let pairs = pairs(node, "'locales'") else { return }
        for pair in pairs {
            guard let code = keyText(pair.key) else { continue }
            guard SpecLocale.isValidCode(code) else {
                let fill = TextStress(rawValue: code) != nil ? " ('\(code)' names a --text fill)" : ""
                error(
                    "'\(code)' is not a locale code\(fill): write a BCP 47 tag such as de, pt-BR or zh-Hant",
                    at: pair.key)
                continue
            }
            guard let f = fields(pair.value, "locale '\(code)'", allowed: SpecKeys.locale) else { continue }
            var locale =
                builder.locales.first { $0.code == code } ?? SpecLocale(code: code, location: location(pair.key))
            if let alerts = f["alerts"], let entries = self.pairs(alerts, "'alerts'") {
                for entry in entries {
                    guard let id = keyText(entry.key),
                        builder.define(
                            id, in: "locales.\(code).alerts", at: location(entry.key), what: "translation of alert"),
                        let text = readAlertText(code, id, entry)
                    else { continue }
                    locale.alerts[id] = text
                }
            }
            if let rockets = f["rockets"], let entries = self.pairs(rockets, "'rockets'") {
                for entry in entries {
                    guard let id = keyText(entry.key),
                        builder.define(
                            id, in: "locales.\(code).rockets", at: location(entry.key), what: "translation of rocket"),
                        let text = readRocketText(code, id, entry)
                    else { continue }
                    locale.rockets[id] = text
                }
            }
            if let queues = f["queues"] { readQueueTexts(code, queues, into: &locale) }
            if let index = builder.locales.firstIndex(where: { $0.code == code }) {
                builder.locales[index] = locale
            } else {
                builder.locales.append(locale)
            }
        }
    }

    func keyLocations(_ f: Fields) -> [String: SourceLocation] {
        Dictionary(uniqueKeysWithValues: f.order.compactMap { key in f.key(key).map { (key, location($0)) } })
    }

    private func readAlertText(_ code: String, _ id: String, _ pair: SpecNode.Pair) -> AlertText? {
        guard let f = fields(pair.value, "the '\(code)' text of alert '\(id)'", allowed: SpecKeys.alertText) else {
            return nil
        }
        var text = AlertText(title: string(f, "title"), message: string(f, "message"))
        var keys = keyLocations(f)
        if let node = f["actions"], let list = items(node, "'actions'") {
            text.actions = list.compactMap { scalarText($0, "actions", expected: "an action title") }
        }
        if let node = f["custom"], let c = fields(node, "'custom'", allowed: SpecKeys.customText) {
            let given = c.order.filter { SpecKeys.customText.contains($0) }
            if given.count > 1, let second = c.key(given[1]) {
                error(
                    "'custom' has '\(given[0])' and '\(given[1])'; keep the one the alert's custom view has", at: second
                )
            }
            if let input = c["input"], let i = fields(input, "'input'", allowed: SpecKeys.inputText) {
                text.inputPlaceholder = string(i, "placeholder")
                text.inputText = string(i, "text")
                keys["custom.input"] = location(c.key("input")!)
            }
            if let v = string(c, "text") {
                text.customText = v
                keys["custom.text"] = location(c.key("text")!)
            }
            if let v = string(c, "switch") {
                text.switchLabel = v
                keys["custom.switch"] = location(c.key("switch")!)
            }
            if let node = c["segments"], let list = items(node, "'segments'") {
                text.segments = list.compactMap { scalarText($0, "segments", expected: "a segment title") }
                keys["custom.segments"] = location(c.key("segments")!)
            }
            if let node = c["rows"], let list = items(node, "'rows'") {
                text.rows = list.compactMap(readRowText)
                keys["custom.rows"] = location(c.key("rows")!)
            }
        }
        if let node = f["slide"], let s = fields(node, "'slide'", allowed: SpecKeys.slideText) {
            text.slideText = string(s, "text")
            text.slideCheckbox = string(s, "checkbox")
        }
        builder.localeChecks.append(
            .init(
                code: code, kind: .alert, id: id, location: location(pair.key), keys: keys,
                actionCount: text.actions.count, segmentCount: text.segments.count,
                rowCount: text.rows.count))
        return text
    }

    /// A row of `custom.rows`: its title, or `{title, detail}` (either may be left out to keep the row's own).
    private func readRowText(_ node: SpecNode) -> RowText? {
        if node.text != nil {
            return scalarText(node, "rows", expected: "a row title or {title, detail}").map { RowText(title: $0) }
        }
        guard let f = fields(node, "a row", allowed: SpecKeys.rowText) else { return nil }
        return RowText(title: string(f, "title"), detail: string(f, "detail"))
    }

    private func readRocketText(_ code: String, _ id: String, _ pair: SpecNode.Pair) -> RocketText? {
        guard let f = fields(pair.value, "the '\(code)' text of rocket '\(id)'", allowed: SpecKeys.rocketText) else {
            return nil
        }
        var text = RocketText(closeButton: string(f, "closeButton"))
        builder.localeChecks.append(
            .init(code: code, kind: .rocket, id: id, location: location(pair.key), keys: keyLocations(f)))
        if let node = f["blocks"], let blocks = pairs(node, "'blocks'") {
            for block in blocks {
                guard let blockId = keyText(block.key),
                    let b = fields(block.value, "the '\(code)' text of block '\(blockId)'", allowed: SpecKeys.blockText)
                else { continue }
                text.blocks[blockId] = BlockText(
                    Dictionary(
                        uniqueKeysWithValues: SpecKeys.blockText.compactMap { key in string(b, key).map { (key, $0) } })
                )
                builder.localeChecks.append(
                    .init(
                        code: code, kind: .block(rocket: id), id: blockId,
                        location: location(block.key), keys: keyLocations(b)))
            }
        }
        return text
    }

    /// `variants: {themes, scales, devices, texts, locales}`: lists of the values `--theme`, `--scale`,
    /// `--device`, `--text` and `--locale` take (`default` in `locales`: the spec's own text). One file sets it.
    func readVariants(_ node: SpecNode, key: SpecNode) {
        if let first = builder.variantsLocation {
            error("the variants are already set at \(first)", at: key)
            return
        }
        builder.variantsLocation = location(key)
        guard let f = fields(node, "'variants'", allowed: SpecKeys.variants) else { return }
        var v = ReviewVariants()
        v.themes = list(f, "themes") { choice($0, "theme", Theme.self) }
        v.scales = list(f, "scales") { node in
            guard let scale = int(node, "scale") else { return nil }
            guard (1...3).contains(scale) else {
                error("a scale must be 1, 2 or 3, not \(scale)", at: node)
                return nil
            }
            return scale
        }
        v.devices = list(f, "devices") { node in
            guard let name = scalarText(node, "device", expected: "a device") else { return nil }
            guard let device = Stage.Device(name: name) else {
                error(Stage.Device.unknownName(name, custom: "WIDTHxHEIGHT"), at: node)
                return nil
            }
            return device
        }
        v.texts = list(f, "texts") { choice($0, "text", TextStress.self) }
        v.locales = list(f, "locales") { node -> String?? in
            guard let code = scalarText(node, "locale", expected: "a locale code or default") else { return nil }
            if code == "default" { return .some(nil) }
            builder.variantLocales.append((code, location(node)))
            return .some(code)
        }
        builder.variants = v
    }

    private func list<T>(_ f: Fields, _ key: String, _ item: (SpecNode) -> T?) -> [T] {
        guard let node = f[key], let nodes = items(node, "'\(key)'") else { return [] }
        return nodes.compactMap(item)
    }
}
