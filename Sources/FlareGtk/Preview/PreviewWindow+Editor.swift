import FlareCore
import Foundation

/// Opening the spec where a finding is: a banner line, a check. One path for all of them, so a source pane
/// beside the stage can take it over from the editor.
extension PreviewWindow {
    /// Opens the file at `location`'s line in the user's editor (`EditorCommand`: `$VISUAL`, `$EDITOR`, GNOME Text
    /// Editor, else the desktop's handler) and says so in a toast, or why it could not.
    public func openSource(at location: SourceLocation) {
        let environment = layers.editorEnvironment
        let command = EditorCommand.opening(location, environment: environment)
        let name = URL(fileURLWithPath: location.file).lastPathComponent
        do {
            try command.launch(environment: environment)
            notice.show("Opened \(name) at line \(location.line)")
            record(.spec, "opened \(location) in \(command.executable)")
        } catch {
            notice.show("Could not start \(command.executable) to open \(name): \(error.localizedDescription)")
        }
    }
}
