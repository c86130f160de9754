/// `routes`: URL patterns with `{param}` placeholders, each opening a `flare://` URL.
extension DocumentParser {
    func readRoutes(_ node: SpecNode) {
        guard let pairs = pairs(node, "'routes'") else { return }
        for pair in pairs {
            guard let pattern = keyText(pair.key) else { continue }
            switch RoutePatternSyntax.parse(pattern) {
            case .failure(let problem):
                error("'\(pattern)' is not a valid route pattern: \(problem.reason)", at: pair.key)
                continue
            case .success:
                break
            }
            guard let scheme = pattern.firstIndex(of: ":"), pattern[..<scheme].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                  !pattern[..<scheme].isEmpty else {
                error("'\(pattern)' is not a URL pattern (write scheme://path, e.g. myapp://promo/{campaign})", at: pair.key)
                continue
            }
            if pattern.contains("?") || pattern.contains("#") {
                error("'\(pattern)' is not a route pattern: patterns match scheme, host and path; a URL's query and fragment "
                      + "are the route's options (use {name} in the target for ?name=…)", at: pair.key)
                continue
            }
            guard builder.define(pattern, in: "routes", at: location(pair.key), what: "route") else { continue }
            var targetNode = pair.value
            var suspendable = true
            var action: RouteAction?
            if case .mapping = pair.value.content {
                // `{target, suspendable, action}`.
                guard let f = fields(pair.value, "route '\(pattern)'", allowed: SpecKeys.route),
                      require(f, "target", in: "route '\(pattern)'") else { continue }
                targetNode = f["target"]!
                if let v = bool(f, "suspendable") { suspendable = v }
                if let node = f["action"] { action = readRouteAction(node, pattern) }
            }
            guard let target = scalarText(targetNode, pattern, expected: "a flare:// URL") else {
                if targetNode.isNull && !targetNode.isEmptyPlain { error("route '\(pattern)' has no target", at: targetNode) }
                continue
            }
            if case .script = action?.kind, !target.hasPrefix("flare://rocket/") {
                error("route '\(pattern)' plays a rocket script, but it opens '\(target)', not a rocket", at: pair.value)
            }
            builder.routes.append(RouteSpec(pattern: pattern, target: target, suspendable: suspendable, action: action,
                                            location: location(pair.key)))
            builder.routeTargetLocations.append(location(targetNode))
        }
    }

    /// `{show: alert/<id> | rocket/<id>, after: duration}` or `{script: [rocket steps], after: duration}`.
    private func readRouteAction(_ node: SpecNode, _ pattern: String) -> RouteAction? {
        guard let f = fields(node, "the action of route '\(pattern)'", allowed: SpecKeys.routeAction) else { return nil }
        let after = duration(f, "after") ?? 0
        switch (f["show"], f["script"]) {
        case (let show?, nil):
            return target(show, "show", owner: "route '\(pattern)'").map { RouteAction(after: after, .show($0)) }
        case (nil, let script?):
            let steps = readRocketScript(script)
            return steps.isEmpty ? nil : RouteAction(after: after, .script(steps))
        default:
            error("the action of route '\(pattern)' needs exactly one of 'show' (alert/<id> or rocket/<id>) or 'script' (rocket steps)",
                  at: node)
            return nil
        }
    }

    /// `routing: {suspended, resume, script}`; only one file of a spec may set it.
    func readRouting(_ node: SpecNode, at key: SpecNode) {
        if let first = builder.routing?.location {
            error("routing is already set at \(first)", at: key)
            return
        }
        guard let f = fields(node, "'routing'", allowed: SpecKeys.routing) else { return }
        var routing = RoutingSpec(location: location(key))
        if let v = bool(f, "suspended") { routing.suspended = v }
        if let v = choice(f, "resume", RoutingSpec.Policy.self) { routing.resume = v }
        if let script = f["script"], let list = items(script, "'script'") {
            for item in list {
                guard let (name, _, value) = step(item, names: SpecKeys.routingSteps, bare: ["suspend"]) else { continue }
                switch name {
                case "suspend": routing.script.append(.suspend)
                case "open":
                    if let url = scalarText(value!, "open", expected: "a URL") { routing.script.append(.open(url)) }
                default:
                    if let policy = choice(value!, "resume", RoutingSpec.Policy.self) { routing.script.append(.resume(policy)) }
                }
            }
        }
        builder.routing = routing
    }
}
