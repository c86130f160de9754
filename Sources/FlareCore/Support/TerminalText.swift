/// Text from a spec made safe to print: a spec cannot drive the terminal that shows its diagnostics.
public enum TerminalText {
    /// `text` with every control character escaped as `\u{XX}`: C0 (ESC, BEL, CR, …) but for tab, DEL, C1, the
    /// line and paragraph separators (U+2028, U+2029) and the bidirectional overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069), which can make a line read as something else.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
