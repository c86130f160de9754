/// The top level of a spec file: `flare`, `include`, `fonts`, `palette`, `stage` and the five sections.
extension DocumentParser {
    static let topLevelKeys = SpecKeys.topLevel

    /// The root map's entries; unknown keys are reported once, here.
    func topLevel() -> Fields? {
        fields(document.root, "a spec", allowed: Self.topLevelKeys)
    }

    /// `flare: 1`: required in the root file, optional (but 1) in included files.
    func readVersion(_ top: Fields, isRoot: Bool) {
        guard let node = top["flare"] else {
            if isRoot {
                error(
                    "missing 'flare: 1' (the format version) at the top of the spec",
                    at: SpecNode(content: .scalar("", plain: true), line: 1, column: 1))
            }
            return
        }
        guard let text = scalarText(node, "flare", expected: "the format version 1") else { return }
        if SpecNumber.parse(text) != 1 {
            error("unsupported format version '\(text)' (this Flare reads 'flare: 1')", at: node)
        }
    }

    /// `palette: {name: color | {light: color, dark: color}}`. Names may not repeat across files. A file's palette
    /// that read without a diagnostic is kept (`SpecItemCache`) and, while its node is the same, its colors are
    /// added again without parsing them; whether a name repeats one of another file is asked at every load.
    func readPalette(_ top: Fields) {
        guard let node = top["palette"] else { return }
        let key = SpecItemCache.Key(
            section: "palette", file: document.absolutePath, display: document.displayPath, id: "")
        if let colors = builder.items?.palette(key, node) {
            for color in colors where define(paletteColor: color.name, at: color.location) {
                builder.palette.colors[color.name] = color.color
            }
            return
        }
        guard let pairs = pairs(node, "'palette'") else { return }
        let reported = builder.diagnostics.count
        var colors: [SpecItemCache.PaletteColor] = []
        for pair in pairs {
            guard let name = keyText(pair.key), define(paletteColor: name, at: location(pair.key)) else { continue }
            var color: Color?
            if case .mapping = pair.value.content {
                guard let f = fields(pair.value, "palette color '\(name)'", allowed: SpecKeys.paletteColor) else {
                    continue
                }
                require(f, "light", in: "palette color '\(name)'")
                require(f, "dark", in: "palette color '\(name)'")
                guard let light = literalColor(f["light"], "light"), let dark = literalColor(f["dark"], "dark") else {
                    continue
                }
                color = Color(light: light, dark: dark)
            } else if let value = literalColor(pair.value, name) {
                color = Color(value)
            }
            guard let color else { continue }
            builder.palette.colors[name] = color
            colors.append(.init(name: name, location: location(pair.key), color: color))
        }
        if builder.diagnostics.count == reported { builder.items?.storePalette(key, node, colors: colors) }
    }

    /// Records where palette color `name` is written; reports a name another entry already took.
    private func define(paletteColor name: String, at place: SourceLocation) -> Bool {
        if let first = builder.palette.places[name] {
            builder.error("duplicate palette color '\(name)': it is already defined at \(first)", at: place)
            return false
        }
        builder.palette.places[name] = place
        return true
    }

