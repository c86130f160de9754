import Foundation
import TestSupport
import Testing

/// `make install-files` / `make uninstall` into a temporary DESTDIR, checked with the platform's validators;
/// the installed binary then exports the installed showcase from `/` after the tree has moved (no checkout paths).
/// It installs the already built test binary (`BIN=`), so `make test` pays for no second build.
@Suite(.serialized)
struct InstallTests {
    static let prefix = "/usr"
    static let subcommands = ["open", "check", "schema", "export", "test", "report", "simulate", "route"]

    static func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try OpenCommandTests.run(
            "make",
            [
                "-s", "-C", Fixtures.root.path,
                "BIN=\(FlareProcess.executable.path)",
            ] + arguments)
    }

    static func files(under root: URL) -> [String] {
        let items = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        return items.filter { !isDirectory(root.appendingPathComponent($0)) }.sorted()
    }

    static func isDirectory(_ url: URL) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &dir) && dir.boolValue
    }

    /// `make build` writes the man page beside the binary (a bare `swift build` does not).
    static let manPage = FlareProcess.executable.deletingLastPathComponent().appendingPathComponent("flare.1")

    @Test(
        .enabled(
            if: ["desktop-file-validate", "appstreamcli", "xmllint", "make"].allSatisfy {
                OpenCommandTests.which($0) != nil
            },
            "make setup installs desktop-file-utils, appstream and libxml2-utils"),
        .enabled(if: FileManager.default.fileExists(atPath: manPage.path), "make build writes the man page (make test)")
    )
    func installValidatesRunsFromAnywhereAndUninstallsCleanly() throws {
        let base = try Fixtures.temporaryDirectory()
        let destdir = base.appendingPathComponent("stage")
        let install = try Self.make(["install-files", "DESTDIR=\(destdir.path)", "PREFIX=\(Self.prefix)"])
        try #require(install.status == 0, "\(install.output)")
        let root = destdir.appendingPathComponent(String(Self.prefix.dropFirst()))
        let share = root.appendingPathComponent("share")
        // The developers' tools are not part of the product.
        #expect(!Self.files(under: root).contains { $0.contains("flare-dev") }, "flare-dev was installed")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("bin/flare").path))

        let desktop = share.appendingPathComponent("applications/io.github.flare.Flare.desktop")
        let desktopCheck = try OpenCommandTests.run("desktop-file-validate", [desktop.path])
        #expect(desktopCheck.status == 0, "\(desktopCheck.output)")
        #expect(try String(contentsOf: desktop, encoding: .utf8).contains("Exec=/usr/bin/flare open %u"))
        let metainfo = share.appendingPathComponent("metainfo/io.github.flare.Flare.metainfo.xml")
        let metainfoCheck = try OpenCommandTests.run("appstreamcli", ["validate", "--no-net", metainfo.path])
        #expect(metainfoCheck.status == 0, "\(metainfoCheck.output)")
        let mime = share.appendingPathComponent("mime/packages/io.github.flare.Flare.xml")
        let mimeCheck = try OpenCommandTests.run("xmllint", ["--noout", mime.path])
        #expect(mimeCheck.status == 0, "\(mimeCheck.output)")
        for icon in ["scalable/apps/io.github.flare.Flare.svg", "symbolic/apps/io.github.flare.Flare-symbolic.svg"] {
            #expect(
                FileManager.default.fileExists(atPath: share.appendingPathComponent("icons/hicolor/\(icon)").path),
                "\(icon)")
        }
        #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent("flare/flare.schema.json").path))
        for completion in [
            "bash-completion/completions/flare", "zsh/site-functions/_flare", "fish/vendor_completions.d/flare.fish",
            "man/man1/flare.1",
        ] {
            let text = (try? String(contentsOf: share.appendingPathComponent(completion), encoding: .utf8)) ?? ""
            for subcommand in Self.subcommands {
                #expect(text.contains(subcommand), "\(completion) does not mention \(subcommand)")
            }
        }

        // Move the whole tree: the binary must find share/flare/ from its own path, not from DESTDIR or the checkout.
        let moved = base.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: destdir, to: moved)
        let movedRoot = moved.appendingPathComponent(String(Self.prefix.dropFirst()))
        let out = base.appendingPathComponent("shots")
        var environment = ExportCommandTests.headless
        environment["FLARE_ASSETS"] = nil
        let export = try Self.runInstalled(
            movedRoot.appendingPathComponent("bin/flare"),
            [
                "export", movedRoot.appendingPathComponent("share/flare/data/examples/showcase.yaml").path,
                "--id", "low-battery", "--out", out.path,
            ], environment: environment)
        #expect(export.status == 0, "\(export.output)")
        #expect(!Self.files(under: out).filter { $0.hasSuffix(".png") }.isEmpty)

        try FileManager.default.moveItem(at: moved, to: destdir)
        let uninstall = try Self.make(["uninstall", "DESTDIR=\(destdir.path)", "PREFIX=\(Self.prefix)"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.files(under: destdir) == [])
    }

    /// A real install (no DESTDIR) refreshes the MIME, desktop and icon caches; uninstall refreshes them again, so
    /// afterwards no file in the prefix names Flare: in an otherwise empty prefix nothing is left at all, and in a
    /// prefix with another application its files stay and its caches are rebuilt without Flare.
    @Test(
        .enabled(
            if: ["update-mime-database", "update-desktop-database", "make"].allSatisfy {
                OpenCommandTests.which($0) != nil
            },
            "make setup installs shared-mime-info and desktop-file-utils"),
        .enabled(
            if: FileManager.default.fileExists(atPath: manPage.path), "make build writes the man page (make test)"),
        arguments: [false, true])
    func uninstallLeavesNothingThatNamesFlare(withAnotherApp: Bool) throws {
        let prefix = try Fixtures.temporaryDirectory().appendingPathComponent("prefix")
        let share = prefix.appendingPathComponent("share")
        let other = [
            "mime/packages/org.example.Other.xml": """
            <?xml version="1.0" encoding="UTF-8"?>
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-other-doc"><comment>Other document</comment><glob \
            pattern="*.otherdoc"/></mime-type>
            </mime-info>
            """,
            "applications/org.example.Other.desktop": """
            [Desktop Entry]
            Type=Application
            Name=Other
            Exec=other %f
            MimeType=application/x-other-doc;
            """,
        ]
        if withAnotherApp {
            for (path, text) in other {
                let url = share.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let install = try Self.make(["install-files", "PREFIX=\(prefix.path)"])
        try #require(install.status == 0, "\(install.output)")
        let generated = share.appendingPathComponent("mime/application/x-flare-spec+yaml.xml")
        #expect(FileManager.default.fileExists(atPath: generated.path), "the install ran update-mime-database")
        #expect(
            FileManager.default.fileExists(atPath: share.appendingPathComponent("applications/mimeinfo.cache").path))

        let uninstall = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        let left = Self.files(under: prefix)
        let naming = try left.filter { path in
            let data = try Data(contentsOf: prefix.appendingPathComponent(path))
            return path.lowercased().contains("flare")
                || String(decoding: data, as: UTF8.self).lowercased().contains("flare")
        }
        #expect(naming == [], "files that still name Flare: \(naming)")
        if withAnotherApp {
            #expect(
                Set(other.keys.map { "share/" + $0 }).isSubset(of: Set(left)),
                "the other application's files stay: \(left)")
            let cache = try String(contentsOf: share.appendingPathComponent("mime/globs2"), encoding: .utf8)
            #expect(cache.contains("*.otherdoc"), "the MIME cache is rebuilt for what is left")
        } else {
            #expect(left == [], "an otherwise empty prefix is empty again: \(left)")
        }
    }

    /// Runs an installed `flare` from `/`, with both streams in `output`.
    static func runInstalled(
        _ binary: URL, _ arguments: [String], environment: [String: String]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = TestEnvironment.forChild(environment)
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
