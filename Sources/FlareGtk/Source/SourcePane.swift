import FlareCore
import Foundation

/// The source pane beside the stage (Ctrl+E): the spec and each file it includes in a tab, YAML/JSON highlighted, with
/// the last load's errors and warnings underlined (the message on hover). The stage follows the text as it is typed,
/// without saving (the window loads the tabs' unsaved texts instead of the files); Ctrl+S saves the shown tab
/// atomically. A save from another program reloads a tab without unsaved edits; a tab with unsaved edits gets a bar
/// that offers Reload (undoable: Ctrl+Z brings the edits back) or Keep. Its width and whether it shows are kept in
/// the window's state file (by `WindowPanes`, which fits it beside the other panes).
@MainActor
final class SourcePane {
    /// The pane beside the canvas: what the window places (`SourcePane.init(beside:)`).
    let paned: Paned
    /// The pane itself: the bars over the tabs.
    let widget = Box(.vertical)
    let notebook = Notebook()
    /// Its questions: a file changed on disk under unsaved edits, and closing with unsaved edits.
    private(set) var bars: SourceBars!
    var bar: InfoBar { bars.conflict }
    var barLabel: Label { bars.conflictLabel }
    var closeBar: InfoBar { bars.close }
    var closeLabel: Label { bars.closeLabel }
    /// The close bar was answered with Save All or Discard: the window closes (`PreviewWindow.closeRequested`).
    var onCloseConfirmed: (@MainActor () -> Void)?
    private(set) var tabs: [SourceTab] = []
    /// The spec's text files (`files`: absolute, root first, as the last good load listed them; `listed`: as it
    /// listed them, so the same list again leaves `files` as it is without standardizing every path on each save).
    private var listing: (files: [String], listed: [String]) = ([], [])
    var files: [String] { listing.files }
    /// The last load's diagnostics (files named as the loader names them: absolute here).
    private var diagnostics: [Diagnostic] = []
    /// The text changed (typing, undo, Reload): the window loads `unsavedTexts`.
    var onEdited: (@MainActor () -> Void)?
    /// The cursor moved onto a key of a file (its absolute path and the key's path).
    var onCursorKey: (@MainActor (String, EditPath) -> Void)?
    /// A message for the window's notice and log.
    var onNotice: (@MainActor (String) -> Void)?
    private let stateFile: WindowStateFile?
    private var dark = false
    /// The key the cursor was last reported on.
    private var lastCursor: (path: String, key: EditPath)?
    /// A load of the typed text, and a look-up of the cursor's key after it, wait for the next frame.
    private var pending = (edit: false, cursor: false)
    static let defaultWidth = 440

    /// The pane beside `canvas` (the pane on the left, hidden unless the state file says it showed).
    init(beside canvas: Widget, stateFile: WindowStateFile?) {
        self.stateFile = stateFile
        let state = stateFile?.read() ?? WindowState()
        widget.addClass("flare-source-pane")
        notebook.vexpand = true
        widget.append(notebook)
        paned = Paned(.horizontal, start: widget, end: canvas, resizeStart: false, shrinkStart: false)
        paned.position = state.sourcePaneWidth ?? Self.defaultWidth
        widget.visible = state.sourcePaneShown ?? false
        bars = SourceBars { [weak self] id in
            if id >= Self.saveAllResponse { self?.answerClose(id) } else { self?.answer(id) }
        }
        widget.prepend(bars.close)
        widget.prepend(bars.conflict)
        notebook.connect(.pageChanged) { [weak self] in self?.showBar() }

        // The action group and shortcuts belong to the widget once added.
        let actions = SimpleActionGroup(), keys = ShortcutController(scope: .local)
        let save = SimpleAction("save")
        save.connect(.activate) { [weak self] _ in self?.save() }
        actions.add(save)
        widget.insert(actions, as: "source")
        keys.add(accelerator: "<Control>s", action: "source.save")
        widget.add(keys)
    }

    static let reloadResponse = SourceBars.reloadResponse
    static let keepResponse = SourceBars.keepResponse
    static let saveAllResponse = SourceBars.saveAllResponse
    static let discardResponse = SourceBars.discardResponse
    static let cancelResponse = SourceBars.cancelResponse

    /// Whether any tab has edits not saved to its file.
    var hasUnsavedEdits: Bool { tabs.contains(where: \.modified) }

