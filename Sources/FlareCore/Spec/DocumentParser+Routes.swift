/// `routes`: URL patterns with `{param}` placeholders, each opening a `flare://` URL.
extension DocumentParser {
    func readRoutes(_ node: SpecNode) {
        guard let pairs = pairs(node, "'routes'") else { return }
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            cachedRoute(key, pair)
        }
    }

    /// The route read at the previous load when nothing it depends on changed (`SpecItemCache`), or read now. Its id
    /// is defined either way (a reading that defined it is kept only when it reported nothing, so a kept reading's
    /// checks before the id's definition passed), then its route is added.
    private func cachedRoute(_ key: String, _ pair: SpecNode.Pair) {
        guard let items = builder.items else {
            readRoute(key, pair)
            return
        }
        let cacheKey = SpecItemCache.Key(
            section: "routes", file: document.absolutePath, display: document.displayPath, id: key)
        if let reading = items.kept(cacheKey, pair, builder: builder) {
            if builder.define(key, in: "routes", at: location(pair.key), what: "route") {
                items.reuse(cacheKey, reading, builder: builder)
            }
            return
        }
        let (defined, effects) = builder.recording { readRoute(key, pair) }
        if defined, effects.diagnostics == 0 { items.store(cacheKey, pair, item: true, effects: effects) }
    }

    /// Reads one route into the builder; true when it was added (its id defined).
    @discardableResult
    private func readRoute(_ key: String, _ pair: SpecNode.Pair) -> Bool {
        // A key with a scheme is a URL pattern; a plain id names a route from another entry source.
        let named = !key.contains(":") && Destination.isValidID(key)
        var pattern = key
        var source = RouteSource.url
        var targetNode = pair.value
        var suspendable = true
        var action: RouteAction?
        var namedFields: Fields?
        if named {
            let sources = RouteSource.allCases.map(\.rawValue)
            guard case .mapping = pair.value.content,
                let f = fields(pair.value, "route '\(key)'", allowed: SpecKeys.route + sources)
            else {
                error(
                    "route '\(key)' needs its source and target: {shortcut|activity|notification|url: …, target: "
                        + "flare://…}",
                    at: pair.value)
                return false
            }
            let given = RouteSource.allCases.filter { f[$0.rawValue] != nil }
            guard given.count == 1, let s = given.first else {
                error(
                    "route '\(key)' needs exactly one of 'url', 'shortcut' (a shortcut item's type), "
                        + "'activity' (a user activity's identifier) or 'notification' (a notification action's "
                        + "identifier)",
                    at: pair.value)
                return false
            }
            source = s
            namedFields = f
            guard let text = scalarText(f[s.rawValue]!, s.rawValue, expected: "a \(s.noun)") else { return false }
            pattern = text
        }
        let patternNode = named ? pair.value : pair.key
        switch RoutePattern.parse(pattern, source: source) {
        case .failure(let problem):
            error("'\(pattern)' is not a valid route pattern: \(problem.reason)", at: patternNode)
            return false
        case .success:
            break
        }
        if source == .url {
            guard let scheme = pattern.firstIndex(of: ":"),
                pattern[..<scheme].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                !pattern[..<scheme].isEmpty
            else {
                error(
                    "'\(pattern)' is not a URL pattern (write scheme://path, e.g. myapp://promo/{campaign})",
                    at: patternNode)
                return false
            }
            if pattern.contains("?") || pattern.contains("#") {
                error(
                    "'\(pattern)' is not a route pattern: patterns match scheme, host and path; "
                        + "a URL's query and fragment are the route's options (use {name} in the target for "
                        + "?name=…)", at: patternNode)
                return false
            }
        }
        guard builder.define(key, in: "routes", at: location(pair.key), what: "route") else { return false }
        if case .mapping = pair.value.content {
            // `{target, suspendable, action}` (and a named route's source, read above).
            guard let f = namedFields ?? fields(pair.value, "route '\(key)'", allowed: SpecKeys.route),
                require(f, "target", in: "route '\(key)'")
            else { return false }
            targetNode = f["target"]!
            if let v = bool(f, "suspendable") { suspendable = v }
            if let node = f["action"] { action = readRouteAction(node, key) }
        }
        guard let target = scalarText(targetNode, key, expected: "a flare:// URL") else {
            if targetNode.isNull && !targetNode.isEmptyPlain {
                error("route '\(key)' has no target", at: targetNode)
            }
            return false
        }
        if case .script = action?.kind, !target.hasPrefix("flare://rocket/") {
            error("route '\(key)' plays a rocket script, but it opens '\(target)', not a rocket", at: pair.value)
        }
        builder.sections.routes.append(
            RouteSpec(
                pattern: pattern, source: source, name: named ? key : nil, target: target,
                suspendable: suspendable, action: action, location: location(pair.key)))
        builder.references.routeTargets.append(location(targetNode))
        return true
    }

    /// `{show: alert/<id> | rocket/<id>, after: duration}` or `{script: [rocket steps], after: duration}`.
    private func readRouteAction(_ node: SpecNode, _ pattern: String) -> RouteAction? {
        guard let f = fields(node, "the action of route '\(pattern)'", allowed: SpecKeys.routeAction) else {
            return nil
        }
        let after = duration(f, "after") ?? 0
        switch (f["show"], f["script"]) {
        case (let show?, nil):
            return target(show, "show", owner: "route '\(pattern)'").map { RouteAction(after: after, .show($0)) }
        case (nil, let script?):
            let steps = readRocketScript(script)
            return steps.isEmpty ? nil : RouteAction(after: after, .script(steps))
        default:
            error(
                "the action of route '\(pattern)' needs exactly one of 'show' (alert/<id> or rocket/<id>) "
                    + "or 'script' (rocket steps)",
                at: node)
            return nil
        }
    }

    /// `screens: {<id>: image | {image}}`: the app's own screens, each a backdrop image routes open.
    func readScreens(_ node: SpecNode) {
        guard let pairs = pairs(node, "'screens'") else { return }
        for pair in pairs {
            guard let id = keyText(pair.key), checkId(id, at: pair.key, what: "screen") else { continue }
            var imageNode = pair.value
            if case .mapping = pair.value.content {
                guard let f = fields(pair.value, "screen '\(id)'", allowed: SpecKeys.screen),
                    require(f, "image", in: "screen '\(id)'")
                else { continue }
                imageNode = f["image"]!
            }
            guard let source = image(imageNode, "screen '\(id)'") else { continue }
            if case .builtin = source {
                error(
                    "screen '\(id)' must name an image file (a screenshot of that screen), not a built-in icon",
                    at: imageNode)
                continue
            }
            guard builder.define(id, in: "screens", at: location(pair.key), what: "screen") else { continue }
            builder.sections.screens.append(ScreenSpec(id: id, image: source, location: location(pair.key)))
        }
    }

    /// `routing: {suspended, resume, script}`; only one file of a spec may set it.
    func readRouting(_ node: SpecNode, at key: SpecNode) {
        if let first = builder.sections.routing?.location {
            error("routing is already set at \(first)", at: key)
            return
        }
        guard let f = fields(node, "'routing'", allowed: SpecKeys.routing) else { return }
        var routing = RoutingSpec(location: location(key))
        if let v = bool(f, "suspended") { routing.suspended = v }
        if let node = f["resume"], let v = readResume(node) { routing.resume = v }
        if let script = f["script"] { routing.script = readRoutingSteps(script, stored: false) }
        builder.sections.routing = routing
    }

    /// Routing steps: `{open: URL}`, `{shortcut|activity|notification: ID}`, `suspend`, `{resume: policy}`.
    /// `stored` (inside a custom policy): `{open: stored}` opens the request that was waiting.
    private func readRoutingSteps(_ node: SpecNode, stored: Bool) -> [RoutingSpec.Step] {
        guard let list = items(node, "'script'") else { return [] }
        var steps: [RoutingSpec.Step] = []
        for item in list {
            guard let (name, _, value) = step(item, names: SpecKeys.routingSteps, bare: ["suspend"]) else { continue }
            switch name {
            case "suspend": steps.append(.suspend)
            case "resume":
                if let policy = readResume(value!) { steps.append(.resume(policy)) }
            default:
                let source = RouteSource(rawValue: name) ?? .url
                guard let text = scalarText(value!, name, expected: "a \(source.noun)") else { continue }
                if text == "stored", source == .url {
                    if stored {
                        steps.append(.open(nil))
                    } else {
                        error("'{open: stored}' opens the waiting request in a custom resume policy only", at: value!)
                    }
                    continue
                }
                steps.append(.open(RouteRequest(source, text)))
            }
        }
        return steps
    }

    /// `execute` | `clear` | `none` | `{transform: REQUEST | stored}` | `{custom: [steps]}`.
    private func readResume(_ node: SpecNode) -> RoutingSpec.Resume? {
        if case .mapping(let pairs) = node.content {
            guard pairs.count == 1, let key = pairs[0].key.text, ["transform", "custom"].contains(key) else {
                error(
                    "a resume policy is execute, clear, none, {transform: URL | stored} or {custom: [steps]}", at: node)
                return nil
            }
            let value = pairs[0].value
            if key == "custom" { return .custom(readRoutingSteps(value, stored: true)) }
            guard let text = scalarText(value, "transform", expected: "a URL, a typed request or 'stored'") else {
                return nil
            }
            return .transform(text == "stored" ? nil : RouteRequest(parsing: text))
        }
        return choice(node, "resume", RoutingSpec.Policy.self).map { .policy($0) }
    }
}
