import FlareCore

/// What the sidebar's item actions read and ask of the window: the selection, and the edits that change the spec.
@MainActor
protocol ItemActionsHost: AnyObject {
    var spec: Spec? { get }
    var selection: SpecItem? { get }
    /// The window's edits of the spec, with their undo history.
    var edits: WindowEdits { get }
    func select(_ item: SpecItem)
}

/// What the Properties page (and its rocket and popup sections) reads and asks of the window: what is shown, the
/// edits, the toplevel its dialogs belong to.
@MainActor
protocol PropertiesHost: ItemActionsHost {
    var theme: Theme { get }
    var shownAlert: AlertSpec? { get }
    var shownPopupViewOwner: (queue: String, popup: String)? { get }
    /// The toplevel the page's dialogs (a colour, a file) are transient for.
    var toplevel: Window { get }
    func openInEditor(_ location: SourceLocation)
    func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void)
}
