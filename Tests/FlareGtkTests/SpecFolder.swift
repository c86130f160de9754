import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A small spec whose alert title a test rewrites, in a temporary folder.
@MainActor
struct SpecFolder {
    let url: URL
    var spec: URL { url.appendingPathComponent("spec.yaml") }

    init() throws {
        url = try Fixtures.temporaryDirectory()
    }

    static func text(title: String, second: String = "Second", dismissOnTap: Bool = true) -> String {
        """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          first:
            title: \(title)
            message: Hello
            appearance:
              backgroundColor: "#204080"
              animationDuration: 0.4
              shouldDismissOnTap: \(dismissOnTap)
            actions:
              - title: OK
              - title: Next
                route: flare://alert/second?theme=dark
          second:
            title: \(second)
        routes:
          "myapp://promo/{id}": "flare://alert/{id}"
        """
    }

    func write(_ text: String) throws {
        try text.write(to: spec, atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// A previewer window on this folder's spec (`width` × `height` points when given), presented and mapped, at
    /// rest: its zoom fitted to the canvas and its stage drawn for that zoom (`rescaleAtRest` builds it again), so
    /// tests hold the stage it settled on. `stateDirectory`: where it keeps its state (nil: nowhere).
    func openWindow(width: Int? = nil, height: Int? = nil, stateDirectory: String? = nil) -> PreviewWindow {
        let preview = PreviewWindow(specPath: spec.path, stateDirectory: stateDirectory)
        if let width, let height { preview.window.setDefaultSize(width: width, height: height) }
        preview.present()
        #expect(MainLoop.run(until: { preview.window.mapped }))
        #expect(MainLoop.run(until: { preview.stageController.isSettled }, timeout: 20), "the window settled")
        return preview
    }

    /// A window (`openWindow`) on `text`, written as the spec of a new folder, for `body`: the test's usual start.
    /// `keepsState`: the window keeps its state in the folder's `state` folder (else nowhere). The window is closed
    /// and the folder removed when `body` returns or throws.
    static func withWindow<T>(
        _ text: String, width: Int? = nil, height: Int? = nil, keepsState: Bool = false,
        _ body: (PreviewWindow, SpecFolder) throws -> T
    ) throws -> T {
        let folder = try SpecFolder()
        defer { folder.remove() }
        try folder.write(text)
        let state = keepsState ? folder.url.appendingPathComponent("state").path : nil
        let preview = folder.openWindow(width: width, height: height, stateDirectory: state)
        defer { preview.close() }
        return try body(preview, folder)
    }

    /// The same, for a `body` that needs only the window.
    static func withWindow<T>(
        _ text: String, width: Int? = nil, height: Int? = nil, keepsState: Bool = false,
        _ body: (PreviewWindow) throws -> T
    ) throws -> T {
        try withWindow(text, width: width, height: height, keepsState: keepsState) { preview, _ in
            try body(preview)
        }
    }

    /// A window on `text`, inspecting (Ctrl+Alt+I's action), with the alert shown and laid out at 100 %.
    @MainActor func openInspecting(_ text: String) throws -> (PreviewWindow, InspectLayer) {
        try write(text)
        let preview = openWindow()
        preview.viewController.setZoom(1)
        #expect(MainLoop.run(until: { preview.stage?.alertFrames() != nil && preview.area.player?.isRunning == false }))
        #expect(PreviewActions.activate("toggle-inspect", on: preview), "Ctrl+Alt+I's action")
        let layer = try #require(preview.area.inspect.layer)
        #expect(preview.chrome.header.inspectToggle.active)
        RenderFixtures.waitFrames(preview.window)
        return (preview, layer)
    }
}
