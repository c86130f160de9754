import Foundation

/// Writes `CatalogJSON` the way Xcode writes a String Catalog: two-space indentation, `"key" : value`, every
/// object's keys sorted as Xcode sorts them (`XcodeKeyOrder`), an empty object as `{` blank line `}`, text as
/// UTF-8 (only `"`, `\` and control characters escaped) and no newline after the closing brace.
public enum XcodeJSONLayout {
    public static func text(_ value: CatalogJSON) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: CatalogJSON, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent), inner = String(repeating: " ", count: indent + 2)
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n\(pad)}"
                return
            }
            out += "{\n"
            let sorted = members.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }
            for (i, m) in sorted.enumerated() {
                out += inner + quoted(m.key) + " : "
                write(m.value.value, indent: indent + 2, into: &out)
                out += i == sorted.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[\n\n\(pad)]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                write(item.value, indent: indent + 2, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .string(let s): out += quoted(s)
        case .number(let n): out += n
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The order Xcode writes a catalog's keys in: Finder's order (`localizedStandardCompare`), which compares letters
/// without regard to case or accents and runs of digits by their value ("Item 2" before "Item 10"). Flare has no
/// ICU collation on Linux, so this is that order for the texts alerts hold; ties are broken as ICU breaks them
/// (unaccented before accented, then lowercase before uppercase), so the order is total.
public enum XcodeKeyOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let x = chunks(a), y = chunks(b)
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case (.number(let m, _), .number(let n, _)) where m != n:
                return m.count != n.count ? m.count < n.count : m < n
            case (.number, .number): continue
            case (.text(let s), .text(let t)):
                let (fs, ft) = (folded(s), folded(t))
                if fs != ft { return fs.unicodeScalars.lexicographicallyPrecedes(ft.unicodeScalars) }
            case (.number, .text(let t)): return "0".unicodeScalars.lexicographicallyPrecedes(folded(t).unicodeScalars)
            case (.text(let s), .number): return folded(s).unicodeScalars.lexicographicallyPrecedes("0".unicodeScalars)
            }
        }
        if x.count != y.count { return x.count < y.count }
        let (la, lb) = (a.lowercased(), b.lowercased())
        if la != lb { return la.unicodeScalars.lexicographicallyPrecedes(lb.unicodeScalars) }
        return swapped(a).unicodeScalars.lexicographicallyPrecedes(swapped(b).unicodeScalars)
    }

    private static func folded(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func swapped(_ s: String) -> String {
        s.map { $0.isUppercase ? $0.lowercased() : $0.uppercased() }.joined()
    }

    private enum Chunk: Equatable {
        /// Digits without leading zeros (their value), and as written.
        case number(String, String)
        case text(String)
    }

    private static func chunks(_ s: String) -> [Chunk] {
        var out: [Chunk] = []
        var current = "", digits = false
        func flush() {
            guard !current.isEmpty else { return }
            if digits {
                let value = String(current.drop { $0 == "0" })
                out.append(.number(value.isEmpty ? "0" : value, current))
            } else {
                out.append(.text(current))
            }
            current = ""
        }
        for c in s {
            let isDigit = c.isASCII && c.isNumber
            if isDigit != digits { flush() }
            digits = isDigit
            current.append(c)
        }
        flush()
        return out
    }
}
