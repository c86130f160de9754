/// The source pane's two questions, over its tabs: a file changed by another program while its tab has unsaved
/// edits (Reload or Keep Mine), and the window closing with unsaved edits (Save All, Discard or Cancel). Each bar
/// shows only while its question waits for an answer; the answer goes to `answer`.
@MainActor
final class SourceBars {
    let conflict = InfoBar(type: .warning)
    let conflictLabel = Label("")
    let close = InfoBar(type: .question)
    let closeLabel = Label("")

    static let reloadResponse = 1
    static let keepResponse = 2
    static let saveAllResponse = 3
    static let discardResponse = 4
    static let cancelResponse = 5

    /// Both bars (the pane places them); `answer` gets each response (the ids above).
    init(answer: @escaping @MainActor (Int) -> Void) {
        for label in [conflictLabel, closeLabel] {
            label.wrap = true
            label.xalign = 0
            label.hexpand = true
        }
        conflict.add(conflictLabel)
        conflict.addButton("_Reload", response: Self.reloadResponse)
        conflict.addButton("_Keep Mine", response: Self.keepResponse)
        close.add(closeLabel)
        close.addButton("Save All", response: Self.saveAllResponse)
        close.addButton("Discard", response: Self.discardResponse)
        close.addButton("Cancel", response: Self.cancelResponse)
        close.visible = false
        conflict.connect(.response) { id in answer(id) }
        close.connect(.response) { id in answer(id) }
    }

    /// Asks about `name`'s change on disk, or hides the question (nil).
    func showConflict(of name: String?) {
        guard let name else {
            conflict.revealed = false
            conflict.visible = false
            return
        }
        conflictLabel.text =
            "\(name) was changed by another program while you were editing it here. Reload takes "
            + "the file's text (Ctrl+Z brings yours back); Keep Mine keeps your text, "
            + "and Ctrl+S then saves it over the file."
        conflict.visible = true
        conflict.revealed = true
    }

    /// Asks whether to save or discard the unsaved edits of `names` before the window closes.
    func askBeforeClosing(_ names: [String]) {
        closeLabel.text =
            names.joined(separator: ", ") + (names.count == 1 ? " has" : " have")
            + " edits that are not saved. Save them before closing, or discard them?"
        close.visible = true
        close.revealed = true
    }

    /// The close question was answered.
    func closeAnswered() {
        close.revealed = false
        close.visible = false
    }
}
