import Foundation

/// A URL resolved to a destination, and how: directly (`flare://…`) or through one of the spec's patterns.
public struct RouteResolution: Sendable, Hashable, CustomStringConvertible {
    public var url: String
    public var destination: Destination
    /// The spec route that matched, with its placeholder values; nil for a built-in URL.
    public var via: RouteSpec?
    public var parameters: [String: String]

    /// `myapp://promo/summer → flare://alert/promo-summer (pattern myapp://promo/{campaign}, campaign=summer): alert promo-summer`
    public var description: String {
        guard let via else { return "\(url): \(destination)" }
        let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let how = (["pattern \(via.pattern)"] + values).joined(separator: ", ")
        return "\(url) → \(destination.url) (\(how)): \(destination)"
    }
}

/// Turns URLs into destinations (the part Scotty leaves to the app): built-in `flare://` URLs first, then the
/// spec's `routes` patterns in file order (first match wins), the target's `{param}`s filled from the URL.
/// With a spec, the destination's ids must exist in it.
public struct RouteResolver: Sendable {
    public var spec: Spec?

    public init(spec: Spec?) { self.spec = spec }

    public func resolve(_ rawURL: String) -> Result<RouteResolution, RouteFailure> {
        let url = rawURL.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !url.isEmpty else { return .failure(RouteFailure("the URL is empty")) }

        if url.lowercased().hasPrefix("flare:") {
            return Destination.parse(url).flatMap { check($0) }.map {
                RouteResolution(url: url, destination: $0, via: nil, parameters: [:])
            }
        }

        let routes = spec?.routes ?? []
        for route in routes {
            guard let pattern = try? RoutePatternSyntax.parse(route.pattern).get(), let values = pattern.match(url) else { continue }
            let target = RoutePatternSyntax.substitute(route.target, with: values)
            let at = route.location.map { " (\($0))" } ?? ""
            switch Destination.parse(target).flatMap({ check($0) }) {
            case .success(let destination):
                return .success(RouteResolution(url: url, destination: destination, via: route, parameters: values))
            case .failure(let failure):
                return .failure(RouteFailure("'\(url)' matches route '\(route.pattern)'\(at), but its target '\(target)' does not open: \(failure.message)"))
            }
        }
        if spec == nil {
            return .failure(RouteFailure("'\(url)' is not a flare:// URL, and there is no spec whose routes could match it (pass --spec)"))
        }
        let known = routes.isEmpty ? "the spec has no routes" : "the spec's routes are " + routes.map(\.pattern).joined(separator: ", ")
        return .failure(RouteFailure("'\(url)' is not a flare:// URL and matches none of the spec's route patterns (\(known))"))
    }

    /// With a spec: the destination's ids exist. Without one, any well-formed destination passes.
    func check(_ destination: Destination) -> Result<Destination, RouteFailure> {
        guard let spec else { return .success(destination) }
        let id = destination.id
        func missing(_ section: String, _ ids: [String]) -> Result<Destination, RouteFailure> {
            let list = ids.isEmpty ? "it has none" : "it has " + ids.prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "")
            return .failure(RouteFailure("the spec has no \(section) '\(id)' (\(list))"))
        }
        switch destination.kind {
        case .alert:
            if spec.alert(id) == nil { return missing("alert", spec.alerts.map(\.id)) }
        case .rocket(_, let block):
            guard let rocket = spec.rocket(id) else { return missing("rocket", spec.rockets.map(\.id)) }
            if let block, rocket.block(block) == nil {
                return .failure(RouteFailure("rocket '\(id)' has no block '\(block)' (its blocks: \(rocket.blocks.map(\.id).joined(separator: ", ")))"))
            }
        case .queue:
            if spec.queue(id) == nil { return missing("queue", spec.queues.map(\.id)) }
        case .scenario:
            if spec.scenario(id) == nil { return missing("scenario", spec.scenarios.map(\.id)) }
        }
        return .success(destination)
    }
}
