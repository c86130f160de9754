import CFlareShim
import CGtk

/// A GTK signal of `Owner` instances whose handlers take `Arguments`: its name and C signature bound together,
/// so a handler of the wrong arity, or a signal of another class, does not compile (`button.connect(.clicked)`
/// works; `label.connect(.clicked)` and `button.connect(.clicked) { x, y in }` do not).
///
/// Each signal is a static member in a constrained extension next to its class's wrapper:
/// `extension Signal where Owner: Button, Arguments == Void { static var clicked: Self { .init("clicked") } }`.
/// The initializer for an argument list picks the one `@convention(c)` trampoline of that C signature.
struct Signal<Owner: Object, Arguments> {
    let name: String
    /// The trampoline, cast to `GCallback` (the only `unsafeBitCast(_, to: GCallback.self)` of Flare).
    fileprivate let callback: GCallback
}

/// A connected handler: `disconnect()` removes it, and GLib then releases its closure.
///
/// GLib also releases every closure when its instance is finalized, so a handler on a widget its view owns (a
/// button, a controller, the view's root) needs no disconnect: it goes with the widget. Disconnect the handlers on
/// an object that outlives the reason they were connected for: a frame clock across realizations
/// (`Widget.connectAfterPaint`, which holds the clock while its handler is connected).
@MainActor
struct SignalHandler {
    fileprivate let instance: UnsafeMutableRawPointer
    let id: gulong

    /// `g_signal_handler_disconnect`, once: a second call does nothing. The instance must still be alive.
    func disconnect() {
        if isConnected { g_signal_handler_disconnect(instance, id) }
    }

    /// `g_signal_handler_is_connected`. The instance must still be alive.
    var isConnected: Bool { g_signal_handler_is_connected(instance, id) != 0 }
}

/// The boxes GLib owns: retained on connect, released by `release` (the `GClosureNotify`) when the handler
/// is disconnected or the instance finalized. Handlers run on GTK's thread and enter the main actor with
/// `MainActor.assumeIsolated`.
// @unchecked: created and called only on GTK's main thread.
private final class ClosureBox<F>: @unchecked Sendable {
    let body: F
    init(_ body: F) { self.body = body }
}

private let release: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private func box<F>(_ data: gpointer?) -> ClosureBox<F> {
    Unmanaged<ClosureBox<F>>.fromOpaque(data!).takeUnretainedValue()
}

extension Object {
    fileprivate func connect<F>(_ name: String, _ callback: GCallback, _ handler: F, after: Bool = false)
        -> SignalHandler
    {
        GtkRuntime.assertOnGtkThread()
        let data = Unmanaged.passRetained(ClosureBox<F>(handler) as AnyObject).toOpaque()
        let flags = after ? G_CONNECT_AFTER : GConnectFlags(0)
        return SignalHandler(instance: raw, id: g_signal_connect_data(raw, name, callback, data, release, flags))
    }
}

// MARK: One trampoline per C signature