    /// A palette value: a color literal (palette names are not allowed inside the palette).
    private func literalColor(_ node: SpecNode?, _ key: String) -> RGBA? {
        guard let node, let text = scalarText(node, key, expected: "a color") else { return nil }
        if let rgba = ColorSyntax.parse(text) { return rgba }
        let hint = Suggestion.hint(for: text, in: ColorSyntax.names)
        error(
            "'\(text)' is not a color\(hint.isEmpty ? " (write #RRGGBB, a CSS color name or rgba(r, g, b, a))" : hint)",
            at: node)
        return nil
    }

    /// `stage: {device, theme, scale, backdrop}`; only one file of a spec may set it.
    func readStage(_ top: Fields) {
        guard let node = top["stage"] else { return }
        if let first = builder.stage?.location {
            error("the stage is already set at \(first)", at: top.key("stage")!)
            return
        }
        builder.stage = Located(Stage(), at: location(top.key("stage")!))
        guard let f = fields(node, "'stage'", allowed: SpecKeys.stage) else { return }
        var stage = Stage()
        // The catalog's rows (`PropertyCatalog.stage`) name the keys; a device, a scale and a backdrop take more
        // than their kind says (a `{width, height}`, 1, 2 or 3, no built-in icon), so they are read here.
        let rows = PropertyCatalog.stage
        let deviceKey = rows[\.device].key, scaleKey = rows[\.scale].key, backdropKey = rows[\.backdrop].key
        read([rows[\.theme]], from: f, into: &stage)
        if let device = f[deviceKey] {
            if case .mapping = device.content {
                if let d = fields(device, "'device'", allowed: SpecKeys.stageDevice) {
                    require(d, "width", in: "'device'")
                    require(d, "height", in: "'device'")
                    if let w = positiveSize(d, "width"), let h = positiveSize(d, "height") {
                        stage.device = .custom(width: w, height: h)
                    }
                }
            } else if let text = scalarText(device, deviceKey, expected: "a device") {
                let words: [String] = if case .choice(let words) = rows[\.device].kind { words } else { [] }
                if words.contains(text), let d = Stage.Device(propertyValue: .choice(text)) {
                    stage.device = d
                } else {
                    error(Stage.Device.unknownName(text, key: deviceKey, custom: "{width, height}"), at: device)
                }
            }
        }
        if let node = f[scaleKey], let scale = int(node, scaleKey) {
            if rows[\.scale].range?.contains(Double(scale)) ?? true {
                stage.scale = scale
            } else {
                error("'\(scaleKey)' must be 1, 2 or 3, not \(scale)", at: node)
            }
        }
        if let node = f[backdropKey], let source = image(node, backdropKey) {
            if case .builtin = source {
                error(
                    "'\(backdropKey)' must name an image file (a screenshot of the screen the alert interrupts), not a "
                        + "built-in icon", at: node)
            } else {
                stage.backdrop = source
            }
        }
        builder.stage?.value = stage
    }

    private func positiveSize(_ f: Fields, _ key: String) -> Double? {
        guard let node = f[key], let v = number(node, key) else { return nil }
        guard v >= 1, v <= 10_000 else {
            error("'\(key)' must be between 1 and 10000 points, not \(SpecRanges.format(v))", at: node)
            return nil
        }
        return v
    }

    /// `fonts: [files]`: font files to register. A missing file is an error (the preview would lie).
    func readFonts(_ top: Fields) {
        guard let node = top["fonts"], let list = items(node, "'fonts'") else { return }
        for item in list {
            guard let name = scalarText(item, "fonts", expected: "a font file path") else { continue }
            if let path = referencedFile(name, what: "font file", at: item)?.absolute,
                !builder.fonts.files.contains(path)
            {
                builder.fonts.files.append(path)
            }
        }
    }

    /// Reads every section of this file into the builder.
    func readSections(_ top: Fields) {
        if let node = top["alerts"] { readAlerts(node) }
        if let node = top["rockets"] { readRockets(node) }
        if let node = top["queues"] { readQueues(node) }
        if let node = top["scenarios"] { readScenarios(node) }
        if let node = top["routes"] { readRoutes(node) }
        if let node = top["routing"] { readRouting(node, at: top.key("routing")!) }
        if let node = top["screens"] { readScreens(node) }
        if let node = top["locales"] { readLocales(node) }
        if let node = top["variants"] { readVariants(node, key: top.key("variants")!) }
    }

    /// Iterates a section's `id: definition` entries, checking each id's syntax and uniqueness.
    func forEachDefinition(_ node: SpecNode, section: String, what: String, _ body: (String, SpecNode.Pair) -> Void) {
        guard let pairs = pairs(node, "'\(section)'") else { return }
        for pair in pairs {
            guard let id = keyText(pair.key) else { continue }
            guard checkId(id, at: pair.key, what: what) else { continue }
            guard builder.define(id, in: section, at: location(pair.key), what: what) else { continue }
            body(id, pair)
        }
    }
}
