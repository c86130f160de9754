/// The route checks of the last load (`SpecBuilder.validateRoutes`), kept with everything they read: the routes
/// and where their targets are written, the URLs that actions open, the ids of every section and every rocket's
/// blocks. A load whose inputs are equal takes the same diagnostics (messages and places alike) instead of parsing
/// every route pattern and `flare://` URL again; any difference checks them afresh. One per `SpecParseCache`.
final class RouteCheckCache {
    struct Inputs: Equatable {
        var routes: [RouteSpec]
        var targetLocations: [SourceLocation]
        var actions: [SpecBuilder.ActionRoute]
        /// Each section's ids, compared as sets: the checks never depend on their order (a suggestion's ties go
        /// to the alphabetically first id), and a dictionary's order differs from one load to the next.
        var ids: [String: [String: SourceLocation].Keys]
        var blocks: [RocketBlocks]
    }

    struct RocketBlocks: Equatable {
        var id: String
        var blocks: [String]
    }

    private var last: (inputs: Inputs, diagnostics: [Diagnostic])?

    /// How many loads took the last load's route checks (for tests).
    private(set) var reused = 0

    func diagnostics(for inputs: Inputs) -> [Diagnostic]? {
        guard let last, last.inputs == inputs else { return nil }
        reused += 1
        return last.diagnostics
    }

    func store(_ diagnostics: [Diagnostic], for inputs: Inputs) {
        last = (inputs, diagnostics)
    }
}

extension SpecBuilder {
    /// What the route checks read, for `RouteCheckCache`.
    var routeCheckInputs: RouteCheckCache.Inputs {
        RouteCheckCache.Inputs(
            routes: sections.routes, targetLocations: references.routeTargets, actions: references.actionRoutes,
            ids: references.definitions.mapValues(\.keys),
            blocks: sections.rockets.map { RouteCheckCache.RocketBlocks(id: $0.id, blocks: $0.blocks.map(\.id)) })
    }
}
