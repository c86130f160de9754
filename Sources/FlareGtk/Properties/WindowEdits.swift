import FlareCore
import Foundation

/// The window's edits of its spec: each goes through `SpecEditor` (refused with `flare check`'s diagnostic, or
/// written atomically to the file that defines the key), the window reloads at once so the stage repaints in the
/// next frame, and the step joins the undo history (`EditHistory`: text edits, which survive reloads and outside
/// edits). The watcher's event for Flare's own write is then no news.
@MainActor
final class WindowEdits {
    private weak var window: PreviewWindow?
    private(set) var history = EditHistory()
    /// The text Flare wrote last to each file: the watcher's event that reports it needs no second reload.
    private var written: [String: String] = [:]
    /// After every edit, undo or redo (the page's and the header's buttons follow).
    var onChange: [@MainActor () -> Void] = []
    /// The message of the last refused edit, undo or redo (tests read it; the window shows it as a toast).
    private(set) var lastRefusal: String?

    init(window: PreviewWindow) {
        self.window = window
    }

    /// The files, source trees and spec the editor keeps between edits (`SpecEditMemory`).
    private let memory = SpecEditMemory()

    /// The editor of the window's spec. It checks an edit with the window's parse cache and font catalog, so its
    /// check is the window's load of the edited files (`SpecEdit.loadResult`).
    private var editor: SpecEditor? {
        window.map {
            var editor = SpecEditor(path: $0.specPath)
            editor.cache = $0.reloader.parseCache
            editor.fonts = FontconfigCatalog.shared
            editor.memory = memory
            return editor
        }
    }

    /// Makes an edit with `make` and writes it: true when the file changed (or the edit changed nothing).
    @discardableResult
    func perform(_ label: String, _ make: (SpecEditor) throws(SpecEditError) -> SpecEdit) -> Bool {
        guard let window, let editor else { return false }
        let edit: SpecEdit
        do {
            edit = try make(editor)
            guard !edit.edits.isEmpty else { return true }
            try editor.write(edit)
        } catch {
            refuse(error.description, in: window)
            return false
        }
        written[edit.absoluteFile] = edit.after
        for other in edit.others { written[other.absoluteFile] = other.after }
        history.record(EditHistory.Entry(label: label, edit: edit))
        lastRefusal = nil
        window.record(.spec, "edited \(edit.location): \(edit.path)" + (edit.newValue.map { " → \($0)" } ?? " removed"))
        // The check loaded the written files as the window would: the window shows that load, unless the source
        // pane's unsaved texts are what the window loads.
        window.reloadSpecText(loaded: window.source.unsavedTexts.isEmpty ? edit.loadResult : nil)
        for f in onChange { f() }
        return true
    }

    /// Sets the value at `path` (`quoted`: as a quoted string, for texts).
    @discardableResult
    func set(_ path: EditPath, to value: String, quoted: Bool = false) -> Bool {
        perform("\(Self.key(path)) → \(value)") { editor throws(SpecEditError) in
            try editor.set(path, to: value, quoted: quoted)
        }
    }

    /// Removes the key at `path`: its value returns to the preset's or the default.
    @discardableResult
    func unset(_ path: EditPath) -> Bool {
        perform("reset \(Self.key(path))") { editor throws(SpecEditError) in try editor.unset(path) }
    }

    // MARK: Undo and redo

    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    /// Undoes the last step where its text still is; otherwise says why in a toast and changes nothing.
    func undo() { step(undo: true) }
    func redo() { step(undo: false) }

    private func step(undo: Bool) {
        guard let window else { return }
        let read: (String) -> String? = { path in
            FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
        }
        let planned = undo ? history.planUndo(read: read) : history.planRedo(read: read)
        switch planned {
        case .failure(let refusal):
            refuse(refusal.message, in: window)
        case .success(let plan):
            do {
                for write in plan.writes {
                    try SpecEditor.write(
                        write.text, to: write.file, expecting: write.expected,
                        display: (write.file as NSString).lastPathComponent)
                    written[write.file] = write.text
                }
            } catch {
                refuse(error.description, in: window)
                return
            }
            if undo { history.undone() } else { history.redone() }
            lastRefusal = nil
            let message = (undo ? "Undid " : "Redid ") + plan.label
            window.messages.notice.show(message)
            window.record(.spec, message)
            window.reloadSpecText()
            for f in onChange { f() }
        }
    }

    /// Another spec opened: its history starts empty.
    func forget() {
        history.clear()
        written = [:]
        memory.forget()
        for f in onChange { f() }
    }

    /// Whether every file in `paths` holds exactly what Flare wrote last (so the window already shows it).
    func isOwnWrite(_ paths: Set<String>) -> Bool {
        guard !paths.isEmpty else { return false }
        for path in paths {
            guard let text = written[path],
                let data = FileManager.default.contents(atPath: path), data.elementsEqual(text.utf8)
            else { return false }
        }
        for path in paths { written[path] = nil }
        return true
    }

    private func refuse(_ message: String, in window: PreviewWindow) {
        lastRefusal = message
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        // The toast in plain words: the file's name, not its absolute path.
        let short = first.replacingOccurrences(
            of: (window.specPath as NSString).deletingLastPathComponent + "/", with: "")
        window.messages.notice.show(short, seconds: 6)
        window.record(.spec, message)
    }

    /// The path without `alerts.<id>.`, as a toast names it (`appearance.titleColor`).
    static func key(_ path: EditPath) -> String {
        if path.components.count > 2, path.components[0] == .key("alerts") {
            return EditPath(Array(path.components.dropFirst(2))).description
        }
        return path.description
    }
}
