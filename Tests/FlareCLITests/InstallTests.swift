import Foundation
import TestSupport
import Testing

/// `make install-files` / `make uninstall` into a temporary DESTDIR, checked with the platform's validators;
/// the installed binary then exports the installed showcase from `/` after the tree has moved (no checkout paths).
/// It installs the already built test binary (`BIN=`), so `make test` pays for no second build.
@Suite(.serialized)
struct InstallTests {
    static let prefix = "/usr"
    static let subcommands = ["open", "check", "schema", "export", "test", "report", "bench", "simulate", "route"]

    static func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try OpenCommandTests.run("make", ["-s", "-C", Fixtures.root.path,
                                          "BIN=\(FlareProcess.executable.path)"] + arguments)
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

    @Test(.enabled(if: ["desktop-file-validate", "appstreamcli", "xmllint", "make"].allSatisfy { OpenCommandTests.which($0) != nil },
                   "make setup installs desktop-file-utils, appstream and libxml2-utils"),
          .enabled(if: FileManager.default.fileExists(atPath: manPage.path), "make build writes the man page (make test)"))
    func installValidatesRunsFromAnywhereAndUninstallsCleanly() throws {
        let base = try Fixtures.temporaryDirectory()
        let destdir = base.appendingPathComponent("stage")
        let install = try Self.make(["install-files", "DESTDIR=\(destdir.path)", "PREFIX=\(Self.prefix)"])
        try #require(install.status == 0, "\(install.output)")
        let root = destdir.appendingPathComponent(String(Self.prefix.dropFirst()))
        let share = root.appendingPathComponent("share")

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
            #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent("icons/hicolor/\(icon)").path), "\(icon)")
        }
        #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent("flare/flare.schema.json").path))
        for completion in ["bash-completion/completions/flare", "zsh/site-functions/_flare", "fish/vendor_completions.d/flare.fish", "man/man1/flare.1"] {
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
        let export = try Self.runInstalled(movedRoot.appendingPathComponent("bin/flare"), [
            "export", movedRoot.appendingPathComponent("share/flare/data/examples/showcase.yaml").path,
            "--id", "low-battery", "--out", out.path], environment: environment)
        #expect(export.status == 0, "\(export.output)")
        #expect(!Self.files(under: out).filter { $0.hasSuffix(".png") }.isEmpty)

        try FileManager.default.moveItem(at: moved, to: destdir)
        let uninstall = try Self.make(["uninstall", "DESTDIR=\(destdir.path)", "PREFIX=\(Self.prefix)"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.files(under: destdir) == [])
    }

    /// Runs an installed `flare` from `/`, with both streams in `output`.
    static func runInstalled(_ binary: URL, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
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
