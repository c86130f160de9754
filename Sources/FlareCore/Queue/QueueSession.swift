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
    /// The spec's alerts, for a tap on the mask (an alert not here hides on a tap, as the seed's default does).
    public var alerts: [AlertSpec] = []

    public init(_ spec: QueueSpec, stage: any StagePresenting) {
        self.spec = spec
        self.queue = PopupQueue(spec)
        self.stage = stage
    }

    /// Registers the spec's popup `name`; a name the queue does not define is refused (logged).
    public func register(_ name: String) {
        guard let popup = spec.popup(name) else {
            queue.note(
                .refused, name,
                "\(name) refused: queue '\(spec.id)' defines no popup '\(name)' (popups: "
                    + "\(spec.popups.map(\.name).joined(separator: ", ")))"
            )
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

    /// A tap on the mask behind the popup on screen (a script's `tapMask`): an alert whose mask tap hides it is
    /// closed by the user (`next()` follows, as `dismiss`), and DUX's `dismissCompletion` runs; otherwise it stays.
    public func tapMask() {
        guard let popup = queue.showing else {
            queue.note(.ignored, nil, "mask tapped: no popup on screen")
            onChange?()
            return
        }
        if case .view(_, let view) = popup.target {
            // An image popup dims the screen behind it, and a tap there closes it, as an alert's does by default; a
            // banner leaves the screen undimmed, so a tap beside it is a tap on the app.
            guard case .image = view.content else {
                queue.note(.ignored, popup.name, "mask tapped: \(popup.name) stays (a banner has no mask to tap)")
                onChange?()
                return
            }
            queue.note(
                .over, popup.name, "mask tapped: closing \(popup.name) (an image popup closes on a tap beside it)")
            stageDidDismiss()
            return
        }
        guard case .alert(let id)? = spec.popup(popup.name)?.show else {
            queue.note(.ignored, popup.name, "mask tapped: \(popup.name) stays (a rocket has no mask to tap)")
            onChange?()
            return
        }
        let alert = alerts.first { $0.id == id }
        guard alert?.hidesOnMaskTap ?? true else {
            let key = alert?.maskTapKey ?? ""
            queue.note(.ignored, popup.name, "mask tapped: \(popup.name) stays (alert '\(id)': \(key) is false)")
            onChange?()
            return
        }
        queue.note(
            .over, popup.name,
            "mask tapped: closing \(popup.name); dismissCompletion of '\(id)'"
                + (alert?.dismissCompletion.map { ": opens \($0)" } ?? " (none set)"))
        stageDidDismiss()
    }

    /// Plays one script step.
    public func apply(_ step: QueueStep) {
        switch step {
        case .register(let name): register(name)
        case .show: show()
        case .present: stageDidPresent()
        case .dismiss: stageDidDismiss()
        case .tapMask: tapMask()
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
