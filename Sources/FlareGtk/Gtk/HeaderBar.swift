import CFlareShim
import CGtk

/// `GtkHeaderBar`: a window's title bar with widgets packed at its start and end.
@MainActor
final class HeaderBar: Widget {
    override class var gType: GType { gtk_header_bar_get_type() }

    /// `gtk_header_bar_new`.
    convenience init() { self.init(taking: gtk_header_bar_new()) }

    /// `gtk_header_bar_set_title_widget`.
    func setTitleWidget(_ title: Widget?) {
        defer { withExtendedLifetime(title) {} }; gtk_header_bar_set_title_widget(opaque, title?.widget)
    }
    /// `gtk_header_bar_pack_start`.
    func packStart(_ child: Widget) {
        defer { withExtendedLifetime(child) {} }; gtk_header_bar_pack_start(opaque, child.widget)
    }
    /// `gtk_header_bar_pack_end`.
    func packEnd(_ child: Widget) {
        defer { withExtendedLifetime(child) {} }; gtk_header_bar_pack_end(opaque, child.widget)
    }
}
