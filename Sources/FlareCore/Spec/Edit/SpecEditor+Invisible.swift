extension SpecEditor {
    /// An action's title emptied (with no image to show instead): the spec would take it, but DUX would draw an
    /// empty, invisible button, so the editor refuses it with the reason (`flare check` warns of one written so).
    func refuseInvisibleAction(_ edit: SpecEdit) throws(SpecEditError) {
        let c = edit.path.components
        guard c.count >= 5, c[0] == .key("alerts"), case .key(let id) = c[1], c[2] == .key("actions"),
            case .index(let i) = c[3], c[4] == .key("title") || c[4] == .key("appearance"),
            let actions = edit.spec.alert(id)?.actions, actions.indices.contains(i), actions[i].isInvisible,
            edit.previous.alert(id)?.actions.indices.contains(i) != true
                || edit.previous.alert(id)?.actions[i].isInvisible == false
        else { return }
        throw .refused([Diagnostic(.error, ActionSpec.invisibleMessage, at: edit.location)])
    }
}
