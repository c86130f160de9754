@testable import FlareCore
import Testing

/// `SpecItem`, the one "which kind of item" of Flare: what the sidebar lists, URLs name and scripts play.
struct SpecItemTests {
    @Test func parsesAndPrintsEverySection() {
        for section in SpecItem.sections {
            let item = SpecItem("\(section)/x-1")
            #expect(item?.section == section)
            #expect(item?.id == "x-1")
            #expect(item?.description == "\(section)/x-1")
        }
        #expect(SpecItem("banner/x") == nil)
        #expect(SpecItem("alert/") == nil)
        #expect(SpecItem("alert") == nil)
        #expect(SpecItem("alert/a/b")?.id == "a/b", "the id is everything after the first slash")
    }

    @Test func onlyAlertsAndRocketsArePresentable() {
        #expect(SpecItem.alert("a").isPresentable && SpecItem.rocket("r").isPresentable)
        #expect(!SpecItem.queue("q").isPresentable && !SpecItem.scenario("s").isPresentable)
        #expect(SpecItem.alert("a").alertID == "a" && SpecItem.rocket("a").alertID == nil)
        #expect(SpecItem.rocket("r").rocketID == "r" && SpecItem.queue("r").rocketID == nil)
    }

    @Test func aQueueCannotBeShownByAPopupOrAScenario() throws {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              a: { title: A }
            queues:
              launch:
                popups:
                  - { name: p, show: queue/launch }
            """)
        let error = try #require(result.errors.first)
        #expect(error.message.contains("'queue/launch' is not something to show"))
        #expect(error.location.line == 7)
    }

    @Test func listsEveryItemInTheSidebarsOrder() throws {
        let spec = try #require(
            SpecText.load(
                """
                flare: 1
                alerts:
                  b: { title: Bee }
                  a: { message: Ay }
                rockets:
                  r:
                    blocks:
                      one: { text: Hi }
                """
            ).spec)
        let items = SpecItem.all(in: spec)
        #expect(items.map(\.item) == [.alert("b"), .alert("a"), .rocket("r")])
        #expect(items.map(\.subtitle) == ["Bee", "Ay", "1 block"])
    }

    @Test func scriptPlaybackIsForQueuesAndScenarios() {
        #expect(ScriptPlayback(.queue("q"))?.logSource == .queue)
        #expect(ScriptPlayback(.scenario("s"))?.logSource == .scenario)
        #expect(ScriptPlayback(.alert("a")) == nil)
        #expect(ScriptPlayback(.rocket("r")) == nil)
    }
}
