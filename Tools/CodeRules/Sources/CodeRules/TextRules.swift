/// The rules on a file's text: its length in lines and each line's in characters.
public enum TextRules {
    public static let fileLimit = 400
    /// `.swift-format`'s `lineLength`: swift-format cannot break a long string literal or comment, so this catches
    /// what it leaves (split a literal into `"…" + "…"`, re-wrap a comment).
    public static let lineLimit = 120

    /// The file's lines: a final newline ends the last line, it does not start another; a CR before LF is no
    /// character of its line.
    static func lines(_ text: String) -> [Substring.UnicodeScalarView] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == "\r" ? $0.dropLast() : $0 }
    }

    public static func checkFileLength(_ file: SourceFile) -> [Finding] {
        let count = lines(file.text).count
        guard count > fileLimit else { return [] }
        return [
            Finding(
                .fileLength, file.path, line: fileLimit + 1, subject: file.path, count: count,
                "\(count) lines (at most \(fileLimit)): split it by the jobs it does")
        ]
    }

    /// Characters are Unicode scalars (`×` and `→` count one).
    public static func checkLineLength(_ file: SourceFile) -> [Finding] {
        lines(file.text).enumerated().compactMap { index, line in
            guard line.count > lineLimit else { return nil }
            return Finding(
                .lineLength, file.path, line: index + 1, column: lineLimit + 1, subject: file.path, count: line.count,
                "\(line.count) characters (at most \(lineLimit))")
        }
    }
}
