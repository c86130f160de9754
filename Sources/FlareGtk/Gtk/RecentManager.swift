import CFlareShim
import CGtk

/// `GtkRecentManager`: the desktop's list of recently used files (`recently-used.xbel`), which Files and the file
/// chooser's Recent show too.
@MainActor
final class RecentManager: Object {
    override class var gType: GType { gtk_recent_manager_get_type() }

    /// The user's list (`gtk_recent_manager_get_default`).
    static var user: RecentManager { RecentManager(borrowing: gtk_recent_manager_get_default()) }

    /// A list kept in `file` instead (`g_object_new` with the construct-only `filename`): tests, which must not
    /// write the user's.
    convenience init(file: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING (G_TYPE_MAKE_FUNDAMENTAL (16))
        g_value_set_string(&value, file)
        defer { g_value_unset(&value) }
        let object = "filename".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return g_object_new_with_properties(gtk_recent_manager_get_type(), 1, &names, &value)
        }
        self.init(taking: UnsafeMutableRawPointer(object!))
    }

    /// The name items are added under and listed by (`g_get_application_name`; "flare" when the process has none).
    static var applicationName: String { g_get_application_name().map { String(cString: $0) } ?? "flare" }

    /// `gtk_recent_manager_add_full`: `uri` used now by this application (`g_get_application_name`), as a YAML or
    /// JSON file. Not `gtk_recent_manager_add_item`, which asks the file's type asynchronously and adds it later.
    func add(uri: String) {
        let app = Self.applicationName
        let mime = uri.hasSuffix(".json") ? "application/json" : "application/yaml"
        mime.withCString { mime in
            app.withCString { app in
                "flare open %u".withCString { exec in
                    var data = GtkRecentData(
                        display_name: nil, description: nil, mime_type: UnsafeMutablePointer(mutating: mime),
                        app_name: UnsafeMutablePointer(mutating: app), app_exec: UnsafeMutablePointer(mutating: exec),
                        groups: nil, is_private: 0)
                    _ = gtk_recent_manager_add_full(c(), uri, &data)
                }
            }
        }
    }

    /// The URIs this application used (`gtk_recent_info_has_application` of `g_get_application_name`), most recent
    /// first (`gtk_recent_info_get_modified`).
    var uris: [String] {
        guard let list = gtk_recent_manager_get_items(c()) else { return [] }
        defer { g_list_free_full(list) { gtk_recent_info_unref(OpaquePointer($0)) } }
        let app = Self.applicationName
        var found: [(uri: String, modified: Int)] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            let info = OpaquePointer(current.pointee.data)
            if let info, gtk_recent_info_has_application(info, app).bool, let uri = gtk_recent_info_get_uri(info) {
                let modified = gtk_recent_info_get_modified(info).map { g_date_time_to_unix($0) } ?? 0
                found.append((uri: String(cString: uri), modified: Int(modified)))
            }
            node = current.pointee.next
        }
        return found.sorted { $0.modified > $1.modified }.map(\.uri)
    }
}
