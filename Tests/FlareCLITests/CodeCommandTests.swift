import FlareCore
import Foundation
import Testing
import TestSupport

/// `flare code`: every example's output typechecks against the release stubs (Fixtures/CodeStubs), alone and as
/// `--out` files; `--id`, `--include-defaults` and goldens that pin the exact text.
@Suite struct CodeCommandTests {
    @Test(CodeHarness.needsSwiftc)
    func everyExampleTypechecksAgainstTheSeedStubs() throws {
        let dir = try CodeHarness.modules.get()
        #expect(CodeHarness.examples.count >= 10)
        for example in CodeHarness.examples {
            let text = try CodeHarness.code([example.path])
            let again = try CodeHarness.code([example.path])
            #expect(again == text, "\(example.lastPathComponent): output is not deterministic")
            let file = dir.appendingPathComponent(example.lastPathComponent + ".swift")
            try Data(text.utf8).write(to: file)
            try CodeHarness.typecheck([file.path], in: dir)
            for line in text.split(separator: "\n") where line.count > 120 {
                #expect(line.contains("\""), "\(example.lastPathComponent): longer than 120 columns: \(line)")
            }
            #expect(!text.contains("\t"))
        }
    }

    /// Every example's `--out` files (one per item, the shared colors, the routes) compile together.
    @Test(CodeHarness.needsSwiftc)
    func everyExamplesFilesTypecheckTogether() throws {
        let dir = try CodeHarness.modules.get()
        var sections = Set<String>()
        for example in CodeHarness.examples {
            let out = try Fixtures.temporaryDirectory()
            _ = try CodeHarness.code([example.path, "--out", out.path])
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            for name in names {
                for kind in ["Alert", "Rocket", "Queue", "Scenario", "Routes"] where name.hasSuffix(kind + ".swift") {
                    sections.insert(kind)
                }
            }
            try CodeHarness.typecheck(names.map { out.appendingPathComponent($0).path }, in: dir)
        }
        #expect(sections == ["Alert", "Rocket", "Queue", "Scenario", "Routes"])
    }

    /// `--id` names one item; `routes` names the spec's routes; anything else lists what there is.
    @Test func idNamesOneItemOrTheRoutes() throws {
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let scenario = try CodeHarness.code([showcase, "--id", "rate-prompt"])
        #expect(
            scenario.contains("import WaitForIt") && scenario.contains("struct RatePromptScenario: ScenarioProtocol"))
        #expect(!scenario.contains("import UXSDKCore") && !scenario.contains("flareRoute"))
        let queue = try CodeHarness.code([showcase, "--id", "camera-flow"])
        #expect(queue.contains("import JHPopupQueue") && queue.contains("func registerCameraFlowQueue("))
        let routes = try CodeHarness.code([showcase, "--id", "routes"])
        #expect(routes.contains("import Scotty") && routes.contains("func flareRoute<Root>("))
        #expect(!routes.contains("DUXBetaAlertView"))
        let r = try FlareProcess.run([
            "code", Fixtures.examples.appendingPathComponent("queue.yaml").path, "--id", "routes",
        ])
        #expect(r.status == 2, "queue.yaml has no routes")
    }

    /// `--out`: one file per item and the shared colors, which compile together.
    @Test(CodeHarness.needsSwiftc)
    func outWritesOneFilePerItemAndTheSharedColors() throws {
        let dir = try CodeHarness.modules.get()
        let out = try Fixtures.temporaryDirectory()
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let printed = try CodeHarness.code([showcase, "--out", out.path])
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names.contains("LowBatteryAlert.swift"))
        #expect(names.contains("FlareColors.swift"))
        #expect(printed.split(separator: "\n").count == names.count)
        let colors = try String(contentsOf: out.appendingPathComponent("FlareColors.swift"), encoding: .utf8)
        #expect(colors.contains("extension UIColor {") && !colors.contains("private extension"))
        try CodeHarness.typecheck(names.map { out.appendingPathComponent($0).path }, in: dir)
    }

    /// `--include-defaults`: every appearance property of the seed, also at its default; it still compiles.
    @Test(CodeHarness.needsSwiftc)
    func includeDefaultsWritesEveryProperty() throws {
        let dir = try CodeHarness.modules.get()
        let path = Fixtures.examples.appendingPathComponent("alert.yaml").path
        let short = try CodeHarness.code([path]), full = try CodeHarness.code([path, "--include-defaults"])
        for row in PropertyCatalog.alertAppearance {
            #expect(!short.contains("alert.appearance.\(row.seed.name) ="), "\(row.id) is the seed's default")
            #expect(full.contains("alert.appearance.\(row.seed.name) ="), "\(row.id) missing")
        }
        for row in PropertyCatalog.actionAppearance {
            #expect(full.contains("okAppearance.\(row.seed.name) ="), "\(row.id) missing")
        }
        let file = dir.appendingPathComponent("defaults-\(UUID().uuidString).swift")
        try Data(full.utf8).write(to: file)
        try CodeHarness.typecheck([file.path], in: dir)
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
        let text = try CodeHarness.code([Fixtures.examples.appendingPathComponent(example).path])
        let url = CodeHarness.goldens.appendingPathComponent(example + ".swift")
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text == golden, "flare code \(example) differs from its golden; see docs/handoff.md to refresh it")
    }
}
