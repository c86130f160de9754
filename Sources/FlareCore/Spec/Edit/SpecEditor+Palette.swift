/// A named colour added to the spec's `palette:` from the window's colour picker ("Add to palette"), and used at
/// once: one edit (one undo step), the new key written beside its siblings in their style (a block map stays a block
/// map; `palette:` itself added as a top-level block when the spec has none).
extension SpecEditor {
    /// YAML 1.1 words a plain scalar reads as a boolean or null: a palette name spelt so would not read back as the
    /// name where a colour key writes it.
    static let yamlWords: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"]

    /// Why `name` cannot name a new palette colour of `spec`, in words for the picker; nil when it can. A name starts
    /// with a letter and has letters, digits, `-` and `_` (no dots: a token's `color.brand` is not a palette name); it
    /// is not a CSS colour name or `transparent` (the palette would hide the colour), not a YAML boolean or null, and
    /// not a name the palette or a design token already has.
    public static func paletteNameProblem(_ name: String, in spec: Spec) -> String? {
        guard !name.isEmpty else { return "Name the colour first." }
        let scalars = name.unicodeScalars
        let letter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        guard let first = scalars.first, letter(first),
            scalars.allSatisfy({ letter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else {
            return "“\(name)” is not a palette name: start with a letter, then letters, digits, - or _."
        }
        if ColorSyntax.parse(name) != nil {
            return "“\(name)” is a colour name already (CSS): choose another name."
        }
        if yamlWords.contains(name.lowercased()) {
            let word = name.lowercased() == "null" ? "null" : "boolean"
            return "“\(name)” reads as a YAML \(word): choose another name."
        }
        if spec.token(named: name) != nil {
            return "“\(name)” is a design token's name: choose another name."
        }
        if spec.palette[name] != nil {
            return "The palette has “\(name)” already: choose another name."
        }
        return nil
    }

    /// Adds `name: value` under `palette:` and, when `path` is given, makes `then` (the picker's own edit of its
    /// row, with `name` as its value): both as one edit. A name `paletteNameProblem` refuses is refused with that
    /// reason, at the start of the entry file.
    public func addPaletteColor(
        _ name: String, _ value: String, then: [ChainStep] = []
    ) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        if let problem = Self.paletteNameProblem(name, in: loaded.spec) {
            let file = loaded.files[0]
            throw .refused([Diagnostic(.error, problem, at: SourceLocation(file: file.display, line: 1, column: 1))])
        }
        return try chain([.set(EditPath([.key("palette"), .key(name)]), value)] + then)
    }
}
