import FlareCore
import Foundation

/// What the source pane's controller reads and asks of the stage (`StageController`): the spec and its selection,
/// and the stage it outlines parts on.
@MainActor
protocol SourceHost: SpecAndSelection {
    var stage: StageView? { get }
    func select(_ item: SpecItem)
}

/// What the pane's typing asks of loading (`ReloadController`).
@MainActor
protocol SourceLoader: AnyObject {
    /// The pane's text changed: load it (spec text only; nothing on disk changed).
    func sourceEdited()
}

/// The window's side of the source pane (SourcePane.swift): loads with the pane's unsaved texts, the cursor's key
/// selecting on the stage, a click on the stage in inspect mode moving the cursor, Ctrl+E; and opening the spec
/// where a finding is (a banner line, a Checks row) or where a value is written (an inspector row's "Open in
/// editor"): the two paths every view uses.
@MainActor
final class SourceController {
    let pane: SourcePane
    /// What "Open in editor" runs under (`EditorCommand`): the process's environment; tests put a stub `VISUAL` here.
    var editorEnvironment = ProcessInfo.processInfo.environment
    /// The window's log (`connect`).
    private var record: WindowLog.Record = { _, _ in }
    private weak var host: (any SourceHost)?
    private let messages: WindowMessages
    /// The alert part the cursor's key styles, outlined on the stage after the next frame (`outlinePendingPart`).
    private(set) var pendingPart: AlertPart?

    init(pane: SourcePane, messages: WindowMessages) {
        self.pane = pane
        self.messages = messages
    }

    /// Connects the pane to the window (once, from its `init`).
    func connect(
        to host: any SourceHost, loader: any SourceLoader, toplevel: Window, frames: PaintedFrames,
        record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.record = record
        // The pane edits spec texts only: a text-only change updates the stage in place, as a save does.
        pane.onEdited = { [weak loader] in loader?.sourceEdited() }
        pane.onNotice = { [weak self] message in
            self?.messages.notice.show(message)
            self?.record(.spec, message)
        }
        pane.onCursorKey = { [weak self] _, key in self?.cursorMoved(to: key) }
        let style = StyleManager.standard
        pane.setDark(style.dark)
        style.connect(.darkChanged) { [weak pane, weak style] in
            if let pane, let style { pane.setDark(style.dark) }
        }
        frames.observe { [weak self] _ in self?.outlinePendingPart() }
        // Unsaved edits in the pane are never closed away silently: the pane asks first.
        toplevel.connect(.closeRequest) { [weak pane] in
            guard let pane else { return false }
            return !pane.mayClose()
        }
        pane.onCloseConfirmed = { [weak toplevel] in toplevel?.close() }
        pane.opened(spec: host.specPath)
    }

    /// Shows or hides the source pane (Ctrl+E).
    func toggle() {
        pane.shown.toggle()
        record(.stage, "source pane \(pane.shown ? "shown" : "hidden")")
        if pane.shown, let tab = pane.current { _ = tab.view.grabFocus() }
    }

    /// Shows the source pane with the cursor at `location` (its file's tab, scrolled there, focused). A file the
    /// pane does not show (a font, an image) opens in the user's editor instead.
    func openSource(at location: SourceLocation) {
        pane.shown = true
        guard pane.reveal(location), let tab = pane.current else { return openInEditor(location) }
        _ = tab.view.grabFocus()
        record(.spec, "source pane at \(location)")
    }

    /// Opens the file at `location`'s line in the user's editor (`EditorCommand`: `$VISUAL`, `$EDITOR`, GNOME Text
    /// Editor, else the desktop's handler) and says so in a toast, or why it could not.
    func openInEditor(_ location: SourceLocation) {
        let command = EditorCommand.opening(location, environment: editorEnvironment)
        let name = URL(fileURLWithPath: location.file).lastPathComponent
        do {
            try command.launch(environment: editorEnvironment)
            messages.notice.show("Opened \(name) at line \(location.line)")
            record(.spec, "opened \(location) in \(command.executable)")
        } catch {
            messages.notice.show("Could not start \(command.executable) to open \(name): \(error.localizedDescription)")
        }
    }

    /// The cursor moved onto `key`: its item is selected and the part it styles outlined on the stage.
    private func cursorMoved(to key: EditPath) {
        guard let host, let spec = host.spec, let target = SourcePlace.target(of: key) else { return }
        let exists =
            switch target.item {
            case .alert(let id): spec.alert(id) != nil
            case .rocket(let id): spec.rockets.contains { $0.id == id }
            case .queue(let id): spec.queues.contains { $0.id == id }
            case .scenario(let id): spec.scenarios.contains { $0.id == id }
            case .screen(let id): spec.screens.contains { $0.id == id }
            }
        guard exists else { return }
        if host.selection != target.item {
            host.select(target.item)
            record(.stage, "source: \(key) selects \(target.item)")
        }
        guard let part = target.part else { return }
        // Outlined after the next painted frame (a new selection lays its alert out there).
        pendingPart = part
        host.stage?.widget.queueDraw()
    }

    /// Outlines the part the cursor's key styles, once the stage has laid it out.
    private func outlinePendingPart() {
        guard let part = pendingPart, let stage = host?.stage, let frame = stage.frame(of: part) else { return }
        pendingPart = nil
        stage.highlight(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// A click on the stage in inspect mode picked what `properties` style: the cursor goes to the first key the
    /// spec wrote for it.
    func stagePicked(_ properties: [StyleProperty]) {
        for property in properties {
            if case .spec(let location) = property.origin {
                pane.reveal(location)
                return
            }
        }
        if let location = host?.stage?.alertView?.spec.location { pane.reveal(location) }
    }

    /// Shows the source pane on the spec's tab with the cursor just after the first `needle` of its text
    /// (`flare bench keystroke`); false when the text has no `needle`.
    func placeCursor(after needle: String) -> Bool {
        pane.shown = true
        pane.reveal(SourceLocation(file: host?.specPath ?? "", line: 1, column: 1))
        guard let tab = pane.current, let range = tab.text.range(of: needle) else { return false }
        let before = tab.text[..<range.upperBound]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        tab.buffer.place(
            TextPlace(
                line: before.filter { $0 == "\n" }.count + 1,
                column: before[lineStart...].unicodeScalars.count + 1), scroll: tab.view)
        return true
    }

    /// A keystroke in the source pane's shown tab: `text` typed at the cursor, or Backspace when nil.
    func keystroke(_ text: String?) {
        guard let tab = pane.current else { return }
        if let text { tab.buffer.type(text) } else { tab.buffer.backspace() }
    }
}
