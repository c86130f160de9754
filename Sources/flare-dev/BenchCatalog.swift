import ArgumentParser
import FlareCore
import Foundation
import Yams

/// `flare-dev bench catalog [--keys N] [--languages L] [--duplicates D] [--runs R]`: Flare's own String Catalog
/// reader (`CatalogJSONParser`, then `StringCatalogReader`) beside Yams (libyaml: JSON is YAML) on one generated
/// catalog in Xcode's layout, and how many parses each needs to report every repeated key when D keys are repeated
/// in D different localizations (Yams stops at the first mapping that repeats a key). BENCHMARKS.md records it.
struct BenchCatalog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Time the String Catalog reader beside Yams on a generated catalog.")

    @Option(help: "Keys in the catalog.")
    var keys = 5_000

    @Option(help: "Languages each key is translated into.")
    var languages = 10

    @Option(help: "Keys whose 'de' localization repeats 'stringUnit' (one repeat per mapping).")
    var duplicates = 20

    @Option(help: "Timed runs of each reader.")
    var runs = 5

    func run() throws {
        let text = Self.catalog(keys: keys, languages: languages, repeats: 0)
        let broken = Self.catalog(keys: keys, languages: languages, repeats: duplicates)
        let mb = Double(text.utf8.count) / 1_048_576
        func time(_ body: () throws -> Void) rethrows -> [Double] {
            try (0..<max(1, runs)).map { _ in
                let start = ProcessClock.now()
                try body()
                return (ProcessClock.now() - start) * 1000
            }
        }
        let own = time { _ = try? CatalogJSONParser.parse(text) }
        let whole = time { _ = StringCatalogReader.read(text, file: "L.xcstrings") }
        let yams = try time { _ = try Yams.compose(yaml: text, .basic, .default, .utf8) }
        // Every repeat: Flare's parser reports them all in one pass; Yams throws at the first mapping with one, so
        // each must be renamed and the text parsed again (as the spec loader does for YAML).
        let ownRepeats = StringCatalogReader.read(broken, file: "L.xcstrings").diagnostics.filter(\.isError).count
        var working = broken, yamsParses = 0, yamsRepeats = 0
        let yamsAll = ProcessClock.now()
        while true {
            yamsParses += 1
            do {
                _ = try Yams.compose(yaml: working, .basic, .default, .utf8)
                break
            } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
                // Yams names the key and where its mapping starts, not where the repeat is: find it in the text.
                for key in keys {
                    guard let at = Self.repeatOf(key, in: working, from: context.mark.line) else { continue }
                    yamsRepeats += 1
                    working = Self.rename(in: working, line: at.line, column: at.column)
                }
                if yamsParses > duplicates + 2 { break }
            }
        }
        let yamsAllMs = (ProcessClock.now() - yamsAll) * 1000
        func median(_ v: [Double]) -> String { String(format: "%.0f ms", Stats.percentile(v, 0.5)) }
        print(String(format: "catalog: %d keys × %d languages, %.1f MB (Xcode's layout)", keys, languages, mb))
        print("  CatalogJSONParser (positions, every repeat):   \(median(own))")
        print("  StringCatalogReader (parse + read the model):  \(median(whole))")
        print("  Yams.compose (marks, stops at a repeat):       \(median(yams))")
        print("\(duplicates) repeated keys in \(duplicates) mappings:")
        print("  CatalogJSONParser: \(ownRepeats) reported in 1 parse")
        print(String(format: "  Yams: %d reported in %d parses, %.0f ms", yamsRepeats, yamsParses, yamsAllMs))
    }

    /// A catalog as Xcode writes it; the first `repeats` keys give their `de` localization's `stringUnit` twice.
    static func catalog(keys: Int, languages: Int, repeats: Int) -> String {
        let codes = ["de", "fr", "es", "it", "ja", "ko", "nl", "pt-BR", "ru", "sv", "zh-Hans", "ar", "pl", "tr"]
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for k in 0..<keys {
            out += "    \"Text number \(k) of the app\" : {\n      \"localizations\" : {\n"
            let langs = codes.prefix(max(1, min(languages, codes.count)))
            for (i, code) in langs.enumerated() {
                var unit = "          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                    + "            \"value\" : \"Text \(k) in \(code)\"\n          }"
                if k < repeats, code == "de" { unit += ",\n" + unit }
                out += "        \"\(code)\" : {\n\(unit)\n        }" + (i == langs.count - 1 ? "\n" : ",\n")
            }
            out += "      }\n    }" + (k == keys - 1 ? "\n" : ",\n")
        }
        return out + "  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// The 1-based line and column of the second `"key" :` from line `start` on (a catalog writes one key a line).
    static func repeatOf(_ key: String, in text: String, from start: Int) -> (line: Int, column: Int)? {
        var seen = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() where index + 1 >= start {
            guard let range = line.range(of: "\"\(key)\" :") else { continue }
            seen += 1
            if seen == 2 { return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
        }
        return nil
    }

    /// `text` with the key at Yams' 1-based `line`/`column` (its opening quote) renamed, the same width.
    static func rename(in text: String, line: Int, column: Int) -> String {
        var lines = text.components(separatedBy: "\n")
        guard lines.indices.contains(line - 1) else { return text }
        var chars = Array(lines[line - 1])
        if chars.indices.contains(column) { chars[column] = "_" }
        lines[line - 1] = String(chars)
        return lines.joined(separator: "\n")
    }
}
