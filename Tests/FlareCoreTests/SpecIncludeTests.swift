import FlareCore
import Foundation
import Testing
import TestSupport

/// `include:`: merging in order, paths relative to the including file, duplicates across files, cycles.
@Suite struct SpecIncludeTests {
    /// Writes `files` (relative path → text) under a fresh directory and returns it.
    static func tree(_ files: [String: String]) throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        for (path, text) in files { try SpecText.write(text, to: dir.appendingPathComponent(path)) }
        return dir
    }

    @Test func mergesIncludesInOrderWithRelativePaths() throws {
        let dir = try Self.tree([
            "root.yaml": """
            flare: 1
            include: [parts/alerts.yaml, parts/more.yaml]
            alerts:
              first: {title: Root}
            queues:
              q:
                popups: [{name: p, show: alert/deep}]
            """,
            "parts/alerts.yaml": """
            palette: {brand: "#FF0000"}
            include: [../shared/deep.yaml]
            alerts:
              second: {title: Part, icon: img/icon.png}
            """,
            "parts/img/icon.png": "png",
            "parts/more.yaml": "flare: 1\nalerts:\n  third: {appearance: {titleColor: brand}}\n",
            "shared/deep.yaml": "alerts:\n  deep: {title: Deep}\n",
        ])
        let result = SpecLoader.load(path: dir.appendingPathComponent("root.yaml").path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        // Root first, then each include in order (an include's own includes right after it).
        #expect(spec.alerts.map(\.id) == ["first", "second", "deep", "third"])
        #expect(spec.alert("second")?.icon == .file(dir.path + "/parts/img/icon.png"))
        #expect(spec.alert("third")?.appearance.titleColor == Color(hex: 0xFF0000))
        #expect(
            spec.files == [
                dir.path + "/root.yaml", dir.path + "/parts/alerts.yaml", dir.path + "/shared/deep.yaml",
                dir.path + "/parts/more.yaml", dir.path + "/parts/img/icon.png",
            ])
        #expect(spec.alert("deep")?.location?.file == dir.path + "/shared/deep.yaml")
    }

    @Test func diagnosticsInIncludedFilesNameThemRelativeToTheRoot() throws {
        let dir = try Self.tree([
            "root.yaml": "flare: 1\ninclude: [parts/bad.yaml]\n",
            "parts/bad.yaml": "alerts:\n  x:\n    titel: Hi\n",
        ])
        // The root named relative to the working directory, which the test reads but never changes: the process's
        // other tests run meanwhile, and a child one starts, or a relative path one opens, would use the new one.
        // (getcwd has no symlink, so `..` here means what it means to the loader, lexically.)
        let up = FileManager.default.currentDirectoryPath.split(separator: "/").map { _ in ".." }
        let relative = (up + dir.path.split(separator: "/").map(String.init)).joined(separator: "/")
        let result = SpecLoader.load(path: relative + "/root.yaml")
        #expect(
            result.diagnostics.map(\.description) == [
                "\(relative)/parts/bad.yaml:3:5: error: unknown key 'titel' (did you mean 'title'?)"
            ])
    }

    @Test func duplicateIdsAcrossFilesNameBothPlaces() throws {
        let dir = try Self.tree([
            "root.yaml":
                "flare: 1\ninclude: [other.yaml]\nalerts:\n  hello: {title: A}\nroutes:\n"
                + "  'a://x': flare://alert/hello\n",
            "other.yaml": "alerts:\n  hello: {title: B}\nroutes:\n  'a://x': flare://alert/hello\npalette:\n  c: red\n",
        ])
        let root = dir.path + "/root.yaml", other = dir.path + "/other.yaml"
        let result = SpecLoader.load(path: root)
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(other):2:3: error: duplicate alert 'hello': it is already defined at \(root):4:3",
                "\(other):4:3: error: duplicate route 'a://x': it is already defined at \(root):6:3",
            ])
    }

    @Test func includeCyclesAreErrors() throws {
        let dir = try Self.tree([
            "a.yaml": "flare: 1\ninclude: [b.yaml]\n",
            "b.yaml": "include: [c.yaml]\n",
            "c.yaml": "include:\n  - a.yaml\n",
            "self.yaml": "flare: 1\ninclude: [self.yaml]\n",
        ])
        let a = SpecLoader.load(path: dir.path + "/a.yaml")
        #expect(
            a.diagnostics.map(\.description) == [
                "\(dir.path)/c.yaml:2:5: error: include cycle: \(dir.path)/a.yaml → \(dir.path)/b.yaml → "
                    + "\(dir.path)/c.yaml → \(dir.path)/a.yaml"
            ])
        let me = SpecLoader.load(path: dir.path + "/self.yaml")
        #expect(
            me.diagnostics.map(\.description) == [
                "\(dir.path)/self.yaml:2:11: error: include cycle: \(dir.path)/self.yaml → \(dir.path)/self.yaml"
            ])
    }

    @Test func aFileIncludedTwiceIsReadOnce() throws {
        let dir = try Self.tree([
            "root.yaml": "flare: 1\ninclude: [a.yaml, b.yaml]\n",
            "a.yaml": "include: [common.yaml]\n",
            "b.yaml": "include: [common.yaml]\n",
            "common.yaml": "alerts:\n  shared: {title: Shared}\n",
        ])
        let result = SpecLoader.load(path: dir.path + "/root.yaml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.spec?.alerts.map(\.id) == ["shared"])
    }

    @Test func missingIncludesAndFontsAreErrorsMissingImagesWarnings() throws {
        let dir = try Self.tree([
            "root.yaml": """
            flare: 1
            include: [nope.yaml]
            fonts: [fonts/Missing.ttf]
            alerts:
              a: {icon: missing.png}
            """
        ])
        let root = dir.path + "/root.yaml"
        let result = SpecLoader.load(path: root)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(root):2:11: error: included file 'nope.yaml' does not exist (looked for \(dir.path)/nope.yaml)",
                "\(root):3:9: error: font file 'fonts/Missing.ttf' does not exist (looked for "
                    + "\(dir.path)/fonts/Missing.ttf)",
                "\(root):5:13: warning: image file 'missing.png' does not exist (looked for \(dir.path)/missing.png); "
                    + "Flare draws a placeholder",
            ])
    }

    @Test func aMissingImageAloneStillYieldsTheModel() throws {
        let dir = try Self.tree(["root.yaml": "flare: 1\nalerts:\n  a: {icon: gone.png}\n"])
        let result = SpecLoader.load(path: dir.path + "/root.yaml")
        #expect(result.errors.isEmpty && result.warnings.count == 1)
        #expect(result.spec?.alert("a")?.icon == .file(dir.path + "/gone.png"))
        #expect(result.spec?.files.contains(dir.path + "/gone.png") == true)  // watched, so it appears when added
    }

    @Test func stageAndPaletteMayBeSetOnce() throws {
        let dir = try Self.tree([
            "root.yaml": "flare: 1\ninclude: [b.yaml]\nstage: {theme: dark}\npalette: {c: red}\n",
            "b.yaml": "stage: {theme: light}\npalette: {c: blue}\n",
        ])
        let root = dir.path + "/root.yaml", b = dir.path + "/b.yaml"
        let result = SpecLoader.load(path: root)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(b):1:1: error: the stage is already set at \(root):3:1",
                "\(b):2:11: error: duplicate palette color 'c': it is already defined at \(root):4:11",
            ])
    }
}
