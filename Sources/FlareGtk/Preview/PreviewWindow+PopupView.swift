import FlareCore

/// A queue's custom view popups (a banner, an image) on the window's stage: the queue session presents and
/// dismisses them through `WindowStage`; a view is on screen as soon as it is drawn (it has no show animation),
/// so the stage reports it presented at once.
extension PreviewWindow {
    /// Draws the popup `name`'s view over the stage and reports it presented.
    public func present(view: PopupView, named name: String) {
        guard let stage else { return }
        let view = shown(view, named: name)
        let layer = PopupViewLayer(
            view, name: name, device: stage.spec.stage.device, theme: stage.theme, scale: stage.scale
        ) {
            [weak self] warning in self?.record(.stage, warning)
        }
        layer.onTap = { [weak self] in self?.popupViewTapped(name) }
        stage.setPopupView(layer)
        hideStatus()  // the stage has something to show: no "Closed" page over it
        record(.stage, "showing popup \(name): a \(view.kind)" + (view.text.map { " “\($0)”" } ?? ""))
        MainLoop.post { [weak self] in self?.onStageReport?(.presented(.view(name))) }
    }

    /// Takes the popup `name`'s view off the stage (a session asked: not reported back as a user's dismissal).
    public func dismiss(viewNamed name: String) {
        guard let stage, stage.popupView?.name == name else { return }
        stage.setPopupView(nil)
        record(.stage, "popup \(name) left the stage")
    }

    /// The user closed the view on the stage: it leaves, and the sessions hear of it (the queue runs `next()`,
    /// unless the popup is `selfMaintain`).
    func popupViewTapped(_ name: String) {
        guard let stage, stage.popupView?.name == name else { return }
        stage.setPopupView(nil)
        record(.stage, "popup \(name) closed (tapped)")
        onStageReport?(.dismissed(.view(name)))
    }

    /// The custom view popup on the stage, if any.
    public var shownPopupView: (name: String, view: PopupView)? {
        stage?.popupView.map { ($0.name, $0.view) }
    }
}
