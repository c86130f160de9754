import FlareCore

/// A stage rendered for lint with every glyph transparent (labels, entries and text views keep their
/// backgrounds), so the pixels under a text are exactly what is behind it: alert background, a label's own
/// background, an image, the mask and backdrop through a translucent alert. Parts are found by their widgets'
/// bounds on the stage (`gtk_widget_compute_bounds`, which follows the alert's transform).
@MainActor
struct LintProbe {
    let root: Widget
    let raster: Raster

    /// The CSS class that hides text under it, and its provider (`USER + 3`: above the views' own colours).
    static let hiddenText = "flare-lint-hidden-text"
    private static var provider: CssProvider?

    /// Hides the text under `root` (before it is laid out, so the style is current when it is drawn).
    static func hideText(under root: Widget) {
        installProvider()
        root.addClass(hiddenText)
    }

    /// Renders `root` (in the export window, its text hidden, allocated to `width` × `height` points).
    static func render(_ root: Widget, width: Double, height: Double, scale: Int) throws -> LintProbe {
        LintProbe(root: root, raster: try WidgetRenderer.render(root, width: width, height: height, scale: scale))
    }

    private static func installProvider() {
        guard provider == nil, Display.hasDefault else { return }
        let s = "." + hiddenText
        let css = CssProvider(css: "\(s) label, \(s) text, \(s) placeholder, \(s) check { \(hidingDeclarations) }")
        css.addToDisplay(priority: .user + 3)
        provider = css
    }

    /// What draws no glyph ink: a transparent color, no icon shadow, and each catalog property that paints glyphs
    /// (`LintRole.glyphPaint`, a text shadow) at its hidden value, so the probe sees only what is behind the text.
    static var hidingDeclarations: String {
        (["color: transparent;", "-gtk-icon-shadow: none;"]
            + PropertyCatalog.glyphPaint.map { "\($0.property): \($0.hiddenValue);" }).joined(separator: " ")
    }

    /// `widget`'s frame on the stage in points; nil when it is hidden or has no size.
    func frame(of widget: Widget) -> LintFinding.Frame? {
        guard widget.mapped, let rect = widget.bounds(in: root), rect.width >= 1, rect.height >= 1 else { return nil }
        return LintFinding.Frame(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The distinct colours of the pixels inside `frame` (clipped to the raster).
    func colors(in frame: LintFinding.Frame) -> Set<UInt32> {
        let s = Double(raster.scale)
        let x0 = max(0, Int((frame.x * s).rounded())), y0 = max(0, Int((frame.y * s).rounded()))
        let x1 = min(raster.width, Int(((frame.x + frame.width) * s).rounded()))
        let y1 = min(raster.height, Int(((frame.y + frame.height) * s).rounded()))
        var out = Set<UInt32>()
        guard x0 < x1, y0 < y1 else { return out }
        for y in y0..<y1 {
            for x in x0..<x1 { out.insert(key(x, y)) }
        }
        return out
    }

    /// The colours of a ring `width` points wide just outside `frame` (a negative `inset` moves it inside):
    /// what a border sits against, or the control's own fill.
    func ring(around frame: LintFinding.Frame, width: Double = 2, inset: Double = 0) -> Set<UInt32> {
        let frame = LintFinding.Frame(
            x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset,
            height: frame.height - 2 * inset)
        let sides = [
            LintFinding.Frame(x: frame.x - width, y: frame.y - width, width: frame.width + 2 * width, height: width),
            LintFinding.Frame(
                x: frame.x - width, y: frame.y + frame.height, width: frame.width + 2 * width, height: width),
            LintFinding.Frame(x: frame.x - width, y: frame.y, width: width, height: frame.height),
            LintFinding.Frame(x: frame.x + frame.width, y: frame.y, width: width, height: frame.height),
        ]
        return sides.reduce(into: Set<UInt32>()) { $0.formUnion(colors(in: $1)) }
    }

    /// The colours of the middle third of each side of `frame`, `inset` points inside it: a control's own fill,
    /// away from rounded corners.
    func fill(of frame: LintFinding.Frame, inset: Double) -> Set<UInt32> {
        let w = frame.width / 3, h = frame.height / 3
        let sides = [
            LintFinding.Frame(x: frame.x + w, y: frame.y + inset, width: w, height: 2),
            LintFinding.Frame(x: frame.x + w, y: frame.y + frame.height - inset - 2, width: w, height: 2),
            LintFinding.Frame(x: frame.x + inset, y: frame.y + h, width: 2, height: h),
            LintFinding.Frame(x: frame.x + frame.width - inset - 2, y: frame.y + h, width: 2, height: h),
        ]
        return sides.reduce(into: Set<UInt32>()) { $0.formUnion(colors(in: $1)) }
    }

    private func key(_ x: Int, _ y: Int) -> UInt32 {
        let p = raster.pixel(x, y)
        return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    static func rgba(_ key: UInt32) -> RGBA { RGBA(hex: key) }

    /// The first descendant of `widget` (or itself) with CSS class `name`.
    static func descendant(of widget: Widget?, withClass name: String) -> Widget? {
        widget?.descendant(withClass: name)
    }

    /// The first `GtkLabel` under `widget` (a check button's or a plain button's label).
    static func label(in widget: Widget?) -> Widget? {
        descendant(of: widget, named: "label")
    }

    /// The first descendant of `widget` (or itself) whose CSS name is `name` (`label`; `text`, an entry's text area).
    static func descendant(of widget: Widget?, named name: String) -> Widget? {
        widget?.descendant(named: name)
    }
}
