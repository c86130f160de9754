import CFlareShim
import CGtk
import FlareCore

/// The pointer helpers the views used before `Gtk/`'s wrappers; kept only so the Rocket panel builds until it is
/// converted (then the lead deletes them, with the `enum`'s extension in `Inspector/Gtk+Inspector.swift`). Do not
/// add uses: `Label(wrapping:xalign:justify:)`, `Overlay(sizing:width:height:)`, `Picture(_:fit:)`,
/// `Widget.addClasses` and `DisplayText.shown` replace them.
@MainActor
enum Gtk {
    /// `g_object_unref` on any GObject pointer.
    static func unref(_ object: OpaquePointer) { g_object_unref(UnsafeMutableRawPointer(object)) }
    static func unref(_ widget: UnsafeMutablePointer<GtkWidget>) { g_object_unref(widget) }

    /// `gtk_widget_add_css_class` for each class.
    static func addClasses(_ widget: UnsafeMutablePointer<GtkWidget>, _ classes: String...) {
        for c in classes { gtk_widget_add_css_class(widget, c) }
    }

    /// `gtk_label_new` set to wrap at word boundaries, its natural width the longest word
    /// (`GTK_NATURAL_WRAP_WORD`) so the alert's fixed width, not the text, decides the layout.
    static func wrappingLabel(_ text: String, alignment: TextAlignment,
                              warn: (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(displayed(text, warn: warn))!
        let l = OpaquePointer(label)
        gtk_label_set_wrap(l, 1)
        gtk_label_set_wrap_mode(l, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_natural_wrap_mode(l, GTK_NATURAL_WRAP_WORD)
        let (xalign, justify): (Float, GtkJustification) = switch alignment {
        case .left, .natural: (0, GTK_JUSTIFY_LEFT)
        case .center: (0.5, GTK_JUSTIFY_CENTER)
        case .right: (1, GTK_JUSTIFY_RIGHT)
        case .justified: (0, GTK_JUSTIFY_FILL)
        }
        gtk_label_set_xalign(l, xalign)
        gtk_label_set_justify(l, justify)
        gtk_widget_set_hexpand(label, 1)
        return label
    }

    /// `text` as the layout gets it (`DisplayText`): cut at `DisplayText.limit` characters with a warning, and
    /// long unbreakable runs made breakable so wrapping stays linear.
    static func displayed(_ text: String, warn: (String) -> Void) -> String { DisplayText.shown(text, warn: warn) }

    /// `child` shown at exactly `width` × `height` points (-1: free): a `GtkOverlay` whose main child is an empty
    /// sizer of that size and whose overlay, clipped, is `child`; a `GtkPicture` alone asks for its texture's pixels.
    static func sized(_ child: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_overlay_new()!
        let sizer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(sizer, width < 0 ? -1 : gint(points: width), height < 0 ? -1 : gint(points: height))
        gtk_overlay_set_child(flare_overlay(frame), sizer)
        gtk_overlay_add_overlay(flare_overlay(frame), child)
        gtk_overlay_set_clip_overlay(flare_overlay(frame), child, 1)
        return frame
    }

    /// `gtk_picture_new_for_paintable` of a texture, shrinkable, with `fit` (GTK 4.8 `gtk_picture_set_content_fit`).
    static func picture(_ texture: OpaquePointer, fit: GtkContentFit) -> UnsafeMutablePointer<GtkWidget> {
        let picture = gtk_picture_new_for_paintable(flare_paintable(UnsafeMutableRawPointer(texture)))!
        gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
        gtk_picture_set_content_fit(OpaquePointer(picture), fit)
        return picture
    }

    /// `picture(_:fit:)` of a wrapped texture (`ImageLoader` gives `Texture`s now).
    static func picture(_ texture: Texture, fit: GtkContentFit) -> UnsafeMutablePointer<GtkWidget> {
        picture(texture.opaque, fit: fit)
    }

    /// Nothing to drop: a `Texture` wrapper owns its reference (the unconverted callers still call this).
    static func unref(_ texture: Texture) {}
}
