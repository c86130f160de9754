import CGtk
@testable import FlareGtk
import Foundation

/// Real key presses for a window of this process, through the X server (XTest, as xdotool sends them): the server
/// delivers them to the window that has the X focus, GDK turns them into key events and GTK runs them through the
/// window's controllers, capture phase first, as a person's keyboard does. GTK 4 has no public way to make a key event,
/// so this is the one path a test has that is not a call of a handler. `ready` gives the window the X focus and waits
/// until GTK says it is active with the widget focused; a test's body runs alone on GTK's thread, so no other window
/// of the process takes the focus before the keys arrive. No keyboard grab: under a core grab (`XGrabKeyboard`) the
/// server sends core key events, which GDK's XInput 2 path never reads (the keys were "lost"). Nil without X11 or
/// libXtst (the tests that need it say so).
@MainActor
struct XKeyboard {
    private typealias GetXDisplay = @convention(c) (UnsafeMutableRawPointer?) -> OpaquePointer?
    private typealias GetXID = @convention(c) (UnsafeMutableRawPointer?) -> UInt
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias SetInputFocus = @convention(c) (OpaquePointer?, UInt, Int32, UInt) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32

    private let display: OpaquePointer
    private let xid: UInt
    private let keycode: KeysymToKeycode
    private let focus: SetInputFocus
    private let sync: Sync
    private let fake: FakeKey

    static let controlL: UInt = 0xFFE3  // XK_Control_L
    static let shiftL: UInt = 0xFFE1  // XK_Shift_L

    init?(_ window: Window) {
        guard let gtk = dlopen(nil, RTLD_NOW), let x11 = dlopen("libX11.so.6", RTLD_NOW),
            let xtst = dlopen("libXtst.so.6", RTLD_NOW),
            let getDisplay = dlsym(gtk, "gdk_x11_display_get_xdisplay"),
            let getXID = dlsym(gtk, "gdk_x11_surface_get_xid"),
            let keycode = dlsym(x11, "XKeysymToKeycode"), let focus = dlsym(x11, "XSetInputFocus"),
            let sync = dlsym(x11, "XSync"), let fake = dlsym(xtst, "XTestFakeKeyEvent"),
            let gdkDisplay = gdk_display_get_default(),
            let type = g_type_name_from_instance(
                UnsafeMutableRawPointer(gdkDisplay).assumingMemoryBound(to: GTypeInstance.self)),
            String(cString: type) == "GdkX11Display",
            let surface = gtk_native_get_surface(window.opaque),
            let display = unsafeBitCast(getDisplay, to: GetXDisplay.self)(UnsafeMutableRawPointer(gdkDisplay))
        else { return nil }
        self.display = display
        xid = unsafeBitCast(getXID, to: GetXID.self)(UnsafeMutableRawPointer(surface))
        self.keycode = unsafeBitCast(keycode, to: KeysymToKeycode.self)
        self.focus = unsafeBitCast(focus, to: SetInputFocus.self)
        self.sync = unsafeBitCast(sync, to: Sync.self)
        self.fake = unsafeBitCast(fake, to: FakeKey.self)
    }

    /// Gives the window's surface the X focus (`XSetInputFocus`, again until it takes), then waits until GTK says the
    /// window is active and `widget` or a child of it has the window's focus: the state in which a person's key
    /// reaches `widget`. False when GTK never gets there within `timeout` seconds.
    func ready(_ widget: Widget, in window: Window, timeout: Double = 10) -> Bool {
        window.setFocus(widget)
        return MainLoop.run(
            until: {
                if !window.isActive {
                    _ = focus(display, xid, 2 /* RevertToParent */, 0 /* CurrentTime */)
                    _ = sync(display, 0)
                }
                return window.isActive && widget.containsFocus
            }, timeout: timeout)
    }

    /// Presses `modifiers` (keysyms, in order), then `key`, and releases them in reverse, to the window with the X
    /// focus (`ready`). The events arrive through the main loop: wait for their effect.
    func press(_ key: UInt, holding modifiers: [UInt] = []) {
        let codes = (modifiers + [key]).map { UInt32(keycode(display, $0)) }
        for code in codes { _ = fake(display, code, 1, 0) }
        for code in codes.reversed() { _ = fake(display, code, 0, 0) }
        _ = sync(display, 0)
    }
}
