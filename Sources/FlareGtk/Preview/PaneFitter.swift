import FlareCore

/// A side pane the fitter sizes: its widget, the narrowest it is drawn at, the width the user left it, and how the
/// window draws it at a width (a `GtkPaned`'s position, set from the width of the pane around it).
@MainActor
struct FittedPane {
    let widget: Widget
    let minimum: Int
    let preferred: @MainActor () -> Int
    /// Sets the pane's width, given the width of the window's panes and the widths of the shown panes before it.
    let apply: @MainActor (_ width: Int, _ total: Int, _ before: Int) -> Void
}

/// Keeps the stage at least half the window (`PaneFit`): when the window's width changes or a pane is shown or
/// hidden, the shown panes get their preferred widths, shrunk together towards their minimums when those would
/// leave the stage less than half. A drag is the user's: the fitter does not undo it (it fits again only when the
/// window or the shown panes change), and a width it set is never taken for one the user chose (`isFitted`).
@MainActor
final class PaneFitter {
    /// The panes, left to right, and the widget whose width they share with the stage.
    private let panes: [FittedPane]
    private let total: Widget
    /// The window's width and the shown panes at the last fit.
    private var fitted: (width: Int, shown: [Bool])?
    /// The width set on each pane at the last fit, by index.
    private var applied: [Int: Int] = [:]
    /// Whether the last fit drew a pane narrower than its preferred width.
    private(set) var shrunk = false
    /// The pixels of a pane's divider (`GtkPaned`'s handle).
    static let divider = 1

    init(panes: [FittedPane], sharing total: Widget) {
        self.panes = panes
        self.total = total
    }

    /// Fits when the window's width or the shown panes changed (in the layout phase); true when it did.
    @discardableResult
    func fit() -> Bool {
        let width = total.width
        let shown = panes.map(\.widget.visible)
        guard width > 0, fitted.map({ $0.width != width || $0.shown != shown }) ?? true else { return false }
        fitted = (width, shown)
        let visible = panes.indices.filter { shown[$0] }
        let widths = PaneFit.widths(
            of: visible.map { PaneFit.Pane(preferred: panes[$0].preferred(), minimum: panes[$0].minimum) },
            window: width, dividers: visible.count * Self.divider)
        applied = [:]
        shrunk = zip(visible, widths).contains { index, width in width < panes[index].preferred() }
        var before = 0
        for (index, paneWidth) in zip(visible, widths) {
            applied[index] = paneWidth
            panes[index].apply(paneWidth, width, before)
            before += paneWidth + Self.divider
        }
        return true
    }

    /// Whether `widget` is drawn at the width the last fit gave it (so that width is not the user's choice).
    func isFitted(_ widget: Widget, width: Int) -> Bool {
        guard let index = panes.firstIndex(where: { $0.widget === widget }) else { return false }
        return applied[index] == width
    }

    /// Fits again at the next layout, whatever changed (a pane was shown at its saved width).
    func invalidate() { fitted = nil }
}
