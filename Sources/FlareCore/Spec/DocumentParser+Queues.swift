/// `queues.<id>`: a PopupQueue setup (containers, popups, script).
extension DocumentParser {
    static let queueKeys = SpecKeys.queue
    static let popupKeys = SpecKeys.popup
    static let queueStepNames = SpecKeys.queueSteps
    static let bareQueueSteps = SpecKeys.queueBareSteps

    func readQueues(_ node: SpecNode) {
        forEachDefinition(node, section: "queues", what: "queue") { id, pair in
            guard let queue = readQueue(id, pair) else { return }
            builder.queues.append(queue)
        }
    }

    private func readQueue(_ id: String, _ pair: SpecNode.Pair) -> QueueSpec? {
        guard let f = fields(pair.value, "queue '\(id)'", allowed: Self.queueKeys) else { return nil }
        var containers = [QueueSpec.window]
        if let node = f["containers"], let list = items(node, "'containers'") {
            for item in list {
                guard let name = scalarText(item, "containers", expected: "a container name") else { continue }
                if containers.contains(name) {
                    if name != QueueSpec.window { error("container '\(name)' is listed twice", at: item) }
                    continue
                }
                containers.append(name)
            }
        }
        func checkContainer(_ name: String, _ node: SpecNode, _ what: String) -> Bool {
            if containers.contains(name) { return true }
            let hint = Suggestion.nearest(to: name, in: containers).map { "did you mean '\($0)'?" }
                ?? "containers: \(containers.joined(separator: ", "))"
            error("\(what) '\(name)', which does not exist (\(hint))", at: node)
            return false
        }
        var top = QueueSpec.window
        if let node = f["top"], let name = string(node, "top"), checkContainer(name, node, "'top' names container") {
            top = name
        }
        var popups: [PopupSpec] = []
        var popupNodes: [String: SpecNode] = [:]
        if let node = f["popups"], let list = items(node, "'popups'") {
            for item in list {
                guard let p = fields(item, "a popup", allowed: Self.popupKeys) else { continue }
                let hasName = require(p, "name", in: "a popup")
                let hasShow = require(p, "show", in: "a popup")
                guard hasName, hasShow, let name = string(p, "name") else { continue }
                if let first = popupNodes[name] {
                    error("duplicate popup '\(name)' in queue '\(id)': it is already defined at \(location(first))", at: p["name"]!)
                    continue
                }
                popupNodes[name] = p["name"]!
                guard let show = target(p["show"]!, "show", owner: "popup '\(name)'") else { continue }
                var popup = PopupSpec(name: name, show: show)
                if let v = int(p, "priority") { popup.priority = v }
                if let node = p["container"], let c = string(node, "container"),
                   checkContainer(c, node, "popup '\(name)' is in container") {
                    popup.container = c
                }
                if let v = bool(p, "selfMaintain") { popup.selfMaintain = v }
                popups.append(popup)
            }
        }
        var script: [QueueStep] = []
        var registered = Set<String>()
        if let node = f["script"], let list = items(node, "'script'") {
            for item in list {
                guard let (name, _, value) = step(item, names: Self.queueStepNames, bare: Self.bareQueueSteps) else { continue }
                switch name {
                case "register":
                    guard let popup = scalarText(value!, "register", expected: "a popup name") else { continue }
                    guard popupNodes[popup] != nil else {
                        error("the script registers popup '\(popup)', which queue '\(id)' does not define\(Suggestion.hint(for: popup, in: popupNodes.keys))", at: value!)
                        continue
                    }
                    registered.insert(popup)
                    script.append(.register(popup))
                case "top":
                    guard let c = scalarText(value!, "top", expected: "a container name"),
                          checkContainer(c, value!, "the script puts on top container") else { continue }
                    script.append(.top(c))
                case "show": script.append(.show)
                case "present": script.append(.present)
                case "dismiss": script.append(.dismiss)
                case "tapMask": script.append(.tapMask)
                case "poll": script.append(.poll)
                case "pause": script.append(.pause)
                case "next": script.append(.next)
                default: script.append(.clear)
                }
            }
            for popup in popups where !registered.contains(popup.name) {
                warning("popup '\(popup.name)' is never registered by the script of queue '\(id)'", at: popupNodes[popup.name]!)
            }
        }
        return QueueSpec(id: id, containers: containers, top: top, autoPoll: bool(f, "autoPoll") ?? true,
                         popups: popups, script: script, location: location(pair.key))
    }

    /// `alert/<id>` or `rocket/<id>`; the id's existence is checked once every file is read.
    func target(_ node: SpecNode, _ key: String, owner: String) -> SpecItem? {
        guard let text = scalarText(node, key, expected: "alert/<id> or rocket/<id>") else { return nil }
        guard let target = SpecItem(text), target.isPresentable else {
            error("'\(text)' is not something to show (write alert/<id> or rocket/<id>)", at: node)
            return nil
        }
        builder.targetReferences.append(.init(target: target, location: location(node), owner: owner))
        return target
    }
}
