import FlareCore
import Foundation

/// What the edits ask of loading (`ReloadController`): the spec's path, what is shown, and to show the edited files'
/// load.
@MainActor
protocol EditsHost: AnyObject {
    var specPath: String { get }
    /// Counts changes of what the window shows (an edit is written after the frame that paints its generation).
    var generation: Int { get }
    /// Shows the edited spec: `loaded`, the edit's check (the window's load of the edited files), or nil to load
    /// them again.
    func reloadSpecText(loaded: LoadResult?)
    /// The window's log.
    var record: WindowLog.Record { get }
}

/// The window's edits of its spec: each goes through `SpecEditor` on the window's one document (`WindowDocument`: the
/// source pane's unsaved texts over the files; refused with `flare check`'s diagnostic), the window shows the checked
/// spec at once so the stage repaints in the next frame, and the file that defines the key is written atomically
/// right after that frame is painted (`write()`: nothing on disk stands between the edit and its frame), or at once
/// through the document when the source pane shows the file (its tab takes the edit). A write that fails (the file
/// changed meanwhile, a full disk) takes the edit back: the window shows the files as they are and says why. The
/// step joins the undo history (`EditHistory`: text edits, which survive reloads and outside edits). The watcher's
/// event for Flare's own write is then no news.
@MainActor
final class WindowEdits: PreviewedEdits {
    private weak var window: (any EditsHost)?
    /// The window's parse cache: the editor's check is the window's load.
    private let parseCache: SpecParseCache
    /// The spec's texts as the window shows them (the source pane's unsaved tabs over the files): what every edit,
    /// undo and redo is made on and written through.
    let document: WindowDocument
    private let messages: WindowMessages
    private(set) var history = EditHistory()
    /// The edit shown but not yet written: written after the frame that shows it (or at the next edit, undo, redo,
    /// another spec or the window's close, whichever comes first).
    private var unwritten: (edit: SpecEdit, generation: Int, recorded: Bool)?
    /// A frame that never comes (a hidden window) does not keep an edit off the disk for long.
    private var fallback: UInt32?
    /// How many edits of every window are shown and not yet written (tests wait for 0 before reading a file).
    private(set) static var unwrittenCount = 0
    /// The last few texts Flare wrote (or is about to write) to each file: the watcher's event that reports one
    /// needs no second reload. An edit written after its frame may have its event come after the next edit is
    /// shown, so each of them, not only the last, is Flare's own.
    private var written: [String: [String]] = [:]
    /// After every edit, undo or redo (the page's and the header's buttons follow).
    var onChange: [@MainActor () -> Void] = []
    /// The message of the last refused edit, undo or redo (tests read it; the window shows it as a toast).
    private(set) var lastRefusal: String?
    /// The path the last edit wrote: the Properties page gives its row's editor the focus back (alert or rocket).
    private(set) var lastPath: EditPath?

    init(
        window: any EditsHost, parseCache: SpecParseCache, source: SourcePane, messages: WindowMessages,
        frames: PaintedFrames
    ) {
        self.window = window
        self.parseCache = parseCache
        document = WindowDocument(pane: source)
        self.messages = messages
        // After the frame, not in it: the frame's other observers (a benchmark's clock) see it painted first.
        frames.observe { [weak self] frame in
            guard let self, let unwritten, frame.generation >= unwritten.generation else { return }
            MainLoop.post { [weak self] in self?.write() }
        }
    }

    /// The files, source trees and spec the editor keeps between edits (`SpecEditMemory`).
    private let memory = SpecEditMemory()

    /// Where the spec's values are written in the document, from the trees the editor keeps (the files are not
    /// parsed again; the pane's unsaved texts are, and the texts of an edit shown but not yet written: a page built
    /// before the write shows the edit's rows, not the file's old ones).
    func source(for spec: Spec) -> SpecSource {
        var texts = document.unsavedTexts
        if let edit = unwritten?.edit {
            for change in WindowDocument.changes(of: edit) { texts[change.path] = change.after }
        }
        return memory.source(for: spec, texts: texts)
    }

    /// The editor of the window's spec. It checks an edit with the window's parse cache and font catalog, so its
    /// check is the window's load of the edited files (`SpecEdit.loadResult`).
    private var editor: SpecEditor? {
        window.map {
            var editor = SpecEditor(path: $0.specPath)
            editor.cache = parseCache
            editor.fonts = FontconfigCatalog.shared
            editor.memory = memory
            return editor
        }
    }

