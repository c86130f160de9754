import FlareCore
import Testing

/// The perceptual comparison on hand-made RGBA buffers.
struct PixelDiffTests {
    /// A `width` × `height` image of one opaque colour.
    static func solid(_ width: Int, _ height: Int, _ rgb: (UInt8, UInt8, UInt8)) -> [UInt8] {
        (0..<(width * height)).flatMap { _ in [rgb.0, rgb.1, rgb.2, 255] }
    }

    static func set(_ image: inout [UInt8], _ width: Int, _ x: Int, _ y: Int, _ rgb: (UInt8, UInt8, UInt8)) {
        let k = (y * width + x) * 4
        image[k] = rgb.0; image[k + 1] = rgb.1; image[k + 2] = rgb.2; image[k + 3] = 255
    }

    @Test func identicalImagesHaveNoDifference() {
        let a = Self.solid(8, 8, (30, 120, 240))
        let result = PixelDiff().compare(a, a, width: 8, height: 8)
        #expect(result.differing == 0 && result.antialiased == 0 && result.total == 64)
    }

    @Test func aColourChangeOfABlockIsCounted() {
        let a = Self.solid(10, 10, (255, 255, 255))
        var b = a
        for y in 2..<6 { for x in 2..<6 { Self.set(&b, 10, x, y, (220, 30, 30)) } }
        let result = PixelDiff().compare(a, b, width: 10, height: 10)
        #expect(result.differing == 16)
        #expect(result.share == 0.16)
    }

    @Test func roundingNoiseBelowTheThresholdPasses() {
        let a = Self.solid(6, 6, (100, 150, 200))
        var b = a
        for i in stride(from: 0, to: b.count, by: 4) { b[i] &+= 2; b[i + 1] &-= 1 }
        #expect(PixelDiff().compare(a, b, width: 6, height: 6).differing == 0)
        #expect(
            PixelDiff(threshold: 0.001).compare(a, b, width: 6, height: 6).differing == 36,
            "the same noise counts with a near-zero threshold")
    }

    /// A black/white edge whose one anti-aliased pixel changes shade: classified as anti-aliasing.
    @Test func aChangedAntialiasedEdgePixelIsNotCounted() {
        let width = 7, height = 7
        var a = Self.solid(width, height, (255, 255, 255))
        for y in 0..<height { for x in 4..<width { Self.set(&a, width, x, y, (0, 0, 0)) } }
        for y in 0..<height { Self.set(&a, width, 3, y, (128, 128, 128)) }
        var b = a
        Self.set(&b, width, 3, 3, (40, 40, 40))
        let result = PixelDiff().compare(a, b, width: width, height: height)
        #expect(result.differing == 0)
        #expect(result.antialiased == 1)
    }

    @Test func theDiffPictureMarksDifferingPixelsRed() {
        let a = Self.solid(4, 4, (255, 255, 255))
        var b = a
        Self.set(&b, 4, 0, 0, (0, 0, 255))
        var picture = [UInt8](repeating: 0, count: a.count)
        _ = picture.withUnsafeMutableBufferPointer { PixelDiff().compare(a, b, width: 4, height: 4, diff: $0) }
        #expect(Array(picture[0..<4]) == [255, 0, 0, 255])
        #expect(picture[4] > 200 && picture[4] == picture[5], "unchanged pixels: a light grey")
    }
}

/// Variants, their file names, and shards.
struct ReviewPlanTests {
    let stage = Stage(device: .phoneLandscape, theme: .light, scale: 1)

    @Test func theCrossProductCoversEveryCombinationOnce() {
        let variants = Variant.crossProduct(
            themes: [.light, .dark, .light], scales: [1, 2, 3],
            devices: [.phone, .tablet], stage: stage)
        #expect(variants.count == 12)
        #expect(Set(variants).count == 12)
        #expect(variants.first == Variant(theme: .light, scale: 1, device: .phone))
    }

    @Test func emptyAxesTakeTheStagesValues() {
        #expect(
            Variant.crossProduct(
                themes: [], scales: [], devices: [], stage: Stage(device: .tablet, theme: .dark, scale: 2))
                == [Variant(theme: .dark, scale: 2, device: .tablet)])
    }

    @Test func fileNamesNameEveryNonDefaultAxisAndNeverCollide() {
        #expect(
            Variant(theme: .light, scale: 1, device: .phoneLandscape).fileName(id: "warn", stage: stage) == "warn.png")
        #expect(
            Variant(theme: .dark, scale: 1, device: .phoneLandscape).fileName(id: "warn", stage: stage)
                == "warn-dark.png")
        #expect(
            Variant(theme: .light, scale: 2, device: .phoneLandscape).fileName(id: "warn", stage: stage)
                == "warn@2x.png")
        #expect(
            Variant(theme: .dark, scale: 3, device: .tablet).fileName(id: "warn", stage: stage)
                == "warn-dark-tablet@3x.png")
        #expect(
            Variant(theme: .light, scale: 1, device: .custom(width: 400, height: 800)).fileName(id: "w", stage: stage)
                == "w-400x800.png")
        let all = Variant.crossProduct(
            themes: Theme.allCases, scales: [1, 2, 3],
            devices: [.phone, .phoneLandscape, .tablet], stage: stage)
        #expect(Set(all.map { $0.fileName(id: "a", stage: stage) }).count == all.count)
    }

    @Test func deviceNamesParse() {
        #expect(Stage.Device(name: "phone") == .phone)
        #expect(Stage.Device(name: "phone-landscape") == .phoneLandscape)
        #expect(Stage.Device(name: "400x800") == .custom(width: 400, height: 800))
        #expect(Stage.Device(name: "watch") == nil)
        #expect(Stage.Device(name: "0x5") == nil)
    }

    @Test func shardsPartitionTheItemsEvenlyAndStably() {
        let items = Array(0..<101)
        let parts = (1...4).map { Shard(index: $0, count: 4).select(items) }
        #expect(parts.flatMap { $0 }.sorted() == items, "every item exactly once")
        #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1, "balanced by count")
        #expect(Shard(index: 2, count: 4).select(items) == parts[1], "the same on every run")
        #expect(Shard.whole.select(items) == items)
    }

    @Test func shardSyntax() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "2", "a/b", "1/2/3", ""] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test func junitEscapesAndCountsFailures() {
        let xml = JUnitReport.xml(
            [
                ReviewResult(id: "a", file: "a.png", status: .unchanged, detail: "0.00%"),
                ReviewResult(
                    id: "b<&>", file: "b.png", status: .changed, differingShare: 0.5, detail: "50% \"differ\""),
            ], suite: "s.yaml")
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
        #expect(xml.contains("classname=\"b&lt;&amp;&gt;\""))
        #expect(xml.contains("message=\"50% &quot;differ&quot;\""))
    }
}
