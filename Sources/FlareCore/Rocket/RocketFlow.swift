import Foundation

/// A RocketAlert flow as a value-type state machine (seed-semantics.md §1 and Flare's rules).
/// Blocks are only appended; only the last block reacts; a block fires once; a block with `showNextAfter` > 0
/// fires by itself on the flow's clock and ignores taps. A block appears when the library shows it: the first one
/// after the 2 s opening, a fired block's `next` after its bounce (`RocketTiming`, `pending`). Time moves only
/// through `advance(to:)`, so timers are exact in tests and simulations; the panel calls it from a real-time
/// timeout. Every action returns the events it caused, in order (they are also kept in `events`).
public struct RocketFlow: Sendable, Hashable {
    public let spec: RocketSpec
    /// The ids of the blocks shown, in order (an id appears twice when a flow loops back).
    public private(set) var visible: [String] = []
    public private(set) var isShown = false
    public private(set) var dismissal: RocketDismissReason?
    /// Seconds on the flow's clock.
    public private(set) var now: Double
    /// When the last block fires by itself (its `showNextAfter` > 0), if it is waiting to.
    public private(set) var deadline: Double?
    /// Every event so far.
    public private(set) var events: [RocketEvent] = []
    /// Indices of blocks that have fired (one-shot).
    public private(set) var fired: Set<Int> = []
    /// What happens once the opening or a bounce ends (the block that appears, the dismissal), earliest first.
    public private(set) var pending: [RocketPending] = []
    public let timing: RocketTiming

    public init(_ spec: RocketSpec, now: Double = 0, timing: RocketTiming = .library) {
        self.spec = spec
        self.now = now
        self.timing = timing
    }

    public var isDismissed: Bool { dismissal != nil }
    /// When the flow next acts by itself (a pending block or dismissal, a `showNextAfter` timer), if ever.
    public var wake: Double? { [deadline, pending.first?.at].compactMap { $0 }.min() }
    /// Whether the flow will dismiss once a bounce ends (the close button was pressed, the last block fired).
    public var isClosing: Bool {
        pending.contains { if case .dismiss = $0.outcome { true } else { false } }
    }
    public var lastIndex: Int? { visible.isEmpty ? nil : visible.count - 1 }

    /// Shows the start block (once).
    @discardableResult
    public mutating func show() -> [RocketEvent] {
        let mark = events.count
        if isShown {
            ignore("show", "the rocket is already shown")
        } else if spec.block(spec.start) == nil {
            ignore("show", "the start block '\(spec.start)' does not exist")
        } else {
            isShown = true
            schedule(.append(spec.start), after: timing.opening)
        }
        return Array(events[mark...])
    }

    /// Moves the clock to `time`, showing every pending block and firing every timer due on the way, each at its
    /// own time.
    @discardableResult
    public mutating func advance(to time: Double) -> [RocketEvent] {
        let mark = events.count
        while let due = wake, due <= time {
            now = max(now, due)
            if let first = pending.first, first.at <= due {
                pending.removeFirst()
                switch first.outcome {
                case .append(let id): if !isDismissed { append(id) }
                case .dismiss(let reason): if !isDismissed { dismiss(reason) }
                }
            } else if let index = lastIndex {
                deadline = nil
                fire(index, by: .timer, next: Self.tapNext(spec.block(visible[index])!))
            } else {
                deadline = nil
            }
        }
        now = max(now, time)
        return Array(events[mark...])
    }

    /// Moves the clock on until nothing is pending (the opening or the last bounce has ended); timers that come
    /// due later are left waiting. What a script step, the tour and the export wait for.
    @discardableResult
    public mutating func settle() -> [RocketEvent] {
        guard let last = pending.last?.at else { return [] }
        return advance(to: last)
    }

