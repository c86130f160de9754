extension SpecEditor {
    /// The title "Add action" gives a new action.
    public static let newActionTitle = "New action"

    /// "Add action": a new action at the end of alert `id`'s, drawn as its siblings are. It is a copy of the last
    /// action (in its style: a block item among block items, a flow map among flow maps) with the title "New action"
    /// and only that action's `appearance:` kept, so the new button has its siblings' font and colours (the alert
    /// template's 26 pt titles make 44 pt buttons; a bare `- title:` drew a 33 pt one that lint warns about). What
    /// the copied action does (`style`, `actionType`, `route`) is not copied. An alert without actions gets
    /// `actions:` with one `- title: New action`.
    public func addAction(to id: String) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        guard let alert = loaded.spec.alert(id) else { throw .noSuchPath("no alert '\(id)' in alerts", at: nil) }
        let actions = EditPath([.key("alerts"), .key(id), .key("actions")])
        let title = "title"
        guard let last = alert.actions.indices.last else {
            return try addItem(to: actions, fields: [(title, Self.newActionTitle)])
        }
        let copy = actions.appending(.index(last + 1))
        var steps: [ChainStep] = [
            .duplicateItem(actions.appending(.index(last))), .set(copy.appending(.key(title)), Self.newActionTitle),
        ]
        for key in SpecKeys.action where ![title, "appearance"].contains(key) && alert.actions[last].keys[key] != nil {
            steps.append(.unset(copy.appending(.key(key))))
        }
        return try chain(steps)
    }
}
