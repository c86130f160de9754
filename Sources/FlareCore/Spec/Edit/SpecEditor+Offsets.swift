/// UTF-8 offsets in a file's text: the line and column they are at, the bytes and lines around them.
extension SpecEditor {
    func location(of offset: Int, in file: File) -> SourceLocation {
        location(of: file.bom + offset, inText: file.text, display: file.display, bom: file.bom)
    }

    /// 1-based line and column (in characters, as libyaml and `flare check` count them) of a UTF-8 offset.
    func location(of offset: Int, inText text: String, display: String, bom: Int) -> SourceLocation {
        var line = 1, column = 1
        for (i, b) in text.utf8.enumerated() {
            if i >= offset { break }
            if i < bom { continue }
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return SourceLocation(file: display, line: line, column: column)
    }

    func byte(_ text: String, _ offset: Int) -> UInt8 {
        text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
    }

    func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let utf8 = text.utf8
        let s = utf8.index(utf8.startIndex, offsetBy: start), e = utf8.index(utf8.startIndex, offsetBy: end)
        return String(decoding: utf8[s..<e], as: UTF8.self)
    }

    func lineStart(of offset: Int, in text: String) -> Int {
        var i = offset
        let bytes = Array(text.utf8)
        while i > 0, bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
        return i
    }

    /// Just past the newline of the line where the text before `offset` last has something other than spaces (a block
    /// scalar's end lies after its newlines).
    func lineEnd(after offset: Int, in text: String) -> Int {
        let bytes = Array(text.utf8)
        var i = offset
        while i > 0,
            bytes[i - 1] == UInt8(ascii: "\n") || bytes[i - 1] == UInt8(ascii: "\r")
                || bytes[i - 1] == UInt8(ascii: " ")
        { i -= 1 }
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        return min(i + 1, bytes.count)
    }
}
