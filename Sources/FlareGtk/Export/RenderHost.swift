import FlareCore

/// The hidden toplevel the exporter lays widgets out in: widgets only draw when mapped, so one window is
/// presented once per process (on the private Xvfb when headless) and reused for every alert.
@MainActor
final class RenderHost {
    private static var instance: RenderHost?
    let window: Window
    private let holder: Fixed

    static func shared() throws -> RenderHost {
        if let instance {
            guard !instance.window.mapped else { return instance }
            instance.window.present()
            guard MainLoop.run(until: { instance.window.mapped }, timeout: 5) else {
                throw RenderError("the export window could not be mapped")
            }
            return instance
        }
        let host = RenderHost()
        instance = host
        guard MainLoop.run(until: { host.window.mapped }, timeout: 5) else {
            throw RenderError("the export window could not be mapped")
        }
        return host
    }

    private init() {
        window = Window()
        window.title = "Flare export"
        window.decorated = false
        window.setDefaultSize(width: 1, height: 1)
        holder = Fixed()
        // Nothing exported ever has the keyboard focus: a focused input or text area would draw a blinking caret.
        holder.canFocus = false
        window.child = holder
        window.present()
    }

    /// Whether the window is mapped, without waiting: when it is not, it is created or shown, and maps on a later
    /// turn of the main loop. What a frame-clock callback asks (`CompareView`), which must not run the main loop
    /// (the map would wait for the very frame the callback holds).
    static func isReady() -> Bool {
        guard let instance else {
            instance = RenderHost()
            return false
        }
        if !instance.window.visible { instance.window.present() }
        return instance.window.mapped
    }

    /// Hides the window (the previewer's Checks page, between measurements); `shared()` shows it again.
    static func hide() {
        instance?.window.visible = false
    }

    /// Puts `widget` in the (mapped) window, so it is styled and mapped.
    func put(_ widget: Widget) {
        holder.put(widget, x: 0, y: 0)
    }

    /// Lays `widget` out at exactly `width` × `height` points, now (no wait for the frame clock).
    func allocate(_ widget: Widget, width: Double, height: Double) {
        _ = widget.measure(.horizontal)
        _ = widget.measure(.vertical, forSize: Int(width))
        widget.allocate(width: Int(width), height: Int(height))
    }

    /// Takes `widget` (put by `put`) out of the window again; its owner keeps it.
    func remove(_ widget: Widget) {
        holder.remove(widget)
    }

    /// Removes whatever `put` put in the window.
    func clear() {
        while let child = holder.firstChild { holder.remove(child) }
    }
}
