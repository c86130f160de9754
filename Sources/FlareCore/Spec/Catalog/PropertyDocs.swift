/// docs/spec.md's property tables, generated from the catalog: each block between `<!-- catalog <table> -->` and
/// `<!-- /catalog -->` is `table(rows)`. `make generated` rewrites them (`flare schema --update-docs`); a test fails
/// when the checked-in docs differ.
public enum PropertyDocs {
    /// A Markdown table: key, type (with its range), default (and the presets that change it), meaning, seed API.
    public static func table(_ rows: [PropertyDescription]) -> String {
        var lines = ["| Key | Type | Default | Meaning | Seed |", "|---|---|---|---|---|"]
        for row in rows {
            var type = row.kind.docName
            if let range = row.range {
                let unit = row.kind == .duration ? " s" : ""
                type += ", \(SpecRanges.format(range.lowerBound))–\(SpecRanges.format(range.upperBound))\(unit)"
            }
            lines.append("| `\(row.key)` | \(type) | \(row.defaultText) | \(row.doc) | `\(row.seed)` |")
        }
        return lines.joined(separator: "\n")
    }

    /// `markdown` with every catalog block regenerated; a block naming no table is left as it is.
    public static func apply(to markdown: String) -> String {
        let tables = Dictionary(PropertyCatalog.tables.map { ($0.name, $0.rows) }, uniquingKeysWith: { a, _ in a })
        var out: [Substring] = [], skipping = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipping {
                guard line.hasPrefix("<!-- /catalog") else { continue }
                skipping = false
            }
            out.append(line)
            let name = String(line.dropFirst("<!-- catalog ".count).prefix { $0 != " " })
            if line.hasPrefix("<!-- catalog "), let rows = tables[name] {
                out.append(Substring(table(rows)))
                skipping = true
            }
        }
        return out.joined(separator: "\n")
    }
}
