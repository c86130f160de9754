/// Everything that happened in a preview session, in order: what the inspector's log shows and
/// `flare open --log` prints. Each entry says where it came from, so the log can be filtered.
public struct EventLog: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case spec, stage, stack, route, queue, scenario, rocket
    }

    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// Seconds since the session started.
        public var time: Double
        public var source: Source
        public var message: String

        public init(time: Double, source: Source, message: String) {
            self.time = time
            self.source = source
            self.message = message
        }

        /// `  1.234 route  opened flare://alert/x`
        public var description: String {
            let seconds = (time * 1000).rounded() / 1000
            let padded = String(describing: seconds).padding(
                toLength: max(7, String(describing: seconds).count), withPad: " ", startingAt: 0)
            return "\(padded) \(source.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(message)"
        }
    }

    public private(set) var entries: [Entry] = []
    /// The oldest entries are dropped past this many, so a long session's memory stays flat.
    public let capacity: Int

    public init(capacity: Int = 5000) {
        self.capacity = max(1, capacity)
    }

    public mutating func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// Entries from `sources` whose text contains `text` (case-insensitive; empty matches all).
    public func filtered(sources: Set<Source> = Set(Source.allCases), text: String = "") -> [Entry] {
        let needle = text.lowercased()
        return entries.filter {
            sources.contains($0.source) && (needle.isEmpty || $0.message.lowercased().contains(needle))
        }
    }
}
