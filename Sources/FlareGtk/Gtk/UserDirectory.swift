import CFlareShim
import CGtk

/// The desktop's places, as GLib knows them.
enum UserDirectory {
    /// `g_get_user_special_dir(G_USER_DIRECTORY_PICTURES)`: `$XDG_PICTURES_DIR` (nil when unset).
    static var pictures: String? { g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) } }
}
