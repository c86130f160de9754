import CFlareShim
import CGtk

/// A short, toast-like message at the bottom of the stage area ("Screenshot saved…"), gone after a few seconds.
@MainActor
final class Notice {
    let widget: Revealer
    private let label = Label("")
    private var timer: guint = 0
    /// The message shown last (for tests).
    private(set) var text = ""

    init() {
        label.wrap = true
        label.maxWidthChars = 70
        label.addClasses("app-notification", "flare-notice")
        widget = Revealer(label, transition: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        widget.halign = GTK_ALIGN_CENTER
        widget.valign = GTK_ALIGN_END
        widget.marginBottom = 56
        widget.canTarget = false
    }

    isolated deinit {
        MainLoop.cancel(timer)
    }

    var isShown: Bool { widget.revealChild }

    /// Shows `message` for `seconds` (replacing any message shown).
    func show(_ message: String, seconds: Double = 4) {
        text = message
        label.text = message
        widget.revealChild = true
        MainLoop.cancel(timer)
        timer = MainLoop.after(seconds) { [weak self] in
            guard let self else { return }
            timer = 0
            widget.revealChild = false
        }
    }
}
