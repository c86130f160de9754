import FlareCore

/// What a live preview asks of the window's edits: an edit made on the window's document and shown on the stage
/// without being written or recorded, and the document shown again.
@MainActor
protocol PreviewedEdits: AnyObject {
    /// Shows `make`'s edit of the document on the stage, neither written nor recorded: false when it is refused or
    /// changes nothing (nothing is shown).
    func showUnwritten(_ make: (SpecEditor) throws(SpecEditError) -> SpecEdit) -> Bool
    /// Shows the document as it is (the files and the source pane's unsaved texts).
    func showDocument()
}

/// A picker's live preview (the colour and font pickers): while one is open, each value it shows is drawn on the
/// stage at once (the edit checked as the window loads it, nothing written to the file, nothing in the undo history);
/// "Use" or Enter commits the value as one ordinary edit, and Escape, Cancel or a click away draws the document
/// again, exactly as it was. Values that come faster than the window loads them (a drag across the colour plane)
/// are shown once per main-loop turn, the last one. The Properties page does not rebuild while a preview is on (its
/// pickers stay open); it catches up when the preview ends.
@MainActor
final class EditPreview {
    typealias Make = (SpecEditor) throws(SpecEditError) -> SpecEdit
    private weak var edits: (any PreviewedEdits)?
    /// Whether a picker is previewing (from its first value to its commit or cancel).
    private(set) var isActive = false
    /// Whether the stage shows an unwritten value now (so an end without a commit draws the document again).
    private(set) var isShown = false
    /// The value waiting for the next turn of the main loop, and whether that turn is posted.
    private var pending: Make?
    private var posted = false
    /// How many values were drawn (tests count them).
    private(set) var drawn = 0

    init(edits: any PreviewedEdits) {
        self.edits = edits
    }

    /// Draws `make`'s edit on the stage at the next turn of the main loop (the last of several asked before it).
    func show(_ make: @escaping Make) {
        isActive = true
        pending = make
        guard !posted else { return }
        posted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            posted = false
            guard isActive, let make = pending else { return }
            pending = nil
            if edits?.showUnwritten(make) == true {
                isShown = true
                drawn += 1
            }
        }
    }

    /// Ends the preview for a commit: the value waiting is dropped, and the commit's own edit shows what is chosen.
    /// `refused`: the commit was refused, so the document is drawn again.
    func commit(_ body: () -> Void, refused: () -> Bool) {
        let shown = isShown
        stop()
        body()
        if shown && refused() { edits?.showDocument() }
    }

    /// Ends the preview without a commit (Escape, Cancel, the picker closed): the stage draws the document again
    /// when it showed a value.
    func cancel() {
        let shown = isShown
        stop()
        if shown { edits?.showDocument() }
    }

    private func stop() {
        isActive = false
        isShown = false
        pending = nil
    }
}
