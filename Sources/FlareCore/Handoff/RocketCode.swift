/// One rocket as a function building its RocketAlert `Rocket` with the seed's initialisers: every block first (in
/// the spec's order), then the links (`next`, a button's `TapRocketHandler`, an input's `InputRocketHandler`), as
/// the seed's "flatten style" example does, so a block may name one declared after it.
struct RocketCode {
    let rocket: RocketSpec
    let options: SwiftCode.Options
    let colors: (Color, inout PaletteUse) -> String

    static func functionName(_ id: String) -> String { "make" + SwiftLiteral.typeName(id) + "Rocket" }

    func function(palette: inout PaletteUse) -> String {
        let indent = "    "
        var lines: [String] = []
        lines.append("/// The spec's rocket `\(rocket.id)`, starting at `\(rocket.start)`.")
        lines.append("@MainActor")
        lines.append("func \(Self.functionName(rocket.id))() -> Rocket {")
        let image = rocket.author.image.map(self.image) ?? "UIImage()"
        if rocket.author.image == nil {
            lines.append(indent + "// The spec's author has no image; RocketAuthor needs one.")
        }
        lines += SwiftCode.call(
            indent, "let author", "RocketAuthor",
            [
                argument(PropertyCatalog.rocketAuthor[\.image], image),
                argument(PropertyCatalog.rocketAuthor[\.style], "." + rocket.author.style.rawValue),
            ])
        for block in rocket.blocks { lines += declaration(block, indent: indent, palette: &palette) }
        for block in rocket.blocks { lines += links(block, indent: indent) }
        lines.append(indent + "let rocket = Rocket(author: author, block: \(name(rocket.start)))")
        if let close = rocket.closeButton {
            lines += SwiftCode.call(
                indent, "rocket.closeButton", "RocketCloseButton",
                [
                    argument(PropertyCatalog.rocketCloseButton[\.title], SwiftLiteral.string(close.title)),
                    argument(PropertyCatalog.rocketCloseButton[\.font], font(close.font, palette: &palette)),
                ])
        }
        lines.append(indent + "return rocket")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The variable of a block (`helloBlock`); a block id that makes no identifier is named by its position.
    func name(_ id: String) -> String {
        let index = rocket.blocks.firstIndex { $0.id == id } ?? 0
        return (SwiftLiteral.variableName(id) ?? "block\(index + 1)") + "Block"
    }

    /// `label: value`, labelled by the row's Swift API name (`showNextAfter: 2`).
    func argument<M>(_ row: Property<M>, _ value: String) -> String { row.seed.name + ": " + value }

    func declaration(_ block: RocketBlock, indent: String, palette: inout PaletteUse) -> [String] {
        let v = name(block.id), id = SwiftLiteral.string(block.id)
        switch block.content {
        case .text(let b):
            let rows = PropertyCatalog.textBlock
            return SwiftCode.call(
                indent, "let \(v)", "TextRocketBlock",
                [
                    argument(rows[\.text], SwiftLiteral.string(b.text)), argument(rows[\.next], "nil"),
                    argument(rows[\.showNextAfter], seconds(b.showNextAfter)), "id: \(id)",
                    argument(rows[\.font], font(b.font, palette: &palette)),
                ])
        case .image(let b):
            let rows = PropertyCatalog.imageBlock
            var lines = SwiftCode.call(
                indent, "let \(v)", "ImageRocketBlock",
                [
                    argument(rows[\.image], image(b.image)), argument(rows[\.text], SwiftLiteral.string(b.text)),
                    argument(rows[\.next], "nil"), argument(rows[\.showNextAfter], seconds(b.showNextAfter)),
                    "id: \(id)",
                ])
            // What the initialiser does not take is set after it, where it differs from the seed's default.
            let seedDefault = RocketBlock.ImageBlock(image: b.image)
            for row in [rows[\.imageStyle], rows[\.paddingLeft], rows[\.paddingRight]]
            where options.includeDefaults || row.get(b) != row.get(seedDefault) {
                switch row.get(b) {
                case .choice(let word): lines.append(indent + "\(v).\(row.seed.name) = .\(word)")
                case .number(let n): lines.append(indent + "\(v).\(row.seed.name) = \(SwiftLiteral.number(n))")
                default: preconditionFailure("\(row.id) is neither a choice nor a number")
                }
            }
            return lines
        case .button(let b):
            return button(b, v, id: id, indent: indent, palette: &palette)
        case .doubleButton(let left, let right):
            return button(left, name(block.id + "-left"), id: "nil", indent: indent, palette: &palette)
                + button(right, name(block.id + "-right"), id: "nil", indent: indent, palette: &palette)
                + SwiftCode.call(
                    indent, "let \(v)", "DoubleButtonRocketBlock",
                    [
                        "left: \(name(block.id + "-left"))", "right: \(name(block.id + "-right"))", "id: \(id)",
                    ])
        case .input(let b):
            let rows = PropertyCatalog.inputBlock
            // The release's initialiser takes `id:` and never stores it (TextInputBlock.swift:17-30), so the id is
            // set after it.
            return SwiftCode.call(
                indent, "let \(v)", "TextInputRocketBlock",
                [
                    argument(rows[\.text], SwiftLiteral.string(b.text)),
                    argument(rows[\.buttonTitle], SwiftLiteral.string(b.buttonTitle)), "inputHandler: nil",
                    argument(rows[\.font], font(b.font, palette: &palette)),
                    argument(rows[\.buttonStyle], font(b.buttonStyle, palette: &palette)),
                ])
                + [
                    indent + "// TextInputRocketBlock's init drops its `id:` argument (RocketAlert 1.0-beta.4), so "
                        + "it is set here.",
                    indent + "\(v).id = \(id)",
                ]
        }
    }

    func button(
        _ b: RocketBlock.ButtonBlock, _ v: String, id: String, indent: String,
        palette: inout PaletteUse
    ) -> [String] {
        SwiftCode.call(
            indent, "let \(v)", "ButtonRocketBlock",
            [
                argument(PropertyCatalog.buttonBlock[\.title], SwiftLiteral.string(b.title)), "tapHandler: nil",
                argument(PropertyCatalog.buttonBlock[\.font], font(b.font, palette: &palette)), "id: \(id)",
            ])
    }

    /// The links, after every block exists; a block with no next dismisses the rocket, as in the seed.
    func links(_ block: RocketBlock, indent: String) -> [String] {
        let v = name(block.id)
        func tap(_ b: RocketBlock.ButtonBlock, _ v: String) -> [String] {
            guard let next = b.next else { return [] }
            return [indent + "\(v).tapHandler = TapRocketHandler(next: \(name(next)))"]
        }
        switch block.content {
        case .text(let b): return b.next.map { [indent + "\(v).next = \(name($0))"] } ?? []
        case .image(let b): return b.next.map { [indent + "\(v).next = \(name($0))"] } ?? []
        case .button(let b): return tap(b, v)
        case .doubleButton(let left, let right):
            return tap(left, name(block.id + "-left")) + tap(right, name(block.id + "-right"))
        case .input(let b):
            guard !b.branches.isEmpty || b.next != nil else { return [] }
            var lines = [indent + "\(v).handler = InputRocketHandler<String>(action: { text in"]
            for branch in b.branches {
                let match = "text.wholeMatch(of: \(regex(branch.match))) != nil"
                lines.append(indent + "    if \(match) { return \(name(branch.next)) }")
            }
            lines.append(indent + "    return \(b.next.map(name) ?? "nil")")
            lines.append(indent + "})")
            return lines
        }
    }

    /// A Swift regex literal (`#/\s*/#`, iOS 16); a pattern that would end it early is built at run time.
    func regex(_ pattern: String) -> String {
        pattern.contains("/#") ? "try! Regex(\(SwiftLiteral.string(pattern)))" : "#/" + pattern + "/#"
    }

    func seconds(_ value: Double?) -> String { value.map(SwiftLiteral.number) ?? "nil" }

    func image(_ source: ImageSource) -> String {
        "UIImage(named: \(SwiftLiteral.string(SwiftLiteral.assetName(source)))) ?? UIImage()"
    }

    /// A seed preset by name (`.textBold`, `RocketFont()`), else `RocketFont(font:color:)`.
    func font(_ f: RocketFont, palette: inout PaletteUse) -> String {
        if f == .plain { return "RocketFont()" }
        if let preset = RocketFont.presets.keys.sorted().first(where: { RocketFont.presets[$0] == f }) {
            return "." + preset
        }
        var color = colors(f.color, &palette)
        if color.hasPrefix(".") { color = "UIColor" + color }
        return "RocketFont(font: \(SwiftLiteral.font(f.font)), color: \(color))"
    }
}
