import CFlareShim
import CGtk

/// `GtkNotebook`: pages with tabs (the source pane's files, one tab each).
@MainActor
final class Notebook: Widget {
    override class var gType: GType { gtk_notebook_get_type() }

    /// `gtk_notebook_new`, its tabs scrollable when they do not fit (`gtk_notebook_set_scrollable`).
    convenience init() {
        self.init(taking: gtk_notebook_new())
        gtk_notebook_set_scrollable(opaque, 1)
        gtk_notebook_set_show_border(opaque, 0)
    }

    /// `gtk_notebook_append_page`: the new page's index.
    @discardableResult
    func append(_ child: Widget, tab: Widget) -> Int {
        defer { withExtendedLifetime((child, tab)) {} }
        return Int(gtk_notebook_append_page(opaque, child.widget, tab.widget))
    }

    /// `gtk_notebook_remove_page` of every page.
    func removeAll() {
        while gtk_notebook_get_n_pages(opaque) > 0 { gtk_notebook_remove_page(opaque, -1) }
    }

    /// `gtk_notebook_get_n_pages`.
    var pageCount: Int { Int(gtk_notebook_get_n_pages(opaque)) }

    /// `gtk_notebook_get_current_page` / `gtk_notebook_set_current_page`.
    var currentPage: Int {
        get { Int(gtk_notebook_get_current_page(opaque)) }
        set { gtk_notebook_set_current_page(opaque, gint(newValue)) }
    }

    /// `gtk_notebook_set_show_tabs`.
    var showTabs: Bool {
        get { gtk_notebook_get_show_tabs(opaque).bool }
        set { gtk_notebook_set_show_tabs(opaque, newValue.g) }
    }
}

extension Signal where Owner: Notebook, Arguments == Void {
    /// `notify::page`: another tab shows.
    static var pageChanged: Self { .init(notify: "page") }
}

/// `GtkInfoBar`: a bar over content with a message and buttons that answer with a response id (GTK 4.8 has no
/// `AdwBanner`, which came with libadwaita 1.3).
@MainActor
final class InfoBar: Widget {
    override class var gType: GType { gtk_info_bar_get_type() }

    /// `gtk_info_bar_new` with `gtk_info_bar_set_message_type`, hidden until `revealed` (`gtk_info_bar_set_revealed`).
    convenience init(type: MessageType) {
        self.init(taking: gtk_info_bar_new())
        gtk_info_bar_set_message_type(opaque, type.gtk)
        gtk_info_bar_set_revealed(opaque, 0)
    }

    /// `gtk_info_bar_add_child`.
    func add(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_info_bar_add_child(opaque, child.widget) }

    /// `gtk_info_bar_add_button`: a button that emits `response` with `id`.
    func addButton(_ label: String, response id: Int) { gtk_info_bar_add_button(opaque, label, gint(id)) }

    /// `gtk_info_bar_response`: as a click on the button of `id` does.
    func respond(_ id: Int) { gtk_info_bar_response(opaque, gint(id)) }

    /// `gtk_info_bar_get_revealed` / `gtk_info_bar_set_revealed`.
    var revealed: Bool {
        get { gtk_info_bar_get_revealed(opaque).bool }
        set { gtk_info_bar_set_revealed(opaque, newValue.g) }
    }
}

extension Signal where Owner: InfoBar, Arguments == Int {
    /// `GtkInfoBar::response` (the id of the button clicked).
    static var response: Self { .init("response") }
}
