/// One file of a spec (the root or an include), composed into nodes.
struct SpecDocument {
    /// The path as diagnostics show it: as the user gave it for the root, joined onto it for includes.
    var displayPath: String
    /// Absolute, symlinks resolved: the file's identity (cycles, duplicates, `Spec.files`).
    var absolutePath: String
    var text: String
    var root: SpecNode

    /// The directory relative paths in this file start from.
    var directory: String { SpecPath.directory(of: absolutePath) }

    /// Line `n` (1-based) of the text, for hints that need the raw source.
    func line(_ n: Int) -> Substring? {
        var current = 1
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "\n" {
                if current == n { return text[start..<i] }
                current += 1
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        return current == n ? text[start..<text.endIndex] : nil
    }
}
