import FlareCore
import Foundation
import Testing

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
