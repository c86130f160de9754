/// A spec route: a pattern for its source (a URL with `{param}` placeholders, `*` and `**`, or a shortcut item,
/// user activity or notification identifier), the `flare://` URL it opens, whether it waits while routing is
/// suspended (Scotty's `isSuspendable`), and the action its destination runs once reached.
public struct RouteSpec: Sendable, Hashable {
    public var pattern: String
    public var source: RouteSource
    /// The route's name when it is written as `name: {shortcut|activity|notification|url: …, target: …}`.
    public var name: String?
    public var target: String
    /// Waits in the controller's single slot while routing is suspended (Scotty's default); false: always runs.
    public var suspendable: Bool
    public var action: RouteAction?
    public var location: SourceLocation?

    public init(
        pattern: String, source: RouteSource = .url, name: String? = nil, target: String, suspendable: Bool = true,
        action: RouteAction? = nil, location: SourceLocation? = nil
    ) {
        self.pattern = pattern
        self.source = source
        self.name = name
        self.target = target
        self.suspendable = suspendable
        self.action = action
        self.location = location
    }
}

extension RouteSpec {
    /// The pattern read for its source; nil if it does not parse (the parser reported it).
    public var compiled: RoutePattern? { try? RoutePattern.parse(pattern, source: source).get() }

    /// How messages name it: `myapp://promo/{campaign}`, `shortcut com.dji.fly.{kind}`.
    public var label: String { RouteRequest(source, pattern).description }
}

/// What a route's destination does once reached (Scotty's `RouteAction`), `after` seconds later: put another
/// alert or rocket on the stage, or play rocket steps on the rocket the route opened (advance it to a block).
public struct RouteAction: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case show(SpecItem)
        case script([RocketStep])
    }

    public var after: Double
    public var kind: Kind

    public init(after: Double = 0, _ kind: Kind) {
        self.after = after
        self.kind = kind
    }

    /// `then, after 2 s: show alert/tip` / `then: play tap, press right on the rocket`.
    public var description: String {
        let when = after > 0 ? "then, after \(DurationText.format(after))" : "then"
        switch kind {
        case .show(let target): return "\(when): show \(target)"
        case .script(let steps):
            let names = steps.map { step -> String in
                let (op, argument) = RocketSimulation.name(of: step)
                return argument.map { "\(op) \($0)" } ?? op
            }
            return "\(when): play \(names.joined(separator: ", ")) on the rocket"
        }
    }
}
