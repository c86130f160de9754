/// Reads the color notations a spec accepts: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, the CSS names
/// (and `transparent`), `rgb(r, g, b)` and `rgba(r, g, b, a)` with channels 0–255 and alpha 0–1.
/// Palette names are resolved by the spec parser, which knows the palette.
public enum ColorSyntax {
    /// The color `text` denotes, or nil when it is not a color literal.
    public static func parse(_ text: String) -> RGBA? {
        let s = text.trimmingSpaces()
        if s.hasPrefix("#") { return hex(s.dropFirst()) }
        let lower = s.lowercased()
        if lower == "transparent" { return .clear }
        if let value = CSSColorNames.table[lower] { return RGBA(hex: value) }
        if lower.hasPrefix("rgba(") || lower.hasPrefix("rgb(") { return functional(lower) }
        return nil
    }

    /// Every name `parse` knows, for did-you-mean hints.
    public static var names: [String] { Array(CSSColorNames.table.keys) + ["transparent"] }

    private static func hex(_ digits: Substring) -> RGBA? {
        var values: [UInt32] = []
        for c in digits.unicodeScalars {
            switch c {
            case "0"..."9": values.append(c.value - 48)
            case "a"..."f": values.append(c.value - 87)
            case "A"..."F": values.append(c.value - 55)
            default: return nil
            }
        }
        func channel(_ i: Int, short: Bool) -> Double {
            let v = short ? values[i] * 17 : values[2 * i] * 16 + values[2 * i + 1]
            return Double(v) / 255
        }
        switch values.count {
        case 3, 4:
            return RGBA(
                red: channel(0, short: true), green: channel(1, short: true), blue: channel(2, short: true),
                alpha: values.count == 4 ? channel(3, short: true) : 1)
        case 6, 8:
            return RGBA(
                red: channel(0, short: false), green: channel(1, short: false), blue: channel(2, short: false),
                alpha: values.count == 8 ? channel(3, short: false) : 1)
        default:
            return nil
        }
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)`; `rgb` also takes an alpha, as in CSS 4, and `rgba` needs one.
    private static func functional(_ s: String) -> RGBA? {
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        let isRGBA = s.hasPrefix("rgba(")
        guard isRGBA ? parts.count == 4 : (parts.count == 3 || parts.count == 4) else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let v = SpecNumber.parse(part), v >= 0, v <= 255 else { return nil }
            channels.append(v / 255)
        }
        var alpha = 1.0
        if parts.count == 4 {
            if parts[3].hasSuffix("%") {
                guard let v = SpecNumber.parse(String(parts[3].dropLast())), v >= 0, v <= 100 else { return nil }
                alpha = v / 100
            } else {
                guard let v = SpecNumber.parse(parts[3]), v >= 0, v <= 1 else { return nil }
                alpha = v
            }
        }
        return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }
}

/// Plain decimal numbers as a spec writes them (`17`, `-2.5`, `1e3`): no hex, no `nan`, no `inf`.
enum SpecNumber {
    static func parse(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.count < 64 else { return nil }
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default:
                return nil
            }
        }
        guard let v = Double(text), v.isFinite else { return nil }
        return v
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (Foundation-free, so it stays cheap).
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(scalars[first...last])
    }
}
