import FlareCore
import Foundation
import Testing
import TestSupport

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
