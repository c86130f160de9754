import FlareCore

/// What a queue's view popups read and ask of the window.
@MainActor
protocol PopupViewHost: AnyObject {
    var stage: StageView? { get }
    /// The spec as the stage shows it (the header's device, the locale's text).
    var shownSpec: Spec? { get }
    /// The queue whose session plays on the stage, if any.
    var sessionQueueID: String? { get }
    func hideStatus()
    /// The inspector's sessions hear what the stage did (a view shown, a view the user closed).
    func stageReported(_ report: StageReport)
}

/// A queue's custom view popups (a banner, an image) on the window's stage: the queue session presents and
/// dismisses them through `WindowStage`; a view is on screen as soon as it is drawn (it has no show animation),
/// so the stage reports it presented at once.
@MainActor
final class PopupViewStage {
    private weak var host: (any PopupViewHost)?
    private let record: WindowLog.Record

    init(host: any PopupViewHost, record: @escaping WindowLog.Record) {
        self.host = host
        self.record = record
    }

    /// The custom view popup on the stage, if any.
    var shown: (name: String, view: PopupView)? {
        host?.stage?.popupView.map { ($0.name, $0.view) }
    }

    /// Draws the popup `name`'s view over the stage and reports it presented.
    func present(view: PopupView, named name: String) {
        guard let stage = host?.stage else { return }
        let view = shown(view, named: name)
        let layer = PopupViewLayer(
            view, name: name, device: stage.spec.stage.device, theme: stage.theme, scale: stage.scale
        ) {
            [weak self] warning in self?.record(.stage, warning)
        }
        layer.onTap = { [weak self] in self?.tapped(name) }
        stage.setPopupView(layer)
        host?.hideStatus()  // the stage has something to show: no "Closed" page over it
        record(.stage, "showing popup \(name): a \(view.kind)" + (view.text.map { " “\($0)”" } ?? ""))
        MainLoop.post { [weak self] in self?.host?.stageReported(.presented(.view(name))) }
    }

    /// Takes the popup `name`'s view off the stage (a session asked: not reported back as a user's dismissal).
    func dismiss(viewNamed name: String) {
        guard let stage = host?.stage, stage.popupView?.name == name else { return }
        stage.setPopupView(nil)
        record(.stage, "popup \(name) left the stage")
    }

    /// After a reload rebuilt the stage: the view popup `session` still has on screen is drawn again, in the spec's
    /// look and text as they are now (an edit of its look keeps the session: `QueueSpec.flow`).
    func redraw(of session: QueueSession?) {
        guard shown == nil, let current = session?.queue.currentPopup,
            current.status == .showing || current.status == .willShow,
            case .view(let name, let view) = current.target
        else { return }
        present(view: view, named: name)
    }

    /// The user closed the view on the stage: it leaves, and the sessions hear of it (the queue runs `next()`,
    /// unless the popup is `selfMaintain`).
    func tapped(_ name: String) {
        guard let stage = host?.stage, stage.popupView?.name == name else { return }
        stage.setPopupView(nil)
        record(.stage, "popup \(name) closed (tapped)")
        host?.stageReported(.dismissed(.view(name)))
    }

    /// The popup `name`'s view as the stage shows the spec: its banner in the window's locale and text fill, from the
    /// queue in use (`Spec.showing`); `view` itself when that queue has no such popup.
    private func shown(_ view: PopupView, named name: String) -> PopupView {
        guard let spec = host?.shownSpec, let id = host?.sessionQueueID,
            let queue = spec.queues.first(where: { $0.id == id }), let shown = queue.popup(name)?.view
        else { return view }
        return shown
    }
}
