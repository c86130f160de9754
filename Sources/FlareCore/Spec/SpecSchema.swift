/// The JSON Schema (draft 2020-12) of format version 1: the template `Spec/Resources/flare.schema.template.json`
/// with each `"properties": "@catalog <table>"` replaced by the catalog's rows (`PropertyCatalog.tables`), and each
/// member `"@catalog": "<table>"` by the rows as members beside the object's others, so the
/// schema says what the parser reads. `flare schema` prints it; `make generated` writes it to
/// data/schema/flare.schema.json, and a test fails when that copy is stale.
public enum SpecSchema {
    public static let json = generate(
        template: String(decoding: PackageResources.flare_schema_template_json, as: UTF8.self))

    static func generate(template: String) -> String {
        let tables = Dictionary(PropertyCatalog.tables.map { ($0.name, $0.rows) }, uniquingKeysWith: { a, _ in a })
        let marker = "\"properties\": \"@catalog ", member = "\"@catalog\": \""
        return template.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            // `"@devices"` in an enum: every name a device is written by (`Stage.Device.allNames`).
            if line.filter({ $0 != " " }) == "\"@devices\"" {
                let indent = String(line.prefix { $0 == " " })
                return Stage.Device.allNames.map { indent + JSONText.quoted($0) }.joined(separator: ",\n")
            }
            // `"@catalog": "<table>"` inside a properties object: the table's rows as members there.
            if let start = line.range(of: member),
                case .object(let members) = properties(
                    tables[String(line[start.upperBound...].prefix { $0 != "\"" })] ?? [])
            {
                let indent = String(line.prefix { $0 == " " })
                return members.map { indent + JSONText.quoted($0.0) + ": " + $0.1.text(indent: indent) }
                    .joined(separator: ",\n") + (line.hasSuffix(",") ? "," : "")
            }
            guard let start = line.range(of: marker) else { return String(line) }
            let rest = line[start.upperBound...]
            let name = String(rest.prefix { $0 != "\"" })
            guard let rows = tables[name] else { return String(line) }
            let indent = String(line.prefix { $0 == " " })
            let comma = line.hasSuffix(",") ? "," : ""
            return indent + "\"properties\": " + properties(rows).text(indent: indent) + comma
        }.joined(separator: "\n")
    }

    /// `{key: schema}` for every row, and each alias as a deprecated key after its row.
    static func properties(_ rows: [PropertyDescription]) -> JSONText {
        .object(
            rows.flatMap { row in
                [(row.key, schema(row))]
                    + row.aliases.map { alias in
                        let note =
                            "Deprecated: the seed's misspelling of \(row.key), accepted with a warning. "
                            + "Write \(row.key)."
                        var members: [(String, JSONText)] = [
                            ("type", .string("number")), ("description", .string(note)),
                        ]
                        members += bounds(row.range)
                        members.append(("deprecated", .bool(true)))
                        return (alias, .object(members))
                    }
            })
    }

    static func schema(_ row: PropertyDescription) -> JSONText {
        let description = JSONText.string("\(row.doc) Default: \(row.defaultText). Seed: \(row.seed).")
        func ref(_ def: String) -> JSONText {
            .object([("$ref", .string("#/$defs/" + def)), ("description", description)])
        }
        switch row.kind {
        case .color: return ref("color")
        case .font: return ref("font")
        case .image: return ref("image")
        case .duration: return ref("duration")
        case .rocketFont: return ref("rocketFont")
        case .text, .blockReference:
            return .object([("type", .string("string")), ("description", description)])
        case .optionalColor:
            let alternatives: [JSONText] = [
                .object([("$ref", .string("#/$defs/color"))]),
                .object([("type", .string("null"))]),
            ]
            return .object([("description", description), ("anyOf", .array(alternatives))])
        case .length, .number:
            return .object([("type", .string("number")), ("description", description)] + bounds(row.range))
        case .choice(let words):
            return .object([
                ("type", .string("string")), ("enum", .array(words.map(JSONText.string))),
                ("description", description),
            ])
        case .bool:
            return .object([("type", .string("boolean")), ("description", description)])
        case .edgeInsets:
            let number = JSONText.object([("type", .string("number"))] + bounds(row.range))
            let side = JSONText.object(
                [("type", .string("number"))] + bounds(row.range)
                    + [("description", .string("Points; default 0."))])
            let sides = JSONText.object(SpecKeys.customInsets.map { ($0, side) })
            let map = JSONText.object([
                ("type", .string("object")), ("additionalProperties", .bool(false)),
                ("properties", sides),
            ])
            return .object([("description", description), ("oneOf", .array([number, map]))])
        }
    }

    static func bounds(_ range: ClosedRange<Double>?) -> [(String, JSONText)] {
        guard let range else { return [] }
        return [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
    }
}

/// JSON with its members in order, written as the schema file is: two spaces per level, one member or item a line.
enum JSONText {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    func text(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s): return Self.quoted(s)
        case .number(let n): return SpecRanges.format(n)
        case .bool(let b): return String(b)
        case .array(let items):
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
