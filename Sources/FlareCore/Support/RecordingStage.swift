/// An in-memory stage: records every call and what is on screen (top-most last).
/// Used by engine tests and by `flare simulate`, where no window exists.
@MainActor
public final class RecordingStage: StagePresenting {
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        case present(SpecItem), dismiss(SpecItem)
        public var description: String {
            switch self {
            case .present(let t): "present \(t)"
            case .dismiss(let t): "dismiss \(t)"
            }
        }
    }

    public private(set) var calls: [Call] = []
    public private(set) var onScreen: [SpecItem] = []

    public init() {}

    public func present(_ target: SpecItem) {
        calls.append(.present(target))
        onScreen.removeAll { $0 == target }
        onScreen.append(target)
    }

    public func dismiss(_ target: SpecItem) {
        calls.append(.dismiss(target))
        onScreen.removeAll { $0 == target }
    }
}
