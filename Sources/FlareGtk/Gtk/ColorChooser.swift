import CFlareShim
import CGtk
import FlareCore

/// `GtkColorChooserWidget`: GTK's palette of swatches, with its custom editor (hue, saturation, value, alpha).
@MainActor
final class ColorChooser: Widget {
    override class var gType: GType { gtk_color_chooser_widget_get_type() }

    /// `gtk_color_chooser_widget_new`.
    convenience init() { self.init(taking: gtk_color_chooser_widget_new()) }

    /// `gtk_color_chooser_get_rgba` / `gtk_color_chooser_set_rgba`.
    var rgba: RGBA {
        get {
            var c = GdkRGBA()
            gtk_color_chooser_get_rgba(opaque, &c)
            return RGBA(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
        }
        set {
            var c = GdkRGBA(
                red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue),
                alpha: Float(newValue.alpha))
            gtk_color_chooser_set_rgba(opaque, &c)
        }
    }
    /// `gtk_color_chooser_set_use_alpha`.
    var useAlpha: Bool {
        get { gtk_color_chooser_get_use_alpha(opaque).bool }
        set { gtk_color_chooser_set_use_alpha(opaque, newValue.g) }
    }
    /// The `show-editor` property: the custom editor instead of the swatches (`g_object_set`).
    func showEditor(_ on: Bool) { set("show-editor", on) }
}

extension Signal where Owner: ColorChooser, Arguments == Void {
    /// `notify::rgba`: the chosen color changed (a swatch picked, the editor dragged).
    static var rgbaChanged: Self { .init(notify: "rgba") }
}
