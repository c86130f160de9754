import CGtk

/// `AdwToastOverlay`: a child with GNOME's toasts shown over its bottom edge.
@MainActor
final class ToastOverlay: Widget {
    override class var gType: GType { adw_toast_overlay_get_type() }

    /// `adw_toast_overlay_new` around `child` (`adw_toast_overlay_set_child`).
    convenience init(_ child: Widget) {
        defer { withExtendedLifetime(child) {} }
        self.init(taking: adw_toast_overlay_new())
        adw_toast_overlay_set_child(opaque, child.widget)
    }

    /// `adw_toast_overlay_add_toast` (the overlay takes the toast's reference: one is added for it).
    func add(_ toast: Toast) {
        defer { withExtendedLifetime(toast) {} }
        g_object_ref(toast.raw)
        adw_toast_overlay_add_toast(opaque, toast.opaque)
    }
}

/// `AdwToast`: a short message, optionally with one button.
@MainActor
final class Toast: Object {
    override class var gType: GType { adw_toast_get_type() }

    /// `adw_toast_new`, shown for `seconds` (`adw_toast_set_timeout`; 0: until dismissed).
    convenience init(_ title: String, seconds: Int = 4) {
        self.init(taking: adw_toast_new(title))
        adw_toast_set_timeout(opaque, guint(max(0, seconds)))
    }

    /// `adw_toast_get_title`.
    var title: String { adw_toast_get_title(opaque).map { String(cString: $0) } ?? "" }
    /// `adw_toast_set_button_label` (nil: no button).
    var buttonLabel: String? {
        get { adw_toast_get_button_label(opaque).map { String(cString: $0) } }
        set { adw_toast_set_button_label(opaque, newValue) }
    }
    /// `adw_toast_set_custom_title` (libadwaita 1.2): `widget` in the title's place.
    func setCustomTitle(_ widget: Widget) {
        defer { withExtendedLifetime(widget) {} }
        adw_toast_set_custom_title(opaque, widget.widget)
    }
    /// `adw_toast_dismiss`.
    func dismiss() { adw_toast_dismiss(opaque) }
}

extension Signal where Owner: Toast, Arguments == Void {
    /// `AdwToast::button-clicked`.
    static var buttonClicked: Self { .init("button-clicked") }
    /// `AdwToast::dismissed`.
    static var dismissed: Self { .init("dismissed") }
}
