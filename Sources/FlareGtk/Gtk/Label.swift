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
    /// `gtk_label_get_label`: the text as set, its markup included.
    var source: String { String(cString: gtk_label_get_label(opaque)) }
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
    var wrapMode: WrapMode {
        get { WrapMode(gtk_label_get_wrap_mode(opaque)) }
        set { gtk_label_set_wrap_mode(opaque, newValue.pango) }
    }
    /// `gtk_label_set_natural_wrap_mode`.
    var naturalWrapMode: NaturalWrapMode {
        get { NaturalWrapMode(gtk_label_get_natural_wrap_mode(opaque)) }
        set { gtk_label_set_natural_wrap_mode(opaque, newValue.gtk) }
    }
    /// `gtk_label_set_justify`.
    var justify: Justification {
        get { Justification(gtk_label_get_justify(opaque)) }
        set { gtk_label_set_justify(opaque, newValue.gtk) }
    }
    /// `gtk_label_set_ellipsize`.
    var ellipsize: EllipsizeMode {
        get { EllipsizeMode(gtk_label_get_ellipsize(opaque)) }
        set { gtk_label_set_ellipsize(opaque, newValue.pango) }
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
    /// The bottom of each line of the label's Pango layout (`gtk_label_get_layout`), in points below the layout's
    /// top (`pango_layout_get_iter`, `pango_layout_iter_get_line_yrange`).
    var lineBottoms: [Double] {
        guard let iter = pango_layout_get_iter(gtk_label_get_layout(opaque)) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var bottoms: [Double] = []
        repeat {
            var y0: gint = 0, y1: gint = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            bottoms.append(Double(y1) / Double(PANGO_SCALE))
        } while pango_layout_iter_next_line(iter) != 0
        return bottoms
    }
    /// The label's text on one line, in Pango units: its logical width (`pango_layout_get_extents` of a copy of
    /// `gtk_label_get_layout` without a width: what GTK measures as the natural width) and the largest letter
    /// spacing on it (the layout's `PANGO_ATTR_LETTER_SPACING`, where GTK puts CSS `letter-spacing`).
    var oneLineUnits: (logical: Int, letterSpacing: Int) {
        let layout = gtk_label_get_layout(opaque)
        guard let copy = pango_layout_copy(layout) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        pango_layout_set_width(copy, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(copy, nil, &logical)
        var spacing = 0
        let list = pango_layout_get_attributes(layout).flatMap { pango_attr_list_get_attributes($0) }
        defer { g_slist_free_full(list) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        var node = list
        while let item = node {
            let attribute = item.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            if attribute.pointee.klass.pointee.type == PANGO_ATTR_LETTER_SPACING {
                let value = UnsafeRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                spacing = max(spacing, Int(value))
            }
            node = item.pointee.next
        }
        return (Int(logical.width), spacing)
    }
    /// `pango_layout_is_ellipsized`: whether Pango cut the text with an ellipsis at the width it was given.
    var isEllipsized: Bool { pango_layout_is_ellipsized(gtk_label_get_layout(opaque)) != 0 }
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
    convenience init(wrapping text: String, xalign: Float, justify: Justification) {
        self.init(text)
        wrap = true
        wrapMode = .wordChar
        naturalWrapMode = .word
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
            wrapMode = .wordChar
            maxWidthChars = 40
        }
        classes.forEach(addClass)
    }
}