    /// A tap on the block at `index` (the last block when nil). Text and image blocks with `showNextAfter` ≤ 0 or
    /// absent fire.
    @discardableResult
    public mutating func tap(_ index: Int? = nil) -> [RocketEvent] {
        let mark = events.count
        guard let (i, block) = interactive(index, "tap") else { return Array(events[mark...]) }
        switch block.content {
        case .text, .image:
            if let after = block.timer {
                ignore("tap", "block '\(block.id)' advances by itself after \(Self.seconds(after)) and ignores taps")
            } else {
                fire(i, by: .tap, next: Self.tapNext(block))
            }
        case .button: ignore("tap", "block '\(block.id)' is a button: press it")
        case .doubleButton: ignore("tap", "block '\(block.id)' is a double button: press left or right")
        case .input: ignore("tap", "block '\(block.id)' is an input: type and send")
        }
        return Array(events[mark...])
    }

    /// Presses `button` (`button` for a button block, `left`/`right` for a double button) on the block at `index`.
    @discardableResult
    public mutating func press(_ button: RocketStep.Button, _ index: Int? = nil) -> [RocketEvent] {
        let mark = events.count
        let action = "press \(button.rawValue)"
        guard let (i, block) = interactive(index, action) else { return Array(events[mark...]) }
        switch (block.content, button) {
        case (.button(let b), .button): fire(i, by: .press(button), next: b.next)
        case (.doubleButton(let l, _), .left): fire(i, by: .press(button), next: l.next)
        case (.doubleButton(_, let r), .right): fire(i, by: .press(button), next: r.next)
        case (.button, _): ignore(action, "block '\(block.id)' is a single button: press button")
        case (.doubleButton, _): ignore(action, "block '\(block.id)' is a double button: press left or right")
        default: ignore(action, "block '\(block.id)' has no button to press")
        }
        return Array(events[mark...])
    }

    /// Types `text` into the input block at `index` and sends it: the first branch whose pattern matches the
    /// whole text wins, else `next`; nothing → dismissal.
    @discardableResult
    public mutating func input(_ text: String, _ index: Int? = nil) -> [RocketEvent] {
        let mark = events.count
        let action = "input \"\(text)\""
        guard let (i, block) = interactive(index, action) else { return Array(events[mark...]) }
        if case .input(let b) = block.content {
            fire(i, by: .input(text), next: Self.route(text, b))
        } else {
            ignore(action, "block '\(block.id)' is not an input")
        }
        return Array(events[mark...])
    }

    /// The close button in the header: dismisses the rocket when it has one.
    @discardableResult
    public mutating func close() -> [RocketEvent] {
        let mark = events.count
        if !isShown {
            ignore("close", "the rocket is not shown")
        } else if isDismissed {
            ignore("close", "the rocket is already dismissed")
        } else if spec.closeButton == nil {
            ignore("close", "rocket '\(spec.id)' has no close button")
        } else if isClosing {
            ignore("close", "the rocket is already closing")
        } else {
            schedule(.dismiss(.closeButton), after: timing.bounce)
        }
        return Array(events[mark...])
    }

    /// Dismisses from outside the flow; logged with `reason` (the seed's `dismiss()` posts nothing).
    @discardableResult
    public mutating func dismiss(because reason: String) -> [RocketEvent] {
        let mark = events.count
        if isShown && !isDismissed { dismiss(.programmatic(reason)) }
        return Array(events[mark...])
    }

    /// Plays one script step (`wait` advances the clock from `now`).
    @discardableResult
    public mutating func apply(_ step: RocketStep) -> [RocketEvent] {
        switch step {
        case .tap: tap()
        case .wait(let seconds): advance(to: now + max(0, seconds))
        case .press(let button): press(button)
        case .input(let text): input(text)
        case .close: close()
        case .dismiss(let reason): dismiss(because: reason)
        }
    }

    /// Where the input block sends `text`: the first branch matching the whole text, else `next`.
    public static func route(_ text: String, _ block: RocketBlock.InputBlock) -> String? {
        for branch in block.branches where fullMatch(branch.match, text) { return branch.next }
        return block.next
    }

    /// Whether `pattern` matches all of `text` (an invalid pattern matches nothing; `flare check` reports it).
    public static func fullMatch(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z") else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, range: range) != nil
    }

    // MARK: - Internals

    private static func tapNext(_ block: RocketBlock) -> String? {
        switch block.content {
        case .text(let b): b.next
        case .image(let b): b.next
        default: nil
        }
    }

