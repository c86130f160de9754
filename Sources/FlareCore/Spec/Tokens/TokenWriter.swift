/// `flare tokens`: a spec's palette and design tokens as one DTCG 2025.10 file that Flare reads back to the same
/// values. Colours are sRGB colour objects with a `hex` for tools that read only that; a colour that differs by
/// theme is its light value, with the dark one in `$extensions["io.github.flare"].dark` (tools that do not know the
/// extension see the light theme). Dotted names become groups; a name that is also a group is written as `$root`.
public enum TokenWriter {
    public static func json(_ spec: Spec) -> String {
        var root = Node()
        var written = Set<String>()
        for token in spec.tokens {
            written.insert(token.name)
            guard let value = value(token) else { continue }
            root.insert(token.name.split(separator: ".").map(String.init), value)
        }
        for name in spec.palette.keys.sorted() where !written.contains(name) {
            let entry: TokenJSON = .object([("$type", .string("color"))] + colorFields(spec.palette[name]!))
            root.insert(name.split(separator: ".").map(String.init), entry)
        }
        return root.json.text(indent: "") + "\n"
    }

    private static func value(_ token: DesignToken) -> TokenJSON? {
        var fields: [(String, TokenJSON)] = [("$type", .string(token.type))]
        switch token.value {
        case .color(let c): fields += colorFields(c)
        case .dimension(let d): fields.append(("$value", dimension(d)))
        case .number(let n): fields.append(("$value", .number(n)))
        case .fontFamily(let f): fields.append(("$value", .array(f.map(TokenJSON.string))))
        case .fontWeight(let w): fields.append(("$value", .number(Double(w.rawValue))))
        case .typography(let t):
            var v: [(String, TokenJSON)] = [
                ("fontFamily", .array(families(t).map(TokenJSON.string))), ("fontSize", dimension(t.font.size)),
                ("fontWeight", .number(Double(t.font.weight.rawValue))),
            ]
            if let s = t.letterSpacing { v.append(("letterSpacing", dimension(s))) }
            if let h = t.lineHeight { v.append(("lineHeight", .number(h))) }
            fields.append(("$value", .object(v)))
        case .other: return nil
        }
        if let d = token.description { fields.append(("$description", .string(d))) }
        if let d = token.deprecated { fields.append(("$deprecated", d.isEmpty ? .bool(true) : .string(d))) }
        return .object(fields)
    }

    private static func families(_ t: DesignToken.Typography) -> [String] {
        t.families.isEmpty ? [t.font.family == FontSpec.systemFamily ? "system-ui" : t.font.family] : t.families
    }

    private static func dimension(_ points: Double) -> TokenJSON {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    private static func colorFields(_ color: Color) -> [(String, TokenJSON)] {
        var fields: [(String, TokenJSON)] = [("$value", colorObject(color.light))]
        if color.dark != color.light {
            fields.append(
                ("$extensions", .object([(TokenReader.extensionKey, .object([("dark", colorObject(color.dark))]))])))
        }
        return fields
    }

    private static func colorObject(_ c: RGBA) -> TokenJSON {
        func byte(_ v: Double) -> String {
            let n = Int((min(1, max(0, v)) * 255).rounded())
            let h = String(n, radix: 16)
            return h.count == 1 ? "0" + h : h
        }
        return .object([
            ("colorSpace", .string("srgb")), ("components", .array([c.red, c.green, c.blue].map(TokenJSON.number))),
            ("alpha", .number(c.alpha)), ("hex", .string("#" + byte(c.red) + byte(c.green) + byte(c.blue))),
        ])
    }

    /// A group being built: its tokens and subgroups in insertion order.
    private struct Node {
        var token: TokenJSON?
        var children: [(String, Node)] = []

        mutating func insert(_ path: [String], _ value: TokenJSON) {
            guard let first = path.first else {
                token = value
                return
            }
            if let i = children.firstIndex(where: { $0.0 == first }) {
                children[i].1.insert(Array(path.dropFirst()), value)
            } else {
                var child = Node()
                child.insert(Array(path.dropFirst()), value)
                children.append((first, child))
            }
        }

        var json: TokenJSON {
            if children.isEmpty, let token { return token }
            var fields: [(String, TokenJSON)] = token.map { [("$root", $0)] } ?? []
            fields += children.map { ($0.0, $0.1.json) }
            return .object(fields)
        }
    }
}

/// The JSON `TokenWriter` writes: objects keep their order; numbers print in Swift's shortest round-trip form.
enum TokenJSON {
    case object([(String, TokenJSON)])
    case array([TokenJSON])
    case string(String)
    case number(Double)
    case bool(Bool)

    func text(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            let body = fields.map {
                inner + TokenJSON.string($0.0).text(indent: inner) + ": " + $0.1.text(indent: inner)
            }
            return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items):
            let scalars = items.allSatisfy { if case .object = $0 { false } else { true } }
            if scalars { return "[" + items.map { $0.text(indent: inner) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let s):
            return ScalarText.doubleQuoted(s)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
            return "\(n)"
        case .bool(let b):
            return b ? "true" : "false"
        }
    }
}
