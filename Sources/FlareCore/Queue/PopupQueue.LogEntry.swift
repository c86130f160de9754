extension PopupQueue {
    /// One thing that happened, with its reason, in words a designer reads.
    public struct LogEntry: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable, Hashable, Codable {
            case registered, ignored, willShow, waiting, showing, over, paused, refused, top, cleared, idle
        }
        public var kind: Kind
        public var popup: String?
        public var message: String
        public var description: String { message }
    }
}
