@testable import FlareCore

/// A deliberately naive popup queue (an array, sorted on every read) that follows the same written rules as
/// `PopupQueue`: the property tests check the heaps and lazy deletion against it.
struct QueueReferenceModel {
    struct Item: Equatable { var spec: PopupSpec; var status: PopupStatus; var order: Int }

    var containers: [String]
    var top: String
    var autoPoll: Bool
    var items: [Item] = []
    var current: String?
    var requested = false
    var started = false
    var nextOrder = 0
    var over: [String] = []

    func ordered() -> [Item] {
        let rest = items.filter { $0.spec.name != current }.sorted {
            $0.spec.priority != $1.spec.priority ? $0.spec.priority > $1.spec.priority : $0.order < $1.order
        }
        if let current, let item = items.first(where: { $0.spec.name == current }) { return [item] + rest }
        return rest
    }

    func visible(_ c: String) -> Bool { c == QueueSpec.window || c == top }
    func index(_ name: String) -> Int { items.firstIndex { $0.spec.name == name }! }

    mutating func register(_ p: PopupSpec) -> [PopupQueue.Effect] {
        guard !items.contains(where: { $0.spec.name == p.name }), containers.contains(p.container) else { return [] }
        if let name = current, items[index(name)].status == .ready { current = nil }  // a paused popup is sorted again
        items.append(Item(spec: p, status: .ready, order: nextOrder))
        nextOrder += 1
        if autoPoll, let f = ordered().first, f.status == .ready { return show() }
        return []
    }

    mutating func show() -> [PopupQueue.Effect] {
        guard let f = ordered().first, f.status == .ready || f.spec.selfMaintain else { return [] }
        return start(f.spec.name)
    }

    mutating func start(_ name: String) -> [PopupQueue.Effect] {
        started = true
        current = name
        items[index(name)].status = .willShow
        requested = visible(items[index(name)].spec.container)
        return requested ? [.present(items[index(name)].spec.target)] : []
    }

    mutating func present() {
        if let current, items[index(current)].status == .willShow, requested { items[index(current)].status = .showing }
    }

    mutating func dismiss() -> [PopupQueue.Effect] {
        guard let current, items[index(current)].status == .showing, !items[index(current)].spec.selfMaintain else {
            return []
        }
        return end(current)
    }

    mutating func next() -> [PopupQueue.Effect] {
        guard let name = current ?? ordered().first?.spec.name else { return [] }
        return end(name)
    }

    mutating func end(_ name: String) -> [PopupQueue.Effect] {
        let item = items[index(name)]
        var effects: [PopupQueue.Effect] = []
        if name == current, requested || item.status == .showing { effects.append(.dismiss(item.spec.target)) }
        items.remove(at: index(name))
        over.append(name)
        if name == current { current = nil; requested = false }
        if !items.isEmpty { effects += show() }
        return effects
    }

    mutating func pause() -> [PopupQueue.Effect] {
        guard let name = current, items[index(name)].status == .willShow, !items[index(name)].spec.selfMaintain else {
            return []
        }
        items[index(name)].status = .ready
        let effects: [PopupQueue.Effect] = requested ? [.dismiss(items[index(name)].spec.target)] : []
        requested = false  // it stays current: first in the queue
        return effects
    }

    mutating func poll() -> [PopupQueue.Effect] {
        if let name = current, items[index(name)].status != .ready { return [] }
        guard started, let first = ordered().first(where: { visible($0.spec.container) }) else { return [] }
        return start(first.spec.name)
    }

    mutating func clear() -> [PopupQueue.Effect] {
        over += ordered().map(\.spec.name)
        items.removeAll()
        current = nil
        requested = false
        return []  // the popup on screen stays there
    }

    mutating func setTop(_ c: String) -> [PopupQueue.Effect] {
        guard containers.contains(c) else { return [] }
        top = c
        if let name = current, items[index(name)].status != .ready {
            let item = items[index(name)]
            if item.status == .willShow, !requested, visible(item.spec.container) {
                requested = true
                return [.present(item.spec.target)]
            }
            return []
        }
        if autoPoll, started, ordered().contains(where: { visible($0.spec.container) }) { return poll() }
        return []
    }
}
