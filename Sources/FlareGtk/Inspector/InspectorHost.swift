import FlareCore

/// What the inspector and its pages read and ask of the window: the spec and what the stage shows, the log, routing,
/// the edits (`PropertiesHost`), and a few of the window's jobs. The window answers it; the inspector holds it
/// weakly and never the window itself.
@MainActor
protocol InspectorHost: PropertiesHost {
    var specPath: String { get }
    /// Where the window keeps what it remembers between runs (nil: nothing is persisted).
    var stateDirectory: String? { get }
    var deviceOverride: Stage.Device? { get }
    /// The visible alerts, top-most last.
    var stack: AlertStack { get }
    var stage: StageView? { get }
    var shownPopupView: (name: String, view: PopupView)? { get }
    /// The window's event log.
    var log: EventLog { get }
    /// Deep links and their routing (the Routes page's buttons).
    var routing: any RoutingControls { get }
    func record(_ source: EventLog.Source, _ message: String)
    /// A short notice over the canvas ("Copied …").
    func showNotice(_ message: String)
    func setTheme(_ theme: Theme)
    /// Opens `location` in the source pane (or the user's editor).
    func openSource(at location: SourceLocation)
    /// The queue session changed: its view popup on the stage follows it.
    func redrawPopupViews(of session: QueueSession?)
    /// The pane was shown or hidden (the header's toggle follows; an empty state may say where to play an item).
    func inspectorShown(_ visible: Bool)
}
