import FlareCore
import Foundation

/// One file of the spec in the source pane: its text (GtkSourceView, YAML or JSON highlighted), the text the file
/// held when it was last read or saved, the diagnostics underlined in it, and a change on disk waiting for an answer.
@MainActor
final class SourceTab {
    /// The file's absolute path.
    let path: String
    let buffer = SourceBuffer()
    let view: SourceView
    let scroller: ScrolledWindow
    /// The tab's label: the file name, with "•" while the text differs from the file.
    let label = Label("")
    /// The file's text as Flare last read or wrote it: what an outside save is compared with, and what a save
    /// expects to find on disk.
    var savedText: String
    /// The file's new text, saved by another program while this tab had unsaved edits (the bar asks what to do).
    var conflict: String?
    /// The diagnostics underlined now: the range tagged and the message the tooltip shows.
    private(set) var underlines: [(start: TextPlace, end: TextPlace, diagnostic: Diagnostic)] = []
    /// True while the tab itself replaces the text (a read from disk): not an edit.
    private(set) var loading = false
    private let motion = MotionController()

    static let errorTag = "flare-error"
    static let warningTag = "flare-warning"

    init(path: String, text: String, dark: Bool) {
        self.path = path
        savedText = text
        view = SourceView(buffer: buffer)
        scroller = ScrolledWindow(view)
        scroller.vexpand = true
        scroller.hexpand = true
        let name = URL(fileURLWithPath: path).lastPathComponent
        buffer.setLanguage(name.lowercased().hasSuffix(".json") ? "json" : "yaml")
        setDark(dark)
        buffer.addUnderlineTag(Self.errorTag, red: 0.88, green: 0.11, blue: 0.14)
        buffer.addUnderlineTag(Self.warningTag, red: 0.90, green: 0.57, blue: 0.04)
        read(text)
        label.tooltip = path
        updateLabel()
        buffer.connect(.modifiedChanged) { [weak self] in self?.updateLabel() }
        motion.connect(.motion) { [weak self] x, y in self?.hover(x, y) }
        view.add(motion)
    }

    var name: String { URL(fileURLWithPath: path).lastPathComponent }
    var text: String { buffer.text }
    /// Whether the text differs from the file (GTK's modified flag, cleared on read and save).
    var modified: Bool { buffer.modified }

    /// The highlighting scheme for the desktop's light or dark style (GtkSourceView's Adwaita schemes).
    func setDark(_ dark: Bool) {
        buffer.setStyleScheme(dark ? "Adwaita-dark" : "Adwaita")
    }

    /// Replaces the text with the file's `text` (not undoable: where editing starts) and marks it unmodified.
    func read(_ text: String) {
        loading = true
        buffer.load(text)
        loading = false
        savedText = text
        conflict = nil
        buffer.modified = false
    }

    /// Takes the file's `text` as an edit that Ctrl+Z undoes (the bar's Reload: the edits it replaces stay in
    /// the undo history), then marks the tab unmodified.
    func reloadKeepingUndo(_ text: String) {
        loading = true
        buffer.replaceUndoably(text)
        loading = false
        savedText = text
        conflict = nil
        buffer.modified = false
    }

    /// Takes `text`, which Flare wrote to the file (a Properties edit, an undo): only the changed characters
    /// replaced, undoably, the cursor kept; then the tab is saved (its label loses the mark).
    func wrote(_ text: String) {
        loading = true
        buffer.replaceChanged(text)
        loading = false
        saved(text)
    }

    /// The text was written to the file.
    func saved(_ text: String) {
        savedText = text
        conflict = nil
        buffer.modified = false
    }

    func updateLabel() {
        label.text = (buffer.modified ? "• " : "") + name
    }

    // MARK: Diagnostics

    /// Underlines `diagnostics` (this file's), errors red and warnings amber, replacing the previous ones.
    func underline(_ diagnostics: [Diagnostic]) {
        if diagnostics.isEmpty && underlines.isEmpty { return }  // nothing underlined, nothing to underline
        buffer.removeTag(Self.errorTag)
        buffer.removeTag(Self.warningTag)
        underlines = diagnostics.map { d in
            let range = buffer.underline(
                d.isError ? Self.errorTag : Self.warningTag,
                at: TextPlace(line: d.location.line, column: d.location.column))
            return (range.start, range.end, d)
        }
        view.tooltip = nil
    }

    /// The messages of the diagnostics underlined at `place`, one a line (what the tooltip shows); nil for none.
    func message(at place: TextPlace) -> String? {
        let hits = underlines.filter { u in
            (u.start.line, u.start.column) <= (place.line, place.column)
                && (place.line, place.column) < (u.end.line, u.end.column)
        }
        guard !hits.isEmpty else { return nil }
        return hits.map { "\($0.diagnostic.severity.rawValue): \($0.diagnostic.message)" }.joined(separator: "\n")
    }

    private func hover(_ x: Double, _ y: Double) {
        let text = view.place(atX: x, y: y).flatMap { self.message(at: $0) }
        if view.tooltip != text { view.tooltip = text }
    }
}
