import FlareCore
import Foundation
import Testing
import TestSupport

/// The pure half of `flare test`'s review, its first part: resolved spec values, their manifest tables and their diff
/// (`RendererFingerprintTests`, `ImageComparisonTests` and `RunSummaryTests` hold the rest).
struct ResolvedValuesTests {
    static let spec = """
        flare: 1
        palette:
          card: {light: "#262626", dark: "#101010"}
        alerts:
          upload:
            preset: systemError
            title: Upload failed
            message: The cloud did not answer.
            icon: assets/icon.png
            appearance:
              backgroundColor: card
              borderCornerRadius: 16
            actions:
              - title: Retry
              - title: Discard
                style: destructive
                appearance:
                  actionColor: "#FF3B30"
        """

    /// One folder for every load, so image paths resolve to the same files.
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "flare-values-\(UUID().uuidString)")

    static func alert(_ text: String = spec) throws -> (AlertSpec, String) {
        let result = SpecText.load(text, in: directory)
        let spec = try #require(result.spec, "\(SpecText.lines(result))")
        return (try #require(spec.alert("upload")), (spec.file as NSString).deletingLastPathComponent)
    }

    static func value(_ values: [ResolvedValue], _ key: String) -> ResolvedValue? { values.first { $0.key == key } }

    @Test func everyPropertyIsListedAfterPresetPaletteAndTheme() throws {
        let (alert, folder) = try Self.alert()
        let light = alert.resolvedValues(theme: .light, folder: folder)
        #expect(Self.value(light, "title")?.value == "Upload failed")
        #expect(Self.value(light, "appearance.backgroundColor")?.value == "#262626", "the palette colour, resolved")
        #expect(
            Self.value(alert.resolvedValues(theme: .dark, folder: folder), "appearance.backgroundColor")?.value
                == "#101010")
        #expect(Self.value(light, "appearance.borderCornerRadius")?.value == "16")
        #expect(Self.value(light, "appearance.imageTintColor")?.value == "#FF0000", "from the systemError preset")
        #expect(Self.value(light, "appearance.animationDuration")?.value == "0.3", "the seed's default")
        #expect(Self.value(light, "actions[1].title")?.value == "Discard")
        #expect(Self.value(light, "actions[1].style")?.value == "destructive")
        #expect(Self.value(light, "actions[1].appearance.actionColor")?.value == "#FF3B30")
        #expect(Self.value(light, "actions[0].appearance.actionBorderColor")?.value == "none")
        #expect(Self.value(light, "icon")?.value == "assets/icon.png", "relative to the spec's folder")
        let appearanceKeys = light.filter { $0.key.hasPrefix("appearance.") }.count
        #expect(appearanceKeys == Mirror(reflecting: AlertAppearance()).children.count, "every appearance property")
    }

    /// The rows kept in a memo are the rows made afresh: every alert of every example, in both themes, twice over
    /// one memo (the second time from it).
    @Test func rowsFromTheMemoAreTheRowsMadeAfresh() throws {
        let memo = ValueRowsMemo()
        let examples = try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        var compared = 0
        for _ in 0..<2 {
            for name in examples {
                guard let spec = SpecLoader.load(path: Fixtures.examples.appendingPathComponent(name).path).spec
                else { continue }
                let folder = (spec.file as NSString).deletingLastPathComponent
                for alert in spec.alerts {
                    for theme in [Theme.light, .dark] {
                        #expect(
                            alert.resolvedValues(theme: theme, folder: folder, memo: memo)
                                == alert.resolvedValues(theme: theme, folder: folder), "\(name): \(alert.id)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 100)
    }

    @Test func valuesTheSpecWritesCarryTheirLocation() throws {
        let (alert, folder) = try Self.alert()
        let values = alert.resolvedValues(theme: .light, folder: folder)
        #expect(Self.value(values, "actions[1].title")?.at?.hasSuffix("spec.yaml:15:9") == true, "\(values)")
        #expect(Self.value(values, "appearance.borderCornerRadius")?.at?.hasSuffix("spec.yaml:12:7") == true)
        #expect(Self.value(values, "appearance.titleColor")?.at == nil, "a default is written nowhere")
    }

    @Test func theDiffNamesEachChangedValueWithItsPlace() throws {
        let (before, folder) = try Self.alert()
        let (after, _) = try Self.alert(
            Self.spec.replacingOccurrences(of: "- title: Discard", with: "- title: Discarb")
                .replacingOccurrences(of: "#262626", with: "#362626"))
        let changes = ValueChange.changes(
            from: before.resolvedValues(theme: .light, folder: folder),
            to: after.resolvedValues(theme: .light, folder: folder))
        #expect(changes.map(\.key) == ["appearance.backgroundColor", "actions[1].title"])
        let title = try #require(changes.last?.description)
        #expect(
            title.hasPrefix("actions[1].title: 'Discard' → 'Discarb' (") && title.hasSuffix("spec.yaml:15:9)"),
            "\(title)")
        #expect(
            ValueChange.changes(
                from: before.resolvedValues(theme: .dark, folder: folder),
                to: after.resolvedValues(theme: .dark, folder: folder)
            ).map(\.key) == ["actions[1].title"],
            "the dark palette colour did not change")
    }

    @Test func addedAndRemovedValuesAreNamed() {
        let old = [
            ResolvedValue(key: "title", value: "A"),
            ResolvedValue(key: "actions[1].title", value: "No", at: "s.yaml:9:9"),
        ]
        let new = [
            ResolvedValue(key: "title", value: "A"),
            ResolvedValue(key: "message", value: "It's\nnew", at: "s.yaml:4:5"),
        ]
        let changes = ValueChange.changes(from: old, to: new).map(\.description)
        #expect(
            changes == [
                "message: (not set) → 'It\\'s\\nnew' (s.yaml:4:5)", "actions[1].title: 'No' → (not set) (s.yaml:9:9)",
            ])
        #expect(ValueChange.changes(from: old, to: old).isEmpty)
    }
}

extension ResolvedValuesTests {
    @Test func theManifestsTablesRoundTrip() {
        let values = [
            ResolvedValue(key: "title", value: "A", at: "s.yaml:3:5"),
            ResolvedValue(key: "appearance.borderWidth", value: "0"),
        ]
        let tables = ResolvedValue.tables(values)
        #expect(tables.values == ["title": "A", "appearance.borderWidth": "0"] && tables.at == ["title": "s.yaml:3:5"])
        #expect(Set(ResolvedValue.list(values: tables.values, at: tables.at)) == Set(values))
    }
}
