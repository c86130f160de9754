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
}

extension Signal where Owner: DropDown, Arguments == Void {
    /// `notify::selected`: the user (or code) chose another item.
    static var selectedChanged: Self { .init(notify: "selected") }
}
