/// Drives a `PopupQueue` for one spec queue and hands its effects to the stage (STYLE rule 2): the previewer
/// passes its stage, tests and `flare simulate` pass a `RecordingStage`. The stage reports back through
/// `stageDidPresent()` and `stageDidDismiss()`.
@MainActor
public final class QueueSession {
    public let spec: QueueSpec
    public private(set) var queue: PopupQueue
    public let stage: any StagePresenting
    /// Called after every operation (the inspector refreshes its table).
    public var onChange: (() -> Void)?

    public init(_ spec: QueueSpec, stage: any StagePresenting) {
        self.spec = spec
        self.queue = PopupQueue(spec)
        self.stage = stage
    }

    /// Registers the spec's popup `name`; a name the queue does not define is refused (logged).
    public func register(_ name: String) {
        guard let popup = spec.popup(name) else {
            queue.note(.refused, name, "\(name) refused: queue '\(spec.id)' defines no popup '\(name)' (popups: \(spec.popups.map(\.name).joined(separator: ", ")))")
            onChange?()
            return
        }
        perform { $0.register(popup) }
    }

    public func show() { perform { $0.show() } }
    public func next() { perform { $0.next() } }
    public func poll() { perform { $0.poll() } }
    public func pause() { perform { $0.pause() } }
    public func clear() { perform { $0.clear() } }
    public func setTop(_ container: String) { perform { $0.setTop(container) } }
    /// The stage shows the current popup: `willShow` → `showing`.
    public func stageDidPresent() { perform { $0.present() } }
    /// The user closed the popup on screen: `next()` runs (not for a `selfMaintain` popup: it waits for `next()`).
    public func stageDidDismiss() { perform { $0.dismiss() } }

    /// Plays one script step.
    public func apply(_ step: QueueStep) {
        switch step {
        case .register(let name): register(name)
        case .show: show()
        case .present: stageDidPresent()
        case .dismiss: stageDidDismiss()
        case .poll: poll()
        case .pause: pause()
        case .next: next()
        case .clear: clear()
        case .top(let container): setTop(container)
        }
    }

    private func perform(_ operation: (inout PopupQueue) -> [PopupQueue.Effect]) {
        let effects = operation(&queue)
        for effect in effects {
            switch effect {
            case .present(let target): stage.present(target)
            case .dismiss(let target): stage.dismiss(target)
            }
        }
        onChange?()
    }
}
