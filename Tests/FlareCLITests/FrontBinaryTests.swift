import Foundation
import TestSupport
import Testing

/// `flare` is a front that runs the commands needing no GTK itself and execs `flare-gtk` for the rest
/// (ARCHITECTURE.md, "Layers"). Which libraries a run loads is read from the dynamic linker itself
/// (`LD_DEBUG=libs` lists every library it opens, on standard error), so a GTK dependency that creeps into
/// FlareCommands or FlareCore (a link, or a `dlopen`) fails here.
@Suite struct FrontBinaryTests {
    static let full = FlareProcess.executable.deletingLastPathComponent().appendingPathComponent("flare-gtk")

    /// A run of the built `flare` under `LD_DEBUG=libs`: its result, and the libraries the linker opened.
    static func traced(_ arguments: [String]) throws -> (result: FlareProcess.Result, libraries: [String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let result = try FlareProcess.run(arguments, environment: environment)
        // "   1234:\tfind library=libgtk-4.so.1 [0]; searching"
        let libraries = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "find library=") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " })
        }
        return (result, libraries)
    }

    static func loadsGtk(_ libraries: [String]) -> Bool {
        libraries.contains { $0.hasPrefix("libgtk-4.") || $0.hasPrefix("libadwaita-1.") }
    }

    @Test(arguments: [
        ["code", "data/examples/showcase.yaml"], ["--version"], ["schema"], ["simulate", "--help"],
        ["route", "flare://alert/x"], ["set", "--help"], ["unset", "--help"], ["report", "merge", "--help"],
    ])
    func gtkFreeCommandsDoNotLoadGtk(arguments: [String]) throws {
        let args = arguments.map { $0.hasPrefix("data/") ? Fixtures.root.appendingPathComponent($0).path : $0 }
        let (result, libraries) = try Self.traced(args)
        #expect(!libraries.isEmpty, "LD_DEBUG=libs printed no library: \(result.stderr.prefix(500))")
        #expect(!Self.loadsGtk(libraries), "flare \(arguments.joined(separator: " ")) loaded GTK: \(libraries)")
    }

    /// `--assets` resolves the spec's fonts with fontconfig (`FontconfigCatalog`, FlareCore), still without GTK.
    @Test func codeAssetsResolvesFontsWithoutGtk() throws {
        let out = try Fixtures.temporaryDirectory()
        let spec = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let (result, libraries) = try Self.traced(["code", spec, "--assets", out.path])
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(libraries.contains { $0.hasPrefix("libfontconfig.") })
        #expect(!Self.loadsGtk(libraries), "flare code --assets loaded GTK: \(libraries)")
        let fonts = try String(contentsOf: out.appendingPathComponent("FlareFonts.md"), encoding: .utf8)
        #expect(fonts.contains("`LobsterTwo-BoldItalic`"))
    }

    /// The control: a command that draws loads GTK, through `flare-gtk`, with the same arguments.
    @Test func otherCommandsRunTheFullBinaryAndLoadGtk() throws {
        let (result, libraries) = try Self.traced(["fonts", "--help"])
        #expect(result.status == 0)
        #expect(Self.loadsGtk(libraries), "flare fonts should run flare-gtk: \(libraries)")
        #expect(result.stdout.contains("USAGE: flare fonts"))
    }

    /// The front answers exactly as the full binary does: help, usage errors (exit 2), `--help`'s list of commands.
    @Test(arguments: [
        ["--help"], ["code", "--help"], ["code"], ["code", "--bogus", "x.yaml"], ["schema", "--modeline", "a.json"],
        ["simulate", "--help"], ["route"], ["set", "--help"], ["report", "merge"], ["help", "code"], ["--version"],
    ])
    func sameAnswersAsTheFullBinary(arguments: [String]) throws {
        let front = try FlareProcess.run(arguments)
        let full = try FlareProcess.runTool(Self.full.path, arguments)
        #expect(front.status == full.status)
        #expect(front.stdout == full.stdout)
        #expect(front.stderr == full.stderr)
    }

    @Test func helpListsEveryCommand() throws {
        let help = try FlareProcess.run(["--help"]).stdout
        for command in [
            "open", "check", "lint", "fonts", "schema", "export", "test", "report", "code", "simulate",
            "route", "set", "unset",
        ] {
            #expect(help.contains("\n  \(command) "), "flare --help does not list \(command)")
        }
        // The developers' tools are `flare-dev`'s, not the product's.
        for tool in ["bench", "monkey"] {
            #expect(!help.contains("\n  \(tool) "), "flare --help lists \(tool)")
            let run = try FlareProcess.run([tool])
            #expect(run.status == 2 && run.stderr.contains("Unexpected argument '\(tool)'"), "\(run.stderr)")
        }
        let dev = try FlareProcess.runDev(["--help"])
        #expect(dev.stdout.contains("\n  bench ") && dev.stdout.contains("\n  monkey "), "\(dev.stdout)")
    }
}
