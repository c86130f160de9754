import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// The window's notice (libadwaita's toasts): a second message right after a first waits until the first toast's
/// show animation is over, so libadwaita 1.2 never frees a toast whose show animation is still running (a toast
/// dismissed within 200 ms of appearing crashed the window 500 ms later: two screenshots or undos in a row).
@Suite(.serialized) struct NoticeTests {
    /// The overlay's toast widgets (`toast` nodes), each with its title.
    @MainActor static func toasts(_ overlay: Widget) -> [(title: String, widget: Widget)] {
        overlay.children.filter { $0.cssName == "toast" }.map { toast in
            let label = toast.descendant(named: "label").flatMap { Label.cast($0) }
            return (label?.text ?? "", toast)
        }
    }

    @Test func aMessageRightAfterAnotherWaitsForItsShowAnimationAndReplacesIt() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "First")) { preview in
                let notice = preview.messages.notice
                let overlay = try #require(notice.widget)
                notice.show("Saved one")
                notice.show("Saved two")
                notice.show("Saved three")
                #expect(notice.text == "Saved three", "the latest message is the notice's text at once")
                #expect(notice.isWaiting)
                #expect(Self.toasts(overlay).map(\.title) == ["Saved one"], "the first toast is still showing")
                #expect(notice.stopsEscape, "the overlay's Escape binding would dismiss the young toast")
                // The first toast's show animation ends, then the latest message replaces it: the first is hidden and
                // freed, and the last one's own show animation ends too. Before the fix, the first toast's show
                // animation ended after its bookkeeping was freed, and the window crashed before this point.
                #expect(
                    MainLoop.run(
                        until: { !notice.isWaiting && Self.toasts(overlay).map(\.title) == ["Saved three"] },
                        timeout: 30))
                // Time passing is no GLib event: the wait's deadline is the end of the last toast's show animation.
                let left = Notice.showAnimation - (MainLoop.monotonicTime - notice.shownAt)  // µs
                #expect(
                    MainLoop.run(
                        until: { MainLoop.monotonicTime - notice.shownAt > Notice.showAnimation },
                        timeout: max(0, Double(left) / 1_000_000) + 0.01))
                #expect(notice.isShown && notice.text == "Saved three")
                #expect(!notice.stopsEscape, "past its show animation, Escape dismisses the toast as libadwaita does")
            }
        }
    }

    @Test func aWaitingMessageIsDroppedWhenItsWindowClosesFirst() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "First"))
            let preview = folder.openWindow()
            let notice = preview.messages.notice
            notice.show("Saved one")
            notice.show("Saved two")
            #expect(notice.isWaiting)
            preview.close()
            #expect(MainLoop.run(until: { !notice.isWaiting }, timeout: 30), "the timeout ran and dropped it")
        }
    }
}
