/// What a `RocketFlow` reports, in the order it happened. Each event belongs to one flow (no global
/// notification centre: two rockets never see each other's events).
public struct RocketEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The seed's `rocketBlockAddedEvent`: the block appended at `index` (0-based), the first block included.
        case blockAdded(index: Int, id: String)
        /// The block at `index` fired (tap, timer, button or send); the panel bounces it.
        case fired(index: Int, id: String, by: RocketTrigger)
        /// An action that changed nothing, and why.
        case ignored(action: String, reason: String)
        /// The seed's `rocketDismissEvent` (its reason and how many blocks were shown), plus Flare's logged
        /// programmatic dismissal (the seed posts nothing for it).
        case dismissed(reason: RocketDismissReason, count: Int)
    }

    /// Seconds on the flow's clock when it happened.
    public var at: Double
    public var kind: Kind

    public init(at: Double, _ kind: Kind) {
        self.at = at
        self.kind = kind
    }

    /// A time as JSON writes it: to the microsecond, so sums of the library's durations print as written
    /// (6.9, not 6.8999999999999995).
    static func json(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1_000_000 }
}

/// What made a block fire.
public enum RocketTrigger: Sendable, Hashable, CustomStringConvertible {
    case tap
    /// `showNextAfter` > 0 ran out.
    case timer
    case press(RocketStep.Button)
    case input(String)

    public var description: String {
        switch self {
        case .tap: "tap"
        case .timer: "timer"
        case .press(let b): "press \(b.rawValue)"
        case .input(let text): "input \"\(text)\""
        }
    }
}

/// Why a flow was dismissed.
public enum RocketDismissReason: Sendable, Hashable, CustomStringConvertible {
    /// The fired block has no `next` (or an input's answer led nowhere).
    case end
    /// The close button in the header.
    case closeButton
    /// Dismissed from outside the flow (reload, restart, the stage), with a reason; logged by Flare, silent in the
    /// seed.
    case programmatic(String)

    public var name: String {
        switch self {
        case .end: "end"
        case .closeButton: "closeButton"
        case .programmatic: "programmatic"
        }
    }

    public var description: String {
        switch self {
        case .end: "end of the flow"
        case .closeButton: "close button"
        case .programmatic(let why): "programmatic (\(why))"
        }
    }
}

extension RocketEvent: CustomStringConvertible {
    /// One line for the inspector's log and the transcript.
    public var description: String {
        switch kind {
        case .blockAdded(let index, let id): "block added: #\(index) '\(id)'"
        case .fired(let index, let id, let by): "fired: #\(index) '\(id)' by \(by)"
        case .ignored(let action, let reason): "\(action) ignored: \(reason)"
        case .dismissed(let reason, let count): "dismissed: \(reason), \(count) block\(count == 1 ? "" : "s") shown"
        }
    }
}

extension RocketEvent: Encodable {
    enum CodingKeys: String, CodingKey { case event, at, index, id, by, action, reason, detail, count }

    /// `{"event": "blockAdded", "at": 0, "index": 0, "id": "hi"}`, `{"event": "dismissed", "reason": "end", "count":
    /// 3}`…
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.json(at), forKey: .at)
        switch kind {
        case .blockAdded(let index, let id):
            try c.encode("blockAdded", forKey: .event)
            try c.encode(index, forKey: .index)
            try c.encode(id, forKey: .id)
        case .fired(let index, let id, let by):
            try c.encode("fired", forKey: .event)
            try c.encode(index, forKey: .index)
            try c.encode(id, forKey: .id)
            try c.encode(by.description, forKey: .by)
        case .ignored(let action, let reason):
            try c.encode("ignored", forKey: .event)
            try c.encode(action, forKey: .action)
            try c.encode(reason, forKey: .reason)
        case .dismissed(let reason, let count):
            try c.encode("dismissed", forKey: .event)
            try c.encode(reason.name, forKey: .reason)
            if case .programmatic(let why) = reason { try c.encode(why, forKey: .detail) }
            try c.encode(count, forKey: .count)
        }
    }
}
