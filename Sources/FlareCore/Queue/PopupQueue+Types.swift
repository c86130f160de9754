extension PopupQueue {
    /// One queued (or finished) popup.
    public struct Popup: Sendable, Hashable {
        public var name: String
        public var priority: Int
        public var container: String
        public var selfMaintain: Bool
        public var target: PopupTarget
        public var status: PopupStatus
        /// Registration number: equal priorities show in this order (stable FIFO ties).
        public var order: Int
    }

    /// What the stage must do.
    public enum Effect: Sendable, Hashable {
        case present(PopupTarget)
        case dismiss(PopupTarget)
    }

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
