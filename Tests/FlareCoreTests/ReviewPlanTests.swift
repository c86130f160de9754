import FlareCore
import Testing

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
