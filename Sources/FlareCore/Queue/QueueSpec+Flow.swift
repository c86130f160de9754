extension QueueSpec {
    /// The queue without its view popups' looks and texts: what its session's rules read (popups, priorities,
    /// containers, script). Two queues with the same flow play alike; the stage draws a view popup's look and text
    /// from the spec as it is (`PreviewWindow.shown(_:named:)`), so an edit of a banner's look keeps the session.
    public var flow: QueueSpec {
        var q = self
        for i in q.popups.indices {
            guard case .view(let name, let view) = q.popups[i].target else { continue }
            q.popups[i].target = .view(name: name, PopupView(view.kind == "banner" ? .banner("") : view.content))
        }
        return q
    }
}
