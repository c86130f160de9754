import FlareCore
import Foundation

/// The window's spec as one document: each file's text is the source pane's tab when it has unsaved edits, else the
/// file on disk. Every edit of the window (a Properties row, an item action, an undo or redo) is made on these texts
/// and written through `write`, which puts the new text on disk (atomically, only over the text Flare last read or
/// wrote there) and into the file's tab (only the changed characters, the cursor kept), so the stage, the rows and
/// the pane show the same text at once and the watcher's event for the write is Flare's own. Owned by `WindowEdits`;
/// the pane shows it and the Properties page follows the window's load of it.
@MainActor
final class WindowDocument {
    private let pane: SourcePane

    init(pane: SourcePane) {
        self.pane = pane
    }

    /// The texts that are not what the files hold (the pane's unsaved tabs), by absolute path: what the window
    /// loads and what an edit is made on.
    var unsavedTexts: [String: String] { pane.unsavedTexts }

    /// The file's text in the document now: its tab's when that has unsaved edits, else the file's; nil when
    /// unreadable.
    func text(of path: String) -> String? {
        if let tab = pane.tab(for: path), tab.modified { return tab.text }
        return FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// Whether the pane has a tab for one of `paths` (it must take the edit at once).
    func shows(_ paths: [String]) -> Bool { paths.contains { pane.tab(for: $0) != nil } }

    /// One file's change: its text before (what the edit was made on) and after.
    struct Change {
        var path: String
        var display: String
        var before: String
        var after: String
    }

    /// The changes of `edit`, its own file first.
    static func changes(of edit: SpecEdit) -> [Change] {
        [Change(path: edit.absoluteFile, display: edit.file, before: edit.before, after: edit.after)]
            + edit.others.map { Change(path: $0.absoluteFile, display: $0.file, before: $0.before, after: $0.after) }
    }

    /// Writes every change, or none: each file must still hold, in the document, the text the change was made on,
    /// and on disk the text Flare last read or wrote there (its tab's saved text; else `before`). A tab with unsaved
    /// edits is written with them (the document is the truth), and is then saved.
    func write(_ changes: [Change]) throws(SpecEditError) {
        var expected: [String] = []
        for change in changes {
            guard text(of: change.path) == change.before else { throw .changedOnDisk(change.display) }
            let onDisk = pane.tab(for: change.path)?.savedText ?? change.before
            guard let data = FileManager.default.contents(atPath: change.path), SpecEditMemory.same(data, onDisk)
            else { throw .changedOnDisk(change.display) }
            expected.append(onDisk)
        }
        for (change, onDisk) in zip(changes, expected) {
            try SpecEditor.write(change.after, to: change.path, expecting: onDisk, display: change.display)
            pane.tab(for: change.path)?.wrote(change.after)
        }
    }
}
