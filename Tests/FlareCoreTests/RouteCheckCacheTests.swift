import FlareCore
import Foundation
import Testing
import TestSupport

/// A reload with a cache takes the previous load's route checks while everything they read is the same, and gives
/// exactly the diagnostics (messages and file:line:col) of an uncached load.
@Suite struct RouteCheckCacheTests {
    static let spec = """
        flare: 1
        alerts:
          promo:
            title: Promo
            actions: [{title: Open, route: "myapp://promo/summer"}]
        routes:
          "myapp://promo/{campaign}": "flare://alert/promo"
          "myapp://promo/summer": "flare://alert/promo"
          "myapp://missing": "flare://alert/missing"

        """

    @Test func aCachedRouteCheckEqualsAFreshOne() throws {
        let dir = try SpecIncludeTests.tree(["root.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("root.yaml").path
        let cache = SpecParseCache()

        let first = SpecLoader.load(path: root, cache: cache)
        #expect(cache.reusedRouteChecks == 0)
        let again = SpecLoader.load(path: root, cache: cache)
        #expect(cache.reusedRouteChecks == 1, "nothing the checks read changed")
        let fresh = SpecLoader.load(path: root)
        #expect(first.diagnostics == fresh.diagnostics && again.diagnostics == fresh.diagnostics)
        #expect(fresh.warnings.contains { $0.message.contains("never opens") && $0.location.line == 8 })
        #expect(
            fresh.errors.contains { $0.message.contains("'missing', which does not exist") && $0.location.line == 9 })

        // A title changes: the routes' checks are reused, and still equal a fresh load's.
        try SpecText.write(
            Self.spec.replacingOccurrences(of: "title: Promo", with: "title: Sale"), to: URL(fileURLWithPath: root))
        let retitled = SpecLoader.load(path: root, cache: cache)
        #expect(cache.reusedRouteChecks == 2)
        #expect(retitled.diagnostics == SpecLoader.load(path: root).diagnostics)

        // A line above the routes moves them: checked again, at their new lines.
        try SpecText.write("# moved\n" + Self.spec, to: URL(fileURLWithPath: root))
        let moved = SpecLoader.load(path: root, cache: cache)
        #expect(cache.reusedRouteChecks == 2)
        #expect(moved.diagnostics == SpecLoader.load(path: root).diagnostics)
        #expect(
            moved.errors.contains { $0.message.contains("'missing', which does not exist") && $0.location.line == 10 })

        // The missing alert is added: its error goes, the shadowed route's warning stays.
        let fixed =
            "# moved\n" + Self.spec.replacingOccurrences(of: "routes:", with: "  missing: {title: Here}\nroutes:")
        try SpecText.write(fixed, to: URL(fileURLWithPath: root))
        let added = SpecLoader.load(path: root, cache: cache)
        #expect(added.diagnostics == SpecLoader.load(path: root).diagnostics)
        #expect(added.errors.isEmpty && added.warnings.contains { $0.message.contains("never opens") })
    }

    @Test func aBadPatternKeepsItsDiagnosticAfterAReload() throws {
        let bad = Self.spec.replacingOccurrences(of: "\"myapp://missing\"", with: "\"myapp://missing/{id\"")
        let dir = try SpecIncludeTests.tree(["root.yaml": bad])
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("root.yaml").path
        let cache = SpecParseCache()
        let fresh = SpecLoader.load(path: root)
        let error = try #require(fresh.errors.first { $0.message.contains("is not a valid route pattern") })
        #expect(error.location.line == 9 && error.location.column == 3)
        for _ in 0..<3 {
            let reloaded = SpecLoader.load(path: root, cache: cache)
            #expect(reloaded.diagnostics == fresh.diagnostics)
        }
        #expect(cache.reusedRouteChecks == 2)
    }
}