    /// The window is asked to close: with unsaved edits the pane shows and asks, and the close waits (returns false).
    func mayClose() -> Bool {
        let unsaved = tabs.filter(\.modified)
        guard !unsaved.isEmpty else { return true }
        shown = true
        if let index = tabs.firstIndex(where: \.modified) { notebook.currentPage = index }
        bars.askBeforeClosing(unsaved.map(\.name))
        return false
    }

    private func answerClose(_ response: Int) {
        bars.closeAnswered()
        switch response {
        case Self.saveAllResponse:
            var failed = false
            for (index, tab) in tabs.enumerated() where tab.modified {
                notebook.currentPage = index
                if !save() { failed = true }
            }
            if !failed { onCloseConfirmed?() }
        case Self.discardResponse:
            for tab in tabs where tab.modified { tab.read(tab.savedText) }
            onCloseConfirmed?()
        default:
            break
        }
    }

    /// Whether the pane shows (Ctrl+E); remembered.
    var shown: Bool {
        get { widget.visible }
        set {
            guard newValue != widget.visible else { return }
            widget.visible = newValue
            if newValue { syncTabs() }
            stateFile?.update { $0.sourcePaneShown = newValue }
        }
    }

    /// The pane's width (the handle's position).
    var width: Int { paned.position }

    /// The tab shown now.
    var current: SourceTab? {
        let index = notebook.currentPage
        return tabs.indices.contains(index) ? tabs[index] : nil
    }

    func tab(for path: String) -> SourceTab? {
        let absolute = Self.absolute(path)
        return tabs.first { $0.path == absolute }
    }

    /// The texts of the tabs with unsaved edits, by absolute path: what the window loads instead of the files.
    var unsavedTexts: [String: String] {
        var texts: [String: String] = [:]
        for tab in tabs where tab.modified { texts[tab.path] = tab.text }
        return texts
    }

    // MARK: The window's loads

    /// After each load: the spec's files (nil when the load failed: the tabs stay) and the diagnostics to underline.
    func loaded(files: [String]?, diagnostics: [Diagnostic]) {
        if let files, files != listing.listed {
            listing.listed = files
            let texts = files.map(Self.absolute).filter(SpecSource.isSpecText)
            if texts != listing.files { listing.files = texts }
        }
        self.diagnostics = diagnostics
        if widget.visible { syncTabs() }
        underline()
    }

    /// The spec file the window shows: its tab first even before a load lists it; first in the recent specs.
    func opened(spec: String) {
        let root = Self.absolute(spec)
        stateFile?.update { $0.opened(root) }
        if files.first != root {
            listing = ([root], [])
            for tab in tabs where !tab.modified { remove(tab) }
        }
        if widget.visible { syncTabs() }
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// One tab per file, in the files' order; a tab with unsaved edits stays even when its file left the spec.
    private func syncTabs() {
        let wanted = files + tabs.filter { $0.modified && !files.contains($0.path) }.map(\.path)
        guard wanted != tabs.map(\.path) else { return }
        let shown = current?.path
        var next: [SourceTab] = []
        for path in wanted {
            if let tab = tabs.first(where: { $0.path == path }) {
                next.append(tab)
            } else if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                next.append(makeTab(path: path, text: text))
            }
        }
        notebook.removeAll()
        tabs = next
        for tab in tabs { notebook.append(tab.scroller, tab: tab.label) }
        // Even for one file: its tab names it and marks unsaved edits ("• alert.yaml").
        notebook.showTabs = !tabs.isEmpty
        if let shown, let index = tabs.firstIndex(where: { $0.path == shown }) { notebook.currentPage = index }
        underline()
        showBar()
    }

    private func remove(_ tab: SourceTab) {
        tabs.removeAll { $0 === tab }
        notebook.removeAll()
        for tab in tabs { notebook.append(tab.scroller, tab: tab.label) }
    }

    private func makeTab(path: String, text: String) -> SourceTab {
        let tab = SourceTab(path: path, text: text, dark: dark)
        tab.buffer.connect(.changed) { [weak self, weak tab] in
            guard let self, let tab, !tab.loading else { return }
            self.edited()
        }
        tab.buffer.connect(.cursorMoved) { [weak self, weak tab] in
            guard let self, let tab, !tab.loading else { return }
            self.cursorMoved(in: tab)
        }
        return tab
    }

    /// Typing: the window loads the unsaved texts once, before the next frame (a paste or an undo that changes
    /// the text in several steps loads once).
    private func edited() {
        guard !pending.edit else { return }
        pending.edit = true
        MainLoop.postBeforeNextFrame { [weak self] in
            guard let self else { return }
            self.pending.edit = false
            self.onEdited?()
        }
    }

