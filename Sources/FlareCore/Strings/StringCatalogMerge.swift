/// `flare strings`: a spec's texts written into a String Catalog, new or existing, in Xcode's layout. Everything
/// already in the catalog stays (translations, states, comments, keys Flare does not know); a key for each spec text
/// is added, with a comment naming the alerts and blocks that show it; a key Flare wrote (its comment starts with
/// `Flare: `) that the spec no longer shows is marked `stale`, as Xcode's extraction marks a string the code no
/// longer has (the app's own keys are left alone). Running it again changes nothing.
public enum StringCatalogMerge {
    /// The prefix of the comments Flare writes: a comment without it was written by someone else and is kept.
    public static let commentPrefix = "Flare: "

    /// The catalog text for `texts` merged into `existing` (a catalog's text; nil: a new catalog in
    /// `sourceLanguage`). Throws the catalog's errors when `existing` cannot be read.
    public static func merge(
        _ texts: [ShownText], into existing: String?, file: String, sourceLanguage: String = "en"
    ) throws(StringCatalogErrors) -> String {
        var root: [CatalogJSON.Member]
        var formatKeys: [String] = []
        if let existing {
            let (catalog, diagnostics) = StringCatalogReader.read(existing, file: file)
            guard let catalog, let parsed = try? CatalogJSONParser.parse(existing), let members = parsed.value.members
            else { throw StringCatalogErrors(diagnostics: diagnostics.filter(\.isError)) }
            root = members
            formatKeys = catalog.formatKeys
        } else {
            root = [
                member("sourceLanguage", .string(sourceLanguage)), member("strings", .object([])),
                member("version", .string("1.0")),
            ]
        }
        // The key of each spec text: a format key of the catalog that matches it, else the text itself.
        let formats = formatKeys.compactMap { key in CatalogFormat(key).map { (key, $0) } }
        var owners: [String: [String]] = [:]
        for t in texts {
            let key = formats.first { $0.1.values(in: t.text) != nil }?.0 ?? t.text
            if !(owners[key] ?? []).contains(t.owner) { owners[key, default: []].append(t.owner) }
        }
        guard let s = root.firstIndex(where: { $0.key == "strings" }), var entries = root[s].value.value.members
        else { return XcodeJSONLayout.text(.object(root)) }
        for i in entries.indices {
            guard var fields = entries[i].value.value.members else { continue }
            if let names = owners.removeValue(forKey: entries[i].key) {
                if fields.first(where: { $0.key == "extractionState" })?.value.value == .string("stale") {
                    fields.removeAll { $0.key == "extractionState" }
                }
                let comment = fields.first { $0.key == "comment" }?.value.value.text
                if comment == nil || comment!.hasPrefix(commentPrefix) {
                    set(&fields, "comment", .string(Self.comment(names)))
                }
            } else if fields.first(where: { $0.key == "comment" })?.value.value.text?.hasPrefix(commentPrefix) == true,
                fields.first(where: { $0.key == "extractionState" })?.value.value.text != "manual"
            {
                // A text Flare wrote that the spec no longer shows; the app's own keys are not Flare's to judge.
                set(&fields, "extractionState", .string("stale"))
            }
            entries[i].value.value = .object(fields)
        }
        for (key, names) in owners {
            entries.append(member(key, .object([member("comment", .string(comment(names)))])))
        }
        root[s].value.value = .object(entries)
        return XcodeJSONLayout.text(.object(root))
    }

    static func comment(_ owners: [String]) -> String { commentPrefix + owners.joined(separator: "; ") }

    private static let nowhere = CatalogJSON.Position(line: 0, column: 0)

    private static func member(_ key: String, _ value: CatalogJSON) -> CatalogJSON.Member {
        .init(key: key, keyAt: nowhere, value: .init(value: value, at: nowhere))
    }

    private static func set(_ fields: inout [CatalogJSON.Member], _ key: String, _ value: CatalogJSON) {
        if let i = fields.firstIndex(where: { $0.key == key }) {
            fields[i].value.value = value
        } else {
            fields.append(member(key, value))
        }
    }
}

/// The errors that keep a catalog from being merged into (each at its line and column).
public struct StringCatalogErrors: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
