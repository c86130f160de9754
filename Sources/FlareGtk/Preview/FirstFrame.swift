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
            preview.onPaint = { _ in finish() }
            preview.present()
            defer { preview.close() }
            return MainLoop.run(until: { done }, timeout: timeout)
        }
        let window = gtk_window_new()!
        gtk_window_set_default_size(flare_window(window), 1280, 760)
        gtk_window_set_child(flare_window(window), gtk_label_new("Bare GTK 4 window"))
        Signals.connect(window, "realize") {
            guard let clock = gtk_widget_get_frame_clock(window) else { return }
            Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") { finish() }
        }
        gtk_window_present(flare_window(window))
        defer { gtk_window_destroy(flare_window(window)) }
        return MainLoop.run(until: { done }, timeout: timeout)
    }
}
