import CGtk

/// `AdwStatusPage`: GNOME's empty state (a large dim icon, a title, a description, an optional child).
@MainActor
final class StatusPage: Widget {
    override class var gType: GType { adw_status_page_get_type() }

    /// `adw_status_page_new` with its icon, title and description.
    convenience init(icon: String?, title: String, description: String? = nil) {
        self.init(taking: adw_status_page_new())
        adw_status_page_set_icon_name(opaque, icon)
        self.title = title
        self.details = description
    }

    /// `adw_status_page_get_icon_name` / `adw_status_page_set_icon_name`.
    var icon: String? {
        get { adw_status_page_get_icon_name(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_icon_name(opaque, newValue) }
    }
    /// `adw_status_page_get_title` / `adw_status_page_set_title`.
    var title: String {
        get { adw_status_page_get_title(opaque).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(opaque, newValue) }
    }
    /// `adw_status_page_get_description` / `adw_status_page_set_description` (Pango markup).
    var details: String? {
        get { adw_status_page_get_description(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_description(opaque, newValue) }
    }
    /// `adw_status_page_set_child`: a button or two under the text.
    func setChild(_ child: Widget?) {
        defer { withExtendedLifetime(child) {} }; adw_status_page_set_child(opaque, child?.widget)
    }
}
