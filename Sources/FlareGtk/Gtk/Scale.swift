import CFlareShim
import CGtk

/// `GtkScale` (a `GtkRange`): a slider.
@MainActor
class Scale: Widget {
    override class var gType: GType { gtk_scale_get_type() }

    /// `gtk_scale_new_with_range`.
    convenience init(_ orientation: Orientation, min: Double, max: Double, step: Double) {
        self.init(taking: gtk_scale_new_with_range(orientation.gtk, min, max, step))
    }

    /// `gtk_range_get_value` / `gtk_range_set_value`.
    var value: Double {
        get { gtk_range_get_value(c()) }
        set { gtk_range_set_value(c(), newValue) }
    }
    /// `gtk_range_set_range`.
    func setRange(min: Double, max: Double) { gtk_range_set_range(c(), min, max) }
    /// `gtk_scale_set_draw_value`.
    var drawValue: Bool {
        get { gtk_scale_get_draw_value(c()).bool }
        set { gtk_scale_set_draw_value(c(), newValue.g) }
    }
    /// `gtk_scale_set_digits`.
    var digits: Int {
        get { Int(gtk_scale_get_digits(c())) }
        set { gtk_scale_set_digits(c(), gint(newValue)) }
    }
    /// `gtk_scale_add_mark`.
    func addMark(_ value: Double, position: PositionType = .bottom, markup: String? = nil) {
        gtk_scale_add_mark(c(), value, position.gtk, markup)
    }
    /// `gtk_scale_clear_marks`.
    func clearMarks() { gtk_scale_clear_marks(c()) }
}

extension Signal where Owner: Scale, Arguments == Void {
    /// `GtkRange::value-changed`.
    static var valueChanged: Self { .init("value-changed") }
}

/// `GtkSwitch`.
@MainActor
class Switch: Widget {
    override class var gType: GType { gtk_switch_get_type() }

    /// `gtk_switch_new`.
    convenience init() { self.init(taking: gtk_switch_new()) }
    /// `gtk_switch_get_active` / `gtk_switch_set_active`.
    var active: Bool {
        get { gtk_switch_get_active(opaque).bool }
        set { gtk_switch_set_active(opaque, newValue.g) }
    }
}

extension Signal where Owner: Switch, Arguments == Void {
    /// `notify::active`.
    static var activeChanged: Self { .init(notify: "active") }
}
