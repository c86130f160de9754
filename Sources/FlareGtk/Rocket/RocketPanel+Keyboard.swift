import FlareCore

/// The keyboard an input block brings up (`RocketKeyboard`, `TableView.swift:50-77`): the stand-in slides up over the
/// panel, the table's bottom jumps to the keyboard's top and, 0.5 s later, the last card scrolls into sight above it.
/// In the window it comes up when an input card's text area takes the focus (a tap in a `UITextView`) and goes down
/// on a typed return (`TextInputCell.swift:97-100`); Send leaves it up. A motion export raises it before a
/// scripted input (`RocketMotionPlan.keyboardAt`).
extension RocketPanel {
    /// Whether the keyboard is up now.
    public var isKeyboardUp: Bool {
        animator.motion.keyboard?.isUp(at: Double(animator.now()) / 1_000_000) ?? false
    }
    /// How far the keyboard lifts the cards now, in points (`RocketKeyboard.cardShift`).
    public var keyboardShift: Double { animator.keyboardShift }
    /// The keyboard stand-in's top on the stage, in points (the stage's height while it is down).
    public var keyboardTop: Double { animator.keyboardView?.top ?? size.height }

    /// `keyboardWillShow` (`TableView.swift:51-60`): nothing while it is already up, or once the rocket is gone.
    public func keyboardUp() {
        guard !tornDown, !isGone, !isKeyboardUp else { return }
        let t = Double(animator.now()) / 1_000_000
        let height = animator.keyboardHeight
        var keyboard = animator.motion.keyboard ?? RocketKeyboard(height: height)
        keyboard.shownAt = t
        animator.motion.keyboard = keyboard
        if animator.keyboardView == nil {
            animator.keyboardView = RocketKeyboardView(
                width: size.width, height: size.height, keyboard: height, on: root)
        }
        moveKeyboard()
    }

    /// `keyboardWillHide` (`TableView.swift:63-65`).
    public func keyboardDown() {
        guard !tornDown, isKeyboardUp else { return }
        animator.motion.keyboard?.hiddenAt = Double(animator.now()) / 1_000_000
        moveKeyboard()
    }

    private func moveKeyboard() {
        if animator.clock == nil { animator.startTicking(on: root) }
        layout()
    }
}
