/// How the engines reach the stage (STYLE rule 2): the GTK previewer implements it, tests and
/// simulations use `RecordingStage`. The engines themselves stay pure values; sessions call this.
@MainActor
public protocol StagePresenting: AnyObject {
    /// Put the alert or rocket on the stage (specs name nothing else to show: `SpecItem.isPresentable`).
    func present(_ target: SpecItem)
    /// Take it off the stage (closed by the engine, not by the user).
    func dismiss(_ target: SpecItem)
    /// Put a queue's custom view popup (a banner, an image) on the stage, under its popup's name.
    func present(view: PopupView, named name: String)
    /// Take the custom view popup `name` off the stage.
    func dismiss(viewNamed name: String)
}

extension StagePresenting {
    /// A stage that only ever gets alerts and rockets (a scenario's) has no custom views to draw.
    public func present(view: PopupView, named name: String) {}
    public func dismiss(viewNamed name: String) {}

    /// Puts a queued popup's target on the stage.
    public func present(_ target: PopupTarget) {
        switch target {
        case .item(let item): present(item)
        case .view(let name, let view): present(view: view, named: name)
        }
    }

    /// Takes a queued popup's target off the stage.
    public func dismiss(_ target: PopupTarget) {
        switch target {
        case .item(let item): dismiss(item)
        case .view(let name, _): dismiss(viewNamed: name)
        }
    }
}