    /// Underlines each tab's diagnostics.
    private func underline() {
        for tab in tabs {
            tab.underline(diagnostics.filter { Self.absolute($0.location.file) == tab.path })
        }
    }

    /// The highlighting follows the chrome's light or dark style.
    func setDark(_ dark: Bool) {
        self.dark = dark
        for tab in tabs { tab.setDark(dark) }
    }

    // MARK: Cursor and stage

    private func cursorMoved(in tab: SourceTab) {
        // Typing moves the cursor too: its key is looked up after the keystroke's frame, not before it.
        if pending.edit {
            guard !pending.cursor else { return }
            pending.cursor = true
            MainLoop.post { [weak self, weak tab] in
                guard let self, let tab else { return }
                self.pending.cursor = false
                self.cursorMoved(in: tab)
            }
            return
        }
        let place = tab.buffer.cursor
        guard let key = SourcePlace.path(atLine: place.line, column: place.column, in: tab.text) else { return }
        if let last = lastCursor, last.path == tab.path, last.key == key { return }
        lastCursor = (tab.path, key)
        onCursorKey?(tab.path, key)
    }

    /// Shows the pane's tab of `location`'s file with the cursor at its line and column (a click on the stage in
    /// inspect mode). Does not report the cursor back to the stage.
    /// False when the pane is hidden or has no tab for the location's file.
    @discardableResult
    func reveal(_ location: SourceLocation) -> Bool {
        guard widget.visible else { return false }
        syncTabs()
        guard let index = tabs.firstIndex(where: { $0.path == Self.absolute(location.file) }) else { return false }
        notebook.currentPage = index
        let tab = tabs[index]
        let place = TextPlace(line: location.line, column: location.column)
        if let key = SourcePlace.path(atLine: place.line, column: place.column, in: tab.text) {
            lastCursor = (tab.path, key)
        }
        tab.buffer.place(place, scroll: tab.view)
        return true
    }

    // MARK: Saving

    /// Ctrl+S: writes the shown tab to its file atomically when it has unsaved edits. A file another program
    /// changed since it was read is not overwritten: the bar asks first.
    @discardableResult
    func save() -> Bool {
        guard let tab = current, tab.modified else { return false }
        let text = tab.text
        do {
            try SpecEditor.write(text, to: tab.path, expecting: tab.savedText, display: tab.name)
        } catch .changedOnDisk {
            tab.conflict = (try? String(contentsOfFile: tab.path, encoding: .utf8)) ?? ""
            showBar()
            onNotice?("\(tab.name) changed on disk since Flare read it; not saved. Reload it or keep yours, then save.")
            return false
        } catch {
            onNotice?("Could not save \(tab.name): \(error)")
            return false
        }
        tab.saved(text)
        onNotice?("Saved \(tab.name)")
        return true
    }

    // MARK: Saves from other programs

    /// Files changed on disk (the window's watcher): a tab without unsaved edits takes the new text; a tab with
    /// unsaved edits keeps them and the bar asks.
    func diskChanged(_ paths: Set<String>) {
        guard !tabs.isEmpty else { return }  // no tab yet: the pane reads the files when it first shows
        let changed = Set(paths.map(Self.absolute))
        for tab in tabs where changed.contains(tab.path) {
            guard let text = try? String(contentsOfFile: tab.path, encoding: .utf8), text != tab.savedText else {
                continue
            }
            if tab.modified {
                if text != tab.text { tab.conflict = text } else { tab.saved(text) }
            } else {
                tab.read(text)
            }
        }
        showBar()
    }

    /// The bar shows while the shown tab has a change on disk waiting for an answer.
    private func showBar() {
        bars.showConflict(of: current.flatMap { $0.conflict != nil ? $0.name : nil })
    }

    /// The bar's Reload or Keep Mine.
    func answer(_ response: Int) {
        guard let tab = current, let disk = tab.conflict else { return }
        if response == Self.reloadResponse {
            tab.reloadKeepingUndo(disk)
            onNotice?("Reloaded \(tab.name) from disk; Ctrl+Z brings your edits back")
            edited()
        } else if response == Self.keepResponse {
            // The next save writes over the file on purpose: its text is what a save now expects to find.
            tab.savedText = disk
            tab.conflict = nil
            onNotice?("Kept your edits of \(tab.name); Ctrl+S saves them over the file")
        }
        showBar()
    }
}
