/// What the previewer's stage tells the inspector's sessions, the other half of `StagePresenting`: an alert's
/// show animation finished (the queue's `willShow` → `showing`), or the user closed it (→ `next()`).
public enum StageReport: Sendable, Hashable {
    case presented(SpecItem)
    case dismissed(SpecItem)
}
