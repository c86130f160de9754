import Foundation

/// The window's frame around the canvas: the header bar, the banner and toasts (`messages`), the sidebar with its
/// item bar, the resizable panes (the sidebar, the canvas and the inspector's room, their widths kept between runs)
/// and the `win.*` actions.
@MainActor
final class WindowChrome {
    let header = PreviewHeader()
    /// The banner over the canvas and the toasts.
    let messages: WindowMessages
    let sidebar = Sidebar()
    /// Add, duplicate, rename and delete items, under the sidebar's list.
    let itemActions = ItemActions()
    /// Room on the right for the inspector.
    let inspectorPane = Box(.vertical)
    /// The sidebar, the canvas and the inspector, resizable, their widths kept between runs.
    let panes: WindowPanes
    /// The window's `win.*` actions (PreviewActions), installed once the window exists.
    var actions: SimpleActionGroup?
    /// New, Recent and Export… (`WindowCommands`), built once the window exists.
    var commands: WindowCommands?

    /// The chrome around `canvas` (in the source pane's pane), its panes' widths kept in `directory` (nil: nothing
    /// is persisted).
    init(canvas: Widget, messages: WindowMessages, source: (widget: Widget, paned: Paned), directory: String?) {
        self.messages = messages
        inspectorPane.visible = false
        panes = WindowPanes(
            sidebar: sidebar.widget, canvas: canvas, source: source, inspector: inspectorPane, directory: directory)
        sidebar.widget.append(itemActions.widget)
    }

    /// GTK focuses the first focusable widget when the window maps: the sidebar's filter, where Space and letters
    /// would type. The window opens with nothing focused instead (Ctrl+F and Tab focus the filter).
    func opensUnfocused(_ toplevel: Window, frames: PaintedFrames) {
        var opened = false
        frames.observe { [weak toplevel] _ in
            guard !opened, let toplevel else { return }
            opened = true
            if toplevel.focus?.takesText == true { toplevel.setFocus(nil) }
        }
    }

    /// The window's title: the spec's file name and its folder (`showcase.yaml — examples`), as GNOME's
    /// document apps title a window by the document.
    static func title(of specPath: String) -> String {
        let url = URL(fileURLWithPath: specPath)
        let folder = url.deletingLastPathComponent().lastPathComponent
        return folder.isEmpty || folder == "/" ? url.lastPathComponent : "\(url.lastPathComponent) — \(folder)"
    }

    /// The zoom actions (and so the header's zoom buttons) work only while there is a stage to zoom.
    func setZoomEnabled(_ enabled: Bool) {
        for name in ["zoom-in", "zoom-out", "zoom-fit", "zoom-actual"] { actions?.setEnabled(name, enabled) }
    }
}
