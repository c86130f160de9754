import Foundation
import Testing

@testable import FlareCore

/// Issue 26's measure of the property catalog, as a newcomer takes it: a property's key is spelled as a string
/// literal (`"showNextAfter"`) in one Swift file, its row's in `PropertyCatalog`; the parser, lint, the inspector and
/// `flare code` name it through the row (`PropertyCatalog.textBlock[\.showNextAfter].key`).
/// `FLARE_CATALOG_REPORT=1` prints every key's count of files spelling it and naming its model field.
@Suite struct CatalogSpellingTests {

    /// Every row of the catalog: its key (and aliases), its table and its model field's name.
    static let rows: [(table: String, keys: [String], field: String)] = {
        func rows<M>(_ table: String, _ rows: [Property<M>]) -> [(table: String, keys: [String], field: String)] {
            rows.map { row in
                let path = String(describing: row.keyPath)
                return (table, [row.key] + row.aliases, String(path.split(separator: ".").last ?? Substring(path)))
            }
        }
        return rows("alertAppearance", PropertyCatalog.alertAppearance)
            + rows("actionAppearance", PropertyCatalog.actionAppearance)
            + rows("customStyle", PropertyCatalog.customStyle) + rows("popupView", PropertyCatalog.popupView)
            + rows("rocket", PropertyCatalog.rocket) + rows("rocketAuthor", PropertyCatalog.rocketAuthor)
            + rows("rocketCloseButton", PropertyCatalog.rocketCloseButton)
            + rows("textBlock", PropertyCatalog.textBlock) + rows("imageBlock", PropertyCatalog.imageBlock)
            + rows("buttonBlock", PropertyCatalog.buttonBlock) + rows("inputBlock", PropertyCatalog.inputBlock)
            + rows("stage", PropertyCatalog.stage)
    }()

    /// Keys that are also the name of a key of the format that is not a property (an alert's `title`, a slide's
    /// `text`, a screen's `image`, a RocketFont's `font`, an action's `style`, a branch's `next`, an image popup's
    /// `height`, a block type, a custom view): their literals in other files mostly mean that other key, so the
    /// count cannot tell them apart and skips them.
    static let structureWords: Set<String> = {
        let popupViewRows = Set(PropertyCatalog.popupView.map(\.key))
        return Set(
            SpecKeys.alert + SpecKeys.slide + SpecKeys.screen + SpecKeys.rocketFont + SpecKeys.action
                + SpecKeys.branch + SpecKeys.blockTypes + SpecKeys.customViews + SpecKeys.customRow
                + SpecKeys.stageDevice + SpecKeys.popupView.filter { !popupViewRows.contains($0) })
    }()

    /// The files (under Sources/) allowed to spell a key besides the catalog, each with why.
    static let exceptions: [String: (files: Set<String>, why: String)] = [
        "theme": (
            [
                "FlareCore/Spec/DocumentParser+Locales.swift", "FlareCore/Spec/FlareURLSyntax.swift",
                "FlareCore/Route/RouteResolver.swift", "FlareCore/Route/Destination.swift",
            ],
            "a variant's `themes` items and a flare:// URL's query parameter are named by the same word"
        ),
        "scale": (
            [
                "FlareCore/Spec/DocumentParser+Locales.swift", "FlareCore/Spec/FlareURLSyntax.swift",
                "FlareCore/Route/RouteResolver.swift", "FlareCore/Route/Destination.swift",
            ],
            "a variant's `scales` items and a flare:// URL's query parameter are named by the same word"
        ),
        "device": (
            ["FlareCore/Spec/DocumentParser+Locales.swift", "flare-dev/BenchExport.swift", "flare-gtk/Export.swift"],
            "a variant's `devices` items and the CLI's --device value are named by the same word"
        ),
        "start": (
            ["FlareGtk/Inspector/ScriptPage.swift", "FlareGtk/Rocket/RocketMapView.swift", "flare-dev/MonkeyRun.swift"],
            "a word of the window (the script's back-to-start button, the map's first step) and of Monkey's sync"
        ),
    ]

    /// Every Swift file under Sources/, by its path there.
    static let sources: [String: String] = {
        var out: [String: String] = [:]
        for url in LineLengthTests.swiftFiles() {
            let path = LineLengthTests.relative(url)
            guard path.hasPrefix("Sources/"), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            out[String(path.dropFirst("Sources/".count))] = text
        }
        return out
    }()

    /// The files that spell `key` as a string literal.
    static func spelling(_ key: String) -> Set<String> {
        Set(sources.filter { $0.value.contains("\"\(key)\"") }.map(\.key))
    }

    /// The files that name `field` as an identifier (outside a string literal's quotes).
    static func naming(_ field: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(?<![\"A-Za-z0-9_])\(field)(?![\"A-Za-z0-9_])")
        return Set(
            sources.filter {
                pattern.firstMatch(in: $0.value, range: NSRange($0.value.startIndex..., in: $0.value)) != nil
            }
            .map(\.key))
    }

    @Test func theSourcesAreFound() {
        #expect(Self.sources.count > 100)
        #expect(Self.sources["FlareCore/Spec/Catalog/PropertyCatalog.swift"] != nil)
    }

    @Test func everyDocumentedTableIsCounted() {
        let counted = Set(Self.rows.flatMap(\.keys))
        let documented = Set(PropertyCatalog.tables.flatMap { $0.rows.flatMap { [$0.key] + $0.aliases } })
        #expect(documented.subtracting(counted).isEmpty, "\(documented.subtracting(counted))")
    }

    @Test func eachKeyIsSpelledInOneFile() {
        var offenders: [String] = []
        for key in Set(Self.rows.flatMap(\.keys)).sorted() where !Self.structureWords.contains(key) {
            let files = Self.spelling(key).subtracting(Self.exceptions[key]?.files ?? [])
            let outside = files.filter { !$0.hasPrefix("FlareCore/Spec/Catalog/") }
            if files.count > 1 || !outside.isEmpty {
                offenders.append("\"\(key)\" in \(files.sorted().joined(separator: ", "))")
            }
        }
        let list = offenders.joined(separator: "\n")
        #expect(offenders.isEmpty, "spelled outside its catalog row (name it through the row instead):\n\(list)")
    }

    @Test func everyExceptionIsStillNeeded() {
        for (key, exception) in Self.exceptions {
            let stale = exception.files.subtracting(Self.spelling(key))
            #expect(stale.isEmpty, "\"\(key)\" is no longer spelled in \(stale.sorted()): drop it from the exceptions")
        }
    }

    @Test func report() {
        guard ProcessInfo.processInfo.environment["FLARE_CATALOG_REPORT"] != nil else { return }
        var lines: [(Int, Int, String)] = []
        for row in Self.rows {
            for key in row.keys {
                let spelled = Self.spelling(key).count, named = Self.naming(row.field).count
                lines.append((spelled, named, "\(row.table).\(key) (\\.\(row.field))"))
            }
        }
        lines.sort { ($0.0, $0.1) > ($1.0, $1.1) }
        print(lines.map { "\($0.0)\t\($0.1)\t\($0.2)" }.joined(separator: "\n"))
    }
}
