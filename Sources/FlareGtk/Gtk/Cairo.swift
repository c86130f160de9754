import CGtk

/// A Cairo ARGB32 image surface: rows of premultiplied B, G, R, A bytes (little-endian hosts), `stride` bytes
/// apart. Destroyed with its wrapper (`cairo_surface_destroy`).
@MainActor
final class CairoImage {
    fileprivate let surface: OpaquePointer
    let width: Int
    let height: Int

    /// `cairo_image_surface_create` (`CAIRO_FORMAT_ARGB32`), cleared to transparent; check `error`.
    init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(width), gint(height))
        self.width = width
        self.height = height
    }

    /// `cairo_image_surface_create_for_data`: draws straight into `data` (`stride` × `height` bytes), which must
    /// outlive the image; check `error`.
    init(drawingInto data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int) {
        surface = cairo_image_surface_create_for_data(
            data, CAIRO_FORMAT_ARGB32, gint(width), gint(height), gint(stride))
        self.width = width
        self.height = height
    }

    isolated deinit { cairo_surface_destroy(surface) }

    /// `cairo_format_stride_for_width` for ARGB32 (-1 when `width` is too large).
    static func stride(forWidth width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, gint(width)))
    }

    /// Why Cairo could not create the surface (`cairo_surface_status`, `cairo_status_to_string`); nil when it did.
    var error: String? {
        let status = cairo_surface_status(surface)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    /// `cairo_image_surface_get_stride`.
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// `cairo_surface_flush`: finishes drawing before the bytes are read.
    func flush() { cairo_surface_flush(surface) }

    /// Draws with a new context on the surface (`cairo_create`, destroyed after `body`).
    func draw(_ body: (CairoContext) throws -> Void) rethrows {
        let context = CairoContext(cairo_create(surface))
        defer { context.destroy() }
        try body(context)
    }

    /// The bytes, after `flush()`: `stride` × `height`.
    var bytes: [UInt8] {
        flush()
        return [UInt8](UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height))
    }

    /// Writes the bytes directly (`cairo_image_surface_get_data`, between `cairo_surface_flush` and
    /// `cairo_surface_mark_dirty`); `body` gets the first byte and the stride.
    func withMutableBytes(_ body: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        flush()
        body(cairo_image_surface_get_data(surface), stride)
        cairo_surface_mark_dirty(surface)
    }
}

/// A Cairo drawing context (`cairo_t`) on a `CairoImage`, valid inside `CairoImage.draw`. Only the operations
/// Flare draws with; each names its Cairo function.
@MainActor
final class CairoContext {
    /// The `cairo_t *` (for `RenderNode.draw(on:)`).
    let cr: OpaquePointer

    fileprivate init(_ cr: OpaquePointer) { self.cr = cr }
    fileprivate func destroy() { cairo_destroy(cr) }

    /// `cairo_save` / `cairo_restore`.
    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    /// `cairo_translate`.
    func translate(x: Double, y: Double) { cairo_translate(cr, x, y) }
    /// `cairo_scale`.
    func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }
    /// `cairo_set_source_rgb`.
    func setSource(red: Double, green: Double, blue: Double) { cairo_set_source_rgb(cr, red, green, blue) }
    /// `cairo_set_source_rgba`.
    func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }
    /// `cairo_set_source_surface` at `x`, `y`, sampled with `CAIRO_FILTER_GOOD` when scaled
    /// (`cairo_pattern_set_filter`).
    func setSource(_ image: CairoImage, x: Double, y: Double) {
        cairo_set_source_surface(cr, image.surface, x, y)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    }
    /// `cairo_paint`.
    func paint() { cairo_paint(cr) }
    /// `cairo_set_line_width`.
    func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }
    /// `cairo_rectangle`.
    func rectangle(x: Double, y: Double, width: Double, height: Double) { cairo_rectangle(cr, x, y, width, height) }
    /// `cairo_stroke`.
    func stroke() { cairo_stroke(cr) }
    /// `cairo_move_to`.
    func move(toX x: Double, y: Double) { cairo_move_to(cr, x, y) }

    /// A Pango layout for this context (`pango_cairo_create_layout`) in `font` (`pango_font_description_from_string`,
    /// e.g. `Inter 11px`).
    func textLayout(font: String) -> TextLayout {
        let layout = TextLayout(Object(taking: pango_cairo_create_layout(cr)!))
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout.object.opaque, description)
        pango_font_description_free(description)
        return layout
    }
    /// `pango_cairo_show_layout`: draws `layout`'s text with its top left at the current point.
    func show(_ layout: TextLayout) {
        withExtendedLifetime(layout) { pango_cairo_show_layout(cr, layout.object.opaque) }
    }
}

/// A `PangoLayout`: a paragraph of text laid out in one font.
@MainActor
final class TextLayout {
    fileprivate let object: Object

    fileprivate init(_ object: Object) { self.object = object }

    /// `pango_layout_set_text`.
    func setText(_ text: String) { pango_layout_set_text(object.opaque, text, -1) }
}
