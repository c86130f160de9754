import Foundation
import Testing
import TestSupport

/// The bundled examples against the JSON Schema (an independent validator) and `flare check`;
/// `broken/broken.yaml` fails both with its documented findings.
@Suite struct ExamplesTests {
    static let schema = Fixtures.root.appendingPathComponent("data/schema/flare.schema.json")
    static let broken = Fixtures.examples.appendingPathComponent("broken/broken.yaml")

    /// Every spec under data/examples (included files too), except broken/.
    static var examples: [URL] {
        let all =
            FileManager.default.enumerator(at: Fixtures.examples, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return all.filter { ["yaml", "yml", "json"].contains($0.pathExtension) && !$0.path.contains("/broken/") }
            .sorted { $0.path < $1.path }
    }

    @Test func theExamplesAreThere() {
        let names = Set(Self.examples.map { $0.path.replacingOccurrences(of: Fixtures.examples.path + "/", with: "") })
        let expected: Set<String> = [
            "showcase.yaml", "showcase/rockets.yaml", "showcase/queues.yaml", "alert.yaml",
            "appearance.yaml", "presets.yaml", "rocket.yaml", "queue.yaml", "scenario.yaml",
            "routes.yaml", "alert.json", "controls.yaml",
        ]
        #expect(expected.isSubset(of: names), "missing: \(expected.subtracting(names))")
    }

    @Test func everyExampleValidatesAgainstTheSchema() throws {
        let outcome = try SchemaValidator.validate(Self.examples, schema: Self.schema)
        #expect(outcome.status == 0)
        #expect(outcome.lines == [])
    }

    @Test func brokenFailsTheSchemaWhereItIsBroken() throws {
        let outcome = try SchemaValidator.validate([Self.broken], schema: Self.schema)
        #expect(outcome.status == 1)
        let pointers = outcome.lines.map { $0.replacingOccurrences(of: Self.broken.path + ": ", with: "") }
            .map { String($0.prefix { $0 != ":" }) }
        #expect(
            pointers == [
                "/alerts/low-battery/appearance",
                "/alerts/low-battery/appearance/animationDuration",
                "/alerts/low-battery/appearance/animationType",
                "/alerts/low-battery/appearance/titleColor",
            ])
        #expect(outcome.lines.first?.contains("'titelFont' was unexpected") == true)
    }

    @Test func brokenFailsFlareCheckWithItsFindings() throws {
        let r = try FlareProcess.run(["check", Self.broken.path])
        #expect(r.status == 1)
        let p = Self.broken.path
        #expect(
            r.stderr.split(separator: "\n").map(String.init) == [
                "\(p):9:7: error: unknown key 'titelFont' (did you mean 'titleFont'?)",
                "\(p):10:19: error: '#12345' is not a color (write #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits)",
                "\(p):11:22: error: 'spin' is not a valid animationType (expected standard, fade or none)",
                "\(p):12:26: error: '3 parsecs' is not a duration (write seconds, or a number with a unit: 500ms, 90s, "
                    + "15m, 1.5h, 7d, 1w)",
                "\(p):15:16: error: the action opens alert 'lowbattery', which does not exist (did you mean "
                    + "'low-battery'?)",
                "\(p):23:15: error: block 'question' names next 'thanx', which does not exist",
                "\(p):24:7: warning: block 'orphan' of rocket 'ask' is never reached from its start block 'question'",
                "\(p):30:24: warning: scenario 'never' can never execute: minEventsRequired (5) "
                    + "is above maxEventsPermitted (2)",
                "\(p):33:11: error: scenario 'lost' shows rocket 'welcome', which does not exist",
                "\(p): 7 errors, 2 warnings",
            ])
    }

    /// The top-level examples check with no warnings at all (CheckExamplesTests checks exit 0).
    @Test func examplesCheckWithoutWarnings() throws {
        for example in Self.examples where !example.path.contains("/showcase/") {
            let r = try FlareProcess.run(["check", example.path])
            #expect(r.status == 0, "\(example.lastPathComponent)")
            #expect(!r.stderr.contains("warning"), "\(example.lastPathComponent): \(r.stderr)")
        }
    }
}
