import CFlareShim
import CGtk

/// `GtkScrolledWindow`.
@MainActor
class ScrolledWindow: Widget {
    override class var gType: GType { gtk_scrolled_window_get_type() }

    /// `gtk_scrolled_window_new`, its child set and its scrollbars' policies (`gtk_scrolled_window_set_policy`).
    convenience init(
        _ child: Widget? = nil, horizontal: PolicyType = .automatic,
        vertical: PolicyType = .automatic
    ) {
        self.init(taking: gtk_scrolled_window_new())
        if let child { self.child = child }
        setPolicy(horizontal: horizontal, vertical: vertical)
    }

    /// `gtk_scrolled_window_get_child` / `gtk_scrolled_window_set_child`.
    var child: Widget? {
        get { gtk_scrolled_window_get_child(opaque).map { Widget(borrowing: $0) } }
        set { defer { withExtendedLifetime(newValue) {} }; gtk_scrolled_window_set_child(opaque, newValue?.widget) }
    }
    /// `gtk_scrolled_window_set_policy`.
    func setPolicy(horizontal: PolicyType, vertical: PolicyType) {
        gtk_scrolled_window_set_policy(opaque, horizontal.gtk, vertical.gtk)
    }
    /// `gtk_scrolled_window_set_min_content_height` (-1: unset).
    var minContentHeight: Int {
        get { Int(gtk_scrolled_window_get_min_content_height(opaque)) }
        set { gtk_scrolled_window_set_min_content_height(opaque, gint(newValue)) }
    }
    /// `gtk_scrolled_window_set_max_content_height` (-1: unset).
    var maxContentHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(opaque)) }
        set { gtk_scrolled_window_set_max_content_height(opaque, gint(newValue)) }
    }
    /// `gtk_scrolled_window_set_has_frame`.
    var hasFrame: Bool {
        get { gtk_scrolled_window_get_has_frame(opaque).bool }
        set { gtk_scrolled_window_set_has_frame(opaque, newValue.g) }
    }
    /// `gtk_scrolled_window_set_propagate_natural_height`.
    var propagateNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(opaque).bool }
        set { gtk_scrolled_window_set_propagate_natural_height(opaque, newValue.g) }
    }
    /// `gtk_scrolled_window_set_propagate_natural_width`.
    var propagateNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(opaque).bool }
        set { gtk_scrolled_window_set_propagate_natural_width(opaque, newValue.g) }
    }
    /// The vertical adjustment's value (`gtk_scrolled_window_get_vadjustment`, `gtk_adjustment_get_value`).
    var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(opaque), newValue) }
    }
    /// The horizontal adjustment's value.
    var horizontalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(opaque)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_hadjustment(opaque), newValue) }
    }
}

extension ScrolledWindow {
    /// Scrolls to `x`, `y` in content of `width` × `height` before the next layout gives the content that size:
    /// each adjustment takes the new upper bound at once (`gtk_adjustment_configure`, keeping its increments and
    /// page size), so the value is not clamped to the old size; the viewport's allocation then keeps it.
    func scroll(toX x: Double, y: Double, contentWidth: Double, contentHeight: Double) {
        for (adjustment, value, upper) in [
            (gtk_scrolled_window_get_hadjustment(opaque), x, contentWidth),
            (gtk_scrolled_window_get_vadjustment(opaque), y, contentHeight),
        ] {
            guard let adjustment else { continue }
            let page = gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_configure(
                adjustment, min(max(0, value), max(0, upper - page)), 0, max(upper, page),
                gtk_adjustment_get_step_increment(adjustment),
                gtk_adjustment_get_page_increment(adjustment), page)
        }
    }
}
