import FlareCore
import Foundation

/// What the canvas says when there is no stage to look at: a spec with nothing in it yet, and an alert that
/// closed (libadwaita's status page, each with its next step). The zoom is the stage's: insensitive meanwhile.
extension PreviewWindow {
    /// A spec that loaded but lists no alert, rocket, queue or scenario: how to add one.
    func showNothingState() {
        guard let spec, SpecItem.all(in: spec).isEmpty else {
            hideStatus()
            return
        }
        let name = (specPath as NSString).lastPathComponent
        let lines =
            (try? String(contentsOfFile: specPath, encoding: .utf8)).map { SourceLocation.lineCount(in: $0) } ?? 1
        showStatus(
            EmptyState.Content(
                icon: "document-new-symbolic", title: "Nothing to Preview Yet",
                description: "\(name) has no alerts, rockets, queues or scenarios. Add an alert under “alerts:” "
                    + "(an id, then its title) and save: it shows here at once.",
                button: (
                    "Open in Editor",
                    { [weak self] in
                        guard let self else { return }
                        sourceController.openSource(at: SourceLocation(file: specPath, line: lines, column: 1))
                    }
                )))
    }

    /// The selected alert closed (an action, the mask, Ctrl+W) and nothing is under it: Replay brings it back.
    func showClosedState() {
        guard case .alert(let id)? = selection else { return hideStatus() }
        showStatus(
            EmptyState.Content(
                icon: "media-playlist-repeat-symbolic", title: "“\(id)” Closed",
                description:
                    "The alert closed, as it would in the app. Replay it (Ctrl+R), "
                    + "or pick another item in the sidebar.",
                button: ("Replay", { [weak self] in self?.replay() })))
    }
}
