import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// PopupQueue queues any popup, "a UIAlertController, a custom view, an audio player … as long as it is a popup
/// event" (README, 注意点): a popup with `view:` (a banner or an image) follows the queue's rules as an alert does.
@Suite struct PopupViewQueueTests {
    static let text = """
        flare: 1
        alerts:
          rate: {title: Rate us}
        queues:
          launch:
            popups:
              - {name: sale, priority: 10, view: {banner: "Summer sale: 20 % off", backgroundColor: "#0A3D91"}}
              - {name: news, priority: 5, view: {image: "builtin:info", height: 200}, selfMaintain: true}
              - {name: rate, show: alert/rate}
            script:
              - {register: rate}
              - {register: news}
              - {register: sale}
              - present
              - dismiss
              - present
              - tapMask
              - next
              - present
              - tapMask
              - next
        """

    @Test func viewPopupsAreQueuedByPriorityAndPresentedAsViews() async throws {
        try await onMainActor {
            let result = SpecText.load(Self.text)
            #expect(result.diagnostics.isEmpty, "\(SpecText.lines(result))")
            let spec = try #require(result.spec)
            let queue = try #require(spec.queues.first)
            let sale = try #require(queue.popup("sale")?.view)
            #expect(sale.content == .banner("Summer sale: 20 % off") && sale.cardColor == Color(hex: 0x0A3D91))
            #expect(sale.labelColor == .white && sale.labelFont == .system(15, .semibold))
            #expect(queue.popup("news")?.view?.content == .image(.builtin(.info), height: 200))
            #expect(queue.popup("rate")?.show == .alert("rate"))
            let steps = QueueSimulation.run(queue, alerts: spec.alerts)
            // rate registered first shows at once (autoPoll); news and sale queue behind it, sale (10) first.
            #expect(steps[2].queue.map(\.name) == ["rate", "sale", "news"])
            #expect(steps[2].stage == ["alert/rate"])
            // The alert is dismissed: the banner is presented to the stage as a view.
            #expect(steps[4].stage == ["view/sale"], "\(steps[4])")
            #expect(steps[5].showing == "sale")
            // A banner has no mask: a tap beside it leaves it.
            #expect(steps[6].log == ["mask tapped: sale stays (a banner has no mask to tap)"])
            #expect(steps[6].showing == "sale")
            // next(): the image shows; a tap on the dimmed screen closes it, but it is selfMaintain: it stays queued.
            #expect(steps[7].stage == ["view/news"])
            #expect(steps[8].showing == "news")
            #expect(
                steps[9].log.last
                    == "news was closed on screen; it is selfMaintain, so it stays in the queue until next()")
            #expect(steps[9].showing == "news")
            #expect(steps[10].queue.map(\.name) == [], "the explicit next() ends it: \(steps[10])")
            #expect(steps[10].stage == [])
        }
    }

    @Test func anImagePopupClosesOnAMaskTap() async throws {
        try await onMainActor {
            let spec = try #require(
                SpecText.load(Self.text.replacingOccurrences(of: ", selfMaintain: true", with: "")).spec)
            let stage = RecordingStage()
            let session = QueueSession(try #require(spec.queues.first), stage: stage)
            session.register("news")
            #expect(stage.onScreen.map(\.description) == ["view/news"])
            session.stageDidPresent()
            session.tapMask()
            #expect(session.queue.count == 0)
            #expect(stage.calls.map(\.description) == ["present view/news", "dismiss view/news"])
        }
    }

    @Test func aPopupNeedsOneOfShowAndViewAndAViewOneKind() {
        func lines(_ popup: String) -> [String] {
            SpecText.lines(
                SpecText.load("flare: 1\nalerts:\n  a: {title: A}\nqueues:\n  q:\n    popups:\n      - \(popup)\n"))
        }
        #expect(
            lines("{name: p}") == [
                "7:9: error: a popup is missing 'show' (alert/<id> or rocket/<id>) or 'view' (a banner or an image)"
            ])
        #expect(
            lines("{name: p, show: alert/a, view: {banner: Hi}}") == [
                "7:34: error: a popup has 'show' and 'view'; keep one (what it puts on the stage)"
            ])
        #expect(
            lines("{name: p, view: {height: 3}}") == [
                "7:25: error: a popup's 'view' is missing 'banner' (its text) or 'image' (a file or a built-in icon)"
            ])
        #expect(
            lines("{name: p, view: {banner: Hi, height: 3}}") == [
                "7:38: error: 'height' is for an image view, not a banner"
            ])
        #expect(
            lines("{name: p, view: {image: \"builtin:info\", textColor: red}}") == [
                "7:49: error: 'textColor' is for a banner, not an image view (an image draws itself)"
            ])
        #expect(lines("{name: p, view: {banner: Hi, colour: red}}").first?.contains("unknown key 'colour'") == true)
    }

    @Test func lintChecksABannersContrastAndSize() throws {
        let text = Self.text.replacingOccurrences(
            of: "backgroundColor: \"#0A3D91\"", with: "backgroundColor: \"#8E8E93\", font: system 9")
        let spec = try #require(SpecText.load(text).spec)
        let findings = SpecLint.popupViews(spec)
        #expect(findings.map(\.rule) == [.contrast, .fontSize], "\(findings.map(\.message))")
        #expect(
            findings.first?.message.hasPrefix(
                "queue 'launch': the banner of popup 'sale' (“Summer sale: 20 % off”) has a contrast of 3.26:1")
                == true,
            "\(findings.map(\.message))")
        #expect(findings.first?.location.line == 7)
        #expect(SpecLint.popupViews(try #require(SpecText.load(Self.text).spec)).isEmpty, "white on #0A3D91 passes")
        #expect(SpecLint.findings(spec).contains { $0.subject == .queue("launch") }, "the lint run includes them")
    }
}