    /// Makes an edit with `make` and shows it, its file written after the frame that shows it: true when the spec
    /// took the edit (or the edit changed nothing). `step` says it in the toasts' words (`EditStep`).
    @discardableResult
    func perform(_ step: EditStep, _ make: (SpecEditor) throws(SpecEditError) -> SpecEdit) -> Bool {
        write()
        guard let window, var editor else { return false }
        let edit: SpecEdit
        // The edit is made on the document the window shows (the pane's unsaved texts over the files); a file the
        // pane shows takes it at once, on disk and in its tab.
        editor.texts = document.unsavedTexts
        let now: Bool
        do {
            edit = try make(editor)
            guard !edit.edits.isEmpty else { return true }
            let changes = WindowDocument.changes(of: edit)
            now = !editor.texts.isEmpty || document.shows(changes.map(\.path))
            if now {
                try document.write(changes)
                memory.wrote(edit)
            }
        } catch {
            refuse(error.description, in: window)
            return false
        }
        wrote(edit.after, to: edit.absoluteFile)
        for other in edit.others { wrote(other.after, to: other.absoluteFile) }
        let steps = history.undoStack.count
        history.record(EditHistory.Entry(label: step.done, undoLabel: step.undone(edit), edit: edit))
        lastRefusal = nil
        lastPath = edit.path
        window.record(.spec, "edited \(edit.location): \(edit.path)" + (edit.newValue.map { " → \($0)" } ?? " removed"))
        // The check loaded the edited document as the window would: the window shows that load.
        window.reloadSpecText(loaded: edit.loadResult)
        if !now {
            unwritten = (edit, window.generation, history.undoStack.count > steps)
            Self.unwrittenCount += 1
            fallback = MainLoop.after(0.5) { [weak self] in
                self?.fallback = nil
                self?.write()
            }
        }
        for f in onChange { f() }
        return true
    }

    /// A toast saying `message` about the edit just made, with an Undo button that undoes it while it is still the
    /// last step (the sidebar's Delete: the item comes back byte for byte, as Ctrl+Z brings it).
    func offerUndo(_ message: String) {
        let step = history.undoStack.last?.changes
        messages.notice.show(
            message, seconds: 8,
            button: (
                "Undo",
                { [weak self] in
                    guard let self else { return }
                    if step != nil && history.undoStack.last?.changes == step { undo() } else { refuseLate() }
                }
            ))
    }

    private func refuseLate() {
        guard let window else { return }
        refuse("Nothing undone: the spec was edited since (Ctrl+Z undoes the last edit)", in: window)
    }

    /// Whether an edit is shown and not yet written.
    var isUnwritten: Bool { unwritten != nil }

    /// The pickers' live preview: a value drawn on the stage, not written or recorded, until it is committed.
    private(set) lazy var preview = EditPreview(edits: self)

    /// Writes the shown edit, if one is not written yet (atomically, `SpecEditor.write`). When that fails, the edit
    /// is taken back: it leaves the undo history, the window shows the files as they are (unless it is `closing`),
    /// and a toast and the log say why.
    func write(closing: Bool = false) {
        guard let (edit, _, recorded) = unwritten else { return }
        unwritten = nil
        Self.unwrittenCount -= 1
        if let fallback { MainLoop.cancel(fallback) }
        fallback = nil
        guard let window, let editor else { return }
        do {
            // A tab the pane opened since the edit was shown takes it too.
            let changes = WindowDocument.changes(of: edit)
            if document.shows(changes.map(\.path)) {
                try document.write(changes)
                memory.wrote(edit)
            } else {
                try editor.write(edit)
            }
        } catch {
            written[edit.absoluteFile]?.removeAll { $0 == edit.after }
            for other in edit.others { written[other.absoluteFile]?.removeAll { $0 == other.after } }
            if recorded { history.dropUndo() }
            refuse(error.description + "; the edit was taken back", in: window)
            if !closing { window.reloadSpecText(loaded: nil) }
            for f in onChange { f() }
        }
    }

