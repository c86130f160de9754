import FlareCore
import Foundation
import Testing
import TestSupport

/// The pure half of `flare test`'s review: resolved spec values and their diff, the renderer fingerprint, the exact
/// comparison and its box, and the words each result and run are reported with.
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

struct RendererFingerprintTests {
    static let base = RendererFingerprint(
        flare: "0.1.0", gtk: "4.8.3", pango: "1.50.12", cairo: "1.16.0", harfbuzz: "6.0.0",
        freetype: "2.12.1", fontconfig: "2.14.1", renderer: "cairo",
        fonts: ["Inter-Regular.otf": "aa", "Inter-Bold.otf": "bb"])

    @Test func equalFingerprintsHaveNoChangesAndOneId() {
        #expect(Self.base.changes(from: Self.base).isEmpty)
        #expect(Self.base.id.count == 16 && Self.base.id == Self.base.id)
        var other = Self.base
        other.fonts["Inter-Bold.otf"] = "cc"
        #expect(other.id != Self.base.id)
    }

    @Test func eachChangedPartIsNamed() {
        var now = Self.base
        now.gtk = "4.10.1"
        now.freetype = "2.13.0"
        now.fonts["Inter-Bold.otf"] = "cc"
        now.fonts["Inter-Regular.otf"] = nil
        now.fonts["Lobster.otf"] = "dd"
        #expect(
            now.changes(from: Self.base) == [
                "GTK 4.8.3 → 4.10.1", "FreeType 2.12.1 → 2.13.0", "font Inter-Bold.otf: other bytes",
                "font Inter-Regular.otf: no longer used", "font Lobster.otf: not used before",
            ])
    }

    @Test func itRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.base)
        #expect(try JSONDecoder().decode(RendererFingerprint.self, from: data) == Self.base)
    }
}

