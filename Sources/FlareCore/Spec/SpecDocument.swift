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

    /// The UTF-8 offset where each line starts, so hints that need the raw source cost O(1) per line.
    private(set) var lineStarts: [Int] = []

    init(displayPath: String, absolutePath: String, text: String, root: SpecNode) {
        var text = text
        text.makeContiguousUTF8()
        self.displayPath = displayPath
        self.absolutePath = absolutePath
        self.text = text
        self.root = root
        // By bytes, not Characters: "\r\n" is one Character, and libyaml counts lines by bytes too.
        lineStarts = text.withUTF8(SpecSplice.lineStarts)
    }

    /// Line `n` (1-based) of the text, without its newline.
    func line(_ n: Int) -> Substring? {
        guard n >= 1, n <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[n - 1])
        let end = n < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[n] - 1) : text.endIndex
        return text[start..<end]
    }
}
