import Testing
import TestSupport
@testable import FlareCore

/// The seed's demo and every Flare rule for the popup queue, on the pure engine.
@Suite struct PopupQueueTests {
    func popup(
        _ name: String, _ priority: Int = 0, in container: String = QueueSpec.window,
        selfMaintain: Bool = false
    ) -> PopupSpec {
        PopupSpec(
            name: name, show: .alert(name.lowercased()), priority: priority, container: container,
            selfMaintain: selfMaintain)
    }

    func names(_ q: PopupQueue) -> [String] { q.queued.map(\.name) }
    func statuses(_ q: PopupQueue) -> [PopupStatus] { q.queued.map(\.status) }

    @Test func seedDemo_100ShownFirst_then300_then200() {
        var q = PopupQueue()
        #expect(q.register(popup("A1", 100)) == [.present(.alert("a1"))])
        #expect(q.register(popup("A2", 200)) == [])
        #expect(q.register(popup("A3", 300)) == [])
        #expect(names(q) == ["A1", "A3", "A2"])
        q.present()
        #expect(q.showing?.name == "A1")
        var shown: [String] = ["A1"]
        while q.showing != nil {
            let effects = q.dismiss()
            for case .present(let target) in effects { shown.append((target.item?.id ?? "").uppercased()) }
            q.present()
        }
        #expect(shown == ["A1", "A3", "A2"])
        #expect(q.finished.map(\.name) == ["A1", "A3", "A2"])
        #expect(q.finished.allSatisfy { $0.status == .over })
    }

    @Test func equalPrioritiesShowInRegistrationOrder() {
        var q = PopupQueue(autoPoll: false)
        for name in ["a", "b", "c", "d"] { q.register(popup(name, 5)) }
        q.register(popup("z", 1))
        q.register(popup("e", 5))
        #expect(names(q) == ["a", "b", "c", "d", "e", "z"])
    }

    @Test func noPreemptionOfThePopupOnScreen() {
        var q = PopupQueue()
        q.register(popup("low", 1))
        q.present()
        q.register(popup("high", 1000))
        #expect(q.showing?.name == "low")
        #expect(names(q) == ["low", "high"])
        // Nor of a popup that is only willShow.
        var w = PopupQueue()
        w.register(popup("low", 1))
        w.register(popup("high", 1000))
        #expect(w.currentPopup?.name == "low" && w.currentPopup?.status == .willShow)
    }

    @Test func duplicateIgnoredWhileQueued_acceptedAfterNext() {
        var q = PopupQueue()
        q.register(popup("promo", 3))
        q.register(popup("other", 1))
        #expect(q.register(popup("promo", 99)) == [])
        #expect(q.count == 2 && q.popup(named: "promo")?.priority == 3)
        #expect(q.log.last?.kind == .ignored)
        #expect(q.log.last?.message.contains("promo ignored: it is already queued") == true)
        q.present()
        q.next()
        #expect(!q.contains("promo"))
        q.register(popup("promo", 3))
        #expect(q.contains("promo"))
    }

    @Test func autoShowOnFirstRegistration_andNotWhenAutoPollIsOff() {
        var on = PopupQueue()
        on.register(popup("a"))
        #expect(on.currentPopup?.status == .willShow)
        var off = PopupQueue(autoPoll: false)
        #expect(off.register(popup("a")) == [])
        #expect(off.queued.first?.status == .ready)
        #expect(off.show() == [.present(.alert("a"))])
    }

    @Test func showGuardPerStatus() {
        var q = PopupQueue()
        q.register(popup("a"))
        #expect(q.show() == [])  // willShow: refused
        #expect(q.log.last?.kind == .refused)
        q.present()
        #expect(q.show() == [])  // showing: refused
        var s = PopupQueue()
        s.register(popup("m", selfMaintain: true))
        s.present()
        #expect(s.show() == [.present(.alert("m"))])  // selfMaintain skips the guard
        #expect(s.currentPopup?.status == .willShow)
    }

    @Test func containerGating_andTheTopContainer() {
        var q = PopupQueue(containers: ["window", "home", "settings"], top: "home")
        q.register(popup("s", 10, in: "settings"))
        #expect(q.currentPopup?.name == "s" && q.currentPopup?.status == .willShow)
        #expect(q.log.last?.kind == .waiting)
        #expect(q.present() == [] && q.showing == nil)  // not requested: stays willShow
        #expect(q.setTop("settings") == [.present(.alert("s"))])
        q.present()
        #expect(q.showing?.name == "s")
    }

    @Test func pauseResetsOnlyWillShow_andNotSelfMaintain() {
        var q = PopupQueue()
        q.register(popup("a"))
        #expect(q.pause() == [.dismiss(.alert("a"))])
        #expect(q.queued.first?.name == "a" && q.queued.first?.status == .ready)
        q.poll()
        q.present()
        #expect(q.pause() == [])
        #expect(q.showing?.name == "a")
        var m = PopupQueue()
        m.register(popup("m", selfMaintain: true))
        #expect(m.pause() == [])
        #expect(m.currentPopup?.status == .willShow)
    }

