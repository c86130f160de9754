import FlareCore
import Foundation

/// Opening the spec where a finding is (a banner line, a Checks row) or where a value is written (an inspector
/// row's "Open in editor"): the two paths every view uses.
extension PreviewWindow {
    /// Shows the source pane with the cursor at `location` (its file's tab, scrolled there, focused). A file the
    /// pane does not show (a font, an image) opens in the user's editor instead.
    public func openSource(at location: SourceLocation) {
        source.shown = true
        guard source.reveal(location), let tab = source.current else { return openInEditor(location) }
        _ = tab.view.grabFocus()
        record(.spec, "source pane at \(location)")
    }

    /// Opens the file at `location`'s line in the user's editor (`EditorCommand`: `$VISUAL`, `$EDITOR`, GNOME Text
    /// Editor, else the desktop's handler) and says so in a toast, or why it could not.
    func openInEditor(_ location: SourceLocation) {
        let environment = area.layers.editorEnvironment
        let command = EditorCommand.opening(location, environment: environment)
        let name = URL(fileURLWithPath: location.file).lastPathComponent
        do {
            try command.launch(environment: environment)
            messages.notice.show("Opened \(name) at line \(location.line)")
            record(.spec, "opened \(location) in \(command.executable)")
        } catch {
            messages.notice.show("Could not start \(command.executable) to open \(name): \(error.localizedDescription)")
        }
    }
}
