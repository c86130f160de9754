/// An in-memory stage: records every call and what is on screen (top-most last).
/// Used by engine tests and by `flare simulate`, where no window exists.
@MainActor
public final class RecordingStage: StagePresenting {
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        case present(PopupTarget), dismiss(PopupTarget)
        public var description: String {
            switch self {
            case .present(let t): "present \(t)"
            case .dismiss(let t): "dismiss \(t)"
            }
        }
    }

    public private(set) var calls: [Call] = []
    /// Alerts, rockets and custom view popups (`view/<name>`).
    public private(set) var onScreen: [PopupTarget] = []

    public init() {}

    public func present(_ target: SpecItem) { show(.item(target)) }
    public func dismiss(_ target: SpecItem) { hide(.item(target)) }
    public func present(view: PopupView, named name: String) { show(.view(name: name, view)) }
    public func dismiss(viewNamed name: String) {
        hide(
            onScreen.first { if case .view(name, _) = $0 { true } else { false } }
                ?? .view(name: name, PopupView(.banner(""))))
    }

    private func show(_ target: PopupTarget) {
        calls.append(.present(target))
        onScreen.removeAll { $0 == target }
        onScreen.append(target)
    }

    private func hide(_ target: PopupTarget) {
        calls.append(.dismiss(target))
        onScreen.removeAll { $0 == target }
    }
}
