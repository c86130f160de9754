/// Short messages over the canvas ("Saved … and copied it"): GNOME's toasts (`AdwToastOverlay`), gone after a few
/// seconds, optionally with one button ("Show in Files").
@MainActor
final class Notice {
    /// The overlay: the window puts its canvas in it (`wrap`).
    private(set) var widget: ToastOverlay?
    /// The message shown last (for tests and the log), and its button's label.
    private(set) var text = ""
    private(set) var buttonLabel: String?
    private var current: Toast?
    /// The current toast's title (tests measure whether it is cut).
    private(set) var title: Label?
    /// The last toast's button action (tests run it).
    private(set) var buttonAction: (@MainActor () -> Void)?

    /// Puts `content` under the toasts; returns the widget to place in its stead.
    ///
    /// The overlay's Escape binding dismisses the current toast, which libadwaita 1.2 must not do within its show
    /// animation (see `show`): an Escape that no widget of `content` took is stopped at `content` while the toast
    /// is that young (the window's shortcuts run earlier, in the capture phase, and are not affected).
    func wrap(_ content: Widget) -> Widget {
        let overlay = ToastOverlay(content)
        escape.connect(.keyPressed) { [weak self] key, _, _ in key == Self.escapeKey && self?.stopsEscape == true }
        content.add(escape)
        widget = overlay
        return overlay
    }

    /// Escape on its way from `content` to the overlay's binding (bubble phase).
    let escape = KeyController()
    static let escapeKey: UInt = 0xFF1B  // GDK_KEY_Escape

    /// Whether a toast is on screen.
    var isShown: Bool { current != nil }

    /// Shows `message` for `seconds` (replacing any message shown), with a button when `button` is given.
    ///
    /// A toast is replaced only once its show animation is over: libadwaita 1.2 frees a dismissed toast when its
    /// hide animation (300 ms) ends but leaves its show animation's (500 ms) `done` handler connected, so a toast
    /// dismissed within 200 ms of appearing crashed the window when that animation ended (fixed upstream by
    /// disconnecting the handler). A message that comes sooner waits for it, and the latest one wins; `text`,
    /// `buttonLabel` and `buttonAction` say the latest message at once.
    func show(_ message: String, seconds: Int = 4, button: (label: String, action: @MainActor () -> Void)? = nil) {
        text = message
        buttonLabel = button?.label
        buttonAction = button?.action
        waiting = (message, seconds, button)
        guard isYoung else { return present(inWindow: false) }
        if timer == nil {
            let left = Self.showAnimation - (MainLoop.monotonicTime - shownAt)
            timer = MainLoop.after(Double(left) / 1_000_000) { [weak self] in
                self?.timer = nil
                self?.present(inWindow: true)
            }
        }
    }

    /// The show animation of libadwaita 1.2's toasts (500 ms), with room for a late frame, in µs.
    static let showAnimation: Int64 = 600_000
    /// When the current toast was added (`MainLoop.monotonicTime`).
    private(set) var shownAt: Int64 = 0
    /// The latest message not yet shown, and the timeout that shows it.
    private var waiting: (message: String, seconds: Int, button: (label: String, action: @MainActor () -> Void)?)?
    private var timer: UInt32?

    /// Whether the current toast is still in its show animation: it must not be dismissed yet.
    private var isYoung: Bool { current != nil && MainLoop.monotonicTime - shownAt < Self.showAnimation }

    /// Whether an Escape on its way to the overlay stops short of it: the current toast is still young.
    var stopsEscape: Bool { isYoung }

    /// Whether a message waits for the current toast's show animation to end.
    var isWaiting: Bool { waiting != nil }

    /// Replaces the current toast with the waiting message; `inWindow`: only while the overlay is still realized
    /// (a message that waited is dropped when its window closed meanwhile).
    private func present(inWindow: Bool) {
        guard let (message, seconds, button) = waiting else { return }
        waiting = nil
        guard let widget, !inWindow || widget.realized else { return }
        current?.dismiss()
        let toast = Toast(message, seconds: seconds)
        // The message as a label of its own: a long one (a path) loses its middle, not its end, and the tooltip has
        // it whole (libadwaita's own title is cut at the end, where the screenshot's folder was).
        let label = Label(message)
        label.ellipsize = .middle
        label.tooltip = message
        toast.setCustomTitle(label)
        title = label
        if let button {
            toast.buttonLabel = button.label
            toast.connect(.buttonClicked, button.action)
        }
        toast.connect(.dismissed) { [weak self, weak toast] in
            if let self, let toast, self.current == toast { self.current = nil }
        }
        current = toast
        shownAt = MainLoop.monotonicTime
        widget.add(toast)
    }
}