    /// PopupQueue's README (注意点): "if `selfMaintain` is true, PopupQueue removes it and runs the next popup event
    /// only when `PopupManager.shared.next()` is called explicitly". Closing it on screen is not `next()`.
    @Test func aClosedSelfMaintainPopupStaysUntilAnExplicitNext() {
        var q = PopupQueue()
        q.register(popup("m", 10, selfMaintain: true))
        q.register(popup("b", 5))
        q.present()
        #expect(q.showing?.name == "m")
        #expect(q.dismiss() == [], "closing it on screen does not run next()")
        #expect(q.currentPopup?.name == "m" && q.queued.map(\.name).contains("b"), "m stays current and b waits")
        #expect(q.log.last?.message.contains("stays in the queue until next()") == true)
        #expect(q.poll() == [], "nothing else is shown meanwhile")
        #expect(q.next() == [.dismiss(.alert("m")), .present(.alert("b"))], "the explicit next() ends it and shows b")
        #expect(q.finished.map(\.name) == ["m"])
        // A popup that is not selfMaintain ends when it is closed, as before.
        q.present()
        #expect(q.dismiss() == [.dismiss(.alert("b"))])
        #expect(q.finished.map(\.name) == ["m", "b"])
    }

    @Test func pollIsANoOpBeforeTheFirstShow() {
        var q = PopupQueue(autoPoll: false)
        q.register(popup("a"))
        #expect(q.poll() == [])
        #expect(q.log.last?.message == "poll does nothing before the first show (as in the seed)")
        q.show()
        q.pause()
        #expect(q.poll() == [.present(.alert("a"))])
    }

    @Test func pollShowsTheFirstPopupForWindowOrTop() {
        var q = PopupQueue(containers: ["window", "home", "settings"], top: "home", autoPoll: false)
        q.register(popup("settings-high", 100, in: "settings"))
        q.register(popup("home-mid", 50, in: "home"))
        q.register(popup("window-low", 10))
        q.show()  // the front is settings-high: it waits
        q.pause()
        #expect(q.poll() == [.present(.alert("home-mid"))])
        q.present()
        q.dismiss()  // next() then shows the new front, settings-high, which waits again
        #expect(q.currentPopup?.name == "settings-high" && q.currentPopup?.status == .willShow)
    }

    @Test func nextOnAnEmptyQueueIsSafe() {
        var q = PopupQueue()
        #expect(q.next() == [])
        #expect(q.dismiss() == [])
        #expect(q.log.map(\.kind) == [.idle, .ignored])
    }

    @Test func nextEndsTheActualCurrentPopup_whateverRegistrationsHappened() {
        var q = PopupQueue(containers: ["window", "home"], top: "home", autoPoll: false)
        q.register(popup("w", 1))
        q.show()
        q.pause()
        q.register(popup("h", 5, in: "home"))
        q.poll()  // picks h (first eligible)
        q.register(popup("x", 100))  // re-sorts behind the current
        q.present()
        #expect(q.showing?.name == "h")
        #expect(q.next() == [.dismiss(.alert("h")), .present(.alert("x"))])
        #expect(q.finished.map(\.name) == ["h"])
        #expect(names(q) == ["x", "w"])
    }

    /// The seed's `pause()` (Source/PopupQueue.swift:136-146) changes the popup's status only: it stays at index 0
    /// of the queue, so the next `show()` starts it again even when a higher priority queued behind it meanwhile
    /// (`register` keeps the front while it is willShow, :95-96). A `register` sorts the whole queue again (:99).
    @Test func pauseKeepsThePausedPopupFirst() {
        var q = PopupQueue(containers: ["window", "home"], top: "window", autoPoll: true)
        q.register(popup("a", 10, in: "home"))  // willShow, waiting for home
        q.register(popup("b", 100))  // queued behind a, the front is never pre-empted
        q.pause()
        #expect(names(q) == ["a", "b"] && q.front?.name == "a", "a stays first")
        q.show()
        #expect(q.currentPopup?.name == "a" && q.currentPopup?.status == .willShow)
        q.pause()
        q.register(popup("c", 1))  // the seed sorts the whole queue: b goes first and shows
        #expect(names(q) == ["b", "a", "c"] && q.currentPopup?.status == .willShow)
    }

    /// The seed's `clear()` is `queue = Queue()` (Source/PopupQueue.swift:110-112): the popup on screen stays there.
    @Test func clearEmptiesTheQueueAndLeavesTheShownPopupOnScreen() {
        var q = PopupQueue()
        q.register(popup("a", 2))
        q.register(popup("b", 1))
        q.present()
        #expect(q.clear() == [])
        #expect(q.log.last?.message == "cleared 2: a, b; a stays on screen")
        #expect(q.queued.isEmpty && q.showing == nil)
        q.register(popup("a"))
        #expect(q.currentPopup?.name == "a")
    }

    @Test func unknownContainerIsRefusedWithAReason() {
        var q = PopupQueue()
        q.register(popup("a", in: "nowhere"))
        #expect(q.count == 0)
        #expect(q.log.last?.message == "a refused: container 'nowhere' does not exist (containers: window)")
        q.setTop("nowhere")
        #expect(q.top == "window")
    }

    @Test func sessionDrivesTheStageThroughTheProtocol() async throws {
        try await onMainActor {
            let spec = QueueSpec(id: "demo", popups: [popup("A1", 100), popup("A2", 200), popup("A3", 300)])
            let stage = RecordingStage()
            let session = QueueSession(spec, stage: stage)
            var changes = 0
            session.onChange = { changes += 1 }
            for step: QueueStep in [.register("A1"), .register("A2"), .register("A3"), .present, .dismiss, .present] {
                session.apply(step)
            }
            #expect(stage.calls == [.present(.alert("a1")), .dismiss(.alert("a1")), .present(.alert("a3"))])
            #expect(stage.onScreen == [.alert("a3")])
            #expect(session.queue.showing?.name == "A3")
            #expect(changes == 6)
            session.register("nope")
            #expect(
                session.queue.log.last?.message
                    == "nope refused: queue 'demo' defines no popup 'nope' (popups: A1, A2, A3)")
        }
    }
}
