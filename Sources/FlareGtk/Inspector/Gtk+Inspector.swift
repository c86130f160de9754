import CFlareShim
import CGtk
import Foundation

/// The widgets the inspector's pages repeat, each a thin wrapper that names the GTK call it makes.
@MainActor
extension Gtk {
    /// `gtk_label_new`, left-aligned, with CSS classes (`dim-label`, `heading`, `caption`, `monospace`).
    static func label(_ text: String, _ classes: String..., wrap: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(flare_label(label), 0)
        if wrap {
            gtk_label_set_wrap(flare_label(label), 1)
            gtk_label_set_wrap_mode(flare_label(label), PANGO_WRAP_WORD_CHAR)
            // Without a cap a wrapping label asks for its whole text on one line and widens the pane.
            gtk_label_set_max_width_chars(flare_label(label), 40)
        }
        for c in classes { gtk_widget_add_css_class(label, c) }
        return label
    }

    /// `gtk_label_set_text`.
    static func setText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_label_set_text(flare_label(label), text)
    }

    /// `gtk_label_get_text`.
    static func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(flare_label(label)))
    }

    /// `gtk_button_new_with_label` (or `_from_icon_name` when `icon` is set), its `clicked` connected to `action`.
    static func button(_ title: String, icon: String? = nil, tooltip: String? = nil,
                       _ action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = icon.map { gtk_button_new_from_icon_name($0)! } ?? gtk_button_new_with_label(title)!
        if let tooltip { gtk_widget_set_tooltip_text(button, tooltip) }
        Signals.connect(button, "clicked", action)
        return button
    }

    /// A horizontal `linked` box of `children` (GNOME's grouped buttons).
    static func linked(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        for child in children { gtk_box_append(flare_box(box), child) }
        return box
    }

    /// A horizontal box of `children` with `spacing`.
    static func row(_ children: [UnsafeMutablePointer<GtkWidget>], spacing: Int32 = 6) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing)!
        for child in children { gtk_box_append(flare_box(box), child) }
        return box
    }

    /// A section heading (`heading` class) above a group, as GNOME's preferences pages show them.
    static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = Gtk.label(text, "heading")
        gtk_widget_set_margin_top(label, 6)
        return label
    }

    /// `gtk_drop_down_new` over a `GtkStringList` of `items`.
    static func dropDown(_ items: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = gtk_drop_down_new(nil, nil)!
        setItems(dropDown, items)
        return dropDown
    }

    /// Replaces a drop-down's items (`gtk_string_list_new` + `gtk_drop_down_set_model`).
    static func setItems(_ dropDown: UnsafeMutablePointer<GtkWidget>, _ items: [String]) {
        let cItems = items.map { strdup($0) } + [nil]
        let model = cItems.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_new($0)!
            }
        }
        cItems.forEach { free($0) }
        gtk_drop_down_set_model(flare_drop_down(dropDown), model)
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// Removes every child of a box (`gtk_box_remove`).
    static func removeChildren(_ box: UnsafeMutablePointer<GtkWidget>) {
        while let child = gtk_widget_get_first_child(box) { gtk_box_remove(flare_box(box), child) }
    }

    /// A vertical page with GNOME's margins, in a scrolled window (`gtk_scrolled_window_new`).
    static func page() -> (scroller: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>) {
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(content, 12)
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(flare_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(flare_scrolled_window(scroller), content)
        gtk_widget_set_vexpand(scroller, 1)
        return (scroller, content)
    }
}
