import FlareCore
import Foundation
import PropertyBased
import Testing
import TestSupport

/// Live reload's parse cache: a save re-parses only the files whose text changed, and a cached load gives
/// exactly the model and diagnostics of an uncached one.
@Suite struct SpecParseCacheTests {
    @Test func aCachedLoadEqualsAnUncachedOneAndKeepsOnlyTheLastLoadsFiles() throws {
        let dir = try SpecIncludeTests.tree([
            "root.yaml": "flare: 1\ninclude: [part.yaml]\nalerts:\n  a: {title: One}\n",
            "part.yaml": "alerts:\n  b: {title: Part, icon: missing.png}\n",  // a warning, from the model reader
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("root.yaml").path
        let cache = SpecParseCache()

        let first = SpecLoader.load(path: root, cache: cache)
        #expect(cache.count == 2)
        let again = SpecLoader.load(path: root, cache: cache)
        let plain = SpecLoader.load(path: root)
        #expect(again.spec == plain.spec && first.spec == plain.spec)
        #expect(again.diagnostics == plain.diagnostics && !plain.warnings.isEmpty)

        // The root changes: its new text is parsed, the include comes from the cache.
        try SpecText.write(
            "flare: 1\ninclude: [part.yaml]\nalerts:\n  a: {title: Two}\n", to: URL(fileURLWithPath: root))
        let edited = SpecLoader.load(path: root, cache: cache)
        #expect(edited.spec?.alert("a")?.title == "Two")
        #expect(edited.spec == SpecLoader.load(path: root).spec)
        #expect(cache.count == 2, "the root's old text left the cache")

        // A file with a parse error is never cached, and its error is reported on every load.
        try SpecText.write("alerts:\n  b: {title: Part\n", to: dir.appendingPathComponent("part.yaml"))
        let broken = SpecLoader.load(path: root, cache: cache)
        #expect(broken.diagnostics == SpecLoader.load(path: root).diagnostics && !broken.errors.isEmpty)
        #expect(cache.count == 1)
        #expect(SpecLoader.load(path: root, cache: cache).errors == broken.errors)
    }
}

/// The items' model cache (`SpecItemCache`): a save reads again only the alerts, rockets and queues whose nodes
/// changed, and a cached load is still exactly an uncached one.
@Suite struct SpecItemCacheTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
    static let text = (try? String(contentsOfFile: showcase, encoding: .utf8)) ?? ""

    static func load(_ text: String, cache: SpecParseCache? = nil) -> LoadResult {
        SpecLoader.load(path: showcase, texts: [showcase: text], cache: cache)
    }

    @Test func aSaveThatChangesOneTitleReadsOnlyThatAlert() throws {
        let cache = SpecParseCache()
        let first = try #require(Self.load(Self.text, cache: cache).spec)
        #expect(cache.reusedItems == 0)
        let items =
            first.alerts.count + first.rockets.count + first.queues.count + first.scenarios.count + first.routes.count
        _ = Self.load(Self.text, cache: cache)
        #expect(cache.reusedItems == items, "the showcase reads without warnings: every item is kept")
        let edited = Self.text.replacingOccurrences(of: "title: Battery low", with: "title: Battery very low")
        let again = Self.load(edited, cache: cache)
        #expect(cache.reusedItems == items - 1)
        #expect(again.spec?.alert("low-battery")?.title == "Battery very low")
        let plain = Self.load(edited)
        #expect(again.spec == plain.spec && again.diagnostics == plain.diagnostics)
    }

    @Test func aLineAddedAboveMovesTheAlertsAndTheirPlaces() throws {
        let cache = SpecParseCache()
        let first = try #require(Self.load(Self.text, cache: cache).spec)
        let edited = Self.text.replacingOccurrences(of: "alerts:\n", with: "alerts:\n  # a new comment line\n")
        let again = Self.load(edited, cache: cache)
        let plain = Self.load(edited)
        #expect(again.spec == plain.spec && again.diagnostics == plain.diagnostics)
        #expect(again.spec?.alert("returning")?.location == plain.spec?.alert("returning")?.location)
        #expect(
            cache.reusedItems == first.rockets.count + first.queues.count,
            "every alert of the root moved down a line; the included rockets and queues did not")
    }

