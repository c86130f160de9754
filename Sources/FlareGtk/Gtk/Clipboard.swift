import CFlareShim
import CGtk

/// `GdkClipboard`: the widget's display's clipboard (`Widget.clipboard`).
@MainActor
struct Clipboard {
    let clipboard: OpaquePointer

    /// `gdk_clipboard_set_text`.
    func set(_ text: String) { gdk_clipboard_set_text(clipboard, text) }
    /// `gdk_clipboard_set_texture`.
    func set(_ texture: Texture) { defer { withExtendedLifetime(texture) {} }; gdk_clipboard_set_texture(clipboard, texture.opaque) }
}

extension Widget {
    /// `gtk_widget_get_clipboard`.
    var clipboard: Clipboard { Clipboard(clipboard: gtk_widget_get_clipboard(widget)) }
}
