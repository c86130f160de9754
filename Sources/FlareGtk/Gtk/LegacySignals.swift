import CFlareShim
import CGtk

/// TRANSITIONAL (issue 14): the untyped signal API the views used before `Signal`; deleted when no view uses it.

/// GLib owns each Swift closure: retained on connect, released in the `GClosureNotify`.
/// Handlers run on GTK's main thread and enter isolation with `MainActor.assumeIsolated`.
@MainActor
public enum Signals {
    // @unchecked: created and called only on GTK's main thread.
    private final class Box<F>: @unchecked Sendable {
        let body: F
        init(_ body: F) { self.body = body }
    }

    private static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// A signal with no arguments and no return value (`clicked`, `destroy`, `changed`, `activate`, ...).
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ handler: @escaping @MainActor () -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
        }
        let box = Unmanaged.passRetained(Box<@MainActor () -> Void>(handler) as AnyObject).toOpaque()
        return flare_signal_connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), box, release)
    }

    /// `GtkGestureClick::pressed` and `::released`: (n_press, x, y).
    @discardableResult
    public static func connectClick(_ gesture: UnsafeMutableRawPointer, _ signal: String,
                                    _ handler: @escaping @MainActor (Int32, Double, Double) -> Void) -> gulong {
        typealias F = @MainActor (Int32, Double, Double) -> Void
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
            let box = Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(n, x, y) }
        }
        let box = Unmanaged.passRetained(Box<F>(handler) as AnyObject).toOpaque()
        return flare_signal_connect(gesture, signal, unsafeBitCast(trampoline, to: GCallback.self), box, release)
    }

    /// Signals with two `gdouble` arguments: `GtkGestureDrag::drag-begin`, `::drag-update`, `::drag-end`
    /// (offset or start x, y).
    @discardableResult
    public static func connectPoint(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                    _ handler: @escaping @MainActor (Double, Double) -> Void) -> gulong {
        typealias F = @MainActor (Double, Double) -> Void
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
            let box = Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(x, y) }
        }
        let box = Unmanaged.passRetained(Box<F>(handler) as AnyObject).toOpaque()
        return flare_signal_connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), box, release)
    }

    /// Signals with one pointer argument: `GtkListBox::row-selected` (the row or NULL),
    /// `GSimpleAction::activate` (the GVariant parameter or NULL), `notify::<property>` (the GParamSpec).
    @discardableResult
    public static func connectPointer(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                      _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> gulong {
        typealias F = @MainActor (UnsafeMutableRawPointer?) -> Void
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(argument) }
        }
        let box = Unmanaged.passRetained(Box<F>(handler) as AnyObject).toOpaque()
        return flare_signal_connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), box, release)
    }

    /// Signals with one `gint` argument: `GtkNativeDialog::response`.
    @discardableResult
    public static func connectInt(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                  _ handler: @escaping @MainActor (Int32) -> Void) -> gulong {
        typealias F = @MainActor (Int32) -> Void
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let box = Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(value) }
        }
        let box = Unmanaged.passRetained(Box<F>(handler) as AnyObject).toOpaque()
        return flare_signal_connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), box, release)
    }

    /// `GApplication::open`: the files (or URIs) passed to the primary instance, as URIs.
    @discardableResult
    public static func connectOpen(_ application: UnsafeMutableRawPointer,
                                   _ handler: @escaping @MainActor ([String]) -> Void) -> gulong {
        typealias F = @MainActor ([String]) -> Void
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = { _, files, count, _, data in
            let box = Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
            var uris: [String] = []
            for i in 0..<Int(count) {
                guard let file = files?[i], let uri = g_file_get_uri(file) else { continue }
                uris.append(String(cString: uri))
                g_free(uri)
            }
            MainActor.assumeIsolated { box.body(uris) }
        }
        let box = Unmanaged.passRetained(Box<F>(handler) as AnyObject).toOpaque()
        return flare_signal_connect(application, "open", unsafeBitCast(trampoline, to: GCallback.self), box, release)
    }

    /// Disconnects a handler; GLib then releases its closure.
    public static func disconnect(_ instance: UnsafeMutableRawPointer, _ id: gulong) {
        g_signal_handler_disconnect(instance, id)
    }

    /// `gtk_widget_add_tick_callback`: `body` gets the frame time in microseconds (frame clock) and
    /// returns whether to keep ticking. The closure is released when the callback is removed.
    @discardableResult
    public static func addTickCallback(_ widget: UnsafeMutablePointer<GtkWidget>,
                                       _ body: @escaping @MainActor (Int64) -> Bool) -> guint {
        typealias F = @MainActor (Int64) -> Bool
        let box = Unmanaged.passRetained(Box<F>(body)).toOpaque()
        return flare_add_tick_callback(widget, { _, clock, data in
            let box = Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { box.body(time) } ? gboolean(1) : gboolean(0)
        }, box, { data in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        })
    }
}
