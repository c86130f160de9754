import CFlareShim
import CGtk
import FlareCore

/// Small typed conveniences over GTK calls the views repeat; each names the GTK function it wraps.
@MainActor
enum Gtk {
    /// `g_object_unref` on any GObject pointer.
    static func unref(_ object: OpaquePointer) { g_object_unref(UnsafeMutableRawPointer(object)) }
    static func unref(_ widget: UnsafeMutablePointer<GtkWidget>) { g_object_unref(widget) }

    /// `gtk_widget_add_css_class` for each class.
    static func addClasses(_ widget: UnsafeMutablePointer<GtkWidget>, _ classes: String...) {
        for c in classes { gtk_widget_add_css_class(widget, c) }
    }

    /// `gtk_box_new` with `spacing` rounded to whole logical pixels (GTK lays out in integers).
    static func box(_ orientation: GtkOrientation, spacing: Double) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(orientation, gint(points: spacing))!
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
    static func displayed(_ text: String, warn: (String) -> Void) -> String {
        let prepared = DisplayText.prepare(text)
        if prepared.cut {
            warn("a text of \(text.count) characters is cut to its first \(DisplayText.limit); shorten it")
        }
        return prepared.text
    }

    /// `gtk_widget_set_direction` on `widget` and every widget under it: a widget's own direction does not reach
    /// its children in GTK 4, and the default direction (`gtk_widget_set_default_direction`) would flip the whole
    /// window. Boxes then lay children out from the right, and labels swap left and right alignment.
    static func setDirection(_ widget: UnsafeMutablePointer<GtkWidget>, _ direction: GtkTextDirection) {
        gtk_widget_set_direction(widget, direction)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            setDirection(c, direction)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    static func orientation(_ axis: LayoutAxis) -> GtkOrientation {
        axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }

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
}
