import FlareCore

/// The alert's vertical scroll view and the content box in it (inset by the vertical/horizontal offsets, its parts
/// `alertLayoutSpacing` apart), fixed to the content's height for DUX's width, at most DUX's cap
/// (`AlertLayout.maxHeight`).
@MainActor
final class AlertScroller {
    let scrolledWindow: ScrolledWindow
    let contentBox: Box
    /// The width DUX's layout controller gives the alert on this device, and the most height it may take.
    let width: Double
    let maxHeight: Double
    /// Content width inside the horizontal insets, in points.
    let contentWidth: Double
    /// The alert's height: its content's (insets included) for DUX's width, at most `maxHeight`.
    private(set) var height: Double = 0
    /// The content's natural height (insets included) for DUX's width; more than `maxHeight` scrolls.
    private(set) var contentHeight: Double = 0

    init(appearance a: AlertAppearance, width: Double, maxHeight: Double) {
        self.width = width
        self.maxHeight = maxHeight
        contentWidth = max(1, width - 2 * a.horizontalOffset)
        let scrolled = ScrolledWindow(horizontal: .never, vertical: .automatic)
        scrolledWindow = scrolled
        scrolled.hasFrame = false

        let content = Box(.vertical, spacing: a.alertLayoutSpacing)
        content.addClass("flare-content")
        content.marginTop = Int(points: a.verticalOffset)
        content.marginBottom = Int(points: a.verticalOffset)
        content.marginStart = Int(points: a.horizontalOffset)
        content.marginEnd = Int(points: a.horizontalOffset)
        scrolled.child = content
        contentBox = content
    }

    /// Measures the content for the alert's width and fixes the scroll view to that height, at most DUX's cap
    /// (`AlertLayout.height`); taller content scrolls. `GtkScrolledWindow` does not propagate
    /// height-for-width, so Flare measures the content itself. Call after the alert is in a window.
    func fitHeight() -> Double {
        contentHeight = Double(contentBox.measure(.vertical, forSize: Int(points: width)).natural)
        height = min(contentHeight, maxHeight).rounded(.up)
        scrolledWindow.minContentHeight = -1
        scrolledWindow.maxContentHeight = Int(points: height)
        scrolledWindow.minContentHeight = Int(points: height)
        return height
    }
}
