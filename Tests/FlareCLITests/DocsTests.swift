import Foundation
import FlareCore
import Testing
import TestSupport

/// docs/spec.md names every key the parser accepts and quotes `flare check` output that is still true.
@Suite struct DocsTests {
    static let doc = Fixtures.root.appendingPathComponent("docs/spec.md")

    @Test func everyKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let all = SpecKeys.topLevel + SpecKeys.paletteColor + SpecKeys.stage + SpecKeys.stageDevice + SpecKeys.font
            + SpecKeys.rocketFont + SpecKeys.alert + SpecKeys.custom + SpecKeys.customInput + SpecKeys.slide
            + SpecKeys.appearance + SpecKeys.deprecatedAppearance + SpecKeys.action + SpecKeys.actionAppearance
            + SpecKeys.rocket + SpecKeys.rocketAuthor + SpecKeys.rocketCloseButton + SpecKeys.blockTypes
            + SpecKeys.block.values.flatMap { $0 } + SpecKeys.doubleButtonSide + SpecKeys.branch + SpecKeys.rocketSteps
            + SpecKeys.queue + SpecKeys.popup + SpecKeys.queueSteps + SpecKeys.scenario + SpecKeys.scenarioStep
            + SpecKeys.locale + SpecKeys.alertText + SpecKeys.customText + SpecKeys.rocketText + SpecKeys.blockText
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
}
