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

    /// A resume policy as a spec names it: Scotty's three plain ones, or its `transform` and `custom`.
    public indirect enum Resume: Sendable, Hashable, CustomStringConvertible {
        case policy(Policy)
        /// `{transform: REQUEST}`: the waiting request is replaced by this one, opened without options (Scotty's
        /// `.transform` opens its replacement with nil options); `stored` (nil) re-opens the waiting one without its
        /// query and fragment. Nothing waiting: nothing happens.
        case transform(RouteRequest?)
        /// `{custom: [steps]}`: the slot is cleared, then the steps run, even when nothing was waiting (Scotty calls
        /// its handler with nil); `{open: stored}` among them opens the request that was waiting.
        case custom([Step])

        public var description: String {
            switch self {
            case .policy(let p): p.rawValue
            case .transform(let r): "transform to " + (r?.description ?? "the stored route without options")
            case .custom(let steps): "custom (\(steps.count) step\(steps.count == 1 ? "" : "s"))"
            }
        }
    }

    public enum Step: Sendable, Hashable {
        /// A request: `{open: URL}`, `{shortcut: TYPE}`, `{activity: ID}` or `{notification: ID}`; nil: `{open:
        /// stored}` in a custom policy, the request that was waiting.
        case open(RouteRequest?)
        case suspend
        case resume(Resume)
    }

    /// Start with routing suspended: URLs wait until the Routes page (or a script step) resumes it.
    public var suspended = false
    public var resume = Resume.policy(.execute)
    public var script: [Step] = []
    public var location: SourceLocation?

    /// The plain policy the Routes page starts on (`execute` for a `transform` or `custom` one).
    public var resumePolicy: Policy { if case .policy(let p) = resume { p } else { .execute } }

    public init(
        suspended: Bool = false, resume: Resume = .policy(.execute), script: [Step] = [],
        location: SourceLocation? = nil
    ) {
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

        func route(_ request: RouteRequest) -> Route<Root> {
            let resolution = resolver.resolve(request)
            let suspendable = (try? resolution.get())?.via?.suspendable ?? true
            return Route(identifier: RouteIdentifier(request.description), isSuspendable: suspendable) { root, _ in
                switch resolution {
                case .success(let r):
                    root.opened.append(r.destination.url)
                    return true
                case .failure(let f):
                    root.notes.append(f.message)
                    return false
                }
            }
        }
        /// Opens `request` and says what happened.
        func open(_ request: RouteRequest) -> String {
            let before = controller.pendingRoute?.rawValue
            let opened = root.opened.count
            if controller.open(route(request)) {
                return "opened \(root.opened[opened...].joined(separator: ", "))"
            } else if controller.pendingRoute?.rawValue == request.description {
                return before.map { "waiting (replaces \($0))" } ?? "waiting: routing is suspended"
            }
            return "did not open: " + (root.notes.last ?? "no route")
        }
        func resume(_ policy: RoutingSpec.Resume) -> String {
            let before = controller.pendingRoute?.rawValue
            var said: [String] = []
            let stored: StoredRoutePolicy<Root>
            switch policy {
            case .policy(let p): stored = p.stored()
            case .transform(let replacement):
                stored = .transform { waiting in
                    let old = RouteRequest(parsing: waiting.identifier.rawValue)
                    var new = replacement ?? old
                    if replacement == nil, old.source == .url { new.value = RouteURL(old.value).base }
                    said.append("\(old) transformed to \(new)")
                    return route(new)
                }
            case .custom(let steps):
                stored = .custom { waiting, _ in
                    said.append(waiting.map { "custom handler got \($0.identifier)" } ?? "custom handler got nothing")
                    for step in steps {
                        switch step {
                        case .open(let request?): said.append("\(request) " + open(request))
                        case .open(nil):
                            if let waiting {
                                let request = RouteRequest(parsing: waiting.identifier.rawValue)
                                said.append("\(request) " + open(request))
                            } else {
                                said.append("nothing stored to open")
                            }
                        case .suspend:
                            controller.suspendHandlingRoutes()
                            said.append("routing suspended")
                        case .resume(let p): said.append(resume(p))
                        }
                    }
                }
            }
            controller.resumeHandlingRoutes(with: stored)
            let reached = root.opened.isEmpty ? "did not open" : "opened \(root.opened.joined(separator: ", "))"
            switch (policy, before) {
            case (.custom, _), (.transform, _?):
                return "routing resumed (\(policy)); " + (said + [reached]).joined(separator: "; ")
            case (_, nil): return "routing resumed; nothing was waiting"
            case (.policy(.execute), let url?): return "routing resumed; \(url) \(reached)"
            case (.policy(.clear), let url?): return "routing resumed; \(url) dropped"
            case (.policy(.none), let url?): return "routing resumed; \(url) kept waiting"
            }
        }

        var steps: [Step] = []
        for (index, step) in spec.routing.script.enumerated() {
            root.opened = []
            root.notes = []
            let op: String, argument: String?, outcome: String
            switch step {
            case .open(let request?):
                (op, argument) = (request.source == .url ? "open" : request.source.rawValue, request.value)
                outcome = open(request)
            case .open(nil):
                (op, argument, outcome) = (
                    "open", "stored", "nothing to open: 'stored' belongs in a custom resume policy"
                )
            case .suspend:
                (op, argument) = ("suspend", nil)
                controller.suspendHandlingRoutes()
                outcome = "routing suspended"
            case .resume(let policy):
                (op, argument) = ("resume", policy.description)
                outcome = resume(policy)
            }
            steps.append(
                Step(
                    step: index + 1, op: op, argument: argument, outcome: outcome,
                    pending: controller.pendingRoute?.rawValue, opened: root.opened))
        }
        return steps
    }
}
