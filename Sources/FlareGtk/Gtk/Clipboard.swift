import CFlareShim
import CGtk

/// `GdkClipboard`: the widget's display's clipboard (`Widget.clipboard`).
@MainActor
struct Clipboard {
    let clipboard: OpaquePointer

    /// `gdk_clipboard_set_text`.
    func set(_ text: String) { gdk_clipboard_set_text(clipboard, text) }
    /// `gdk_clipboard_set_texture`.
    func set(_ texture: Texture) {
        defer { withExtendedLifetime(texture) {} }; gdk_clipboard_set_texture(clipboard, texture.opaque)
    }

    /// `gdk_clipboard_read_text_async`: `body` gets the clipboard's text (nil when it holds none or cannot be read)
    /// in the main loop, once GDK has read it. GIO calls back exactly once, so the box is released there.
    func readText(_ body: @escaping @MainActor (String?) -> Void) {
        // @unchecked: created and called only on GTK's main thread.
        final class ReadBox: @unchecked Sendable {
            let body: @MainActor (String?) -> Void
            init(_ body: @escaping @MainActor (String?) -> Void) { self.body = body }
        }
        GtkRuntime.assertOnGtkThread()
        let data = Unmanaged.passRetained(ReadBox(body)).toOpaque()
        gdk_clipboard_read_text_async(
            clipboard, nil,
            { source, result, data in
                guard let data else { return }
                let box = Unmanaged<ReadBox>.fromOpaque(data).takeRetainedValue()
                var text: String?
                if let source, let raw = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
                    text = String(cString: raw)
                    g_free(raw)
                }
                MainActor.assumeIsolated { box.body(text) }
            }, data)
    }
}

extension Widget {
    /// `gtk_widget_get_clipboard`.
    var clipboard: Clipboard { Clipboard(clipboard: gtk_widget_get_clipboard(widget)) }
}
