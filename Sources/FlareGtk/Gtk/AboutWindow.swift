import CGtk

/// `AdwAboutWindow` (libadwaita 1.2): the app's name, version, links and credits.
@MainActor
final class AboutWindow: Window {
    override class var gType: GType { adw_about_window_get_type() }

    /// `adw_about_window_new`, filled in; modal over `parent`. GTK's toplevel list keeps it until closed.
    convenience init(
        name: String, icon: String, version: String, developer: String, website: String,
        issues: String, license: License, comments: String, parent: Window?
    ) {
        self.init(borrowing: adw_about_window_new())
        adw_about_window_set_application_name(opaque, name)
        adw_about_window_set_application_icon(opaque, icon)
        adw_about_window_set_version(opaque, version)
        adw_about_window_set_developer_name(opaque, developer)
        adw_about_window_set_website(opaque, website)
        adw_about_window_set_issue_url(opaque, issues)
        adw_about_window_set_license_type(opaque, license.gtk)
        adw_about_window_set_comments(opaque, comments)
        setTransient(for: parent)
        gtk_window_set_modal(c(), 1)
    }
}
