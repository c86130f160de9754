extension RocketSpec {
    /// Every property the image of this rocket after `step` steps of `script` is drawn from, as `flare test`
    /// stores and diffs it (`AlertSpec.resolvedValues`): the author, the close button, each block shown
    /// (`blocks.<id>.text`, `blocks.<id>.font.color`, `blocks.<id>.branches[0].match`, in the order they appear),
    /// and the script steps played (`script[2]: input "Flare"`), each at the place the spec writes it.
    public func resolvedValues(theme: Theme, folder: String, script: [RocketStep], step: Int) -> [ResolvedValue] {
        var out: [ResolvedValue] = []
        let format = ValueFormat(theme: theme, folder: folder)
        func add(_ key: String, _ value: String, _ at: SourceLocation?) {
            out.append(ResolvedValue(key: key, value: value, at: at?.description))
        }
        add("author.image", author.image.map(format.image) ?? "placeholder", keys["author.image"] ?? keys["author"])
        add("author.style", author.style.rawValue, keys["author.style"] ?? keys["author"])
        if let closeButton {
            for (key, value) in format.flatten(closeButton, prefix: "closeButton.") {
                add(
                    key, value,
                    keys[key] ?? keys[String(key.split(separator: ".").prefix(2).joined(separator: "."))]
                        ?? keys["closeButton"])
            }
        }
        var played = self
        played.script = script
        let visible = RocketSimulation.flow(played, after: step).visible
        var seen = Set<String>()
        for id in visible where seen.insert(id).inserted {
            guard let block = block(id) else { continue }
            let prefix = "blocks.\(id)."
            func at(_ key: String) -> SourceLocation? {
                let parts = key.split(separator: ".").map(String.init)
                return (1...parts.count).reversed().lazy.compactMap {
                    block.keys[parts.prefix($0).joined(separator: ".")]
                }.first
                    ?? block.location
            }
            let (type, value): (String, Any) =
                switch block.content {
                case .text(let b): ("text", b)
                case .image(let b): ("image", b)
                case .button(let b): ("button", b)
                case .doubleButton(let left, let right): ("doubleButton", (left: left, right: right))
                case .input(let b): ("input", b)
                }
            add(prefix + "type", type, block.keys["type"] ?? block.location)
            for (key, text) in format.flatten(value, prefix: "") where key != "branches" {
                add(prefix + key, text, at(key))
            }
            if case .input(let b) = block.content {
                for (index, branch) in b.branches.enumerated() {
                    add(prefix + "branches[\(index)].match", branch.match, block.keys["branches"] ?? block.location)
                    add(prefix + "branches[\(index)].next", branch.next, block.keys["branches"] ?? block.location)
                }
            }
        }
        for (index, played) in script.prefix(step).enumerated() {
            let (op, argument) = RocketSimulation.name(of: played)
            add(
                "script[\(index)]", op + (argument.map { op == "input" ? " \"\($0)\"" : " \($0)" } ?? ""),
                self.script.isEmpty ? nil : keys["script"] ?? location)
        }
        return out
    }

    /// The image files this rocket shows (the author's, the image blocks'), absolute, each once.
    public var imageFiles: [String] {
        var sources: [ImageSource?] = [author.image]
        for block in blocks { if case .image(let b) = block.content { sources.append(b.image) } }
        var files: [String] = []
        for case .file(let path)? in sources where !files.contains(path) { files.append(path) }
        return files
    }
}