struct ImageComparisonTests {
    @Test func theExactComparisonCountsEveryDifferingPixelAndBoxesThem() {
        let a = PixelDiffTests.solid(10, 8, (255, 255, 255))
        var b = a
        PixelDiffTests.set(&b, 10, 2, 3, (254, 255, 255))  // one level: below any perceptual threshold
        PixelDiffTests.set(&b, 10, 6, 5, (0, 0, 0))
        let exact = PixelDiff.exact(a, b, width: 10, height: 8)
        #expect(exact.differing == 2)
        #expect(exact.box == ImageBox(x: 2, y: 3, width: 5, height: 3))
        #expect(
            PixelDiff().compare(a, b, width: 10, height: 8).differing <= 1, "the tolerance misses the one-level change")
        #expect(PixelDiff.exact(a, a, width: 10, height: 8).box == nil)
    }

    @Test func theBoxIsDrawnAroundTheChange() {
        var picture = [UInt8](repeating: 0, count: 10 * 10 * 4)
        picture.withUnsafeMutableBufferPointer {
            ImageBox(x: 4, y: 4, width: 2, height: 2).draw(on: $0, width: 10, height: 10, margin: 1)
        }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(picture[((y * 10 + x) * 4)..<((y * 10 + x) * 4 + 4)]) }
        #expect(
            pixel(3, 3) == [255, 0, 255, 255] && pixel(6, 6) == [255, 0, 255, 255] && pixel(3, 5) == [255, 0, 255, 255])
        #expect(pixel(4, 4) == [0, 0, 0, 0], "the changed pixels stay visible inside")
        picture.withUnsafeMutableBufferPointer {
            ImageBox(x: 0, y: 0, width: 10, height: 10).draw(on: $0, width: 10, height: 10)
        }
        #expect(pixel(0, 0) == [255, 0, 255, 255], "clipped to the image")
    }

    @Test func anExactChangeSaysHowManyWhereAndWhichValues() {
        let change = ValueChange(key: "actions[1].title", old: "Discard", new: "Discarb", at: "showcase.yaml:73:9")
        let c = ImageComparison(
            mode: .exact, differing: 260, beyondTolerance: 260, total: 289_432,
            box: ImageBox(x: 789, y: 192, width: 19, height: 26), valueChanges: [change])
        #expect(c.changed)
        #expect(c.detail == "260 pixels differ (0.09%), in 19×26 px at (789, 192)")
        #expect(c.notes == ["actions[1].title: 'Discard' → 'Discarb' (showcase.yaml:73:9)"])
        let result = c.result(id: "upload-failed", file: "upload-failed@2x.png", location: nil)
        #expect(result.status == .changed && result.differingPixels == 260 && result.lines.count == 2)
        let one = ImageComparison(mode: .exact, differing: 1, beyondTolerance: 1, total: 1_000_000)
        #expect(one.changed && one.detail == "1 pixel differs (<0.01%)", "\(one.detail)")
    }

    @Test func theSamePixelsAreSaidOnlyWhenTheyAre() {
        let same = ImageComparison(mode: .exact, differing: 0, beyondTolerance: 0, total: 100)
        #expect(!same.changed && same.detail == "the same pixels as the baseline" && same.notes.isEmpty)
        let tolerated = ImageComparison(
            mode: .tolerance(threshold: 0.1, maxShare: 0.001), differing: 260, beyondTolerance: 20,
            total: 289_432, fingerprintChanges: ["GTK 4.6.0 → 4.8.3"])
        #expect(!tolerated.changed)
        #expect(!tolerated.detail.contains("same pixels"))
        #expect(
            tolerated.detail.hasPrefix("within the tolerance (--threshold 0.1, --max-diff 0.001): 260 pixels differ"))
        #expect(
            tolerated.notes.last
                == "renderer changed since the baseline, so it is compared with a tolerance: GTK 4.6.0 → 4.8.3")
        let beyond = ImageComparison(
            mode: .tolerance(threshold: 0.1, maxShare: 0.001), differing: 5000, beyondTolerance: 4000,
            total: 100_000)
        #expect(beyond.changed && beyond.detail.hasPrefix("4000 pixels differ beyond the tolerance (4.00%;"))
    }

    @Test func aChangeWithoutValueChangesSaysWhatChangedInstead() {
        func notes(images: [String] = [], renderer: [String]? = []) -> [String] {
            ImageComparison(
                mode: .exact, differing: 9, beyondTolerance: 9, total: 100, valueChanges: [], imageFileChanges: images,
                fingerprintChanges: renderer
            ).notes
        }
        #expect(
            notes(images: ["assets/battery.svg"]) == ["no spec value changed; an image file did: assets/battery.svg"])
        #expect(
            notes(renderer: ["font Inter-Bold.otf: other bytes"]).first
                == "no spec value changed; the renderer did (see below)")
        #expect(notes().first?.hasPrefix("no spec value, image file or renderer changed") == true)
        #expect(
            ImageComparison(mode: .exact, differing: 9, beyondTolerance: 9, total: 100, valueChanges: nil).notes.first?
                .contains("records no spec values") == true)
        #expect(
            ImageComparison(mode: .exact, differing: 0, beyondTolerance: 0, total: 100, sizes: "1×1 px → 1×2 px")
                .changed)
    }
}

struct RunSummaryTests {
    static func variants(themes: [Theme], scales: [Int]) -> [Variant] {
        Variant.crossProduct(themes: themes, scales: scales, devices: [], stage: Stage())
    }

    @Test func exportNamesOnlyTheAxesThatVary() {
        #expect(
            RunSummary.export(
                images: 12, variants: Self.variants(themes: [.light, .dark], scales: [1, 2]), directory: "shots")
                == "12 images, 2 themes × 2 scales, in shots/ (manifest.json)")
        #expect(
            RunSummary.export(
                images: 3, variants: Self.variants(themes: [.dark], scales: [1, 2, 3]), directory: "out/")
                == "3 images, 3 scales, in out/ (manifest.json)")
        #expect(RunSummary.export(images: 1, variants: [], directory: ".") == "1 image, in ./ (manifest.json)")
    }

    @Test func testCountsEachStatusThatOccurs() {
        func r(_ status: ReviewResult.Status, _ differing: Int? = 0) -> ReviewResult {
            var result = ReviewResult(id: "a", file: "a.png", status: status, detail: "")
            result.differingPixels = differing
            return result
        }
        let results = Array(repeating: r(.unchanged), count: 38) + [r(.changed, 5), r(.new, nil)]
        #expect(RunSummary.test(results) == "40 images: 38 unchanged, 1 changed, 1 new")
        #expect(RunSummary.test([r(.unchanged), r(.unchanged, 3)]) == "2 images: 2 unchanged (1 within the tolerance)")
        #expect(RunSummary.test([r(.new, nil)], approvedInto: "review") == "1 image: 1 new; approved into review/")
        #expect(RunSummary.test([]) == "0 images")
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
