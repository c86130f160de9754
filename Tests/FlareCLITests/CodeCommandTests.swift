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

    /// Compares one alert's recording with the spec; returns how many values it compared.
    static func compare(_ alert: AlertSpec, _ got: [String: Any], _ key: String) -> Int {
        var count = 0
        func check(_ value: Any?, _ expected: String, _ what: String) {
            count += 1
            #expect(
                value as? String == expected, "\(key) \(what): recorded \(value ?? "nothing"), spec says \(expected)")
        }
        check(got["titleText"], alert.title ?? "none", "titleText")
        check(got["message"], alert.message ?? "none", "message")
        let icon = alert.icon ?? alert.preset.defaultIcon.map(ImageSource.builtin)
        check(got["image"], icon.map(SwiftLiteral.assetName) ?? "none", "image")
        let appearance = got["appearance"] as? [String: Any] ?? [:]
        // The preview's mask tap follows `shouldDismissOnTap`, the key the mask reads (shouldHideOnTap is never read).
        let look = alert.appearance
        for row in PropertyCatalog.alertAppearance {
            let value = row.get(look)
            // The seed's animation has no `none`; the generated code says so in a comment and keeps the default.
            if value == .choice(AnimationType.none.rawValue) { continue }
            check(appearance[row.seed.name], expected(value), row.id)
        }
        count += compareCustom(alert, got["custom"] as? [String: String] ?? [:], key)
        check(got["maskTapCloses"], String(alert.hidesOnMaskTap), "a tap on the mask")
        check(got["hasDismissCompletion"], String(alert.dismissCompletion != nil), "dismissCompletion")
        check(got["dismissCompletionRan"], String(alert.dismissCompletion != nil && alert.hidesOnMaskTap), "its run")
        let actions = got["actions"] as? [[String: Any]] ?? []
        #expect(actions.count == alert.actions.count, "\(key): \(actions.count) actions recorded")
        for (action, recorded) in zip(alert.actions, actions) {
            check(recorded["title"], action.title, "action title")
            check(recorded["style"], action.style.rawValue, "action style")
            check(recorded["actionType"], action.actionType.rawValue, "actionType")
            #expect(recorded["hasCompletion"] as? Bool == (action.actionType == .closure))
            let appearance = recorded["appearance"] as? [String: Any] ?? [:]
            for row in PropertyCatalog.actionAppearance {
                check(appearance[row.seed.name], expected(row.get(action.appearance)), "\(action.title) \(row.id)")
            }
        }
        return count
    }

    /// The custom view: its UIKit class, texts and look (an input's whole look, as the seed's sample sets it; a
    /// text's and an image's only what the spec gives).
    static func compareCustom(_ alert: AlertSpec, _ got: [String: String], _ key: String) -> Int {
        guard let custom = alert.custom else {
            #expect(got.isEmpty, "\(key): a customizedView the spec has not")
            return 1
        }
        let style = alert.customStyle
        var want: [String: String] = [
            "backgroundColor": style.backgroundColor.map { expected(.color($0)) } ?? "none",
            "layer.borderWidth": String(style.borderWidth ?? 0),
            "layer.borderColor": style.borderColor.map { expected(.color($0)) } ?? "none",
            "layer.cornerRadius": String(style.cornerRadius ?? 0),
            "frame.height": style.height.map { String($0) } ?? "none",
        ]
        switch custom {
        case .input(let placeholder, let text):
            let look = InputLook(style)
            want["type"] = "UITextField"
            want["text"] = text ?? "none"
            want["placeholder"] = placeholder ?? "none"
            want["attributedPlaceholder.string"] = placeholder ?? "none"
            want["attributedPlaceholder"] = placeholder == nil ? "none" : expected(.color(look.placeholderColor))
            want["font"] = expected(.font(look.font))
            want["textColor"] = expected(.color(look.textColor))
            want["backgroundColor"] = expected(.color(look.backgroundColor))
            want["layer.borderWidth"] = String(look.borderWidth)
            want["layer.borderColor"] = expected(.color(look.borderColor))
            want["layer.cornerRadius"] = String(look.cornerRadius)
            want["frame.height"] = String(look.height)
        case .text(let text):
            want["type"] = "UILabel"
            want["text"] = text
            want["font"] = expected(.font(alert.customTextFont))
            want["textColor"] = expected(.color(alert.customTextColor))
            want["numberOfLines"] = "0"
        case .image(let source, let height):
            want["type"] = "UIImageView"
            want["image"] = SwiftLiteral.assetName(source)
            let modes: [CustomStyle.ContentMode: String] = [
                .fill: "scaleAspectFill", .fit: "scaleAspectFit",
                .stretch: "scaleToFill",
            ]
            want["contentMode"] = modes[style.contentMode ?? .fill]
            want["clipsToBounds"] = "true"
            want["frame.height"] = (height ?? style.height).map { String($0) } ?? "none"
        case let view:
            // A control: its UIKit class, state and every color it draws (`ControlLook`).
            let control = view.control!, look = ControlLook(control, in: alert)
            let types: [CustomControl: String] = [
                .toggle: "UISwitch", .slider: "UISlider", .progress: "UIProgressView",
                .segments: "UISegmentedControl", .rows: "rows",
            ]
            want["type"] = types[control]
            want["state"] = view.stateText
            want["tint"] = expected(.color(look.tint))
            if control != .rows { want["track"] = expected(.color(look.track)) }
            if control == .toggle || control == .slider { want["thumb"] = expected(.color(look.thumb)) }
            if !view.controlTexts.isEmpty {
                want["font"] = expected(.font(look.font))
                want["textColor"] = expected(.color(look.labelColor))
            }
            if case .toggle(_, nil) = view {
                want["backgroundColor"] = "none"
                want["layer.cornerRadius"] = String(ControlLook.switchSize.height / 2)
            }
            if control == .segments { want["backgroundColor"] = "none" }
        }
        #expect(got == want, "\(key): customizedView recorded \(got), spec says \(want)")
        return want.count
    }

    /// A rocket: its author, first block, close button, and every block reachable from the first, with its texts,
    /// fonts, timer, links and (for an input) where each of RocketRecorder's probe texts leads.
    static func compareRocket(_ rocket: RocketSpec, _ got: [String: Any], _ key: String) -> Int {
        func font(_ f: FlareCore.RocketFont) -> String { expected(.font(f.font)) + " " + expected(.color(f.color)) }
        func seconds(_ s: Double?) -> String { s.map { String($0) } ?? "none" }
        let probes = ["", "   ", "Skyler", String(repeating: "x", count: 25), "no", "yes"]
        var want: [String: [String: String]] = [:]
        var queue = [rocket.start]
        while let id = queue.first {
            queue.removeFirst()
            guard want[id] == nil, let block = rocket.block(id) else { continue }
            func link(_ next: String?) -> String {
                if let next { queue.append(next) }
                return next ?? "none"
            }
            func button(_ b: FlareCore.RocketBlock.ButtonBlock, _ prefix: String, _ out: inout [String: String]) {
                out[prefix + "title"] = b.title
                out[prefix + "font"] = font(b.font)
                out[prefix + "next"] = link(b.next)
            }
            var out: [String: String] = [:]
            switch block.content {
            case .text(let b):
                out = ["type": "text", "text": b.text, "showNextAfter": seconds(b.showNextAfter), "font": font(b.font)]
                out["next"] = link(b.next)
            case .image(let b):
                out = [
                    "type": "image", "text": b.text, "image": SwiftLiteral.assetName(b.image),
                    "imageStyle": b.imageStyle.rawValue, "paddingLeft": String(b.paddingLeft),
                    "paddingRight": String(b.paddingRight), "showNextAfter": seconds(b.showNextAfter),
                    "font": font(.text),
                ]
                out["next"] = link(b.next)
            case .button(let b):
                out["type"] = "button"
                button(b, "", &out)
            case .doubleButton(let left, let right):
                out["type"] = "doubleButton"
                button(left, "left.", &out)
                button(right, "right.", &out)
            case .input(let b):
                out = [
                    "type": "input", "text": b.text, "buttonTitle": b.buttonTitle, "font": font(b.font),
                    "buttonStyle": font(b.buttonStyle),
                ]
                for (index, probe) in probes.enumerated() {
                    out["route\(index)"] =
                        b.branches.isEmpty && b.next == nil ? "none" : link(RocketFlow.route(probe, b))
                }
            }
            want[id] = out
        }
        let author = (rocket.author.image.map(SwiftLiteral.assetName) ?? "empty") + " " + rocket.author.style.rawValue
        #expect(got["author"] as? String == author, "\(key): author")
        #expect(got["start"] as? String == rocket.start, "\(key): start")
        let close = rocket.closeButton.map { $0.title + " " + font($0.font) } ?? "none"
        #expect(got["close"] as? String == close, "\(key): close button")
        let blocks = got["blocks"] as? [String: [String: String]] ?? [:]
        #expect(Set(blocks.keys) == Set(want.keys), "\(key): blocks")
        for (id, block) in want {
            #expect(blocks[id] == block, "\(key) block \(id): recorded \(blocks[id] ?? [:]), spec says \(block)")
        }
        return 3 + want.values.map(\.count).reduce(0, +)
    }

    /// A scenario's rules as WaitForIt's `config()` sets them, and its flags at their starting values.
    static func compareScenario(_ scenario: ScenarioSpec, _ got: [String: String], _ key: String) -> Int {
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }
        var want = [
            "minEventsRequired": text(scenario.minEventsRequired),
            "maxEventsPermitted": text(scenario.maxEventsPermitted),
            "maxExecutionsPermitted": text(scenario.maxExecutionsPermitted),
            "minSecondsSinceFirstEvent": text(scenario.minSecondsSinceFirstEvent),
            "minSecondsSinceLastEvent": text(scenario.minSecondsSinceLastEvent),
            "minSecondsBetweenExecutions": text(scenario.minSecondsBetweenExecutions),
        ]
        // A flag bound to another scenario starts off (that scenario has no executions yet).
        let starts = scenario.customConditions.map { scenario.bindings[$0] == nil && (scenario.flags[$0] ?? false) }
        want["customConditions"] = scenario.customConditions.isEmpty ? "none" : "\(!starts.contains(false))"
        for (flag, start) in zip(scenario.customConditions, starts) { want["flag." + flag] = "\(start)" }
        #expect(got == want, "\(key): recorded \(got), spec says \(want)")
        return want.count
    }

    /// A queue's popups as PopupQueue is given them: the script's registrations first, then the others, each with
    /// its name, priority, container and selfMaintain; and autoPoll.
    static func compareQueue(_ queue: QueueSpec, _ got: [String: Any], _ key: String) -> Int {
        var order: [PopupSpec] = []
        for case .register(let name) in queue.script {
            if let popup = queue.popup(name), !order.contains(popup) { order.append(popup) }
        }
        order += queue.popups.filter { !order.contains($0) }
        let want = order.map {
            [
                "name": $0.name, "priority": "\($0.priority)", "container": $0.container,
                "selfMaintain": "\($0.selfMaintain)",
                "status": "ready",
            ]
        }
        #expect(
            got["popups"] as? [[String: String]] == want,
            "\(key): recorded \(got["popups"] ?? "nothing"), spec says \(want)")
        #expect(got["autoPoll"] as? String == "\(queue.autoPoll)", "\(key): autoPoll")
        return 1 + want.count * 4
    }

    /// URLs to send through a spec's generated routes: each pattern filled in (with and without a query), the
    /// routing script's URLs, and one that matches nothing.
    static func routeProbes(_ spec: Spec) -> [String] {
        var urls: [String] = []
        for (index, route) in spec.routes.enumerated() {
            guard let pattern = try? RoutePatternSyntax.parse(route.pattern).get() else { continue }
            var values: [String: String] = [:]
            for (k, name) in pattern.parameters.enumerated() { values[name] = "v\(index)x\(k)" }
            let url = RoutePatternSyntax.substitute(route.pattern, with: values)
            urls += [url, url + "?utm_source=mail&step=s1#top"]
        }
        for case .open(let request?) in spec.routing.script where request.source == .url { urls.append(request.value) }
        urls.append("myapp://matches-no-route")
        return Array(Set(urls)).sorted()
    }

    /// Where Flare's rule sends a URL, as WorkflowRecorder prints it: the pattern, suspendable, the destination
    /// (`none`: no route). Flare's resolver, without checking that the ids exist (the app's navigate does).
    static func expectedRoute(_ url: String, _ spec: Spec) -> String {
        let request = RouteURL(url)
        for route in spec.routes {
            guard let pattern = try? RoutePatternSyntax.parse(route.pattern).get(),
                let values = pattern.match(request.base)
            else { continue }
            let target = RoutePatternSyntax.substitute(route.target, with: request.values.merging(values) { _, p in p })
            guard case .success(let d) = Destination.parse(target) else { return "none" }
            let destination: String
            switch d.item {
            case .rocket(let id):
                let block = d.block ?? request.values["block"]
                destination =
                    "rocket(\(SwiftLiteral.string(id)), block: "
                    + "\(block.map { "Optional(\(SwiftLiteral.string($0)))" } ?? "nil"))"
            default:
                destination = "\(d.item.section)(\(SwiftLiteral.string(d.item.id)))"
            }
            return "\(route.pattern) \(route.suspendable) \(destination)"
        }
        return "none"
    }

    /// A catalog value as Recorder.swift prints the stub's.
    static func expected(_ value: PropertyValue) -> String {
        func hex(_ c: RGBA) -> String {
            "#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
        switch value {
        case .color(let c): return hex(c.light) + " " + hex(c.dark)
        case .font(let f):
            let size = f.size == f.size.rounded() ? String(Int(f.size)) : String(f.size)
            if let name = SwiftLiteral.postScriptName(f) { return name + " " + size }
            if f.italic { return "system italic " + size }
            return "system " + SwiftLiteral.weight(f.weight).dropFirst() + " " + size
        case .number(let n): return String(n)
        case .choice(let word): return word
        case .bool(let b): return String(b)
        case .image(let source): return SwiftLiteral.assetName(source)
        case .edgeInsets: return "insets"
        case .text(let text): return text
        case .rocketFont(let f): return f.presetName ?? "rocketFont"
        case .none: return "none"
        }
    }
}
