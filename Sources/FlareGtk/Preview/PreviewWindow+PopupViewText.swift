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
