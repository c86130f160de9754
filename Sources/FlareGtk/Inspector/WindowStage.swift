import FlareCore

/// The stage the inspector's sessions hold: the window's `StageController`, weakly, so a session (owned by the
/// inspector, owned by the window) does not keep the window's parts alive. Calls after they are gone do nothing.
@MainActor
final class WindowStage: StagePresenting {
    private weak var window: (any StagePresenting)?

    init(_ window: (any StagePresenting)?) { self.window = window }

    func present(_ target: SpecItem) { window?.present(target) }
    func dismiss(_ target: SpecItem) { window?.dismiss(target) }
    func present(view: PopupView, named name: String) { window?.present(view: view, named: name) }
    func dismiss(viewNamed name: String) { window?.dismiss(viewNamed: name) }
}
