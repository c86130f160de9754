/// A queue's text in one locale (`locales.<code>.queues.<id>`): its banner popups' texts, by popup name. An image
/// popup has no text; alerts and rockets a queue shows are translated as themselves (`locales.<code>.alerts`).
public struct QueueText: Sendable, Hashable {
    /// Banner texts by popup name.
    public var banners: [String: String]

    public init(banners: [String: String] = [:]) {
        self.banners = banners
    }
}

extension Spec {
    /// `queue` in `locale` (nil: the spec's own text) with `stress` applied to its banners' texts.
    public func text(of queue: QueueSpec, locale code: String?, stress: TextStress) -> QueueSpec {
        var queue = queue
        if let code, let strings = locale(code)?.strings { queue = queue.mapTexts(strings.translate) }
        if let code, let text = locale(code)?.queues[queue.id] { queue = queue.translated(text) }
        return stress == .default ? queue : queue.mapTexts(stress.apply)
    }
}

extension QueueSpec {
    /// This queue with `f` applied to every banner's text.
    public func mapTexts(_ f: (String) -> String) -> QueueSpec {
        var q = self
        for i in q.popups.indices {
            guard case .view(let name, var view) = q.popups[i].target, case .banner(let text) = view.content else {
                continue
            }
            view.content = .banner(f(text))
            q.popups[i].target = .view(name: name, view)
        }
        return q
    }

    /// This queue with a locale's banner texts in place of its own (where the locale gives one).
    public func translated(_ t: QueueText) -> QueueSpec {
        var q = self
        for i in q.popups.indices {
            guard let text = t.banners[q.popups[i].name], case .view(let name, var view) = q.popups[i].target,
                case .banner = view.content
            else { continue }
            view.content = .banner(text)
            q.popups[i].target = .view(name: name, view)
        }
        return q
    }
}
