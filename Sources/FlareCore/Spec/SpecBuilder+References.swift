/// Checks that need every file read: what popups, scenarios, routes and actions point at.
extension SpecBuilder {
    func validateReferences() {
        let scenarioIDs = references.definitions["scenarios"].map { Array($0.keys) } ?? []
        for scenario in sections.scenarios {
            for (flag, binding) in scenario.bindings.sorted(by: { $0.key < $1.key })
            where references.definitions["scenarios"]?[binding.scenario] == nil {
                error(
                    "flag '\(flag)' follows scenario '\(binding.scenario)', which does not exist"
                        + Suggestion.hint(for: binding.scenario, in: scenarioIDs),
                    at: binding.location ?? scenario.location!)
            }
        }
        for ref in references.stories where references.definitions["scenarios"]?[ref.id] == nil {
            error(
                "the step drives scenario '\(ref.id)', which does not exist"
                    + Suggestion.hint(for: ref.id, in: scenarioIDs),
                at: ref.location)
        }
        for ref in references.targets {
            let what = ref.target.section, section = what + "s"
            let known = references.definitions[section].map { Array($0.keys) } ?? []
            if references.definitions[section]?[ref.target.id] == nil {
                error(
                    "\(ref.owner) shows \(what) '\(ref.target.id)', which does not "
                        + "exist\(Suggestion.hint(for: ref.target.id, in: known))",
                    at: ref.location)
            }
        }
        guard let cache = routeChecks else { return validateRoutes() }
        let inputs = routeCheckInputs
        if let cached = cache.diagnostics(for: inputs) {
            diagnostics += cached
            return
        }
        let start = diagnostics.count
        validateRoutes()
        cache.store(Array(diagnostics[start...]), for: inputs)
    }

    /// Route targets, shadowed routes and the URLs actions open; reads only what `routeCheckInputs` holds.
    private func validateRoutes() {
        for (route, location) in zip(sections.routes, references.routeTargets) {
            guard let pattern = route.compiled else { continue }
            checkFlareURL(
                route.target, at: location, parameters: Set(pattern.parameters), what: "route '\(route.label)' opens")
        }
        warnShadowedRoutes()
        for action in references.actionRoutes {
            if action.url.hasPrefix(FlareURLSyntax.scheme) {
                checkFlareURL(action.url, at: action.location, parameters: [], what: "\(action.owner) opens")
                continue
            }
            // The first route whose pattern matches, as the router will pick it; its target, filled in, must resolve.
            let match = sections.routes.lazy.compactMap { route -> (RouteSpec, [String: String])? in
                guard let values = route.compiled?.match(RouteRequest(.url, action.url)) else { return nil }
                return (route, values)
            }.first
            if let (route, values) = match {
                let concrete = RoutePatternSyntax.substitute(
                    route.target, with: RouteURL(action.url).values.merging(values) { _, path in path })
                if concrete != route.target || !route.target.contains("{") {
                    checkFlareURL(
                        concrete, at: action.location, parameters: [],
                        what: "\(action.owner)'s route '\(action.url)' opens")
                }
            } else {
                let urls = sections.routes.filter { $0.source == .url }
                let hint =
                    urls.isEmpty
                    ? "the spec has no routes"
                    : "routes: \(urls.map(\.pattern).joined(separator: ", "))"
                error(
                    "\(action.owner)'s route '\(action.url)' is not a flare:// URL and matches no route pattern "
                        + "(\(hint))",
                    at: action.location)
            }
        }
    }

    /// Routes are tried in file order and the first match wins (as Scotty's example app tests its routes), so a
    /// route every request of which an earlier route of its source also matches never opens: warn at it.
    private func warnShadowedRoutes() {
        let compiled = sections.routes.map(\.compiled)
        for (i, route) in sections.routes.enumerated() {
            guard let mine = compiled[i], let location = route.location else { continue }
            for j in 0..<i {
                guard let theirs = compiled[j], theirs.covers(mine) else { continue }
                let earlier = sections.routes[j]
                let at = earlier.location.map { " (\($0))" } ?? ""
                warning(
                    "route '\(route.label)' never opens: the earlier route '\(earlier.label)'\(at) matches every "
                        + "\(route.source.noun) it does, and the first match wins (move it above, or make it narrower)",
                    at: location)
                break
            }
        }
    }

    /// A `flare://` URL whose ids exist; `{param}` placeholders (from `parameters`) may stand for parts of them.
    private func checkFlareURL(_ text: String, at location: SourceLocation, parameters: Set<String>, what: String) {
        let url: FlareURLSyntax
        switch FlareURLSyntax.parse(text) {
        case .success(let u): url = u
        case .failure(let problem):
            error("\(what) '\(text)', which is not a valid flare:// URL: \(problem.reason)", at: location)
            return
        }
        if !parameters.isEmpty || text.contains("{") {
            switch RoutePatternSyntax.parse(text) {
            case .failure(let problem):
                error("\(what) '\(text)': \(problem.reason)", at: location)
                return
            case .success(let p):
                for name in p.parameters where !parameters.contains(name) {
                    warning(
                        "\(what) '\(text)', whose placeholder '{\(name)}' is not in the route pattern: "
                            + "it comes from the URL's query (?\(name)=…),"
                            + " and a URL without it does not open", at: location)
                    return
                }
            }
        }
        let section = url.item.section + "s"
        let ids = references.definitions[section].map { Array($0.keys) } ?? []
        if !exists(url.item.id, among: ids) {
            let hint = url.item.id.contains("{") ? "" : Suggestion.hint(for: url.item.id, in: ids)
            error("\(what) \(url.item.section) '\(url.item.id)', which does not exist\(hint)", at: location)
            return
        }
        if let block = url.block, !url.item.id.contains("{"),
            let rocket = sections.rockets.first(where: { $0.id == url.item.id })
        {
            let blocks = rocket.blocks.map(\.id)
            if !exists(block, among: blocks) {
                error(
                    "\(what) block '\(block)' of rocket '\(url.item.id)', which does not "
                        + "exist\(Suggestion.hint(for: block, in: blocks))",
                    at: location)
            }
        }
        if let theme = url.theme, !theme.contains("{"), Theme(rawValue: theme) == nil {
            error("\(what) '\(text)', whose theme '\(theme)' is not light or dark", at: location)
        }
        if let scale = url.scale, !scale.contains("{"), !["1", "2", "3"].contains(scale) {
            error("\(what) '\(text)', whose scale '\(scale)' is not 1, 2 or 3", at: location)
        }
        if let zoom = url.zoom, !zoom.contains("{"), Zoom(zoom) == nil {
            error("\(what) '\(text)', whose zoom '\(zoom)' is not \(Zoom.expected)", at: location)
        }
    }

    /// An exact id, or (with placeholders) a pattern that at least one id matches.
    private func exists(_ id: String, among ids: [String]) -> Bool {
        guard id.contains("{") else { return ids.contains(id) }
        guard case .success(let pattern) = RoutePatternSyntax.parse(id) else { return false }
        return ids.contains { pattern.match($0) != nil }
    }
}
