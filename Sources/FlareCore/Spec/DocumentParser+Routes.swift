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
            guard let target = scalarText(pair.value, pattern, expected: "a flare:// URL") else {
                if pair.value.isNull && !pair.value.isEmptyPlain { error("route '\(pattern)' has no target", at: pair.value) }
                continue
            }
            builder.routes.append(RouteSpec(pattern: pattern, target: target, location: location(pair.key)))
            builder.routeTargetLocations.append(location(pair.value))
        }
    }
}
