import FlareCore
import Foundation
import Testing
import TestSupport

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