extension Signal where Arguments == Void {
    /// `void (*)(Owner *, gpointer)`: `clicked`, `toggled`, `activate`, `map`, `realize`, `destroy`, ...
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let handler: ClosureBox<@MainActor () -> Void> = box(data)
            MainActor.assumeIsolated { handler.body() }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// `notify::<property>` (`void (*)(GObject *, GParamSpec *, gpointer)`): the property changed.
    init(notify property: String) {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let handler: ClosureBox<@MainActor () -> Void> = box(data)
            MainActor.assumeIsolated { handler.body() }
        }
        self.init(name: "notify::" + property, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == () -> Bool {
    /// `gboolean (*)(Owner *, gpointer)`: `GtkWindow::close-request` (true stops the close).
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let handler: ClosureBox<@MainActor () -> Bool> = box(data)
            return MainActor.assumeIsolated { handler.body() } ? 1 : 0
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == (Double, Double) {
    /// `void (*)(Owner *, gdouble, gdouble, gpointer)`: `GtkGestureDrag::drag-*`, `GtkEventControllerMotion::enter`.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
            let handler: ClosureBox<@MainActor (Double, Double) -> Void> = box(data)
            MainActor.assumeIsolated { handler.body(x, y) }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == Double {
    /// `void (*)(Owner *, gdouble, gpointer)`: `GtkGestureZoom::scale-changed`.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, value, data in
            let handler: ClosureBox<@MainActor (Double) -> Void> = box(data)
            MainActor.assumeIsolated { handler.body(value) }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

/// A signal whose handlers return a value is typed by the handler's whole signature.
extension Signal where Arguments == (Double, Double) -> Bool {
    /// `gboolean (*)(Owner *, gdouble, gdouble, gpointer)`: `GtkEventControllerScroll::scroll` (true: handled).
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, x, y, data in
            let handler: ClosureBox<@MainActor (Double, Double) -> Bool> = box(data)
            return MainActor.assumeIsolated { handler.body(x, y) } ? 1 : 0
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == () -> String? {
    /// `gboolean (*)(GtkWidget *, gint, gint, gboolean, GtkTooltip *, gpointer)`: `GtkWidget::query-tooltip`. The
    /// handler returns the tooltip's text (`gtk_tooltip_set_text`), or nil for no tooltip.
    init(tooltip name: String) {
        let trampoline: @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
            _, _, _, _, tooltip, data in
            let handler: ClosureBox<@MainActor () -> String?> = box(data)
            guard let text = MainActor.assumeIsolated({ handler.body() }), let tooltip else { return 0 }
            gtk_tooltip_set_text(tooltip, text)
            return 1
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == (UInt, UInt, UInt) -> Bool {
    /// `gboolean (*)(Owner *, guint, guint, GdkModifierType, gpointer)`: `GtkEventControllerKey::key-pressed`.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = {
            _, keyval, keycode, state, data in
            let handler: ClosureBox<@MainActor (UInt, UInt, UInt) -> Bool> = box(data)
            return MainActor.assumeIsolated { handler.body(UInt(keyval), UInt(keycode), UInt(state)) } ? 1 : 0
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == (UInt, UInt, UInt) {
    /// `void (*)(Owner *, guint, guint, GdkModifierType, gpointer)`: `GtkEventControllerKey::key-released`.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
            _, keyval, keycode, state, data in
            let handler: ClosureBox<@MainActor (UInt, UInt, UInt) -> Void> = box(data)
            MainActor.assumeIsolated { handler.body(UInt(keyval), UInt(keycode), UInt(state)) }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == (Int, Double, Double) {
    /// `void (*)(Owner *, gint, gdouble, gdouble, gpointer)`: `GtkGestureClick::pressed` and `::released`.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
            let handler: ClosureBox<@MainActor (Int, Double, Double) -> Void> = box(data)
            MainActor.assumeIsolated { handler.body(Int(n), x, y) }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == Int {
    /// `void (*)(Owner *, gint, gpointer)`: `GtkNativeDialog::response`.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let handler: ClosureBox<@MainActor (Int) -> Void> = box(data)
            MainActor.assumeIsolated { handler.body(Int(value)) }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == UnsafeMutableRawPointer? {
    /// `void (*)(Owner *, gpointer, gpointer)` with an object or boxed argument (`GtkListBox::row-selected`,
    /// `GSimpleAction::activate`); the owner's wrapper turns it into a typed value for its users.
    init(_ name: String) {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let handler: ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void> = box(data)
            // nonisolated(unsafe): GTK passes the pointer on its own thread, which runs the handler synchronously.
            nonisolated(unsafe) let argument = argument
            MainActor.assumeIsolated { handler.body(argument) }
        }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Arguments == [String] {
    /// `GApplication::open` (`void (*)(GApplication *, GFile **, gint, gchar *, gpointer)`): the files' URIs.
    init(_ name: String) {
        let trampoline:
            @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) ->
                Void = { _, files, count, _, data in
                    let handler: ClosureBox<@MainActor ([String]) -> Void> = box(data)
                    var uris: [String] = []
                    for i in 0..<Int(count) {
                        guard let file = files?[i], let uri = g_file_get_uri(file) else { continue }
                        uris.append(String(cString: uri))
                        g_free(uri)
                    }
                    MainActor.assumeIsolated { handler.body(uris) }
                }
        self.init(name: name, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

// MARK: Connecting

/// Gives `connect` a `Self` to bind a signal's owner to (a class cannot name `Self` in a parameter's generic type).
@MainActor
protocol SignalSource: Object {}
extension Object: SignalSource {}

extension SignalSource {
    @discardableResult
    func connect(_ signal: Signal<Self, Void>, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    /// The same, run after the handlers connected without it, whenever those were connected (`G_CONNECT_AFTER`).
    @discardableResult
    func connectAfter(_ signal: Signal<Self, Void>, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(signal.name, signal.callback, handler, after: true)
    }

    @discardableResult
    func connect(_ signal: Signal<Self, () -> Bool>, _ handler: @escaping @MainActor () -> Bool) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(
        _ signal: Signal<Self, (Double, Double)>,
        _ handler: @escaping @MainActor (Double, Double) -> Void
    ) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(
        _ signal: Signal<Self, (Int, Double, Double)>,
        _ handler: @escaping @MainActor (Int, Double, Double) -> Void
    ) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(_ signal: Signal<Self, Double>, _ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(
        _ signal: Signal<Self, (Double, Double) -> Bool>,
        _ handler: @escaping @MainActor (Double, Double) -> Bool
    ) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(
        _ signal: Signal<Self, (UInt, UInt, UInt) -> Bool>,
        _ handler: @escaping @MainActor (UInt, UInt, UInt) -> Bool
    ) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(
        _ signal: Signal<Self, (UInt, UInt, UInt)>,
        _ handler: @escaping @MainActor (UInt, UInt, UInt) -> Void
    ) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(_ signal: Signal<Self, () -> String?>, _ handler: @escaping @MainActor () -> String?) -> SignalHandler
    {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(_ signal: Signal<Self, Int>, _ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(
        _ signal: Signal<Self, UnsafeMutableRawPointer?>,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandler {
        connect(signal.name, signal.callback, handler)
    }

    @discardableResult
    func connect(_ signal: Signal<Self, [String]>, _ handler: @escaping @MainActor ([String]) -> Void) -> SignalHandler
    {
        connect(signal.name, signal.callback, handler)
    }

    /// `g_signal_emit_by_name` of a signal without arguments (buttons clicked from code and tests).
    func emit(_ signal: Signal<Self, Void>) { flare_signal_emit(raw, signal.name) }
    /// `g_signal_emit_by_name` of a `(gdouble, gdouble)` signal (tests drag gestures with it).
    func emit(_ signal: Signal<Self, (Double, Double)>, _ x: Double, _ y: Double) {
        flare_signal_emit_dd(raw, signal.name, x, y)
    }
    /// `g_signal_emit_by_name` of a `(gdouble)` signal (tests pinch with it).
    func emit(_ signal: Signal<Self, Double>, _ value: Double) { flare_signal_emit_d(raw, signal.name, value) }
    /// `g_signal_emit_by_name` of a `(gdouble, gdouble) -> gboolean` signal: whether a handler handled it.
    @discardableResult
    func emit(_ signal: Signal<Self, (Double, Double) -> Bool>, _ x: Double, _ y: Double) -> Bool {
        flare_signal_emit_dd_b(raw, signal.name, x, y) != 0
    }
    /// `g_signal_emit_by_name` of `query-tooltip` with a new tooltip: whether the handler gave it a text.
    @discardableResult
    func emit(_ signal: Signal<Self, () -> String?>) -> Bool { flare_signal_emit_query_tooltip(raw) != 0 }
    /// `g_signal_emit_by_name` of a `(gint, gdouble, gdouble)` signal (tests click gestures with it).
    func emit(_ signal: Signal<Self, (Int, Double, Double)>, _ n: Int, _ x: Double, _ y: Double) {
        flare_signal_emit_idd(raw, signal.name, gint(n), x, y)
    }
    /// `g_signal_emit_by_name` of a key signal (keyval, keycode, state) whose handlers return a gboolean: its result.
    @discardableResult
    func emit(
        _ signal: Signal<Self, (UInt, UInt, UInt) -> Bool>, _ keyval: UInt, _ keycode: UInt, _ state: UInt
    ) -> Bool {
        flare_signal_emit_uuu_b(raw, signal.name, guint(keyval), guint(keycode), guint(state)) != 0
    }
    /// `g_signal_emit_by_name` of a key signal (keyval, keycode, state) without a result.
    func emit(_ signal: Signal<Self, (UInt, UInt, UInt)>, _ keyval: UInt, _ keycode: UInt, _ state: UInt) {
        flare_signal_emit_uuu(raw, signal.name, guint(keyval), guint(keycode), guint(state))
    }
    /// `g_signal_emit_by_name` of a `(gint)` signal.
    func emit(_ signal: Signal<Self, Int>, _ value: Int) { flare_signal_emit_i(raw, signal.name, gint(value)) }
    /// `g_signal_emit_by_name` of a one-pointer signal.
    func emit(_ signal: Signal<Self, UnsafeMutableRawPointer?>, _ argument: UnsafeMutableRawPointer?) {
        flare_signal_emit_p(raw, signal.name, argument)
    }
}

// MARK: Frame clock

/// A frame-clock tick callback (`gtk_widget_add_tick_callback`); `remove()` ends it and GTK releases its closure.
@MainActor
struct TickCallback {
    fileprivate let widget: Widget
    let id: guint

    /// `gtk_widget_remove_tick_callback`.
    func remove() { gtk_widget_remove_tick_callback(widget.widget, id) }
}

extension Widget {
    /// `gtk_widget_add_tick_callback`: `body` gets the frame time in microseconds (`gdk_frame_clock_get_frame_time`)
    /// and returns whether to keep ticking. GTK releases the closure when the callback ends or is removed.
    @discardableResult
    func addTickCallback(_ body: @escaping @MainActor (Int64) -> Bool) -> TickCallback {
        GtkRuntime.assertOnGtkThread()
        typealias F = @MainActor (Int64) -> Bool
        let data = Unmanaged.passRetained(ClosureBox<F>(body)).toOpaque()
        let id = gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                let handler: ClosureBox<F> = box(data)
                let time = Int64(gdk_frame_clock_get_frame_time(clock))
                return MainActor.assumeIsolated { handler.body(time) } ? 1 : 0
            }, data,
            { data in
                Unmanaged<AnyObject>.fromOpaque(data!).release()
            })
        return TickCallback(widget: self, id: id)
    }
}
