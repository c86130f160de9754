import Foundation

/// A URL resolved to a destination, and how: directly (`flare://…`) or through one of the spec's patterns.
public struct RouteResolution: Sendable, Hashable, CustomStringConvertible {
    public var url: String
    public var destination: Destination
    /// The spec route that matched, with its placeholder values; nil for a built-in URL.
    public var via: RouteSpec?
    public var parameters: [String: String]
    /// The request's options (query and fragment of a spec route's URL), as Scotty hands them to the route.
    public var options: [RouteURL.Option] = []
    /// Built-in options the URL gave that the destination could not take (`theme=sepia`), said why.
    public var ignored: [String] = []

    /// `myapp://promo/summer?utm_source=mail → flare://alert/promo-summer (pattern myapp://promo/{campaign},
    /// campaign=summer; options utm_source=mail): alert promo-summer; then, after 2 s: show alert/tip`
    public var description: String {
        guard let via else { return "\(url): \(destination)" }
        let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var how = (["pattern \(via.label)"] + values).joined(separator: ", ")
        if !options.isEmpty { how += "; options " + options.map(\.description).joined(separator: ", ") }
        if !ignored.isEmpty { how += "; ignored " + ignored.joined(separator: ", ") }
        if !via.suspendable { how += "; not suspendable" }
        return "\(url) → \(destination.url) (\(how)): \(destination)" + (via.action.map { "; \($0)" } ?? "")
    }
}

/// Turns URLs into destinations (the part Scotty leaves to the app): built-in `flare://` URLs first, then the
/// spec's `routes` patterns in file order (first match wins), the target's `{param}`s filled from the URL.
/// With a spec, the destination's ids must exist in it.
public struct RouteResolver: Sendable {
    public var spec: Spec?

    public init(spec: Spec?) { self.spec = spec }

    /// Resolves a URL, or a typed request written `shortcut|activity|notification IDENTIFIER`.
    public func resolve(_ text: String) -> Result<RouteResolution, RouteFailure> {
        resolve(RouteRequest(parsing: text))
    }

    public func resolve(_ request: RouteRequest) -> Result<RouteResolution, RouteFailure> {
        let url = request.description
        guard !request.value.isEmpty else {
            return .failure(
                RouteFailure(request.source == .url ? "the URL is empty" : "the \(request.source.noun) is empty"))
        }

        if request.source == .url, url.lowercased().hasPrefix("flare:") {
            return Destination.parse(url).flatMap { check($0) }.map {
                RouteResolution(url: url, destination: $0, via: nil, parameters: [:])
            }
        }

        let routes = (spec?.routes ?? []).filter { $0.source == request.source }
        // A URL's query and fragment are the request's options; the other sources have none.
        let options = request.source == .url ? RouteURL(url) : RouteURL("")
        for route in routes {
            guard let values = route.compiled?.match(request) else { continue }
            // The target's placeholders: the pattern's values first, then the request's options.
            let target = RoutePatternSyntax.substitute(
                route.target, with: options.values.merging(values) { _, path in path })
            let at = route.location.map { " (\($0))" } ?? ""
            if let missing = try? RoutePatternSyntax.parse(target).get().parameters.first {
                return .failure(
                    RouteFailure(
                        "'\(url)' matches route '\(route.label)'\(at), but its target '\(route.target)' needs "
                            + "'{\(missing)}', from the pattern or the URL's query (?\(missing)=…)"))
            }
            switch Destination.parse(target).flatMap({ check($0) }) {
            case .success(var destination):
                let ignored = adopt(options.values, into: &destination)
                return .success(
                    RouteResolution(
                        url: url, destination: destination, via: route, parameters: values,
                        options: options.options, ignored: ignored))
            case .failure(let failure):
                return .failure(
                    RouteFailure(
                        "'\(url)' matches route '\(route.label)'\(at), but its target '\(target)' does not open: "
                            + "\(failure.message)"
                    ))
            }
        }
        if request.source != .url {
            let known =
                routes.isEmpty
                ? "the spec has no \(request.source.rawValue) routes"
                : "its \(request.source.rawValue) routes are " + routes.map(\.pattern).joined(separator: ", ")
            return .failure(RouteFailure("\(request.source.noun) '\(request.value)' matches no route (\(known))"))
        }
        if spec == nil {
            return .failure(
                RouteFailure(
                    "'\(url)' is not a flare:// URL, and there is no spec whose routes could match it (pass --spec)"))
        }
        let known =
            routes.isEmpty
            ? "the spec has no routes" : "the spec's routes are " + routes.map(\.pattern).joined(separator: ", ")
        return .failure(
            RouteFailure("'\(url)' is not a flare:// URL and matches none of the spec's route patterns (\(known))"))
    }

    /// The built-in options (`theme`, `scale`, `zoom`, and `block` for a rocket) a request gives, where the route's
    /// target leaves them open; returns those it could not take, with why (they never prevent the route).
    func adopt(_ options: [String: String], into destination: inout Destination) -> [String] {
        var ignored: [String] = []
        if destination.theme == nil, let value = options["theme"] {
            if let theme = Theme(rawValue: value) {
                destination.theme = theme
            } else {
                ignored.append("theme=\(value) (not light or dark)")
            }
        }
        if destination.scale == nil, let value = options["scale"] {
            if let s = Int(value), (1...3).contains(s) {
                destination.scale = s
            } else {
                ignored.append("scale=\(value) (not 1, 2 or 3)")
            }
        }
        if destination.zoom == nil, let value = options["zoom"] {
            if let z = Zoom(value) {
                destination.zoom = z
            } else {
                ignored.append("zoom=\(value) (not \(Zoom.expected))")
            }
        }
        if case .rocket(let id) = destination.item, destination.block == nil, let block = options["block"] {
            if spec?.rocket(id).map({ $0.block(block) != nil }) ?? Destination.isValidID(block) {
                destination.block = block
            } else {
                ignored.append("block=\(block) (rocket '\(id)' has no such block)")
            }
        }
        return ignored
    }

    /// With a spec: the destination's ids exist. Without one, any well-formed destination passes.
    func check(_ destination: Destination) -> Result<Destination, RouteFailure> {
        guard let spec else { return .success(destination) }
        let id = destination.item.id
        func missing(_ section: String, _ ids: [String]) -> Result<Destination, RouteFailure> {
            let list =
                ids.isEmpty
                ? "it has none" : "it has " + ids.prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "")
            return .failure(RouteFailure("the spec has no \(section) '\(id)' (\(list))"))
        }
        switch destination.item {
        case .alert:
            if spec.alert(id) == nil { return missing("alert", spec.alerts.map(\.id)) }
        case .rocket:
            guard let rocket = spec.rocket(id) else { return missing("rocket", spec.rockets.map(\.id)) }
            if let block = destination.block, rocket.block(block) == nil {
                return .failure(
                    RouteFailure(
                        "rocket '\(id)' has no block '\(block)' (its blocks: "
                            + "\(rocket.blocks.map(\.id).joined(separator: ", ")))"
                    ))
            }
        case .queue:
            if spec.queue(id) == nil { return missing("queue", spec.queues.map(\.id)) }
        case .scenario:
            if spec.scenario(id) == nil { return missing("scenario", spec.scenarios.map(\.id)) }
        case .screen:
            if spec.screen(id) == nil { return missing("screen", spec.screens.map(\.id)) }
        }
        return .success(destination)
    }
}
