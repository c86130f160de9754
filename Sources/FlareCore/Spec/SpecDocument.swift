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

    /// Where each line starts, so hints that need the raw source cost O(1) per line.
    private(set) var lineStarts: [String.Index] = []

    init(displayPath: String, absolutePath: String, text: String, root: SpecNode) {
        self.displayPath = displayPath
        self.absolutePath = absolutePath
        self.text = text
        self.root = root
        // By bytes, not Characters: "\r\n" is one Character, and libyaml counts lines by bytes too.
        var starts = [text.startIndex]
        let utf8 = text.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let next = utf8.index(after: i)
            if utf8[i] == UInt8(ascii: "\n") { starts.append(next) }
            i = next
        }
        lineStarts = starts
    }

    /// Line `n` (1-based) of the text, without its newline.
    func line(_ n: Int) -> Substring? {
        guard n >= 1, n <= lineStarts.count else { return nil }
        let start = lineStarts[n - 1]
        let end = n < lineStarts.count ? text.utf8.index(before: lineStarts[n]) : text.endIndex
        return text[start..<end]
    }
}
