/// `queues.<id>`: a PopupQueue setup (containers, popups, script).
extension DocumentParser {
    static let queueKeys = SpecKeys.queue
    static let popupKeys = SpecKeys.popup
    static let queueStepNames = SpecKeys.queueSteps
    static let bareQueueSteps = SpecKeys.queueBareSteps

    func readQueues(_ node: SpecNode) {
        forEachDefinition(node, section: "queues", what: "queue") { id, pair in
            guard let queue = cachedItem("queues", id, pair, { readQueue(id, pair) }) else { return }
            builder.sections.queues.append(queue)
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
            let hint =
                Suggestion.nearest(to: name, in: containers).map { "did you mean '\($0)'?" }
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
                let hasShow = p.has("show") || p.has("view")
                if !hasShow {
                    error(
                        "a popup is missing 'show' (alert/<id> or rocket/<id>) or 'view' (a banner or an image)",
                        at: p.node)
                }
                if p.has("show"), let view = p.key("view") {
                    error("a popup has 'show' and 'view'; keep one (what it puts on the stage)", at: view)
                }
                guard hasName, hasShow, let name = string(p, "name") else { continue }
                if let first = popupNodes[name] {
                    error(
                        "duplicate popup '\(name)' in queue '\(id)': it is already defined at \(location(first))",
                        at: p["name"]!)
                    continue
                }
                popupNodes[name] = p["name"]!
                var popup: PopupSpec
                if let node = p["show"] {
                    guard let show = target(node, "show", owner: "popup '\(name)'") else { continue }
                    popup = PopupSpec(name: name, show: show)
                } else {
                    guard let view = popupView(p["view"]!, key: p.key("view")!) else { continue }
                    popup = PopupSpec(name: name, view: view)
                }
                if let v = int(p, "priority") { popup.priority = v }
                if let node = p["container"], let c = string(node, "container"),
                    checkContainer(c, node, "popup '\(name)' is in container")
                {
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
                guard let (name, _, value) = step(item, names: Self.queueStepNames, bare: Self.bareQueueSteps) else {
                    continue
                }
                switch name {
                case "register":
                    guard let popup = scalarText(value!, "register", expected: "a popup name") else { continue }
                    guard popupNodes[popup] != nil else {
                        error(
                            "the script registers popup '\(popup)', which queue '\(id)' does not "
                                + "define\(Suggestion.hint(for: popup, in: popupNodes.keys))",
                            at: value!)
                        continue
                    }
                    registered.insert(popup)
                    script.append(.register(popup))
                case "top":
                    guard let c = scalarText(value!, "top", expected: "a container name"),
                        checkContainer(c, value!, "the script puts on top container")
                    else { continue }
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
                warning(
                    "popup '\(popup.name)' is never registered by the script of queue '\(id)'",
                    at: popupNodes[popup.name]!)
            }
        }
        return QueueSpec(
            id: id, containers: containers, top: top, autoPoll: bool(f, "autoPoll") ?? true,
            popups: popups, script: script, location: location(pair.key))
    }

    /// A popup's `view`: `{banner: TEXT, backgroundColor, textColor, font}` or `{image: FILE, height}`.
    private func popupView(_ node: SpecNode, key: SpecNode) -> PopupView? {
        guard let f = fields(node, "a popup's 'view'", allowed: SpecKeys.popupView) else { return nil }
        let kinds = f.order.filter { $0 == "banner" || $0 == "image" }
        guard let kind = kinds.first else {
            error("a popup's 'view' is missing 'banner' (its text) or 'image' (a file or a built-in icon)", at: f.node)
            return nil
        }
        if kinds.count > 1 { error("a popup's 'view' has 'banner' and 'image'; keep one", at: f.key(kinds[1])!) }
        var view: PopupView
        if kind == "banner" {
            guard let text = string(f, "banner") else { return nil }
            view = PopupView(.banner(text))
            for k in ["height"] where f.has(k) { error("'\(k)' is for an image view, not a banner", at: f.key(k)!) }
        } else {
            guard let source = image(f, "image") else { return nil }
            view = PopupView(.image(source, height: number(f, "height")))
            for k in PropertyCatalog.popupView.map(\.key) where f.has(k) {
                error("'\(k)' is for a banner, not an image view (an image draws itself)", at: f.key(k)!)
            }
        }
        read(PropertyCatalog.popupView, from: f, into: &view)
        view.keys["view"] = location(key)
        for k in f.order { if let at = f.key(k) { view.keys[k] = location(at) } }
        return view
    }

    /// `alert/<id>` or `rocket/<id>`; the id's existence is checked once every file is read.
    func target(_ node: SpecNode, _ key: String, owner: String) -> SpecItem? {
        guard let text = scalarText(node, key, expected: "alert/<id> or rocket/<id>") else { return nil }
        guard let target = SpecItem(text), target.isPresentable else {
            error("'\(text)' is not something to show (write alert/<id> or rocket/<id>)", at: node)
            return nil
        }
        builder.references.targets.append(.init(target: target, location: location(node), owner: owner))
        return target
    }
}