    private static func seconds(_ t: Double) -> String {
        t == t.rounded() ? "\(Int(t)) s" : "\(t) s"
    }

    /// The block an action addresses, if it may react: shown, not dismissed, the last one, not yet fired.
    private mutating func interactive(_ index: Int?, _ action: String) -> (Int, RocketBlock)? {
        guard isShown else {
            ignore(action, "the rocket is not shown")
            return nil
        }
        guard let last = lastIndex else {
            ignore(
                action, "the rocket is still opening (its first block appears after \(Self.seconds(timing.opening)))")
            return nil
        }
        if isDismissed {
            ignore(action, "the rocket is already dismissed")
            return nil
        }
        let i = index ?? last
        guard visible.indices.contains(i) else {
            ignore(action, "there is no block #\(i)")
            return nil
        }
        if fired.contains(i) {
            ignore(action, "block #\(i) '\(visible[i])' has already fired (a block fires once)")
            return nil
        }
        guard i == last else {
            ignore(action, "block #\(i) '\(visible[i])' is not the last block (only the last block reacts)")
            return nil
        }
        return (i, spec.block(visible[i])!)
    }

    private mutating func fire(_ index: Int, by trigger: RocketTrigger, next: String?) {
        fired.insert(index)
        deadline = nil
        events.append(RocketEvent(at: now, .fired(index: index, id: visible[index], by: trigger)))
        let outcome: RocketPending.Outcome =
            if let next, spec.block(next) != nil { .append(next) } else { .dismiss(.end) }
        schedule(outcome, after: timing.delay(after: trigger))
    }

    /// `outcome` once `delay` has passed (at once when it is 0), in time order with what is already pending.
    private mutating func schedule(_ outcome: RocketPending.Outcome, after delay: Double) {
        guard delay > 0 else {
            switch outcome {
            case .append(let id): append(id)
            case .dismiss(let reason): dismiss(reason)
            }
            return
        }
        let item = RocketPending(at: now + delay, outcome: outcome)
        pending.insert(item, at: pending.firstIndex { $0.at > item.at } ?? pending.count)
    }

    private mutating func append(_ id: String) {
        visible.append(id)
        events.append(RocketEvent(at: now, .blockAdded(index: visible.count - 1, id: id)))
        if let after = spec.block(id)?.timer {
            deadline = now + after
        }
    }

    private mutating func dismiss(_ reason: RocketDismissReason) {
        dismissal = reason
        deadline = nil
        pending = []
        events.append(RocketEvent(at: now, .dismissed(reason: reason, count: visible.count)))
    }

    private mutating func ignore(_ action: String, _ reason: String) {
        events.append(RocketEvent(at: now, .ignored(action: action, reason: reason)))
    }
}

extension RocketFlow {
    /// The same flow on a reloaded `spec`, at the same step, when every shown block still exists there; nil
    /// otherwise (the caller restarts from `start`). A pending timer restarts from `now`.
    public func resumed(with spec: RocketSpec) -> RocketFlow? {
        guard isShown, visible.allSatisfy({ spec.block($0) != nil }) else { return nil }
        var flow = RocketFlow(spec, now: now, timing: timing)
        flow.isShown = true
        flow.visible = visible
        flow.fired = fired
        flow.dismissal = dismissal
        flow.pending = pending.filter {
            if case .append(let id) = $0.outcome { spec.block(id) != nil } else { true }
        }
        if !isDismissed, let last = lastIndex, !fired.contains(last),
            let after = spec.block(visible[last])!.timer
        {
            flow.deadline = now + after
        }
        return flow
    }
}

extension RocketFlow {
    /// The flow started again at `block`, as if `block` were the rocket's start: shown, with `block` its only
    /// card, nothing fired, its timer (if any) counting from `now`. This is how a deep link's `?block=` starts a
    /// rocket and a click on a block of the map jumps there. Nil when the rocket has no block `block`.
    public func jumped(to block: String) -> RocketFlow? {
        guard spec.block(block) != nil else { return nil }
        var flow = RocketFlow(spec, now: now, timing: timing)
        flow.isShown = true
        flow.append(block)
        return flow
    }
}
