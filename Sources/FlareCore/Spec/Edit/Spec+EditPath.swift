extension Spec {
    /// What the property at `path` is now and where it comes from (the spec, the alert's preset, the default), for
    /// the alert properties the inspector lists (`styleProperties`); nil for other paths.
    public func styleProperty(at path: EditPath, theme: Theme = .light) -> StyleProperty? {
        guard path.components.count > 2, path.components[0] == .key("alerts"), case .key(let id) = path.components[1],
            let alert = alerts.first(where: { $0.id == id })
        else { return nil }
        let key = EditPath(Array(path.components.dropFirst(2))).description
        let parts: [AlertPart] = [.alert, .title, .message, .icon, .custom] + alert.actions.indices.map { .action($0) }
        for part in parts {
            if let row = alert.styleProperties(of: part, theme: theme).first(where: { $0.key == key }) { return row }
        }
        return nil
    }
}
