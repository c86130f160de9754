import Foundation

/// The header bar's subtitle under the spec's name: the folder that holds it, with the home folder written `~`, as
/// GNOME Text Editor and Files write a location (`~/Designs/alerts`; `/srv/specs` outside home; `~` for home).
public enum FolderLabel {
    public static func folder(of path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        guard let home, home.count > 1 else { return folder }
        let base = home.hasSuffix("/") ? String(home.dropLast()) : home
        if folder == base { return "~" }
        if folder.hasPrefix(base + "/") { return "~" + folder.dropFirst(base.count) }
        return folder
    }
}
