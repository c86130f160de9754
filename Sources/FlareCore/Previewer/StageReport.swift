/// What the previewer's stage tells the inspector's sessions, the other half of `StagePresenting`: an alert's
/// show animation finished (the queue's `willShow` → `showing`), or the user closed it (→ `next()`).
public enum StageReport: Sendable, Hashable {
    case presented(StageReport.Target)
    case dismissed(StageReport.Target)

    /// An alert or rocket, or a queue's custom view popup by its name.
    public enum Target: Sendable, Hashable {
        case item(SpecItem)
        case view(String)

        public static func alert(_ id: String) -> Target { .item(.alert(id)) }
        public static func rocket(_ id: String) -> Target { .item(.rocket(id)) }

        /// Whether it is what `popup` shows.
        public func matches(_ popup: PopupTarget) -> Bool {
            switch (self, popup) {
            case (.item(let a), .item(let b)): a == b
            case (.view(let a), .view(let b, _)): a == b
            default: false
            }
        }
    }
}
