/// `flare tokens`: a spec's palette and design tokens as DTCG 2025.10 files that Flare reads back to the same
/// values, light and dark, as the Resolver module 2025.10 writes themes: a base token file (every token, colours at
/// their light value: what a tool that reads one file sees), a dark token file holding only the colours whose dark
/// value differs, and a resolver whose `theme` modifier has a `light` context (nothing to add) and a `dark` one
/// (the dark file), after the `base` set. Colours are sRGB colour objects with a `hex` for tools that read only
/// that. Dotted names become groups; a name that is also a group is written as `$root`.
public enum TokenWriter {
    /// The three files `flare tokens --out` writes, beside each other, named after one stem (`design`):
    /// `design.tokens.json`, `design.dark.tokens.json` and `design.resolver.json` (written last, it names the others).
    public struct Files: Sendable {
        public var base: (name: String, text: String)
        public var dark: (name: String, text: String)
        public var resolver: (name: String, text: String)

        /// In the order to write them: the resolver last, once the files it names are there.
        public var all: [(name: String, text: String)] { [base, dark, resolver] }
    }

    /// The stem `--out` names (`design` for `design.resolver.json` or `design.tokens.json`), or nil for a name
    /// that is neither.
    public static func stem(of name: String) -> String? {
        for suffix in [".resolver.json", ".dark.tokens.json", ".tokens.json"] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            return stem.isEmpty || stem.hasSuffix("/") ? nil : stem
        }
        return nil
    }

    /// The base, dark and resolver files for `stem` (a file name without folder: the resolver names the token files
    /// relative to itself).
    public static func files(_ spec: Spec, stem: String) -> Files {
        let base = stem + ".tokens.json", dark = stem + ".dark.tokens.json"
        return Files(
            base: (base, text(baseTokens(spec))), dark: (dark, text(darkTokens(spec))),
            resolver: (stem + ".resolver.json", text(resolver(base: .object([("$ref", .string(base))]),
                dark: .object([("$ref", .string(dark))])))))
    }

    /// One self-contained resolver with the base and dark tokens written inline (the module allows inline sources):
    /// what `flare tokens` prints when not given `--out`.
    public static func inlineResolver(_ spec: Spec) -> String {
        text(resolver(base: baseTokens(spec), dark: darkTokens(spec)))
    }

    /// The base token file alone: every token, colours at their light value.
    public static func json(_ spec: Spec) -> String { text(baseTokens(spec)) }

    private static func text(_ json: TokenJSON) -> String { json.text(indent: "") + "\n" }

    private static func resolver(base: TokenJSON, dark: TokenJSON) -> TokenJSON {
        .object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("sets", .object([("base", .object([
                ("description", .string("Every token; colours at their light value")),
                ("sources", .array([base])),
            ]))])),
            ("modifiers", .object([("theme", .object([
                ("description", .string("Colour theme: dark replaces the colours that differ")),
                ("contexts", .object([("light", .array([])), ("dark", .array([dark]))])),
                ("default", .string("light")),
            ]))])),
            ("resolutionOrder", .array([
                .object([("$ref", .string("#/sets/base"))]), .object([("$ref", .string("#/modifiers/theme"))]),
            ])),
        ])
    }

    private static func baseTokens(_ spec: Spec) -> TokenJSON {
        var root = Node()
        var written = Set<String>()
        for token in spec.tokens {
            written.insert(token.name)
            guard let value = value(token) else { continue }
            root.insert(token.name.split(separator: ".").map(String.init), value)
        }
        for name in spec.palette.keys.sorted() where !written.contains(name) {
            let light = colorObject(spec.palette[name]!.light)
            let entry: TokenJSON = .object([("$type", .string("color")), ("$value", light)])
            root.insert(name.split(separator: ".").map(String.init), entry)
        }
        return root.json
    }

    /// The colours whose dark value differs from the light one, at their dark value, in the base file's order.
    private static func darkTokens(_ spec: Spec) -> TokenJSON {
        var root = Node()
        let tokenNames = Set(spec.tokens.map(\.name))
        let names = spec.tokens.map(\.name) + spec.palette.keys.sorted().filter { !tokenNames.contains($0) }
        for name in names {
            guard let color = spec.palette[name] ?? spec.token(named: name)?.color, color.dark != color.light
            else { continue }
            let entry: TokenJSON = .object([("$type", .string("color")), ("$value", colorObject(color.dark))])
            root.insert(name.split(separator: ".").map(String.init), entry)
        }
        return root.json
    }

    private static func value(_ token: DesignToken) -> TokenJSON? {
        var fields: [(String, TokenJSON)] = [("$type", .string(token.type))]
        switch token.value {
        case .color(let c): fields.append(("$value", colorObject(c.light)))
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
