/// The seed's popup lifecycle: `ready` when registered, `willShow` once chosen, `showing` when the stage
/// reports it on screen, `over` once `next()` removed it.
public enum PopupStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case ready, willShow, showing, over
}
