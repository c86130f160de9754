import CGtk
@testable import FlareGtk
import Foundation

/// Real key presses for a window of this process, through the X server (XTest, as xdotool sends them): the server
/// delivers them to the window's X surface, GDK turns them into key events and GTK runs them through the window's
/// controllers, capture phase first, as a person's keyboard does. GTK 4 has no public way to make a key event, so
/// this is the one path a test has that is not a call of a handler. The keyboard is grabbed for the window's surface
/// (`XGrabKeyboard`) before the keys are sent, so they reach it whatever the pointer does and whatever window other
/// tests present meanwhile (presenting one moves the X focus); `release` ends the grab. Nil without X11 or libXtst
/// (the tests that need it say so).
@MainActor
struct XKeyboard {
    private typealias GetXDisplay = @convention(c) (UnsafeMutableRawPointer?) -> OpaquePointer?
    private typealias GetXID = @convention(c) (UnsafeMutableRawPointer?) -> UInt
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias SetInputFocus = @convention(c) (OpaquePointer?, UInt, Int32, UInt) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias Grab = @convention(c) (OpaquePointer?, UInt, Int32, Int32, Int32, UInt) -> Int32
    private typealias Ungrab = @convention(c) (OpaquePointer?, UInt) -> Int32

    private let display: OpaquePointer
    private let xid: UInt
    private let keycode: KeysymToKeycode
    private let focus: SetInputFocus
    private let sync: Sync
    private let fake: FakeKey
    private let grab: Grab
    private let ungrab: Ungrab

    static let controlL: UInt = 0xFFE3  // XK_Control_L
    static let shiftL: UInt = 0xFFE1  // XK_Shift_L

    init?(_ window: Window) {
        guard let gtk = dlopen(nil, RTLD_NOW), let x11 = dlopen("libX11.so.6", RTLD_NOW),
            let xtst = dlopen("libXtst.so.6", RTLD_NOW),
            let getDisplay = dlsym(gtk, "gdk_x11_display_get_xdisplay"),
            let getXID = dlsym(gtk, "gdk_x11_surface_get_xid"),
            let keycode = dlsym(x11, "XKeysymToKeycode"), let focus = dlsym(x11, "XSetInputFocus"),
            let sync = dlsym(x11, "XSync"), let fake = dlsym(xtst, "XTestFakeKeyEvent"),
            let grab = dlsym(x11, "XGrabKeyboard"), let ungrab = dlsym(x11, "XUngrabKeyboard"),
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
        self.grab = unsafeBitCast(grab, to: Grab.self)
        self.ungrab = unsafeBitCast(ungrab, to: Ungrab.self)
    }

    /// Presses `modifiers` (keysyms, in order), then `key`, and releases them in reverse, the keyboard grabbed for
    /// the window's surface. The events arrive through the main loop: wait for their effect, then `release`.
    /// False (nothing sent) when the grab was not had within `timeout`: another client (another test process's
    /// window on the same display, a popover of it) holds the keyboard, and keys sent now would go to it.
    @discardableResult
    func press(_ key: UInt, holding modifiers: [UInt] = [], timeout: Double = 5) -> Bool {
        guard takeKeyboard(timeout: timeout) else { return false }
        let codes = (modifiers + [key]).map { UInt32(keycode(display, $0)) }
        for code in codes { _ = fake(display, code, 1, 0) }
        for code in codes.reversed() { _ = fake(display, code, 0, 0) }
        _ = sync(display, 0)
        return true
    }

    /// Focuses the window's surface and grabs the keyboard for it (`XGrabKeyboard` returns GrabSuccess, 0),
    /// trying again as the main loop turns until `timeout`.
    private func takeKeyboard(timeout: Double) -> Bool {
        var grabbed = false
        _ = MainLoop.run(
            until: {
                _ = focus(display, xid, 2 /* RevertToParent */, 0 /* CurrentTime */)
                grabbed = grab(display, xid, 0 /* owner_events False */, 1 /* GrabModeAsync */, 1, 0) == 0
                _ = sync(display, 0)
                return grabbed
            }, timeout: timeout)
        return grabbed
    }

    /// Waits until `window` is the active window and `widget` (or the text inside it) has the keyboard focus
    /// (GTK's own view, after the X server's focus events), giving the window the X focus and the widget GTK's
    /// again while they have not (another window presented meanwhile takes them).
    func waitForFocus(_ widget: Widget, in window: Window, timeout: Double = 5) -> Bool {
        MainLoop.run(
            until: {
                let focused = window.focus.map { $0.widget == widget.widget || $0.parent?.widget == widget.widget }
                if !window.isActive {
                    _ = focus(display, xid, 2 /* RevertToParent */, 0 /* CurrentTime */)
                    _ = sync(display, 0)
                }
                if focused != true { window.setFocus(widget) }
                return window.isActive && focused == true
            }, timeout: timeout)
    }

    /// Ends the keyboard grab (`XUngrabKeyboard`).
    func release() {
        _ = ungrab(display, 0)
        _ = sync(display, 0)
    }
}
