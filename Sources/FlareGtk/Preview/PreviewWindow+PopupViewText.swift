import FlareCore

extension PreviewWindow {
    /// The popup `name`'s view as the stage shows the spec: its banner in the window's locale and text fill, from the
    /// queue in use (`Spec.showing`); `view` itself when that queue has no such popup.
    func shown(_ view: PopupView, named name: String) -> PopupView {
        guard let spec, let id = inspector.queueSession?.spec.id,
            let queue = effective(spec).queues.first(where: { $0.id == id }), let shown = queue.popup(name)?.view
        else { return view }
        return shown
    }
}

extension PreviewWindow {
    /// After a reload rebuilt the stage: the view popup `session` still has on screen is drawn again, in the spec's
    /// look and text as they are now (an edit of its look keeps the session: `QueueSpec.flow`).
    func redrawPopupView(of session: QueueSession?) {
        guard shownPopupView == nil, let current = session?.queue.currentPopup,
            current.status == .showing || current.status == .willShow,
            case .view(let name, let view) = current.target
        else { return }
        present(view: view, named: name)
    }

    /// The queue and popup of the banner on the stage, for the Properties page (nil: no view popup is up).
    var shownPopupViewOwner: (queue: String, popup: String)? {
        guard let popup = shownPopupView?.name, let queue = inspector.queueSession?.spec.id else { return nil }
        return (queue, popup)
    }
}
