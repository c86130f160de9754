import FlareCore
import Foundation

/// What the canvas says when there is no stage to look at (libadwaita's status page, each with its next step): a
/// queue or scenario selected (how to play it), a spec with nothing in it yet, an alert that closed. The zoom is
/// the stage's: insensitive meanwhile.
extension StageController {
    /// Shows `content` as the canvas's empty state, over the stage.
    func showStatus(_ content: EmptyState.Content) {
        area.status.show(content)
        chrome?.setZoomEnabled(false)
    }

    func hideStatus() {
        area.status.hide()
        chrome?.setZoomEnabled(true)
    }

    /// What the stage says while the selection is a queue or a scenario and none of its alerts is shown:
    /// what the item is, and how to play it (the inspector, with a button that opens it on the item's page).
    func showEmptyState() {
        if shownPopupView != nil { return hideStatus() }  // a queue's banner or image is on the stage
        let page: String, what: String
        switch selection {
        case .queue(let id)?:
            page = "queue"
            what = "“\(id)” is a queue: its popups show here one at a time, by priority."
        case .scenario(let id)?:
            page = "scenario"
            what = "“\(id)” is a scenario: it shows its alert when its conditions are met."
        case .alert?:
            showClosedState()
            return
        case .rocket?, .screen?:
            hideStatus()
            return
        case nil:
            showNothingState()
            return
        }
        // With the inspector open, the way to play it is already on screen: say where, with no button.
        let open = inspector?.isVisible == true
        let tab = page == "queue" ? "Queue" : "Scenarios"
        let how = open ? " Play it in the inspector’s \(tab) page." : " Open the inspector (Ctrl+I) to play it."
        var button: (title: String, action: @MainActor () -> Void)?
        if !open {
            button = (
                "Open the Inspector",
                { [weak self] in
                    self?.inspector?.setVisible(true)
                    self?.inspector?.showPage(page)
                }
            )
        }
        showStatus(
            EmptyState.Content(
                icon: page == "queue" ? "view-list-ordered-symbolic" : "preferences-system-time-symbolic",
                title: "\(page == "queue" ? "Queue" : "Scenario") “\(selection?.id ?? "")”",
                description: what + how, button: button))
    }

    /// The inspector was shown or hidden: a queue's or scenario's empty state says where to play it.
    func inspectorVisibilityChanged() {
        switch selection {
        case .queue?, .scenario?: showEmptyState()
        default: break
        }
    }

    /// A spec that loaded but lists no alert, rocket, queue or scenario: how to add one.
    func showNothingState() {
        guard let spec, SpecItem.all(in: spec).isEmpty else {
            hideStatus()
            return
        }
        let specPath = state.specPath
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
                        source?.openSource(at: SourceLocation(file: state.specPath, line: lines, column: 1))
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