    @Test func aPaletteChangeOrAnImageGoneIsSeen() throws {
        let dir = try SpecIncludeTests.tree([
            "root.yaml": "flare: 1\npalette: {brand: \"#112233\"}\nalerts:\n"
                + "  a: {title: A, icon: icon.png, appearance: {titleColor: brand}}\n  b: {title: B}\n",
            "icon.png": "not really a png",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("root.yaml").path
        let cache = SpecParseCache()
        _ = SpecLoader.load(path: root, cache: cache)
        #expect(SpecLoader.load(path: root, cache: cache).spec == SpecLoader.load(path: root).spec)
        #expect(cache.reusedItems == 2)

        try FileManager.default.removeItem(at: dir.appendingPathComponent("icon.png"))
        let gone = SpecLoader.load(path: root, cache: cache)
        #expect(gone.diagnostics == SpecLoader.load(path: root).diagnostics && gone.warnings.count == 1)
        #expect(cache.reusedItems == 1, "alert a names the missing icon: read again")

        let text = try String(contentsOfFile: root, encoding: .utf8)
        try SpecText.write(
            text.replacingOccurrences(of: "#112233", with: "#445566"), to: URL(fileURLWithPath: root))
        let repainted = SpecLoader.load(path: root, cache: cache)
        #expect(repainted.spec == SpecLoader.load(path: root).spec)
        #expect(repainted.spec?.alert("a")?.appearance.titleColor == Color(hex: 0x445566))
        #expect(cache.reusedItems == 0, "a new palette: every alert read again")
    }

    /// A route's or a scenario's reading is reused while its nodes are the same, and read again (never stale) when
    /// they change: the new target, the new condition.
    @Test func aRouteOrScenarioEditReadsOnlyThatOne() throws {
        let cache = SpecParseCache()
        let first = try #require(Self.load(Self.text, cache: cache).spec)
        let items =
            first.alerts.count + first.rockets.count + first.queues.count + first.scenarios.count + first.routes.count
        for (old, new) in [
            ("\"flare://alert/promo-{campaign}\"", "\"flare://alert/promo-{campaign}-b\""),
            ("suspendable: false", "suspendable: true"),
            ("    minEventsRequired: 5\n", "    minEventsRequired: 6\n"),
        ] {
            let edited = Self.text.replacingOccurrences(of: old, with: new)
            _ = Self.load(Self.text, cache: cache)
            let again = Self.load(edited, cache: cache)
            #expect(cache.reusedItems == items - 1, "\(new)")
            let plain = Self.load(edited)
            #expect(again.spec == plain.spec && again.diagnostics == plain.diagnostics, "\(new)")
        }
        let spec = try #require(Self.load(Self.text, cache: cache).spec)
        #expect(
            spec.routes.first { $0.pattern == "myapp://promo/{campaign}" }?.target == "flare://alert/promo-{campaign}")
        #expect(spec.routes.first { $0.pattern == "myapp://flight-saved" }?.suspendable == false)
        #expect(spec.scenarios.first { $0.id == "rate-prompt" }?.minEventsRequired == 5)
    }

    /// A kept route whose id another file now defines first is reported as the duplicate and left out, as an uncached
    /// load does; a kept scenario's story references are replayed, so a scenario it names that is gone is reported.
    @Test func aKeptRouteOrScenarioStillMeetsTheRestOfTheSpec() throws {
        let dir = try SpecIncludeTests.tree([
            "root.yaml": "flare: 1\ninclude: [part.yaml]\nalerts:\n  a: {title: A}\n"
                + "scenarios:\n  s: {show: alert/a}\n",
            "part.yaml": "routes:\n  \"b://y\": \"flare://alert/a\"\nscenarios:\n"
                + "  t:\n    show: alert/a\n    customConditions: [f]\n    flags: {f: {scenario: s, executions: 1}}\n"
                + "    script: [{at: 0, event: 1, scenario: s}]\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("root.yaml").path
        let cache = SpecParseCache()
        let first = SpecLoader.load(path: root, cache: cache)
        #expect(first.errors.isEmpty && first.spec?.routes.count == 1)
        #expect(SpecLoader.load(path: root, cache: cache).spec == first.spec)
        #expect(cache.reusedItems == 4)

        let text = try String(contentsOfFile: root, encoding: .utf8)
        try SpecText.write(
            text + "routes:\n  \"b://y\": \"flare://alert/a\"\n", to: URL(fileURLWithPath: root))
        let duplicated = SpecLoader.load(path: root, cache: cache)
        let plain = SpecLoader.load(path: root)
        #expect(duplicated.diagnostics == plain.diagnostics && duplicated.spec == plain.spec)
        #expect(duplicated.errors.count == 1 && duplicated.errors.first?.location.file.hasSuffix("part.yaml") == true)

        try SpecText.write(
            text.replacingOccurrences(of: "  s: {show: alert/a}\n", with: "  u: {show: alert/a}\n"),
            to: URL(fileURLWithPath: root))
        let gone = SpecLoader.load(path: root, cache: cache)
        #expect(gone.diagnostics == SpecLoader.load(path: root).diagnostics && !gone.errors.isEmpty)
        #expect(
            gone.errors.contains { $0.location.file.hasSuffix("part.yaml") },
            "the kept scenario t names s (a flag's and a step's scenario), which is gone")
        #expect(gone.errors.count == SpecLoader.load(path: root).errors.count)
    }

    /// A file's kept palette is added again only while its node is the same: a changed color is read (never the
    /// stale one), and a kept name that another file now takes first is reported as the duplicate.
    @Test func aKeptPaletteIsReadAgainWhenItChangesAndMeetsTheOtherFiles() throws {
        let dir = try SpecIncludeTests.tree([
            "root.yaml": "flare: 1\ninclude: [part.yaml]\npalette: {brand: \"#112233\"}\nalerts:\n"
                + "  a: {title: A, appearance: {titleColor: accent, backgroundColor: brand}}\n",
            "part.yaml": "palette:\n  accent: {light: \"#445566\", dark: \"#778899\"}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = URL(fileURLWithPath: dir.appendingPathComponent("root.yaml").path)
        let part = dir.appendingPathComponent("part.yaml")
        let cache = SpecParseCache()
        let first = SpecLoader.load(path: root.path, cache: cache)
        #expect(first.errors.isEmpty && SpecLoader.load(path: root.path, cache: cache).spec == first.spec)

        try SpecText.write("palette:\n  accent: {light: \"#445566\", dark: \"#000000\"}\n", to: part)
        let changed = SpecLoader.load(path: root.path, cache: cache)
        #expect(changed.spec == SpecLoader.load(path: root.path).spec)
        #expect(
            changed.spec?.alert("a")?.appearance.titleColor == Color(light: RGBA(hex: 0x445566), dark: RGBA(hex: 0)))

        let text = try String(contentsOf: root, encoding: .utf8)
        try SpecText.write(text.replacingOccurrences(of: "{brand:", with: "{accent: red, brand:"), to: root)
        let duplicated = SpecLoader.load(path: root.path, cache: cache)
        let plain = SpecLoader.load(path: root.path)
        #expect(duplicated.diagnostics == plain.diagnostics && duplicated.spec == plain.spec)
        #expect(duplicated.errors.count == 1 && duplicated.errors.first?.location.file.hasSuffix("part.yaml") == true)
    }

    /// A line separator (U+2028) typed into a flow map of an alert: libyaml ends a line there, so everything below
    /// it (the scenarios, the routes) is a line further down in the cached load too. (Found by the random edits below:
    /// the splice counted only LFs, and kept the old lines.)
    @Test func aLineSeparatorMovesTheItemsBelowItInACachedLoad() throws {
        let cache = SpecParseCache()
        _ = Self.load(Self.text, cache: cache)
        let edited = Self.text.replacingOccurrences(
            of: "{imageTintColor: darkorange, ", with: "{imageTintColor: darkorange, \u{2028}")
        #expect(edited != Self.text)
        let cached = Self.load(edited, cache: cache)
        let plain = Self.load(edited)
        #expect(cached.spec == plain.spec && cached.diagnostics == plain.diagnostics)
        let before = try #require(Self.load(Self.text).spec?.scenarios.first?.location?.line)
        #expect(cached.spec?.scenarios.first?.location?.line == before + 1)
    }

    /// Random edits of the showcase, one after another through one cache: each cached load equals an uncached one,
    /// model and diagnostics (with their places).
    @Test func randomEditsLoadAsAnUncachedLoadDoes() async {
        let lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        await propertyCheck(
            count: 25, input: Gen.int(in: 0...1_000_000).array(of: 1...8), Gen.int(in: 0...100_000)
        ) { codes, at in
            let cache = SpecParseCache()
            var current = lines
            _ = Self.load(current.joined(separator: "\n"), cache: cache)
            for (n, code) in codes.enumerated() {
                let i = (at &+ n * 7919) % current.count
                switch code % 5 {
                case 0: current[i] = current[i].replacingOccurrences(of: "title: ", with: "title: New ")
                case 1: current.insert("", at: i)  // everything below moves down
                case 2: current.remove(at: i)
                case 3: current[i] += code % 2 == 0 ? "x" : " # note"
                default:
                    let bytes = SpecMutationPropertyTests.mutate(Array(current[i].utf8), code / 5, at)
                    current[i] = String(decoding: bytes, as: UTF8.self)
                }
                let text = current.joined(separator: "\n")
                let cached = Self.load(text, cache: cache)
                let plain = Self.load(text)
                #expect(cached.spec == plain.spec, "edit \(n): the model")
                #expect(cached.diagnostics == plain.diagnostics, "edit \(n): the diagnostics")
            }
        }
    }
}
