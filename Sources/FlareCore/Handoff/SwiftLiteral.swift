/// Spec values written as Swift source for UIKit: colors, fonts, images, strings, numbers and identifiers, each
/// in one deterministic spelling (`flare code`, docs/handoff.md).
public enum SwiftLiteral {
    /// A string literal: quotes, backslashes and control characters escaped, everything else as is.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number as the shortest decimal that reads back as the same `Double`, without a trailing `.0` on whole
    /// numbers (`17`, `0.3`).
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A color channel: `n / 255` written as the fraction `31.0 / 255.0` when it is exactly one (colors from hex),
    /// `0.0` and `1.0` at the ends, the shortest round-tripping decimal otherwise (`0.5` from `rgba(…, 0.5)`).
    public static func channel(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == 1 { return "1.0" }
        let n = (value * 255).rounded()
        if n > 0, n < 255, n / 255 == value { return "\(Int(n)).0 / 255.0" }
        return "\(value)"
    }

    /// `UIColor(red:green:blue:alpha:)` with the exact components.
    public static func color(_ c: RGBA) -> String {
        let components = [("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)]
        return "UIColor(" + components.map { "\($0.0): \(channel($0.1))" }.joined(separator: ", ") + ")"
    }

    /// A color that differs between the themes: a dynamic `UIColor` resolved by the trait collection's style.
    public static func dynamicColor(light: RGBA, dark: RGBA, indent: String) -> String {
        """
        UIColor { traits in
        \(indent)    traits.userInterfaceStyle == .dark
        \(indent)        ? \(color(dark))
        \(indent)        : \(color(light))
        \(indent)}
        """
    }

    /// `UIFont.Weight`'s member for a Flare weight; semilight has none and takes the nearest, `.light`.
    public static func weight(_ w: FontWeight) -> String {
        switch w {
        case .thin: ".thin"
        case .ultralight: ".ultraLight"
        case .light, .semilight: ".light"
        case .regular: ".regular"
        case .medium: ".medium"
        case .semibold: ".semibold"
        case .bold: ".bold"
        case .ultrabold: ".heavy"
        case .black: ".black"
        }
    }

    /// The PostScript name of a family's face by the usual naming (`Inter-Bold`, `Inter-SemiBoldItalic`,
    /// `Inter-Italic`): the family without spaces, a hyphen, the width and weight words, `Italic`. nil for the
    /// system font, which has no name UIKit looks up.
    public static func postScriptName(_ font: FontSpec) -> String? {
        guard font.family != FontSpec.systemFamily else { return nil }
        let family = font.family.filter { !$0.isWhitespace }
        var style = font.width == .normal ? "" : font.width.word
        if font.weight != .regular || (style.isEmpty && !font.italic) { style += font.weight.word }
        if font.italic { style += "Italic" }
        return family + "-" + style
    }

    /// `UIFont(name: "<PostScript name>", size:) ?? .systemFont(ofSize:weight:)`, or the system font alone. An
    /// italic system font is `italicSystemFont(ofSize:)`, which has no weight.
    public static func font(_ font: FontSpec) -> String {
        let size = number(font.size)
        let system =
            font.family == FontSpec.systemFamily && font.italic
            ? "UIFont.italicSystemFont(ofSize: \(size))"
            : "UIFont.systemFont(ofSize: \(size), weight: \(weight(font.weight)))"
        guard let name = postScriptName(font) else { return system }
        let fallback = system.replacingOccurrences(of: "UIFont.", with: ".")
        return "UIFont(name: \(string(name)), size: \(size)) ?? " + fallback
    }

    /// The asset name an image is added to the app under: a file's name without its extension, or the built-in
    /// icon's name.
    public static func assetName(_ image: ImageSource) -> String {
        switch image {
        case .builtin(let icon): return icon.rawValue
        case .file(let path):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
            return String(name[..<dot])
        }
    }

    /// `UpperCamelCase` from a spec id: `low-battery` → `LowBattery`, `rate_after_5` → `RateAfter5`. Characters
    /// that cannot be in an identifier separate words; an id with none left is `Item`.
    public static func typeName(_ id: String) -> String {
        let words = id.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.isEmpty ? "Item" : name
    }

    /// `lowerCamelCase` from a spec id or a title (`OK` → `ok`, `Not now` → `notNow`); nil when nothing is left
    /// or it starts with a digit.
    public static func variableName(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        guard let first = words.first, let c = first.first, !c.isNumber else { return nil }
        let head = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}
