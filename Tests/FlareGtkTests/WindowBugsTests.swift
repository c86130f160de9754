import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Issue 15's bugs, each in the window: the keyboard follows the selection, deep links' `block=` and `scale=`,
/// the title and header of a broken spec, the banner over the canvas, the empty states.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowBugsTests {
    static let spec = """
        flare: 1
        alerts:
          name:
            title: Name it
            custom: {input: {placeholder: Name}}
            appearance: {animationDuration: 0.1}
          plain: {title: Plain, appearance: {animationDuration: 0.1}}
        rockets:
          tour:
            closeButton: {title: Skip}
            blocks:
              hi: {text: Hello, next: ask}
              ask: {title: Go, next: bye}
              bye: {text: Bye}
        queues:
          line:
            popups:
              - {name: P, show: alert/plain}
        scenarios:
          rate:
            show: alert/plain
            minEventsRequired: 2
        """

    @MainActor func open(_ text: String = spec) throws -> (SpecFolder, PreviewWindow) {
        let folder = try SpecFolder()
        try folder.write(text)
        return (folder, folder.openWindow())
    }

    /// The centre of the shown alert's frame, in stage points, from the top.
    @MainActor func alertCentreY(_ preview: PreviewWindow) -> Double? {
        guard let stage = preview.stage, let view = stage.alertView,
            let frame = view.widget.bounds(in: stage.widget)
        else { return nil }
        return frame.y + frame.height / 2
    }

    @Test func theKeyboardGoesDownWhenAnotherAlertOrARocketIsSelected() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let stage = try #require(preview.stage)
            try #require(preview.stage?.alertView?.inputEntry).grabFocus()
            #expect(MainLoop.run(until: { stage.keyboardOffset == 209 }))
            preview.stageController.select(.alert("plain"))
            #expect(stage.keyboardOffset == 0, "the new alert is not pushed up by the last one's keyboard")
            #expect(MainLoop.run(until: { preview.area.player?.isRunning == false && alertCentreY(preview) != nil }))
            RenderFixtures.waitFrames(stage.widget, 2)
            let centre = try #require(alertCentreY(preview))
            #expect(abs(centre - stage.deviceSize.height / 2) <= 1, "drawn centred: \(centre)")

            preview.stageController.select(.alert("name"))
            try #require(preview.stage?.alertView?.inputEntry).grabFocus()
            #expect(MainLoop.run(until: { stage.keyboardOffset == 209 }))
            preview.stageController.select(.rocket("tour"))
            #expect(stage.keyboardOffset == 0, "nor is a rocket")
        }
    }

    @Test func aDeepLinkStartsTheRocketAtItsBlockAndAppliesItsScale() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            preview.routes.open(url: "flare://rocket/tour?block=ask")
            #expect(
                MainLoop.run(until: { preview.area.rocketPanel?.flow.visible == ["ask"] }),
                "\(preview.area.rocketPanel?.flow.visible ?? [])")
            #expect(preview.area.rocketPanel?.cards.count == 1)
            preview.area.rocketPanel?.play([{ $0.press(.button) }])
            #expect(preview.area.rocketPanel?.flow.visible == ["ask", "bye"], "the flow goes on from there")

            preview.routes.open(url: "flare://alert/plain?scale=2")
            #expect(MainLoop.run(until: { preview.selection == .alert("plain") && preview.stage?.scale == 2 }))
            let shot = try #require(
                WindowShots(of: preview).screenshot(into: folder.url.appendingPathComponent("shots")))
            let data = try Data(contentsOf: shot)
            // DUX's width on a landscape phone is 736 × 0.6 = 441.6 points: 884 pixels at 2x (AlertLayout).
            #expect(data[16..<20].reduce(0) { $0 << 8 | Int($1) } == 884)
            #expect(shot.lastPathComponent.contains("@2x"))
        }
    }

    @Test func theTitleAndHeaderNameABrokenSpecWithTheDefaultDevice() async throws {
        try await onGtk {
            let (folder, preview) = try open("flare: 1\nalerts:\n  a: {titel: Broken}\n")
            defer { preview.close(); folder.remove() }
            #expect(preview.spec == nil && preview.messages.banner.isShown)
            #expect(preview.window.title == "spec.yaml — \(folder.url.lastPathComponent)")
            #expect(
                preview.chrome.header.devicePicker.selected == PreviewHeader.devices.firstIndex(of: .phoneLandscape),
                "phone landscape, the default stage")
            try folder.write(Self.spec)
            preview.reload()
            #expect(preview.window.title == "spec.yaml — \(folder.url.lastPathComponent)")
        }
    }

    @Test func theBannerSitsAboveTheStageAndTheFitLeavesItRoom() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            #expect(
                MainLoop.run(until: {
                    preview.paintedGeneration == preview.generation && preview.stageController.isSettled
                }))
            try folder.write("flare: 1\nalerts:\n  a: {titel: Broken}\n")
            preview.reload()
            #expect(
                MainLoop.run(until: { preview.messages.banner.isShown && preview.messages.banner.widget.height > 0 }))
            #expect(MainLoop.run(until: { preview.stageController.isSettled }, timeout: 5))
            RenderFixtures.waitFrames(preview.window, 2)
            let stage = try #require(preview.stage)
            let shown = try #require(stage.widget.bounds(in: preview.window))
            let banner = try #require(preview.messages.banner.widget.bounds(in: preview.window))
            let canvas = try #require(preview.area.stageScroller.bounds(in: preview.window))
            // The banner ends where the canvas starts; the fitted stage lies wholly inside the canvas, under it.
            #expect(banner.y + banner.height <= canvas.y + 1, "banner \(banner), canvas \(canvas)")
            #expect(
                shown.y >= banner.y + banner.height && shown.y + shown.height <= canvas.y + canvas.height + 1,
                "stage \(shown), banner \(banner), canvas \(canvas)")
        }
    }

    @Test func aQueueOrScenarioSaysHowToPlayItAndAFilterWithoutMatchSaysSo() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            #expect(!preview.area.status.isShown)
            preview.stageController.select(.queue("line"))
            #expect(preview.area.status.isShown && preview.area.status.shown?.title == "Queue “line”")
            // Selecting a queue opens the inspector on its page: the status page says where to play it, no button.
            #expect(preview.inspector.isVisible)
            #expect(preview.area.status.shown?.description.contains("Play it in the inspector’s Queue page.") == true)
            #expect(!preview.area.status.actionButton.visible)
            preview.inspector.setVisible(false)
            #expect(preview.area.status.shown?.description.contains("Open the inspector (Ctrl+I) to play it.") == true)
            #expect(preview.area.status.actionButton.visible)
            // Centred over the canvas, inside the window.
            RenderFixtures.waitFrames(preview.window, 2)
            let page = try #require(preview.area.status.widget.bounds(in: preview.window))
            let canvas = try #require(preview.area.stageScroller.bounds(in: preview.window))
            #expect(page.width > 0 && page.x >= canvas.x && page.x + page.width <= canvas.x + canvas.width)
            #expect(abs((page.x + page.width / 2) - (canvas.x + canvas.width / 2)) <= 2)
            preview.area.status.actionButton.emit(.clicked)
            #expect(preview.inspector.isVisible && preview.inspector.visiblePage == "queue")
            #expect(!preview.area.status.actionButton.visible, "no button to open what is open")

            preview.stageController.select(.scenario("rate"))
            #expect(preview.area.status.shown?.title == "Scenario “rate”")
            #expect(!preview.inspector.scenarioPage.flags.heading.visible, "no empty Flags heading")
            preview.stageController.select(.alert("plain"))
            #expect(!preview.area.status.isShown)

            preview.chrome.sidebar.filterEntry.text = "zzz"
            #expect(MainLoop.run(until: { preview.chrome.sidebar.emptyMessage == "No items match “zzz”" }))
            preview.chrome.sidebar.filterEntry.text = "pla"
            #expect(
                MainLoop.run(until: {
                    preview.chrome.sidebar.emptyMessage == nil
                        && preview.chrome.sidebar.visibleItems == [.alert("plain")]
                }))
        }
    }
}
