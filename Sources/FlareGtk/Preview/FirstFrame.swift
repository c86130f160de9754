import FlareCore
import Foundation

/// Opens one window and runs the main loop until its first frame with content is painted: Flare's
/// previewer on a spec, or a bare `GtkWindow` with a label (GTK's own floor), for `flare bench startup`.
@MainActor
public enum FirstFrame {
    /// `spec` nil: the bare window, on GTK's default renderer; a spec: the previewer, on Flare's (`RendererChoice`).
    /// `painted` runs in the frame clock's `after-paint` of that frame. Returns false when GTK cannot start or no frame
    /// came within `timeout` seconds.
    public static func run(spec: String?, timeout: Double = 30, painted: @escaping @MainActor () -> Void) -> Bool {
        guard GtkRuntime.initialize(chooseRenderer: spec != nil) else { return false }
        var done = false
        let finish: @MainActor () -> Void = {
            guard !done else { return }
            done = true
            painted()
        }
        if let spec {
            let preview = PreviewWindow(specPath: spec)
            preview.observeFrames { frame in if frame.isFirst { finish() } }
            preview.present()
            defer { preview.close() }
            return MainLoop.run(until: { done }, timeout: timeout)
        }
        let window = Window()
        window.setDefaultSize(width: 1280, height: 760)
        window.child = Label("Bare GTK 4 window")
        window.connectAfterPaint { finish() }
        window.present()
        defer { window.destroy() }
        return MainLoop.run(until: { done }, timeout: timeout)
    }

    /// What `screenshot` wrote: the picture's size in pixels, and the spec's errors when it shows the error banner.
    public struct Shot: Sendable {
        public let width: Int
        public let height: Int
        /// The errors the window's banner shows (empty when the spec loaded).
        public let errors: [Diagnostic]
    }

    /// `flare open SPEC --screenshot FILE`: opens the previewer on `spec` (and `url`, routed in it, when given)
    /// at `size` points, waits for its first frame and for the view to settle (the zoom fitted, the show
    /// animation ended, a rocket's first card shown; a spec with errors settles at once, on its banner), and writes
    /// a PNG of the whole window to `file`; returns the picture's size in pixels (smaller than `size` when the
    /// screen is: GTK keeps a window inside its monitor) and the spec's errors. Throws when GTK cannot start,
    /// nothing settled within `timeout` seconds, or the file cannot be written.
    @discardableResult
    public static func screenshot(
        spec: String, url: String? = nil, size: (width: Int, height: Int), zoom: Zoom?,
        compare: CompareGrid.Axis? = nil, source: Bool = false, to file: URL,
        timeout: Double = 30
    ) throws -> Shot {
        guard GtkRuntime.initialize(chooseRenderer: true) else { throw RenderError("GTK could not open a display") }
        let preview = PreviewWindow(specPath: spec)
        defer { preview.close() }
        preview.window.setDefaultSize(width: size.width, height: size.height)
        if let zoom { preview.viewController.setZoom(zoom) }
        if let compare { preview.area.compareController.set(compare) }
        if source { preview.source.shown = true }
        var painted = false, settledFrames = 0, resizes = 0, asked = size
        var result: Result<Raster, Error>?
        // A frame shows the settled view once the view was settled when the frame began: the second settled frame
        // in a row (an observer that refits changes the view after the frame it ran in was painted).
        preview.observeFrames { frame in
            // The first frame showing the load; a spec with errors and nothing shown before never makes a new
            // generation (the banner is all there is), so any frame of it counts.
            if frame.isFirst || preview.spec == nil { painted = true }
            guard painted, result == nil else { return }
            // The default size counts the window's frame (client-side decorations): grow it by what the frame
            // takes, so the picture is `size`; a size under the window's minimum stays at the minimum.
            let (w, h) = (preview.window.width, preview.window.height)
            if (w, h) != size, resizes < 3 {
                resizes += 1
                settledFrames = 0
                asked = (max(1, asked.width + size.width - w), max(1, asked.height + size.height - h))
                preview.window.setDefaultSize(width: asked.width, height: asked.height)
                return
            }
            settledFrames = preview.stageController.isSettled ? settledFrames + 1 : 0
            if settledFrames == 1 { preview.window.queueDraw() }
            guard settledFrames >= 2 else { return }
            result = Result { try Exporter.render(widget: preview.window, scale: 1) }
        }
        preview.present()
        if let url { preview.routes.open(url: url) }
        guard MainLoop.run(until: { result != nil }, timeout: timeout), let result else {
            throw RenderError("the window painted no settled frame within \(Int(timeout)) seconds")
        }
        let raster = try result.get()
        let png = try raster.png()
        do {
            try png.write(to: file, options: .atomic)
        } catch {
            throw FileError(.write, file.path, reason: error.localizedDescription)
        }
        return Shot(width: raster.width, height: raster.height, errors: preview.state.diagnostics.filter(\.isError))
    }
}
