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
}
