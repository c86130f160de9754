/// A JSON value as a String Catalog writes it, with the line and column where each value starts, so every problem
/// in a `.xcstrings` file is reported where it is written. Objects keep their keys in file order; numbers keep their
/// text (a catalog has none Flare reads, but a merge writes back what it found).
public indirect enum CatalogJSON: Sendable, Hashable {
    case object([Member])
    case array([CatalogJSON.Located])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// One `"key" : value` of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyAt: Position
        public var value: Located
    }

    /// A value and where it starts.
    public struct Located: Sendable, Hashable {
        public var value: CatalogJSON
        public var at: Position
    }

    /// 1-based line and column (columns count characters, as editors do).
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public var members: [Member]? { if case .object(let m) = self { m } else { nil } }
    public var text: String? { if case .string(let s) = self { s } else { nil } }

    /// "an object", "a string", ...: for messages.
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// A syntax error of a `.xcstrings` file: what is wrong and where.
public struct CatalogJSONError: Error, Sendable, Hashable {
    public var message: String
    public var at: CatalogJSON.Position
}

/// Parses RFC 8259 JSON into `CatalogJSON`, never recursing deeper than `maximumDepth` (a hostile file is refused,
/// not a crash). Duplicate keys are kept in order; the catalog reader reports them.
public struct CatalogJSONParser {
    public static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    public init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    public static func parse(_ text: String) throws(CatalogJSONError) -> CatalogJSON.Located {
        var parser = CatalogJSONParser(text)
        if parser.peek == "\u{FEFF}" { parser.advance() }
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.peek != nil { throw parser.fail("unexpected text after the catalog's closing '}'") }
        return value
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var here: CatalogJSON.Position { .init(line: line, column: column) }

    private mutating func advance() {
        guard let s = peek else { return }
        index += 1
        if s == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private func fail(_ message: String) -> CatalogJSONError { CatalogJSONError(message: message, at: here) }

    private mutating func skipSpace() {
        while let s = peek, s == " " || s == "\t" || s == "\n" || s == "\r" { advance() }
    }

    private mutating func expect(_ s: Unicode.Scalar, _ what: String) throws(CatalogJSONError) {
        guard peek == s else {
            throw fail(peek == nil ? "the file ends where \(what) is expected" : "expected \(what) here")
        }
        advance()
    }

    private mutating func value(depth: Int) throws(CatalogJSONError) -> CatalogJSON.Located {
        guard depth < Self.maximumDepth else {
            throw fail("the catalog nests deeper than \(Self.maximumDepth) levels")
        }
        let start = here
        switch peek {
        case "{"?: return .init(value: try object(depth: depth), at: start)
        case "["?: return .init(value: try array(depth: depth), at: start)
        case "\""?: return .init(value: .string(try string()), at: start)
        case "t"?: try word("true")
            return .init(value: .bool(true), at: start)
        case "f"?: try word("false")
            return .init(value: .bool(false), at: start)
        case "n"?: try word("null")
            return .init(value: .null, at: start)
        case let s? where s == "-" || ("0"..."9").contains(s): return .init(value: .number(try number()), at: start)
        case nil: throw fail("the file ends where a value is expected")
        default: throw fail("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func object(depth: Int) throws(CatalogJSONError) -> CatalogJSON {
        advance()
        var members: [CatalogJSON.Member] = []
        skipSpace()
        if peek == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipSpace()
            let keyAt = here
            guard peek != nil else { throw fail("the file ends inside an object (a '}' is missing)") }
            guard peek == "\"" else { throw fail("expected a key in double quotes") }
            let key = try string()
            skipSpace()
            try expect(":", "':' after the key")
            skipSpace()
            members.append(.init(key: key, keyAt: keyAt, value: try value(depth: depth + 1)))
            skipSpace()
            if peek == "," {
                advance()
                continue
            }
            try expect("}", "',' or '}'")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(CatalogJSONError) -> CatalogJSON {
        advance()
        var items: [CatalogJSON.Located] = []
        skipSpace()
        if peek == "]" {
            advance()
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if peek == "," {
                advance()
                continue
            }
            try expect("]", "',' or ']'")
            return .array(items)
        }
    }

    private mutating func word(_ w: String) throws(CatalogJSONError) {
        for s in w.unicodeScalars {
            guard peek == s else { throw fail("expected \(w)") }
            advance()
        }
    }

    private mutating func number() throws(CatalogJSONError) -> String {
        var text = ""
        while let s = peek, s == "-" || s == "+" || s == "." || s == "e" || s == "E" || ("0"..."9").contains(s) {
            text.unicodeScalars.append(s)
            advance()
        }
        guard Double(text) != nil else { throw fail("'\(text)' is not a number") }
        return text
    }

    private mutating func string() throws(CatalogJSONError) -> String {
        advance()
        var out = String.UnicodeScalarView()
        while true {
            guard let s = peek else { throw fail("the file ends inside a string (a '\"' is missing)") }
            if s == "\"" {
                advance()
                return String(out)
            }
            guard s.value >= 0x20 else { throw fail("a control character inside a string must be escaped") }
            advance()
            guard s == "\\" else {
                out.append(s)
                continue
            }
            guard let e = peek else { throw fail("the file ends inside an escape") }
            advance()
            switch e {
            case "\"", "\\", "/": out.append(e)
            case "b": out.append("\u{8}")
            case "f": out.append("\u{C}")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u": out.append(try unicodeEscape())
            default: throw fail("'\\\(e)' is not a JSON escape")
            }
        }
    }

    /// `\uXXXX`, joining a surrogate pair; a lone surrogate is an error.
    private mutating func unicodeEscape() throws(CatalogJSONError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high) {
            guard peek == "\\" else { throw fail("a lone UTF-16 surrogate in '\\u' escapes") }
            advance()
            try expect("u", "'\\u' (the second half of a surrogate pair)")
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low),
                let s = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw fail("a broken UTF-16 surrogate pair") }
            return s
        }
        guard let s = Unicode.Scalar(high) else { throw fail("a lone UTF-16 surrogate in '\\u' escapes") }
        return s
    }

    private mutating func hex4() throws(CatalogJSONError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let s = peek, let d = Int(String(s), radix: 16) else { throw fail("'\\u' needs four hex digits") }
            v = v * 16 + UInt32(d)
            advance()
        }
        return v
    }
}
