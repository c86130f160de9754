import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// `flare open --zoom` and `zoom=` in deep links: a known zoom, or the whole stage fitted into the canvas.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowZoomTests {
    @Test func aDeepLinkZoomsToAPercentageOrToFit() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Zoom"))
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.window.setDefaultSize(width: 1000, height: 700)
            preview.present()
            defer { preview.close() }
            preview.routes.open(url: "flare://alert/second?zoom=150")
            #expect(MainLoop.run(until: { preview.state.view.zoom == 1.5 }))
            #expect(preview.selection == SpecItem.alert("second"))

            preview.routes.open(url: "flare://alert/first?zoom=fit")
            #expect(MainLoop.run(until: { preview.state.view.zoom != 1.5 }))
            let stage = try #require(preview.stage)
            let (w, h) = stage.deviceSize
            let canvas = try #require(gtk_widget_get_parent(gtk_widget_get_parent(stage.widget.widget)))
            let room = (Double(gtk_widget_get_width(canvas)) - 48, Double(gtk_widget_get_height(canvas)) - 48)
            #expect(room.0 > 100 && room.1 > 100, "the canvas has a size: \(room)")
            #expect(
                abs(preview.state.view.zoom - min(room.0 / w, room.1 / h)) < 0.001,
                "zoom \(preview.state.view.zoom) in \(room)")
            // Fitted: the whole stage shows, and one side touches the canvas's margins.
            #expect(w * preview.state.view.zoom <= room.0 + 0.5 && h * preview.state.view.zoom <= room.1 + 0.5)
            #expect(w * preview.state.view.zoom > room.0 - 1 || h * preview.state.view.zoom > room.1 - 1)

            preview.routes.open(url: "flare://alert/first?zoom=500")
            #expect(
                preview.messages.notice.text.contains("is not a percentage from 25 to 300"),
                "\(preview.messages.notice.text)")
        }
    }

    /// A deep link with tracking parameters still opens its alert (Scotty matches scheme, host and path).
    @Test func aDeepLinkWithTrackingParametersOpensItsAlert() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Links"))
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.present()
            defer { preview.close() }
            preview.routes.open(url: "myapp://promo/second?utm_source=newsletter&utm_medium=email#hero")
            #expect(MainLoop.run(until: { preview.selection == SpecItem.alert("second") }))
            #expect(
                preview.log.entries.contains {
                    $0.message.contains("options utm_source=newsletter, utm_medium=email, fragment=hero")
                },
                "\(preview.log.entries.map(\.message))")
        }
    }
}
