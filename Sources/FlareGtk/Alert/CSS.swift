import FlareCore

/// Formatting of values for GTK CSS (`gtk_css_provider_load_from_data`).
enum CSS {
    /// A length or number without a trailing `.0` and with at most 3 decimals.
    static func number(_ value: Double) -> String {
        // Spec values are bounded (`SpecRanges`); a value built in code that is not finite or beyond Int's range
        // is clamped rather than trapping in the Int conversion.
        let v = value.isFinite ? min(max((value * 1000).rounded() / 1000, -1e9), 1e9) : 0
        if v == v.rounded() { return String(Int(v)) }
        return String(v)
    }

    /// `rgba(r, g, b, a)` of a straight-alpha color.
    static func color(_ c: RGBA) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(number(min(max(c.alpha, 0), 1))))"
    }

    /// A quoted CSS string: backslashes, quotes and line breaks escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\\", "\"": out += "\\" + String(c)
            case "\n", "\r": out += "\\a "
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
