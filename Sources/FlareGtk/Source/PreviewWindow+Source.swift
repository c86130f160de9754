import FlareCore
import Foundation

/// The window's side of the source pane (SourcePane.swift): loads with the pane's unsaved texts, the cursor's key
/// selecting on the stage, a click on the stage in inspect mode moving the cursor, Ctrl+E.
extension PreviewWindow {
    /// The source pane's side of a load: its files and what to underline (a failed load keeps the tabs).
    func sourceLoaded(_ result: LoadResult) {
        source.loaded(files: result.spec?.files, diagnostics: result.diagnostics)
    }

    /// Connects the pane to the window (once, from `init`).
    func wireSource() {
        // The pane edits spec texts only: a text-only change updates the stage in place, as a save does.
        source.onEdited = { [weak self] in self?.load(reason: "edited", specTextOnly: true, diskUnchanged: true) }
        source.onNotice = { [weak self] message in
            self?.messages.notice.show(message)
            self?.record(.spec, message)
        }
        source.onCursorKey = { [weak self] _, key in self?.sourceCursorMoved(to: key) }
        let style = StyleManager.standard
        source.setDark(style.dark)
        style.connect(.darkChanged) { [weak self, weak style] in
            if let self, let style { self.source.setDark(style.dark) }
        }
        observeFrames { [weak self] _ in self?.outlinePendingPart() }
        // Unsaved edits in the pane are never closed away silently: the pane asks first.
        window.connect(.closeRequest) { [weak self] in
            guard let self else { return false }
            return !self.source.mayClose()
        }
        source.onCloseConfirmed = { [weak self] in self?.window.close() }
        source.opened(spec: specPath)
    }

    /// Shows or hides the source pane (Ctrl+E).
    public func toggleSource() {
        source.shown.toggle()
        record(.stage, "source pane \(source.shown ? "shown" : "hidden")")
        if source.shown, let tab = source.current { _ = tab.view.grabFocus() }
    }

    /// Shows the source pane on the spec's tab with the cursor just after the first `needle` of its text
    /// (`flare bench keystroke`); false when the text has no `needle`.
    public func placeSourceCursor(after needle: String) -> Bool {
        source.shown = true
        source.reveal(SourceLocation(file: specPath, line: 1, column: 1))
        guard let tab = source.current, let range = tab.text.range(of: needle) else { return false }
        let before = tab.text[..<range.upperBound]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        tab.buffer.place(
            TextPlace(
                line: before.filter { $0 == "\n" }.count + 1,
                column: before[lineStart...].unicodeScalars.count + 1), scroll: tab.view)
        return true
    }

    /// A keystroke in the source pane's shown tab: `text` typed at the cursor, or Backspace when nil.
    public func keystrokeInSource(_ text: String?) {
        guard let tab = source.current else { return }
        if let text { tab.buffer.type(text) } else { tab.buffer.backspace() }
    }

    /// The cursor moved onto `key`: its item is selected and the part it styles outlined on the stage.
    func sourceCursorMoved(to key: EditPath) {
        guard let spec, let target = SourcePlace.target(of: key) else { return }
        let exists =
            switch target.item {
            case .alert(let id): spec.alert(id) != nil
            case .rocket(let id): spec.rockets.contains { $0.id == id }
            case .queue(let id): spec.queues.contains { $0.id == id }
            case .scenario(let id): spec.scenarios.contains { $0.id == id }
            case .screen(let id): spec.screens.contains { $0.id == id }
            }
        guard exists else { return }
        if selection != target.item {
            select(target.item)
            record(.stage, "source: \(key) selects \(target.item)")
        }
        guard let part = target.part else { return }
        // Outlined after the next painted frame (a new selection lays its alert out there).
        source.pendingPart = part
        stage?.widget.queueDraw()
    }

    /// Outlines the part the cursor's key styles, once the stage has laid it out.
    func outlinePendingPart() {
        guard let part = source.pendingPart, let stage, let frame = stage.frame(of: part) else { return }
        source.pendingPart = nil
        stage.highlight(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// A click on the stage in inspect mode picked what `properties` style: the cursor goes to the first key the
    /// spec wrote for it.
    func stagePicked(_ properties: [StyleProperty]) {
        for property in properties {
            if case .spec(let location) = property.origin {
                source.reveal(location)
                return
            }
        }
        if let location = stage?.alertView?.spec.location { source.reveal(location) }
    }
}
