import CFlareShim
import CGtk

/// `GtkFileChooserNative`: the desktop's file chooser (a portal when sandboxed), answered by `response`.
@MainActor
final class FileChooserNative: Object {
    override class var gType: GType { gtk_file_chooser_native_get_type() }

    /// `gtk_file_chooser_native_new`.
    convenience init(title: String, parent: Window?, action: FileChooserAction, accept: String, cancel: String) {
        defer { withExtendedLifetime(parent) {} }
        self.init(taking: gtk_file_chooser_native_new(title, parent?.c(), action.gtk, accept, cancel))
    }

    /// `gtk_file_chooser_add_filter`.
    func add(_ filter: FileFilter) {
        defer { withExtendedLifetime(filter) {} }; gtk_file_chooser_add_filter(opaque, filter.opaque)
    }
    /// `gtk_file_chooser_set_current_name`: the file name a save chooser proposes.
    func setCurrentName(_ name: String) { gtk_file_chooser_set_current_name(opaque, name) }
    /// `gtk_native_dialog_show`.
    func show() { gtk_native_dialog_show(c()) }
    /// Opens in `folder` (`gtk_file_chooser_set_current_folder`); a folder that cannot be shown is left to GTK.
    func setFolder(_ folder: String) {
        let file = g_file_new_for_path(folder)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        _ = try? withGError { error in
            gtk_file_chooser_set_current_folder(opaque, file, error).bool ? true : nil
        }
    }
    /// The chosen file's local path (`gtk_file_chooser_get_file`, `g_file_get_path`); nil when none.
    var path: String? {
        guard let file = gtk_file_chooser_get_file(opaque) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}

extension FileChooserNative {
    /// `GTK_RESPONSE_ACCEPT` as `response` gives it: the user chose a file.
    static let accepted = Int(GTK_RESPONSE_ACCEPT.rawValue)

    /// A dialog that opens one file (`GTK_FILE_CHOOSER_ACTION_OPEN`).
    static func opening(title: String, parent: Window?, accept: String, cancel: String) -> FileChooserNative {
        FileChooserNative(title: title, parent: parent, action: .open, accept: accept, cancel: cancel)
    }
}

extension Signal where Owner: FileChooserNative, Arguments == Int {
    /// `GtkNativeDialog::response` (a `GtkResponseType`).
    static var response: Self { .init("response") }
}

/// `GtkFileFilter`: the file patterns a chooser lists.
@MainActor
final class FileFilter: Object {
    override class var gType: GType { gtk_file_filter_get_type() }

    /// `gtk_file_filter_new`, `gtk_file_filter_set_name` and `gtk_file_filter_add_pattern` for each pattern.
    convenience init(name: String, patterns: [String]) {
        self.init(taking: gtk_file_filter_new())
        gtk_file_filter_set_name(opaque, name)
        for pattern in patterns { gtk_file_filter_add_pattern(opaque, pattern) }
    }
}
