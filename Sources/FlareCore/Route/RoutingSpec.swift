/// The spec's `routing:` section: how Scotty's `RouteController` starts in the window, the policy its Routes page
/// resumes with, and a script `flare simulate SPEC routing` plays (open URLs, suspend, resume).
public struct RoutingSpec: Sendable, Hashable {
    /// What resuming does with the URL waiting in the single slot.
    public enum Policy: String, Sendable, Hashable, CaseIterable {
        /// Open it (Scotty's default).
        case execute
        /// Drop it.
        case clear
        /// Keep it waiting.
        case none
    }

    public enum Step: Sendable, Hashable {
        case open(String)
        case suspend
        case resume(Policy)
    }

    /// Start with routing suspended: URLs wait until the Routes page (or a script step) resumes it.
    public var suspended = false
    public var resume = Policy.execute
    public var script: [Step] = []
    public var location: SourceLocation?

    public init(suspended: Bool = false, resume: Policy = .execute, script: [Step] = [], location: SourceLocation? = nil) {
        self.suspended = suspended
        self.resume = resume
        self.script = script
        self.location = location
    }
}

extension RoutingSpec.Policy {
    /// Scotty's policy of the same name.
    public func stored<Root>() -> StoredRoutePolicy<Root> {
        switch self {
        case .execute: .execute
        case .clear: .clear
        case .none: .none
        }
    }
}

/// Plays a `routing.script` on Scotty's `RouteController` with the spec's routes, without a window: each step says
/// what happened (opened and where, waiting, replaced, dropped, kept).
public enum RoutingSimulation {
    public struct Step: Sendable, Hashable, Codable {
        public var step: Int
        public var op: String
        public var argument: String?
        /// What happened, in words.
        public var outcome: String
        /// The URL waiting in the slot after the step.
        public var pending: String?
        /// The destinations reached by the step, in order (`flare://…` URLs).
        public var opened: [String]
    }

    @MainActor
    public static func run(_ spec: Spec) -> [Step] {
        final class Root { var opened: [String] = []; var notes: [String] = [] }
        let root = Root()
        let resolver = RouteResolver(spec: spec)
        let controller = RouteController(root: root, ready: true)
        if spec.routing.suspended { controller.suspendHandlingRoutes() }
        var steps: [Step] = []
        for (index, step) in spec.routing.script.enumerated() {
            root.opened = []
            root.notes = []
            let before = controller.pendingRoute?.rawValue
            let op: String, argument: String?
            var outcome: String
            switch step {
            case .open(let url):
                (op, argument) = ("open", url)
                let resolution = resolver.resolve(url)
                let suspendable = (try? resolution.get())?.via?.suspendable ?? true
                let ran = controller.open(Route(identifier: RouteIdentifier(url), isSuspendable: suspendable) { root, _ in
                    switch resolution {
                    case .success(let r):
                        root.opened.append(r.destination.url)
                        return true
                    case .failure(let f):
                        root.notes.append(f.message)
                        return false
                    }
                })
                if ran {
                    outcome = "opened \(root.opened.joined(separator: ", "))"
                } else if controller.pendingRoute?.rawValue == url {
                    outcome = before.map { "waiting (replaces \($0))" } ?? "waiting: routing is suspended"
                } else {
                    outcome = "did not open: " + (root.notes.first ?? "no route")
                }
            case .suspend:
                (op, argument) = ("suspend", nil)
                controller.suspendHandlingRoutes()
                outcome = "routing suspended"
            case .resume(let policy):
                (op, argument) = ("resume", policy.rawValue)
                controller.resumeHandlingRoutes(with: policy.stored())
                switch (policy, before) {
                case (_, nil): outcome = "routing resumed; nothing was waiting"
                case (.execute, let url?): outcome = "routing resumed; \(url) " + (root.opened.isEmpty ? "did not open" : "opened \(root.opened.joined(separator: ", "))")
                case (.clear, let url?): outcome = "routing resumed; \(url) dropped"
                case (.none, let url?): outcome = "routing resumed; \(url) kept waiting"
                }
            }
            steps.append(Step(step: index + 1, op: op, argument: argument, outcome: outcome,
                              pending: controller.pendingRoute?.rawValue, opened: root.opened))
        }
        return steps
    }
}
