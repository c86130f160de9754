import CFlareShim
import CGtk

/// Opens one window and runs the main loop until its first frame with content is painted: Flare's
/// previewer on a spec, or a bare `GtkWindow` with a label (GTK's own floor), for `flare bench startup`.
@MainActor
public enum FirstFrame {
    /// `spec` nil: the bare window, on GTK's default renderer; a spec: the previewer, on Flare's (`RendererChoice`). `painted` runs in the frame clock's `after-paint` of that frame.
    /// Returns false when GTK cannot start or no frame came within `timeout` seconds.
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
        window.connect(.realize) { [weak window] in
            window?.clock?.connect(.afterPaint) { finish() }
        }
        window.present()
        defer { window.destroy() }
        return MainLoop.run(until: { done }, timeout: timeout)
    }
}
