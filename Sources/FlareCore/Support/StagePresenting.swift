/// How the engines reach the stage (STYLE rule 2): the GTK previewer implements it, tests and
/// simulations use `RecordingStage`. The engines themselves stay pure values; sessions call this.
@MainActor
public protocol StagePresenting: AnyObject {
    /// Put the alert or rocket on the stage (specs name nothing else to show: `SpecItem.isPresentable`).
    func present(_ target: SpecItem)
    /// Take it off the stage (closed by the engine, not by the user).
    func dismiss(_ target: SpecItem)
}
