import FlareCore

/// What the inspect layer asks of the window (`InspectMode` answers for it): the spec and rocket panel it inspects,
/// and where a selection, a copy or an "Open in editor" is reported.
@MainActor
protocol InspectLayerHost: AnyObject {
    /// The window's spec (palette names and where values are written, for the popover's rows).
    var spec: Spec? { get }
    /// The Rocket panel on the stage, if any: its blocks are inspected like an alert's parts.
    var rocketPanel: RocketPanel? { get }
    /// A row's "Open in editor" (`SourceOpener.openInEditor`).
    func open(_ location: SourceLocation)
    /// A message for the window's notice (a value was copied, the editor could not start).
    func notice(_ message: String)
    /// A part or block was selected: the popover's heading (for the window's log) and what styles it (the source
    /// pane moves its cursor to its first key).
    func selected(_ title: String, styledBy properties: [StyleProperty])
    /// The popover was mapped (true) or unmapped (false), for the window's log: a script (or a test) that presses
    /// Escape must wait until the popover is up, or the key reaches the window before the popover takes it.
    func popover(open: Bool)
    /// "Edit in Properties": the window shows the inspector's Properties page on the part.
    func edit(_ part: AlertPart)
    /// A rocket block was selected (`edit`: its popover's "Edit in Properties" was pressed).
    func selected(block id: String, edit: Bool)
}

extension InspectLayerHost {
    /// Puts `text` on the clipboard and says so in the window's notice (`shown`: how the layer showed it).
    func copy(_ text: String, shown: String, from widget: Widget) {
        widget.clipboard.set(text)
        notice("Copied “\(text)”" + (shown == text ? "" : " (\(shown))"))
    }
}
