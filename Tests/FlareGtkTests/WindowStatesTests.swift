import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The canvas with no stage to look at says what to do next, and the controls that would do nothing are
/// insensitive: an empty spec, a closed alert (Replay), a queue or scenario; no scenario on the Scenarios page.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowStatesTests {
    @Test func anEmptySpecSaysHowToStartAndTheZoomIsInsensitive() async throws {
        try await onGtk {
            try SpecFolder.withWindow("flare: 1\n") { preview, folder in
                #expect(preview.spec != nil && preview.area.status.isShown)
                #expect(preview.area.status.shown?.title == "Nothing to Preview Yet")
                #expect(preview.area.status.shown?.description.contains("Add an alert under “alerts:”") == true)
                #expect(
                    preview.area.status.actionButton.visible
                        && preview.area.status.actionButton.label == "Open in Editor")
                #expect(MainLoop.run(until: { !preview.chrome.header.zoomLabel.sensitive }), "no stage, no zoom")

                // The next step works: an alert added and saved replaces the page with the stage.
                try folder.write("flare: 1\nalerts:\n  hi: {title: Hello, appearance: {animationDuration: 0.05}}\n")
                preview.reload()
                #expect(preview.selection == .alert("hi") && !preview.area.status.isShown)
                #expect(MainLoop.run(until: { preview.chrome.header.zoomLabel.sensitive }))
            }
        }
    }

    @Test func aClosedAlertOffersReplay() async throws {
        try await onGtk {
            try SpecFolder.withWindow(
                "flare: 1\nalerts:\n  hi: {title: Hello, appearance: {animationDuration: 0.05}}\n"
            ) { preview in
                #expect(!preview.area.status.isShown)
                preview.stageController.closeShownAlert(reason: "test")
                #expect(MainLoop.run(until: { preview.area.status.isShown }, timeout: 5))
                #expect(preview.area.status.shown?.title == "“hi” Closed")
                #expect(preview.area.status.actionButton.label == "Replay")
                #expect(MainLoop.run(until: { !preview.chrome.header.zoomLabel.sensitive }))
                preview.area.status.actionButton.emit(.clicked)
                #expect(!preview.area.status.isShown && preview.state.stack.alerts == ["hi"])
                #expect(MainLoop.run(until: { preview.chrome.header.zoomLabel.sensitive }))
            }
        }
    }

    @Test func withoutAScenarioItsButtonsAreInsensitive() async throws {
        try await onGtk {
            try SpecFolder.withWindow(
                SpecFolder.text(title: "No scenario"), keepsState: true
            ) { preview, folder in
                preview.inspector.setVisible(true)
                preview.inspector.showPage("scenario")
                let page = preview.inspector.scenarioPage
                #expect(page.result.text == "This spec defines no scenario.")
                for name in ["trigger", "try", "reset", "now", "+1 h"] {
                    #expect(page.buttons[name]?.sensitive == false, "\(name)")
                }
                try folder.write(SpecFolder.text(title: "No scenario") + "\nscenarios:\n  s: {show: alert/first}\n")
                preview.reload()
                preview.inspector.showPage("scenario")
                #expect(page.buttons["try"]?.sensitive == true && page.buttons["reset"]?.sensitive == true)
            }
        }
    }
}
