import Foundation
import FlareCore
import Testing
import TestSupport

/// docs/spec.md names every key the parser accepts and quotes `flare check` output that is still true.
@Suite struct DocsTests {
    static let doc = Fixtures.root.appendingPathComponent("docs/spec.md")

    @Test func everyKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let all =
            SpecKeys.topLevel + SpecKeys.paletteColor + SpecKeys.stage + SpecKeys.stageDevice + SpecKeys.font
            + SpecKeys.rocketFont + SpecKeys.alert + SpecKeys.custom + SpecKeys.customInput + SpecKeys.slide
            + SpecKeys.appearance + SpecKeys.deprecatedAppearance + SpecKeys.action + SpecKeys.actionAppearance
            + SpecKeys.rocket + SpecKeys.rocketAuthor + SpecKeys.rocketCloseButton + SpecKeys.blockTypes
            + SpecKeys.block.values.flatMap { $0 } + SpecKeys.doubleButtonSide + SpecKeys.branch + SpecKeys.rocketSteps
            + SpecKeys.queue + SpecKeys.popup + SpecKeys.queueSteps + SpecKeys.scenario + SpecKeys.scenarioStep
            + SpecKeys.locale + SpecKeys.alertText + SpecKeys.customText + SpecKeys.inputText + SpecKeys.rocketText
            + SpecKeys.blockText
            + SpecKeys.variants
        let missing = Set(all).filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "keys docs/spec.md does not name: \(missing.sorted())")
    }

    /// The diagnostics block quoted for broken.yaml is exactly what `flare check` prints today.
    @Test func quotedBrokenOutputIsCurrent() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let path = "data/examples/broken/broken.yaml"
        let quoted = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(path + ":") }
        let r = try FlareProcess.run(["check", path], currentDirectory: Fixtures.root)
        #expect(r.status == 1)
        #expect(quoted == r.stderr.split(separator: "\n").map(String.init))
    }

    /// docs/ci.md: its workflows are YAML, and every option it gives a flare command exists.
    @Test func ciGuideIsValidYAMLAndItsOptionsExist() throws {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 2, "a GitHub Actions and a GitLab CI workflow")
        for block in blocks {
            let file = try Fixtures.temporaryDirectory().appendingPathComponent("ci.yaml")
            try block.write(to: file, atomically: true, encoding: .utf8)
            let parse = try FlareProcess.runTool(
                "/usr/bin/python3", ["-c", "import sys, yaml; yaml.safe_load(open(sys.argv[1]))", file.path])
            #expect(parse.status == 0, "\(parse.stderr)")
        }
        // The workflows run `flare test` and `flare report merge`; `make deb-check`'s steps name what a designer runs.
        let commands = [["test"], ["report", "merge"], ["export"], ["open"], []]
        let help = try commands.map { try FlareProcess.run($0 + ["--help"]).stdout }.joined()
        let options = Set(text.matches(of: /--[a-z][a-z-]+/).map { String($0.output) })
        let notFlare: Set<String> = ["--depth", "--variant"]  // git clone's, debootstrap's
        #expect(!options.isEmpty)
        for option in options.subtracting(notFlare) {
            #expect(help.contains(option), "docs/ci.md uses \(option), which no flare command it runs takes")
        }
    }
}