    /// Shows `make`'s edit of the document on the stage without writing or recording it (a picker's preview); the
    /// window's load of it is the edit's check, as for an edit.
    func showUnwritten(_ make: (SpecEditor) throws(SpecEditError) -> SpecEdit) -> Bool {
        write()
        guard let window, var editor else { return false }
        editor.texts = document.unsavedTexts
        guard let edit = try? make(editor), !edit.edits.isEmpty else { return false }
        window.reloadSpecText(loaded: edit.loadResult)
        return true
    }

    /// Shows the document again (a preview ended without a commit).
    func showDocument() { window?.reloadSpecText(loaded: nil) }

    /// Sets the value at `path` (`quoted`: as a quoted string, for texts). `named`: the row's label on the page,
    /// which the toasts qualify (`EditStep.field`: "Undid Action 2 title → Later"); the key path without the item
    /// when nil.
    @discardableResult
    func set(_ path: EditPath, to value: String, quoted: Bool = false, named: String? = nil) -> Bool {
        let name = named.map { EditStep.field($0, at: path) } ?? Self.key(path)
        return perform(.set(field: name, value: value)) { editor throws(SpecEditError) in
            try editor.set(path, to: value, quoted: quoted)
        }
    }

    /// Removes the key at `path`: its value returns to the preset's or the default.
    @discardableResult
    func unset(_ path: EditPath, named: String? = nil) -> Bool {
        let name = named.map { EditStep.field($0, at: path) } ?? Self.key(path)
        return perform(.reset(field: name)) { editor throws(SpecEditError) in
            try editor.unset(path)
        }
    }

    // MARK: Undo and redo

    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    /// Undoes the last step where its text still is; otherwise says why in a toast and changes nothing.
    func undo() { step(undo: true) }
    func redo() { step(undo: false) }

    private func step(undo: Bool) {
        write()
        guard let window else { return }
        let document = self.document
        let read: (String) -> String? = { document.text(of: $0) }
        let planned = undo ? history.planUndo(read: read) : history.planRedo(read: read)
        switch planned {
        case .failure(let refusal):
            refuse(refusal.message, in: window)
        case .success(let plan):
            do {
                try document.write(
                    plan.writes.map {
                        WindowDocument.Change(
                            path: $0.file, display: ($0.file as NSString).lastPathComponent, before: $0.expected,
                            after: $0.text)
                    })
                for write in plan.writes { wrote(write.text, to: write.file) }
            } catch {
                refuse(error.description, in: window)
                return
            }
            if undo { history.undone() } else { history.redone() }
            lastRefusal = nil
            let message = EditStep.toast(undo: undo, plan.label)
            messages.notice.show(message)
            window.record(.spec, message)
            window.reloadSpecText(loaded: nil)
            for f in onChange { f() }
        }
    }

    /// Another spec opened: its history starts empty.
    func forget() {
        write()
        history.clear()
        written = [:]
        memory.forget()
        for f in onChange { f() }
    }

    /// Whether every file in `paths` holds a text Flare wrote (or is about to write) since (so the window already
    /// shows it or a later edit of Flare's).
    func isOwnWrite(_ paths: Set<String>) -> Bool {
        guard !paths.isEmpty else { return false }
        var matched: [String: Int] = [:]
        for path in paths {
            guard let texts = written[path], let data = FileManager.default.contents(atPath: path),
                let index = texts.lastIndex(where: { SpecEditMemory.same(data, $0) })
            else {
                // An outside change: what Flare wrote before it no longer says what the window shows.
                for path in paths { written[path] = nil }
                return false
            }
            matched[path] = index
        }
        // The texts before the one on disk are no longer to come. The one on disk stays: one write can be reported
        // by several events, in separate turns of the main loop on a loaded machine; a second event found it gone,
        // and the window reloaded the disk over an edit shown and not yet written (a duplicate's new alert vanished
        // and the selection fell back to the first alert).
        for (path, index) in matched { written[path]?.removeFirst(index) }
        return true
    }

    private func wrote(_ text: String, to path: String) {
        written[path, default: []].append(text)
        if let count = written[path]?.count, count > 8 { written[path]?.removeFirst(count - 8) }
    }

    private func refuse(_ message: String, in window: any EditsHost) {
        lastRefusal = message
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        // The toast in plain words: the file's name, not its absolute path.
        let short = first.replacingOccurrences(
            of: (window.specPath as NSString).deletingLastPathComponent + "/", with: "")
        messages.notice.show(short, seconds: 6)
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
