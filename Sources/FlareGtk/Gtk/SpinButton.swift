import CFlareShim
import CGtk

/// `GtkSpinButton`: a number with − and + and a range.
@MainActor
final class SpinButton: Widget {
    override class var gType: GType { gtk_spin_button_get_type() }

    /// `gtk_spin_button_new_with_range`.
    convenience init(min: Double, max: Double, step: Double) {
        self.init(taking: gtk_spin_button_new_with_range(min, max, step))
    }

    /// `gtk_spin_button_get_value` / `gtk_spin_button_set_value`.
    var value: Double {
        get { gtk_spin_button_get_value(opaque) }
        set { gtk_spin_button_set_value(opaque, newValue) }
    }
    /// `gtk_spin_button_set_digits`.
    var digits: Int {
        get { Int(gtk_spin_button_get_digits(opaque)) }
        set { gtk_spin_button_set_digits(opaque, guint(newValue)) }
    }
}

extension Signal where Owner: SpinButton, Arguments == Void {
    /// `GtkSpinButton::value-changed`.
    static var valueChanged: Self { .init("value-changed") }
}
