import CFlareShim
import CGtk
import Foundation

/// `GtkDropDown` over a `GtkStringList` of strings.
@MainActor
class DropDown: Widget {
    override class var gType: GType { gtk_drop_down_get_type() }

    /// `gtk_drop_down_new` over `items`, its labels ellipsized (`DropDown.labels`).
    convenience init(_ items: [String]) {
        self.init(taking: gtk_drop_down_new(nil, nil))
        gtk_drop_down_set_factory(opaque, Self.labels)
        self.items = items
    }

    /// GTK 4.8's own item (a label at the start) that ellipsizes: the button then asks only for a few characters
    /// and a narrow inspector does not have to be wider than the longest name shown (the list still opens at the
    /// names' natural width). A `GtkBuilderListItemFactory` from a template: no closure to own.
    private static let labels: OpaquePointer = {
        let ui = """
            <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
            <property name="xalign">0</property><property name="ellipsize">end</property>
            <binding name="label"><lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup>
            </lookup></binding></object></property></template></interface>
            """
        let bytes = ui.withCString { g_bytes_new($0, gsize(strlen($0))) }
        defer { g_bytes_unref(bytes) }
        return gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
    }()

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
