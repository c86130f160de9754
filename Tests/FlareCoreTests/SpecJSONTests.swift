import FlareCore
import Foundation
import Testing

/// The same spec written as YAML and as JSON gives the same model (locations aside).
@Suite struct SpecJSONTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The spec without source locations and file names, which differ between the two forms by nature.
    static func normalized(_ spec: Spec) -> Spec {
        var s = spec
        s.file = ""
        s.files = Array(s.files.dropFirst())
        for i in s.alerts.indices {
            s.alerts[i].location = nil
            s.alerts[i].keys = [:]
            for j in s.alerts[i].actions.indices {
                s.alerts[i].actions[j].location = nil
                s.alerts[i].actions[j].keys = [:]
            }
        }
        for i in s.rockets.indices {
            s.rockets[i].location = nil
            s.rockets[i].keys = [:]
            for j in s.rockets[i].blocks.indices {
                s.rockets[i].blocks[j].location = nil
                s.rockets[i].blocks[j].keys = [:]
            }
        }
        for i in s.queues.indices { s.queues[i].location = nil }
        for i in s.scenarios.indices { s.scenarios[i].location = nil }
        for i in s.routes.indices { s.routes[i].location = nil }
        // The same fonts, written at other places.
        s.fontUses = s.fontUses.map {
            FontUse(key: $0.key, text: $0.text, font: $0.font, location: SourceLocation(file: "", line: 0, column: 0))
        }
        return s
    }

    @Test func yamlAndJSONFormsAreEqual() throws {
        let yaml = SpecLoader.load(path: Self.fixtures.appendingPathComponent("every-key.yaml").path)
        let json = SpecLoader.load(path: Self.fixtures.appendingPathComponent("every-key.json").path)
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics)")
        let y = try #require(yaml.spec), j = try #require(json.spec)
        #expect(Self.normalized(y) == Self.normalized(j))
        #expect(j.alerts.count == 3 && j.rockets.first?.blocks.count == 6)
    }

    @Test func jsonDiagnosticsHaveLinesAndColumns() {
        let result = SpecText.load(
            "{\n  \"flare\": 1,\n  \"alerts\": {\"a\": {\"titel\": \"x\"}}\n}\n", path: "spec.json")
        #expect(SpecText.lines(result) == ["3:20: error: unknown key 'titel' (did you mean 'title'?)"])
    }
}
