extension PopupQueue {
    /// What the stage must do.
    public enum Effect: Sendable, Hashable {
        case present(PopupTarget)
        case dismiss(PopupTarget)
    }
}
