extension AlertSpec {
    /// Whether this alert is `old` with only its texts changed: its title, message, custom text or action titles
    /// (each present in both, a custom text only where both have one); where the spec writes each key (`keys`,
    /// `location`) is not compared. What a text-only reload shows in the built view's labels
    /// (`AlertView.updateTexts`). True for equal alerts.
    public func differsOnlyInTexts(from old: AlertSpec) -> Bool {
        var probe = self
        probe.keys = old.keys
        probe.location = old.location
        guard (probe.title == nil) == (old.title == nil), (probe.message == nil) == (old.message == nil),
            probe.actions.count == old.actions.count
        else { return false }
        probe.title = old.title
        probe.message = old.message
        if case .text = probe.custom, case .text = old.custom { probe.custom = old.custom }
        for index in probe.actions.indices {
            probe.actions[index].title = old.actions[index].title
            probe.actions[index].keys = old.actions[index].keys
            probe.actions[index].location = old.actions[index].location
        }
        return probe == old
    }
}
