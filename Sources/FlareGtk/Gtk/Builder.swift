import CFlareShim
import CGtk

/// `GtkBuilder`: objects from GtkBuilder XML (Flare's shortcuts window).
@MainActor
final class Builder: Object {
    override class var gType: GType { gtk_builder_get_type() }

    /// `gtk_builder_new_from_string`.
    convenience init(xml: String) { self.init(taking: gtk_builder_new_from_string(xml, -1)) }

    /// `gtk_builder_get_object` as a `T`; nil when there is no such object or it is not a `T`.
    func object<T: Object>(_ id: String, as type: T.Type) -> T? {
        T.cast(gtk_builder_get_object(opaque, id).map { UnsafeMutableRawPointer($0) })
    }
}
