import FlareCore
import Foundation
import Testing
import TestSupport

/// `flare code`: the generated Swift compiles against stubs of the seeds' documented API (Fixtures/CodeStubs), and
/// run against recording stubs it sets every catalog value of every example alert; goldens pin the exact text.
@Suite struct CodeCommandTests {
    static let stubs = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/CodeStubs")
    static let goldens = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/CodeGoldens")

    /// The compiler beside the running toolchain, or on PATH.
    static let swiftc: String? = {
        let candidates =
            ["/opt/swift/usr/bin/swiftc"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Every example spec with alerts (`broken/` is the invalid one).
    static var examples: [URL] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: Fixtures.examples, includingPropertiesForKeys: nil))
            ?? []
        return files.filter { ["yaml", "json"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// The stub modules `UIKit`, `UXSDKCore`, `RocketAlert`, `JHPopupQueue`, `WaitForIt` and `Scotty` as static
    /// libraries with their modules, built once per process.
    static let modules: Result<URL, any Error> = Result {
        guard let swiftc else { throw Failure("no swiftc") }
        let dir = try Fixtures.temporaryDirectory()
        for module in ["UIKit", "UXSDKCore", "RocketAlert", "JHPopupQueue", "WaitForIt", "Scotty"] {
            try compile(
                swiftc,
                [
                    "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module,
                    "-I", dir.path, stubs.appendingPathComponent(module + ".swift").path,
                    "-o", dir.appendingPathComponent("lib\(module).a").path,
                ], in: dir)
        }
        return dir
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func compile(_ swiftc: String, _ arguments: [String], in dir: URL) throws {
        let r = try FlareProcess.runTool(swiftc, arguments, currentDirectory: dir)
        guard r.status == 0 else { throw Failure("swiftc \(arguments.joined(separator: " ")) failed:\n\(r.stderr)") }
    }

    static func code(_ arguments: [String]) throws -> String {
        let r = try FlareProcess.run(["code"] + arguments)
        guard r.status == 0 else { throw Failure("flare code \(arguments) exited \(r.status): \(r.stderr)") }
        return r.stdout
    }

    @Test(.enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)"))
    func everyExampleTypechecksAgainstTheSeedStubs() throws {
        let dir = try Self.modules.get()
        #expect(Self.examples.count >= 10)
        for example in Self.examples {
            let text = try Self.code([example.path])
            #expect(try Self.code([example.path]) == text, "\(example.lastPathComponent): output is not deterministic")
            let file = dir.appendingPathComponent(example.lastPathComponent + ".swift")
            try Data(text.utf8).write(to: file)
            try Self.compile(Self.swiftc!, ["-swift-version", "6", "-typecheck", "-I", dir.path, file.path], in: dir)
            for line in text.split(separator: "\n") where line.count > 120 {
                #expect(line.contains("\""), "\(example.lastPathComponent): longer than 120 columns: \(line)")
            }
            #expect(!text.contains("\t"))
        }
    }

    /// Every example's `--out` files (one per item, the shared colors, the routes) compile together.
    @Test(.enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)"))
    func everyExamplesFilesTypecheckTogether() throws {
        let dir = try Self.modules.get()
        var sections = Set<String>()
        for example in Self.examples {
            let out = try Fixtures.temporaryDirectory()
            _ = try Self.code([example.path, "--out", out.path])
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            for name in names {
                for kind in ["Alert", "Rocket", "Queue", "Scenario", "Routes"] where name.hasSuffix(kind + ".swift") {
                    sections.insert(kind)
                }
            }
            try Self.compile(
                Self.swiftc!,
                ["-swift-version", "6", "-typecheck", "-I", dir.path]
                    + names.map { out.appendingPathComponent($0).path }, in: dir)
        }
        #expect(sections == ["Alert", "Rocket", "Queue", "Scenario", "Routes"])
    }

    /// `--id` names one item; `routes` names the spec's routes; anything else lists what there is.
    @Test func idNamesOneItemOrTheRoutes() throws {
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let scenario = try Self.code([showcase, "--id", "rate-prompt"])
        #expect(
            scenario.contains("import WaitForIt") && scenario.contains("struct RatePromptScenario: ScenarioProtocol"))
        #expect(!scenario.contains("import UXSDKCore") && !scenario.contains("flareRoute"))
        let queue = try Self.code([showcase, "--id", "camera-flow"])
        #expect(queue.contains("import JHPopupQueue") && queue.contains("func registerCameraFlowQueue("))
        let routes = try Self.code([showcase, "--id", "routes"])
        #expect(routes.contains("import Scotty") && routes.contains("func flareRoute<Root>("))
        #expect(!routes.contains("DUXBetaAlertView"))
        let r = try FlareProcess.run([
            "code", Fixtures.examples.appendingPathComponent("queue.yaml").path, "--id", "routes",
        ])
        #expect(r.status == 2, "queue.yaml has no routes")
    }

    /// `--out`: one file per item and the shared colors, which compile together.
    @Test(.enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)"))
    func outWritesOneFilePerItemAndTheSharedColors() throws {
        let dir = try Self.modules.get()
        let out = try Fixtures.temporaryDirectory()
        let printed = try Self.code([Fixtures.examples.appendingPathComponent("showcase.yaml").path, "--out", out.path])
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names.contains("LowBatteryAlert.swift"))
        #expect(names.contains("FlareColors.swift"))
        #expect(printed.split(separator: "\n").count == names.count)
        let colors = try String(contentsOf: out.appendingPathComponent("FlareColors.swift"), encoding: .utf8)
        #expect(colors.contains("extension UIColor {") && !colors.contains("private extension"))
        try Self.compile(
            Self.swiftc!,
            ["-swift-version", "6", "-typecheck", "-I", dir.path]
                + names.map { out.appendingPathComponent($0).path }, in: dir)
    }

    /// `--include-defaults`: every appearance property of the seed, also at its default; it still compiles.
    @Test(.enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)"))
    func includeDefaultsWritesEveryProperty() throws {
        let dir = try Self.modules.get()
        let path = Fixtures.examples.appendingPathComponent("alert.yaml").path
        let short = try Self.code([path]), full = try Self.code([path, "--include-defaults"])
        for row in PropertyCatalog.alertAppearance {
            #expect(!short.contains("alert.appearance.\(row.seed.name) ="), "\(row.id) is the seed's default")
            #expect(full.contains("alert.appearance.\(row.seed.name) ="), "\(row.id) missing")
        }
        for row in PropertyCatalog.actionAppearance {
            #expect(full.contains("okAppearance.\(row.seed.name) ="), "\(row.id) missing")
        }
        let file = dir.appendingPathComponent("defaults-\(UUID().uuidString).swift")
        try Data(full.utf8).write(to: file)
        try Self.compile(Self.swiftc!, ["-swift-version", "6", "-typecheck", "-I", dir.path, file.path], in: dir)
    }

    /// `--assets`: Flare.xcassets in Xcode's format (keys, idioms, the dark appearance, vectors preserved), and the
    /// palette colours read from it by name; the code still compiles.
    @Test(.enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)"))
    func assetsWritesAnXcodeAssetCatalog() throws {
        let dir = try Self.modules.get()
        let out = try Fixtures.temporaryDirectory()
        let text = try Self.code([
            Fixtures.examples.appendingPathComponent("appearance.yaml").path, "--assets", out.path,
        ])
        #expect(text.contains("UIColor(named: \"card\")"))
        let file = dir.appendingPathComponent("assets-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: file)
        try Self.compile(Self.swiftc!, ["-swift-version", "6", "-typecheck", "-I", dir.path, file.path], in: dir)

        let catalog = out.appendingPathComponent("Flare.xcassets")
        func json(_ path: String) throws -> [String: Any] {
            let data = try Data(contentsOf: catalog.appendingPathComponent(path))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path)")
        }
        func info(_ object: [String: Any]) -> Bool {
            let info = object["info"] as? [String: Any]
            return info?["author"] as? String == "xcode" && info?["version"] as? Int == 1
        }
        #expect(info(try json("Contents.json")))
        let card = try json("card.colorset/Contents.json")
        #expect(info(card))
        let colors = try #require(card["colors"] as? [[String: Any]])
        #expect(colors.count == 2)
        #expect(colors.allSatisfy { $0["idiom"] as? String == "universal" })
        #expect(colors[0]["appearances"] == nil)
        let appearances = colors[1]["appearances"] as? [[String: String]]
        #expect(appearances == [["appearance": "luminosity", "value": "dark"]])
        let light = (colors[0]["color"] as? [String: Any])
        #expect(light?["color-space"] as? String == "srgb")
        #expect(
            light?["components"] as? [String: String]
                == ["red": "0xFF", "green": "0xFF", "blue": "0xFF", "alpha": "1.000"])
        let dark = (colors[1]["color"] as? [String: Any])?["components"] as? [String: String]
        #expect(dark == ["red": "0x2C", "green": "0x2C", "blue": "0x2E", "alpha": "1.000"])
        let accent = try json("accent.colorset/Contents.json")
        #expect((accent["colors"] as? [Any])?.count == 1, "one value for both themes: no dark appearance")

        let drone = try json("drone.imageset/Contents.json")
        let images = drone["images"] as? [[String: String]]
        #expect(images == [["filename": "drone.svg", "idiom": "universal"]])
        #expect((drone["properties"] as? [String: Bool])?["preserves-vector-representation"] == true)
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("drone.imageset/drone.svg").path))
        let button = try json("button.imageset/Contents.json")
        #expect(button["properties"] == nil)
        #expect(
            FileManager.default.fileExists(atPath: catalog.appendingPathComponent("button.imageset/button.png").path))
        // A second run replaces the catalog whole and leaves nothing beside it.
        _ = try Self.code([Fixtures.examples.appendingPathComponent("alert.yaml").path, "--assets", out.path])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
                "Flare.xcassets", "FlareFonts.md",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.path) == ["Contents.json"])
        let raw = try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8)
        #expect(raw.contains("\"author\" : \"xcode\""), "Xcode's spacing around the colon")
    }

    /// `--assets` also writes FlareFonts.md: the spec's font files, the PostScript names the code uses, and a
    /// `UIAppFonts` entry that reads as an Info.plist fragment.
    @Test func assetsListsTheFontFilesAndTheirUIAppFontsEntry() throws {
        let out = try Fixtures.temporaryDirectory()
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml")
        let code = try Self.code([showcase.path, "--assets", out.path])
        let text = try String(contentsOf: out.appendingPathComponent("FlareFonts.md"), encoding: .utf8)
        #expect(
            text.contains(
                "| `assets/fonts/LobsterTwo-BoldItalic.otf` | Lobster Two Bold Italic | `LobsterTwo-BoldItalic` |"))
        #expect(code.contains("UIFont(name: \"LobsterTwo-BoldItalic\""), "the name the list gives is the code's")
        let block = try #require(text.components(separatedBy: "```xml\n").last?.components(separatedBy: "```").first)
        let plist = Data(("<plist version=\"1.0\"><dict>" + block + "</dict></plist>").utf8)
        let parsed = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: [String]]
        #expect(parsed == ["UIAppFonts": ["LobsterTwo-BoldItalic.otf"]])
        #expect(!text.contains("Found nowhere"))

        _ = try Self.code([Fixtures.examples.appendingPathComponent("alert.yaml").path, "--assets", out.path])
        let none = try String(contentsOf: out.appendingPathComponent("FlareFonts.md"), encoding: .utf8)
        #expect(none.contains("No font files to add") && !none.contains("UIAppFonts"), "replaced, not appended")
    }

    @Test func unknownIdIsAUsageError() throws {
        let r = try FlareProcess.run([
            "code", Fixtures.examples.appendingPathComponent("alert.yaml").path, "--id", "nope",
        ])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no item 'nope' in the spec; its items are: hello"))
        #expect(r.stdout.isEmpty)
    }

    /// Goldens: `flare code` of these examples byte for byte. After a deliberate change, refresh them with
    /// `for f in appearance.yaml alert.json presets.yaml rocket.yaml scenario.yaml queue.yaml routes.yaml
    /// controls.yaml; do .build/debug/flare code data/examples/$f > Tests/FlareCLITests/Fixtures/CodeGoldens/$f.swift;
    /// done` and review the diff (docs/handoff.md).
    @Test(arguments: [
        "appearance.yaml", "alert.json", "presets.yaml", "rocket.yaml", "scenario.yaml", "queue.yaml",
        "routes.yaml", "controls.yaml",
    ])
    func matchesItsGolden(_ example: String) throws {
        let text = try Self.code([Fixtures.examples.appendingPathComponent(example).path])
        let golden = try String(contentsOf: Self.goldens.appendingPathComponent(example + ".swift"), encoding: .utf8)
        #expect(text == golden, "flare code \(example) differs from its golden; see docs/handoff.md to refresh it")
    }

    /// The recording run: every example's alerts, built by the generated functions against stubs that keep what
    /// they are given, read back and compared with the catalog's value of each property for that alert.
    @Test(.enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)"))
    func recordingRunReproducesEveryCatalogValue() throws {
        let dir = try Self.modules.get()
        let work = try Fixtures.temporaryDirectory()
        var sources: [String] = [], calls: [String] = [], specs: [(String, Spec)] = []
        for (index, example) in Self.examples.enumerated() {
            let result = SpecLoader.load(path: example.path)
            guard let spec = result.spec, spec.alerts.count + spec.rockets.count > 0 else { continue }
            specs.append((example.lastPathComponent, spec))
            // Each example's functions get a prefix, so alerts of the same id in two examples do not collide
            // (palette colors are private to their file).
            let text = try Self.code([example.path]).replacingOccurrences(of: "func make", with: "func ex\(index)_make")
                .replacingOccurrences(of: "FlareDestination", with: "Ex\(index)Destination")
                .replacingOccurrences(of: "func flareRoute", with: "func ex\(index)_flareRoute")
                .replacingOccurrences(of: "preview.present = { make", with: "preview.present = { ex\(index)_make")
            let (previewed, previews) = Self.previewsAsStubs(text, prefix: "ex\(index)_preview")
            let file = work.appendingPathComponent("ex\(index).swift")
            try Data(previewed.utf8).write(to: file)
            sources.append(file.path)
            for (n, preview) in previews.enumerated() {
                calls.append("    \"\(example.lastPathComponent)/preview:\(n)\": recordPreview(\(preview)),")
            }
            for alert in spec.alerts {
                calls.append(
                    "    \"\(example.lastPathComponent)/\(alert.id)\": "
                        + "record(ex\(index)_\(SwiftCode.functionName(alert: alert.id))()),"
                )
            }
            for rocket in spec.rockets {
                let function = "ex\(index)_make" + SwiftLiteral.typeName(rocket.id) + "Rocket"
                calls.append("    \"\(example.lastPathComponent)/rocket:\(rocket.id)\": record(\(function)()),")
            }
            for scenario in spec.scenarios {
                let type = SwiftCode.typeName(scenario: scenario.id)
                let flags = scenario.customConditions.map {
                    "\(SwiftLiteral.string($0)): \(type).\(SwiftCode.flagFunction(scenario: scenario, flag: $0))()"
                }
                calls.append(
                    "    \"\(example.lastPathComponent)/scenario:\(scenario.id)\": record(\(type).self, flags: ["
                        + (flags.isEmpty ? ":" : flags.joined(separator: ", ")) + "]),")
            }
            for queue in spec.queues {
                let arguments = SwiftCode.containerParameters(queue: queue).map {
                    "\($0.parameter): container(\(SwiftLiteral.string($0.container)))"
                }
                calls.append(
                    "    \"\(example.lastPathComponent)/queue:\(queue.id)\": recordQueue { "
                        + "\(SwiftCode.functionName(queue: queue.id))(\(arguments.joined(separator: ", "))) },")
            }
            if !spec.routes.isEmpty {
                let urls = Self.routeProbes(spec).map(SwiftLiteral.string).joined(separator: ", ")
                calls.append(
                    "    \"\(example.lastPathComponent)/routes\": recordRoutes([\(urls)]) { "
                        + "ex\(index)_flareRoute(for: $0, navigate: $1) },")
            }
        }
        let main = """
            import Foundation
            let result: [String: Any] = [
            \(calls.joined(separator: "\n"))
            ]
            let data = try! JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            """
        let mainFile = work.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let executable = work.appendingPathComponent("record")
        try Self.compile(
            Self.swiftc!,
            [
                "-swift-version", "6", "-D", "DEBUG", "-I", dir.path, "-L", dir.path, "-lUIKit", "-lUXSDKCore",
                "-lRocketAlert", "-lJHPopupQueue", "-lWaitForIt", "-lScotty",
            ]
                + sources + [
                    Self.stubs.appendingPathComponent("Recorder.swift").path,
                    Self.stubs.appendingPathComponent("RocketRecorder.swift").path,
                    Self.stubs.appendingPathComponent("WorkflowRecorder.swift").path,
                    Self.stubs.appendingPathComponent("PreviewRecorder.swift").path, mainFile.path,
                    "-o", executable.path,
                ], in: work)
        let run = try FlareProcess.runTool(executable.path, [])
        #expect(run.status == 0, "\(run.stderr)")
        let recorded = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var compared = 0
        for (name, spec) in specs {
            for alert in spec.alerts {
                let key = "\(name)/\(alert.id)"
                let got = try #require(recorded[key] as? [String: Any], "\(key) was not recorded")
                compared += Self.compare(alert, got, key)
            }
            for rocket in spec.rockets {
                let key = "\(name)/rocket:\(rocket.id)"
                let got = try #require(recorded[key] as? [String: Any], "\(key) was not recorded")
                compared += Self.compareRocket(rocket, got, key)
            }
            for scenario in spec.scenarios {
                let key = "\(name)/scenario:\(scenario.id)"
                let got = try #require(recorded[key] as? [String: String], "\(key) was not recorded")
                compared += Self.compareScenario(scenario, got, key)
            }
            for queue in spec.queues {
                let key = "\(name)/queue:\(queue.id)"
                let got = try #require(recorded[key] as? [String: Any], "\(key) was not recorded")
                compared += Self.compareQueue(queue, got, key)
            }
            compared += Self.comparePreviews(spec, recorded, name)
            if !spec.routes.isEmpty {
                let key = "\(name)/routes"
                let got = try #require(recorded[key] as? [String: String], "\(key) was not recorded")
                let want = Dictionary(
                    uniqueKeysWithValues: Self.routeProbes(spec).map { ($0, Self.expectedRoute($0, spec)) })
                #expect(got == want, "\(key): recorded \(got), spec says \(want)")
                #expect(want.values.contains("none") && want.values.contains { $0 != "none" })
                compared += want.count
            }
        }
        #expect(compared > 600, "only \(compared) values compared")
    }
}
