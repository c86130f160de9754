/// The PopupQueue engine (seed `hllGitHub/PopupQueue`, with Flare's rules): a pure value that decides which
/// popup the user gets, when, and why. It never touches the stage: each operation returns the `Effect`s a
/// `QueueSession` hands to a `StagePresenting`, and appends what happened, with its reason, to `log`.
///
/// Complexity: the waiting popups live in binary heaps keyed by (−priority, registration number), one heap for
/// the whole queue and one per container, with lazy deletion (a heap entry is live while its popup is still
/// waiting and its version matches). `register`, `show`, `present`, `dismiss`, `next`, `poll`, `pause` and
/// `setTop` cost O(log n) amortised; `clear` and `queued` (the ordered listing, for display) cost O(n log n).
public struct PopupQueue: Sendable {
    private struct Key: Comparable, Sendable {
        var priority: Int
        var order: Int
        var version: Int
        static func < (a: Key, b: Key) -> Bool {
            a.priority != b.priority ? a.priority > b.priority : a.order < b.order
        }
    }

    public private(set) var containers: [String]
    public private(set) var top: String
    public var autoPoll: Bool
    public private(set) var log: [LogEntry] = []
    /// Popups `next()` or `clear()` ended, in the order they ended (status `over`).
    public private(set) var finished: [Popup] = []

    private var popups: [Int: Popup] = [:]
    private var orderByName: [String: Int] = [:]
    private var versions: [Int: Int] = [:]
    private var waiting = BinaryHeap<Key>()
    private var waitingIn: [String: BinaryHeap<Key>] = [:]
    private var nextOrder = 0
    /// The popup `show()` chose (`willShow` or `showing`); it sits at the front and is never pre-empted.
    private var current: Int?
    /// Whether the stage was asked to present the current popup (false while it waits for its container).
    private var requested = false
    /// `poll()` does nothing before the first `show()`, as in the seed.
    public private(set) var started = false

    public init(containers: [String] = [QueueSpec.window], top: String = QueueSpec.window, autoPoll: Bool = true) {
        self.containers = containers.contains(QueueSpec.window) ? containers : [QueueSpec.window] + containers
        self.top = self.containers.contains(top) ? top : QueueSpec.window
        self.autoPoll = autoPoll
    }

    public init(_ spec: QueueSpec) {
        self.init(containers: spec.containers, top: spec.top, autoPoll: spec.autoPoll)
    }

    // MARK: Reading

    /// The queued popups in the order they will show: the current one first, then by priority (FIFO ties).
    public var queued: [Popup] {
        var rest = popups.filter { $0.key != current }.map(\.value)
        rest.sort { ($0.priority, -$0.order) > ($1.priority, -$1.order) }
        if let current, let popup = popups[current] { return [popup] + rest }
        return rest
    }

    /// The popup on screen (`showing`), if any.
    public var showing: Popup? {
        guard let current, let popup = popups[current], popup.status == .showing else { return nil }
        return popup
    }

    /// The popup `show()` chose, `willShow` or `showing`.
    public var currentPopup: Popup? { current.flatMap { popups[$0] } }

    public var count: Int { popups.count }

    public func contains(_ name: String) -> Bool { orderByName[name] != nil }

    public func popup(named name: String) -> Popup? { orderByName[name].flatMap { popups[$0] } }

    /// The front of the queue: the current popup, or else the first waiting one.
    public var front: Popup? {
        if let current { return popups[current] }
        return waiting.min.flatMap { popups[$0.order] }
    }

    // MARK: Operations

    /// Queues a popup; a name already queued is ignored (logged). With `autoPoll`, shows the front if it is ready.
    @discardableResult
    public mutating func register(_ spec: PopupSpec) -> [Effect] {
        if let order = orderByName[spec.name], let queued = popups[order] {
            note(
                .ignored, spec.name,
                "\(spec.name) ignored: it is already queued (\(queued.status.rawValue)); "
                    + "a duplicate name is ignored until next() removes it"
            )
            return []
        }
        guard containers.contains(spec.container) else {
            note(
                .refused, spec.name,
                "\(spec.name) refused: container '\(spec.container)' does not exist (containers: "
                    + "\(containers.joined(separator: ", ")))"
            )
            return []
        }
        let order = nextOrder
        nextOrder += 1
        popups[order] = Popup(
            name: spec.name, priority: spec.priority, container: spec.container,
            selfMaintain: spec.selfMaintain, target: spec.target, status: .ready, order: order)
        orderByName[spec.name] = order
        releasePaused()  // the seed sorts the whole queue again (Queue.swift:30-31)
        enqueue(order)
        note(
            .registered, spec.name,
            "registered \(spec.name) (priority \(spec.priority), in "
                + "\(spec.container)\(spec.selfMaintain ? ", selfMaintain" : ""))"
        )
        if autoPoll, let front, front.status == .ready {
            return show()
        }
        return []
    }

