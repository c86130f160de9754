import FlareCore

/// What the window's `win.*` actions drive (`PreviewActions`): the part that owns each job (the chrome's commands,
/// sidebar, panes and header; the canvas's inspect and compare; the stage and view controllers; the edits,
/// inspector and source pane), the toplevel they run in, the log, and opening, reloading and closing the spec.
@MainActor
protocol ActionsHost: SpecAndSelection {
    var toplevel: Window { get }
    var chrome: WindowChrome { get }
    var area: CanvasArea { get }
    var stageController: StageController! { get }
    var viewController: ViewController! { get }
    var edits: WindowEdits { get }
    var inspector: Inspector! { get }
    var sourceController: SourceController { get }
    func record(_ source: EventLog.Source, _ message: String)
    func open(specPath: String)
    func reload()
    func close()
}
