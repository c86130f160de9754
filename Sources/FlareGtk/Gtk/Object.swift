import CFlareShim
import CGtk

/// A GObject held by Swift: the base of every wrapper in `Gtk/`, the one folder of FlareGtk that calls GTK.
///
/// A wrapper owns one reference to its object, so the object lives while Swift holds the wrapper (or while GTK
/// holds it: a widget in a parent). Two wrappers of one object are equal. Wrappers are checked on creation:
/// `init(borrowing:)` and `cast(_:)` test the instance's GType (`G_TYPE_CHECK_INSTANCE_TYPE`), the one cast
/// style of the layer; inside a wrapper, `c()` and `opaque` give the typed C pointer its GTK functions take.
@MainActor
class Object: @MainActor Equatable {
    /// The instance (`GObject *`). Wrapper code turns it into the pointer a GTK function wants with `c()`.
    let raw: UnsafeMutableRawPointer

    /// The GType instances of this wrapper class have (or derive from). Each subclass overrides it.
    class var gType: GType { g_object_get_type() }

    /// Adopts the reference a constructor returned (`gtk_label_new`, `gtk_css_provider_new`, ...): a floating
    /// reference (every new widget) is sunk (`g_object_ref_sink`), a full one is taken as is.
    required init(taking raw: UnsafeMutableRawPointer) {
        self.raw = raw
        if g_object_is_floating(raw) != 0 { g_object_ref_sink(raw) }
        assert(Self.isInstance(raw), "\(raw) is not a \(Self.self)")
    }

    /// Adds exactly one reference (`g_object_ref`) to an object GTK gave without one (a widget's parent or child, a
    /// signal's argument, `gtk_window_new`'s window, which GTK's toplevel list owns). A floating object stays
    /// floating: its floating reference belongs to whoever made it (`g_object_ref_sink` would take that one over,
    /// and this wrapper's release would then free an object its maker still holds).
    required init(borrowing raw: UnsafeMutableRawPointer) {
        self.raw = raw
        g_object_ref(raw)
        assert(Self.isInstance(raw), "\(raw) is not a \(Self.self)")
    }

    isolated deinit { g_object_unref(raw) }

    /// `init(taking:)` of a constructor that returns an opaque or typed pointer.
    convenience init(taking object: OpaquePointer) { self.init(taking: UnsafeMutableRawPointer(object)) }
    convenience init<T>(taking pointer: UnsafeMutablePointer<T>) { self.init(taking: UnsafeMutableRawPointer(pointer)) }
    /// `init(borrowing:)` of a getter's opaque or typed pointer.
    convenience init(borrowing object: OpaquePointer) { self.init(borrowing: UnsafeMutableRawPointer(object)) }
    convenience init<T>(borrowing pointer: UnsafeMutablePointer<T>) {
        self.init(borrowing: UnsafeMutableRawPointer(pointer))
    }

    /// `raw` as the wrapper of class `Self` when the instance is one (`G_TYPE_CHECK_INSTANCE_TYPE`), else nil.
    static func cast(_ raw: UnsafeMutableRawPointer?) -> Self? {
        guard let raw, isInstance(raw) else { return nil }
        return Self(borrowing: raw)
    }

    /// `object` seen as `Self` when it is one; nil otherwise.
    static func cast(_ object: Object?) -> Self? { withExtendedLifetime(object) { cast(object?.raw) } }

    private static func isInstance(_ raw: UnsafeMutableRawPointer) -> Bool {
        g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), gType) != 0
    }

    /// The instance as the typed C pointer a GTK function takes (`GtkBox *`, `GtkWidget *`, ...); for use in
    /// wrappers only, where the instance's class is known.
    func c<T>() -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }

    /// The instance as an opaque pointer, for GTK types Swift imports without a layout (`GtkLabel *`, ...).
    var opaque: OpaquePointer { OpaquePointer(raw) }

    static func == (a: Object, b: Object) -> Bool { a.raw == b.raw }

    /// `g_object_set` of one property (variadic in C): a string, an integer or a boolean.
    func set(_ property: String, _ value: String?) { flare_object_set_string(raw, property, value) }
    func set(_ property: String, _ value: Int) { flare_object_set_int(raw, property, Int32(value)) }
    func set(_ property: String, _ value: Bool) { flare_object_set_bool(raw, property, value ? 1 : 0) }
}

extension Bool {
    /// GLib's `gboolean`.
    var g: gboolean { self ? 1 : 0 }
}

extension gboolean {
    var bool: Bool { self != 0 }
}