    /// The seed's `show()`: starts the front popup if it is `ready` (or `selfMaintain`). It is presented when its
    /// container is `window` or on top; otherwise it waits in `willShow`.
    @discardableResult
    public mutating func show() -> [Effect] {
        guard let front else {
            note(.idle, nil, "show: the queue is empty")
            return []
        }
        guard front.status == .ready || front.selfMaintain else {
            note(
                .refused, front.name,
                "show: \(front.name) is \(front.status.rawValue); show() only starts a ready popup (or a selfMaintain "
                    + "one)"
            )
            return []
        }
        return start(front.order)
    }

    /// The stage reports the current popup is on screen: `willShow` → `showing`.
    @discardableResult
    public mutating func present() -> [Effect] {
        guard let current, var popup = popups[current] else {
            note(.ignored, nil, "present ignored: no popup is waiting to be presented")
            return []
        }
        guard popup.status == .willShow, requested else {
            let why =
                popup.status == .showing
                ? "it is already showing"
                : "its container '\(popup.container)' is not on top (top: \(top))"
            note(.ignored, popup.name, "present ignored: \(popup.name) \(why)")
            return []
        }
        popup.status = .showing
        popups[current] = popup
        note(.showing, popup.name, "\(popup.name) is showing (the stage presented \(popup.target))")
        return []
    }

    /// The user closed the popup on screen: it ends and `next()` runs, unless it is `selfMaintain`. The seed: "if
    /// `selfMaintain` is true, PopupQueue removes it and runs the next popup event only when
    /// `PopupManager.shared.next()` is called explicitly" (README, 注意点); so a closed `selfMaintain` popup stays
    /// the current one (still `showing` to the queue, which never sees the screen) and the queue waits for `next()`.
    @discardableResult
    public mutating func dismiss() -> [Effect] {
        guard let current, let popup = popups[current], popup.status == .showing else {
            note(.ignored, nil, "dismiss ignored: no popup is on screen")
            return []
        }
        guard !popup.selfMaintain else {
            note(
                .ignored, popup.name,
                "\(popup.name) was closed on screen; it is selfMaintain, so it stays in the queue until next()")
            return []
        }
        return end(current, why: "dismissed")
    }

    /// The seed's `next()`: ends and removes the current popup (or else the front), then shows the new front.
    @discardableResult
    public mutating func next() -> [Effect] {
        guard let order = current ?? waiting.min?.order else {
            note(.idle, nil, "next: the queue is empty, nothing to end")
            return []
        }
        return end(order, why: "next()")
    }

    /// The seed's `pause()`: a `willShow` popup (not `selfMaintain`) goes back to `ready`; `showing` is left alone.
    /// The paused popup stays first in the queue (`PopupQueue.swift:136-146` changes its status only), until a
    /// `register` sorts the queue again or another popup starts.
    @discardableResult
    public mutating func pause() -> [Effect] {
        guard let current, var popup = popups[current] else {
            note(.idle, nil, "pause: no popup has been chosen, nothing to pause")
            return []
        }
        guard popup.status == .willShow else {
            note(
                .ignored, popup.name,
                "pause: \(popup.name) is \(popup.status.rawValue), left alone (pause only returns a willShow popup to "
                    + "ready)"
            )
            return []
        }
        guard !popup.selfMaintain else {
            note(.ignored, popup.name, "pause: \(popup.name) is selfMaintain, it stays in willShow")
            return []
        }
        var effects: [Effect] = []
        if requested { effects.append(.dismiss(popup.target)) }
        popup.status = .ready
        popups[current] = popup
        requested = false
        note(.paused, popup.name, "paused: \(popup.name) is back to ready and stays first in the queue")
        return effects
    }

    /// The seed's `poll()`: when nothing is chosen, shows the first popup whose container is `window` or on top.
    /// Does nothing before the first `show()` or while a popup is `willShow`/`showing`.
    @discardableResult
    public mutating func poll() -> [Effect] {
        guard started else {
            note(.idle, nil, "poll does nothing before the first show (as in the seed)")
            return []
        }
        if let current, let popup = popups[current] {
            // A paused popup is first in the queue the seed scans (PopupQueue.swift:159-166).
            if popup.status == .ready, isVisible(popup.container) { return start(current) }
            if popup.status != .ready {
                note(.idle, popup.name, "poll: \(popup.name) is \(popup.status.rawValue), nothing else starts")
                return []
            }
        }
        guard let order = firstEligible() else {
            let where_ = top == QueueSpec.window ? "window" : "window or \(top)"
            note(.idle, nil, "poll: no queued popup for \(where_)")
            return []
        }
        return start(order)
    }

    /// Empties the queue. The popup on screen (if any) stays there: the seed's `clear()` only replaces the queue
    /// (`PopupQueue.swift:110-112`); closing it on screen then ends nothing in the queue.
    @discardableResult
    public mutating func clear() -> [Effect] {
        let onScreen = current.flatMap { popups[$0] }.flatMap { requested || $0.status == .showing ? $0.name : nil }
        let names = queued.map(\.name)
        for var popup in queued {
            popup.status = .over
            finished.append(popup)
        }
        popups.removeAll()
        orderByName.removeAll()
        versions.removeAll()
        waiting.removeAll()
        waitingIn.removeAll()
        current = nil
        requested = false
        note(
            .cleared, nil,
            (names.isEmpty
                ? "clear: the queue was already empty" : "cleared \(names.count): \(names.joined(separator: ", "))")
                + (onScreen.map { "; \($0) stays on screen" } ?? ""))
        return []
    }

