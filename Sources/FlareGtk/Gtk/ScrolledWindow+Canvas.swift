import CFlareShim
import CGtk

extension ScrolledWindow {
    /// Scrolls to `x`, `y` in content of `width` × `height` before the next layout gives the content that size:
    /// each adjustment takes the new upper bound at once (`gtk_adjustment_configure`, keeping its increments and
    /// page size), so the value is not clamped to the old size; the viewport's allocation then keeps it.
    func scroll(toX x: Double, y: Double, contentWidth: Double, contentHeight: Double) {
        for (adjustment, value, upper) in [(gtk_scrolled_window_get_hadjustment(opaque), x, contentWidth),
                                           (gtk_scrolled_window_get_vadjustment(opaque), y, contentHeight)] {
            guard let adjustment else { continue }
            let page = gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_configure(adjustment, min(max(0, value), max(0, upper - page)), 0, max(upper, page),
                                     gtk_adjustment_get_step_increment(adjustment),
                                     gtk_adjustment_get_page_increment(adjustment), page)
        }
    }
}
