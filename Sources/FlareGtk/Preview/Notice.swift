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
    /// The last toast's button action (tests run it).
    private(set) var buttonAction: (@MainActor () -> Void)?

    /// Puts `content` under the toasts; returns the widget to place in its stead.
    func wrap(_ content: Widget) -> Widget {
        let overlay = ToastOverlay(content)
        widget = overlay
        return overlay
    }

    /// Whether a toast is on screen.
    var isShown: Bool { current != nil }

    /// Shows `message` for `seconds` (replacing any message shown), with a button when `button` is given.
    func show(_ message: String, seconds: Int = 4, button: (label: String, action: @MainActor () -> Void)? = nil) {
        text = message
        buttonLabel = button?.label
        buttonAction = button?.action
        current?.dismiss()
        let toast = Toast(message, seconds: seconds)
        if let button {
            toast.buttonLabel = button.label
            toast.connect(.buttonClicked, button.action)
        }
        toast.connect(.dismissed) { [weak self, weak toast] in
            if let self, let toast, self.current == toast { self.current = nil }
        }
        current = toast
        widget?.add(toast)
    }
}