    /// Puts `container` on top (a view appeared). A popup waiting for it is presented; with `autoPoll`, an idle
    /// queue polls, as the seed's `viewDidAppear` does.
    @discardableResult
    public mutating func setTop(_ container: String) -> [Effect] {
        guard containers.contains(container) else {
            note(
                .refused, nil,
                "top refused: container '\(container)' does not exist (containers: "
                    + "\(containers.joined(separator: ", ")))"
            )
            return []
        }
        top = container
        note(.top, nil, "\(container) is on top")
        if let current, let popup = popups[current], popup.status != .ready {
            if popup.status == .willShow, !requested, isVisible(popup.container) {
                requested = true
                note(
                    .willShow, popup.name,
                    "\(popup.name) will show: its container \(popup.container) is on top, "
                        + "the stage is asked to present \(popup.target)"
                )
                return [.present(popup.target)]
            }
            return []
        }
        let pausedFirst = currentPopup.map { $0.status == .ready && isVisible($0.container) } ?? false
        if autoPoll, started, pausedFirst || firstEligible() != nil { return poll() }
        return []
    }

    // MARK: Internals

    private mutating func start(_ order: Int) -> [Effect] {
        guard var popup = popups[order] else { return [] }
        if current != order { releasePaused() }
        versions[order, default: 0] += 1  // its heap entries are stale now
        started = true
        current = order
        pruneWaiting()
        popup.status = .willShow
        popups[order] = popup
        if isVisible(popup.container) {
            requested = true
            note(.willShow, popup.name, "\(popup.name) will show: the stage is asked to present \(popup.target)")
            return [.present(popup.target)]
        }
        requested = false
        note(
            .waiting, popup.name,
            "\(popup.name) waits in willShow: its container \(popup.container) is not on top (top: \(top))")
        return []
    }

    private mutating func end(_ order: Int, why: String) -> [Effect] {
        guard var popup = popups[order] else { return [] }
        var effects: [Effect] = []
        if order == current, requested || popup.status == .showing { effects.append(.dismiss(popup.target)) }
        versions[order, default: 0] += 1
        popups[order] = nil
        versions[order] = nil
        orderByName[popup.name] = nil
        if order == current {
            current = nil
            requested = false
        }
        pruneWaiting()
        popup.status = .over
        finished.append(popup)
        note(.over, popup.name, "\(popup.name) is over (\(why)), removed from the queue")
        if front != nil { effects += show() }
        return effects
    }

    private mutating func enqueue(_ order: Int) {
        guard let popup = popups[order] else { return }
        let version = versions[order, default: 0] + 1
        versions[order] = version
        let key = Key(priority: popup.priority, order: order, version: version)
        waiting.push(key)
        waitingIn[popup.container, default: BinaryHeap()].push(key)
    }

    /// A heap entry is live while its popup is queued, not current, and the entry's version is the popup's.
    private func isLive(_ key: Key) -> Bool {
        key.order != current && popups[key.order] != nil && versions[key.order] == key.version
    }

    /// A paused popup (the current one, back to `ready`) leaves the front and waits by its priority again.
    private mutating func releasePaused() {
        guard let order = current, popups[order]?.status == .ready else { return }
        current = nil
        enqueue(order)
    }

    /// Drops stale entries off the top of the whole-queue heap, so `front` can read `waiting.min` (lazy deletion:
    /// each entry is pushed once and popped once, which keeps removals O(log n) amortised).
    private mutating func pruneWaiting() {
        while let key = waiting.min, !isLive(key) { waiting.popMin() }
    }

    /// The first waiting popup of one container, dropping stale entries on the way.
    private mutating func firstWaiting(in container: String) -> Int? {
        guard var heap = waitingIn[container] else { return nil }
        waitingIn[container] = nil  // keep the heap uniquely referenced while it is edited
        while let key = heap.min, !isLive(key) { heap.popMin() }
        let first = heap.min?.order
        waitingIn[container] = heap
        return first
    }

    private func firstWaitingPeek(_ order: Int?) -> Popup? { order.flatMap { popups[$0] } }

    /// The first waiting popup whose container is `window` or on top.
    private mutating func firstEligible() -> Int? {
        let inWindow = firstWaitingPeek(firstWaiting(in: QueueSpec.window))
        let inTop = top == QueueSpec.window ? nil : firstWaitingPeek(firstWaiting(in: top))
        switch (inWindow, inTop) {
        case let (a?, b?):
            return (a.priority, -a.order) >= (b.priority, -b.order) ? a.order : b.order
        case let (a?, nil): return a.order
        case let (nil, b?): return b.order
        default: return nil
        }
    }

    private func isVisible(_ container: String) -> Bool { container == QueueSpec.window || container == top }

    /// Appends to the log (the session uses it too, for requests the engine never sees).
    mutating func note(_ kind: LogEntry.Kind, _ popup: String?, _ message: String) {
        log.append(LogEntry(kind: kind, popup: popup, message: message))
    }
}
