import CFlareShim
import CGtk
import Foundation

/// `GtkSpinButton`: a number with − and + and a range.
@MainActor
final class SpinButton: Widget {
    override class var gType: GType { gtk_spin_button_get_type() }

    /// `Editable.startUndoHere` (a spin button is a `GtkEditable`).
    func startUndoHere() { Editable.startUndo(opaque) }

    /// `gtk_spin_button_new_with_range`; in a scrolled list, the wheel scrolls the list until the spin button
    /// has the focus (`scrollsItsListUntilFocused`).
    convenience init(min: Double, max: Double, step: Double) {
        self.init(taking: gtk_spin_button_new_with_range(min, max, step))
        scrollsItsListUntilFocused()
    }

    /// `gtk_spin_button_get_value` / `gtk_spin_button_set_value`.
    var value: Double {
        get { gtk_spin_button_get_value(opaque) }
        set { gtk_spin_button_set_value(opaque, newValue) }
    }
    /// `gtk_editable_get_text`: the text shown, which differs from `value` while a person types.
    var text: String { String(cString: gtk_editable_get_text(opaque)) }
    /// `gtk_editable_get_width_chars` / `gtk_editable_set_width_chars`: the characters its text asks room for.
    var widthChars: Int {
        get { Int(gtk_editable_get_width_chars(opaque)) }
        set { gtk_editable_set_width_chars(opaque, gint(newValue)) }
    }
    /// `gtk_spin_button_set_digits`.
    var digits: Int {
        get { Int(gtk_spin_button_get_digits(opaque)) }
        set { gtk_spin_button_set_digits(opaque, guint(newValue)) }
    }

    /// Lets the wheel scroll the list the spin button sits in until the spin button has the focus. GTK's own
    /// handler focuses the spin button under the pointer and changes its value, so scrolling down a page of
    /// rows would change whichever number passed under the pointer. A capture-phase controller runs before it:
    /// unfocused, it scrolls the nearest scrolled window by GTK's wheel step (the page size to the power 2/3)
    /// and stops the event; focused (clicked or tabbed to), the spin button takes the wheel as usual.
    private func scrollsItsListUntilFocused() {
        let controller = ScrollController(.vertical)
        controller.phase = .capture
        controller.connect(.scroll) { [weak self] _, dy in
            guard let self, !containsFocus,
                let scrolled = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()),
                let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
            else { return false }
            let page = gtk_adjustment_get_page_size(adjustment)
            let upper = gtk_adjustment_get_upper(adjustment), lower = gtk_adjustment_get_lower(adjustment)
            let value = gtk_adjustment_get_value(adjustment) + dy * pow(page, 2.0 / 3.0)
            gtk_adjustment_set_value(adjustment, min(max(lower, value), max(lower, upper - page)))
            return true
        }
        add(controller)
    }
}

extension Signal where Owner: SpinButton, Arguments == Void {
    /// `GtkSpinButton::value-changed`.
    static var valueChanged: Self { .init("value-changed") }
}
