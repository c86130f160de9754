import CFlareShim
import CGtk
import Foundation

/// `GtkDropDown` over a `GtkStringList` of strings.
@MainActor
class DropDown: Widget {
    override class var gType: GType { gtk_drop_down_get_type() }

    /// `gtk_drop_down_new` over `items`.
    convenience init(_ items: [String]) {
        self.init(taking: gtk_drop_down_new(nil, nil))
        self.items = items
    }

    /// The strings shown, as a new `GtkStringList` (`gtk_string_list_new`, `gtk_drop_down_set_model`);
    /// reading gives the model's strings (`gtk_string_list_get_string`).
    var items: [String] {
        get {
            guard let model = gtk_drop_down_get_model(opaque) else { return [] }
            let count = g_list_model_get_n_items(model)
            return (0..<count).compactMap { i in gtk_string_list_get_string(model, i).map { String(cString: $0) } }
        }
        set {
            let cItems = newValue.map { strdup($0) } + [nil]
            let model = cItems.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_string_list_new($0)!
                }
            }
            cItems.forEach { free($0) }
            gtk_drop_down_set_model(opaque, model)
            g_object_unref(UnsafeMutableRawPointer(model))
        }
    }
    /// `gtk_drop_down_get_selected` / `gtk_drop_down_set_selected`; nil: nothing (`GTK_INVALID_LIST_POSITION`).
    var selected: Int? {
        get {
            let index = gtk_drop_down_get_selected(opaque)
            return index == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(index)
        }
        set { gtk_drop_down_set_selected(opaque, newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)) }
    }

    /// The list's popover: `GtkDropDown`'s child whose CSS name is `popover`.
    private var popover: Widget? { children.first { $0.cssName == "popover" } }
    /// Whether the list is open (its popover shows).
    var isOpen: Bool { popover?.visible == true }
    /// Opens the list as a click would (`gtk_popover_popup` on its popover).
    func popup() {
        guard let popover else { return }
        gtk_popover_popup(UnsafeMutableRawPointer(popover.widget).assumingMemoryBound(to: GtkPopover.self))
    }
    /// `text` as the tooltip while the list is closed, none while it is open. The open list is the drop-down's
    /// child, so GTK asked the drop-down for its tooltip over the list and drew it over the first options.
    func tooltipWhenClosed(_ text: String?) {
        tooltip = nil
        tooltip { [weak self] in self?.isOpen == true ? nil : text }
    }
}

extension Signal where Owner: DropDown, Arguments == Void {
    /// `notify::selected`: the user (or code) chose another item.
    static var selectedChanged: Self { .init(notify: "selected") }
}
