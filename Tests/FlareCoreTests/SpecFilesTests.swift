import FlareCore
import Foundation
import Glibc
import Testing
import TestSupport

/// Only regular files inside the spec's root are read: no FIFO hangs a load, no path outside leaks a secret,
/// and no spec can drive the terminal through a diagnostic.
@Suite struct SpecFilesTests {
    /// `root/project/spec.yaml` with `text`, and a secret beside the project.
    static func project(_ text: String) throws -> (root: URL, spec: URL) {
        let root = try Fixtures.temporaryDirectory()
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "password: hunter2\n".write(
            to: root.appendingPathComponent("secret.yaml"), atomically: true, encoding: .utf8)
        let spec = project.appendingPathComponent("spec.yaml")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        return (root, spec)
    }

    static func errors(_ result: LoadResult) -> [String] {
        result.diagnostics.filter(\.isError).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func fifosAreRefusedWithoutOpeningThem() throws {
        let (_, spec) = try Self.project(
            """
            flare: 1
            include: [pipe.yaml]
            fonts: [pipe.ttf]
            alerts:
              a: {title: Hi, icon: pipe.png}
            """)
        let folder = spec.deletingLastPathComponent()
        for name in ["pipe.yaml", "pipe.ttf", "pipe.png"] {
            #expect(mkfifo(folder.appendingPathComponent(name).path, 0o600) == 0)
        }
        #expect(
            Self.errors(SpecLoader.load(path: spec.path)) == [
                "2:11: included file 'pipe.yaml' is a FIFO, not a regular file: Flare reads only regular files",
                "3:9: font file 'pipe.ttf' is a FIFO, not a regular file: Flare reads only regular files",
                "5:24: image file 'pipe.png' is a FIFO, not a regular file: Flare reads only regular files",
            ])
        // The entry spec itself.
        let entry = folder.appendingPathComponent("entry.yaml")
        #expect(mkfifo(entry.path, 0o600) == 0)
        #expect(
            SpecLoader.load(path: entry.path).diagnostics.map(\.message) == [
                "cannot read '\(entry.path)': it is a FIFO, not a regular file"
            ])
    }

    @Test func filesOutsideTheRootAreErrorsThatQuoteNothingOfThem() throws {
        let (root, spec) = try Self.project(
            """
            flare: 1
            include: [../secret.yaml]
            alerts:
              a: {title: Hi, icon: ../../../../etc/passwd}
            """)
        let result = SpecLoader.load(path: spec.path)
        let folder = spec.deletingLastPathComponent().resolvingSymlinksInPath().path
        #expect(
            Self.errors(result) == [
                "2:11: included file '../secret.yaml' is outside the spec's folder \(folder): "
                    + "Flare reads only files inside it (after symlinks); move the file there, "
                    + "or widen the folder with --root",
                "4:24: image file '../../../../etc/passwd' is outside the spec's folder \(folder): "
                    + "Flare reads only files inside it (after symlinks); move the file there, "
                    + "or widen the folder with --root",
            ])
        #expect(!result.diagnostics.contains { $0.description.contains("hunter2") || $0.description.contains("root:") })
        // A symlink inside the folder that points outside is outside too.
        try FileManager.default.createSymbolicLink(
            at: spec.deletingLastPathComponent().appendingPathComponent("link.yaml"),
            withDestinationURL: root.appendingPathComponent("secret.yaml"))
        try "flare: 1\ninclude: [link.yaml]\n".write(to: spec, atomically: true, encoding: .utf8)
        #expect(
            Self.errors(SpecLoader.load(path: spec.path)).first?.contains("'link.yaml' is outside the spec's folder")
                == true)
        // --root widens the folder: the included file is read (and its unknown key reported at its own line).
        let widened = SpecLoader.load(path: spec.path, root: root.path)
        #expect(Self.errors(widened) == ["1:1: unknown key 'password'"])
    }

    @Test func controlCharactersAreEscapedInEveryMessage() {
        // YAML's escapes: \e is ESC, \a BEL, \L the line separator U+2028.
        let result = SpecText.load("flare: 1\nalerts:\n  a:\n    \"ti\\e]0;pwned\\atle\\L\": x\n")
        let line = result.diagnostics.first?.description ?? ""
        #expect(line.contains("unknown key 'ti\\u{1B}]0;pwned\\u{7}tle\\u{2028}'"))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
        #expect(TerminalText.escaped("tab\tstays, \u{202E}bidi goes") == "tab\tstays, \\u{202E}bidi goes")
    }
}
