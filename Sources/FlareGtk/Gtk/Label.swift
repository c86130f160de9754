import CFlareShim
import CGtk

/// `GtkLabel`.
@MainActor
class Label: Widget {
    override class var gType: GType { gtk_label_get_type() }

    /// `gtk_label_new`.
    convenience init(_ text: String) { self.init(taking: gtk_label_new(text)) }

    /// `gtk_label_get_text` / `gtk_label_set_text`.
    var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }
    /// `gtk_label_set_markup`.
    func setMarkup(_ markup: String) { gtk_label_set_markup(opaque, markup) }
    /// `gtk_label_get_xalign` / `gtk_label_set_xalign`.
    var xalign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }
    /// `gtk_label_get_yalign` / `gtk_label_set_yalign`.
    var yalign: Float {
        get { gtk_label_get_yalign(opaque) }
        set { gtk_label_set_yalign(opaque, newValue) }
    }
    /// `gtk_label_get_wrap` / `gtk_label_set_wrap`.
    var wrap: Bool {
        get { gtk_label_get_wrap(opaque).bool }
        set { gtk_label_set_wrap(opaque, newValue.g) }
    }
    /// `gtk_label_set_wrap_mode`.
    var wrapMode: PangoWrapMode {
        get { gtk_label_get_wrap_mode(opaque) }
        set { gtk_label_set_wrap_mode(opaque, newValue) }
    }
    /// `gtk_label_set_natural_wrap_mode`.
    var naturalWrapMode: GtkNaturalWrapMode {
        get { gtk_label_get_natural_wrap_mode(opaque) }
        set { gtk_label_set_natural_wrap_mode(opaque, newValue) }
    }
    /// `gtk_label_set_justify`.
    var justify: GtkJustification {
        get { gtk_label_get_justify(opaque) }
        set { gtk_label_set_justify(opaque, newValue) }
    }
    /// `gtk_label_set_ellipsize`.
    var ellipsize: PangoEllipsizeMode {
        get { gtk_label_get_ellipsize(opaque) }
        set { gtk_label_set_ellipsize(opaque, newValue) }
    }
    /// `gtk_label_set_max_width_chars` (-1: unset).
    var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(opaque)) }
        set { gtk_label_set_max_width_chars(opaque, gint(newValue)) }
    }
    /// `gtk_label_set_width_chars` (-1: unset).
    var widthChars: Int {
        get { Int(gtk_label_get_width_chars(opaque)) }
        set { gtk_label_set_width_chars(opaque, gint(newValue)) }
    }
    /// `gtk_label_set_lines` (-1: unset).
    var lines: Int {
        get { Int(gtk_label_get_lines(opaque)) }
        set { gtk_label_set_lines(opaque, gint(newValue)) }
    }
    /// `gtk_label_set_selectable`.
    var selectable: Bool {
        get { gtk_label_get_selectable(opaque).bool }
        set { gtk_label_set_selectable(opaque, newValue.g) }
    }
    /// `gtk_label_get_layout`: the label's Pango layout (owned by the label).
    var layout: OpaquePointer { gtk_label_get_layout(opaque) }
    /// `gtk_label_get_layout_offsets`.
    var layoutOffsets: (x: Int, y: Int) {
        var x: gint = 0, y: gint = 0
        gtk_label_get_layout_offsets(opaque, &x, &y)
        return (Int(x), Int(y))
    }
}

extension Label {
    /// A label set to wrap at word boundaries, its natural width the longest word (`GTK_NATURAL_WRAP_WORD`), so
    /// the container's width, not the text, decides the layout; aligned and justified as `alignment` says.
    convenience init(wrapping text: String, xalign: Float, justify: GtkJustification) {
        self.init(text)
        wrap = true
        wrapMode = PANGO_WRAP_WORD_CHAR
        naturalWrapMode = GTK_NATURAL_WRAP_WORD
        self.xalign = xalign
        self.justify = justify
        hexpand = true
    }

    /// A left-aligned label with CSS classes (`dim-label`, `heading`, `caption`, `monospace`); `wrap` wraps it
    /// at 40 characters (a wrapping label without a cap asks for its whole text on one line and widens its pane).
    convenience init(_ text: String, classes: [String], wrap: Bool = false) {
        self.init(text)
        xalign = 0
        if wrap {
            self.wrap = true
            wrapMode = PANGO_WRAP_WORD_CHAR
            maxWidthChars = 40
        }
        classes.forEach(addClass)
    }
}
