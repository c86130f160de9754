import FlareCore
import Foundation

/// What the compare view needs of the window: the shared state it changes (`PreviewerState`: the compare axis, the
/// text fill, an opened tile's variant) and the stage it hides and brings back.
@MainActor
protocol CompareHost: AnyObject {
    var state: PreviewerState { get set }
    /// Whether the window is gone (no tile renders for a closed window).
    var destroyed: Bool { get }
    /// Shows the selection on the stage again: on a stage built anew (`rebuilt`) or on the one there is.
    func showStage(rebuilt: Bool, animate: Bool)
    /// Hides the canvas's empty state.
    func hideStatus()
    /// The selection changed without the sidebar (an opened tile): the pages that follow it follow.
    func selectionShown(_ item: SpecItem)
}

/// The compare view (Ctrl+G): the canvas shows the selected alert in the variants of an axis (`CompareGrid`) instead
/// of the stage; every load, selection or change of the view fills it again (`refresh`).
@MainActor
public final class CompareController {
    private weak var host: (any CompareHost)?
    private let header: PreviewHeader
    private let sidebar: Sidebar
    /// The canvas, which holds this controller.
    private unowned let area: CanvasArea
    private let record: WindowLog.Record

    init(
        host: any CompareHost, header: PreviewHeader, sidebar: Sidebar, area: CanvasArea,
        record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.header = header
        self.sidebar = sidebar
        self.area = area
        self.record = record
        area.compare.onOpen = { [weak self] tile in self?.open(tile) }
        area.compare.onRefreshed = { count, ms in record(.stage, "compare: \(count) tiles in \(Int(ms.rounded())) ms") }
    }

    /// What the compare view compares; nil in the single view.
    public var axis: CompareGrid.Axis? { host?.state.view.compareAxis }

    /// The compare view's tiles (tests read them).
    var cells: [CompareView.Cell] { area.compare.cells }

    /// Shows the compare view on `axis` (nil: back to the single view), as the header's toggle and drop-down do.
    public func set(_ axis: CompareGrid.Axis?) {
        guard let host, host.state.setCompare(axis) else { return }
        record(.stage, self.axis.map { "compare \($0.title.lowercased())" } ?? "single view")
        showMode()
        guard self.axis == nil else { return }
        // Loads while the grid showed left the hidden stage as it was (`rebuildStage`).
        host.showStage(rebuilt: area.compare.stageIsStale, animate: false)
    }

    /// Shows the text of every alert with `fill` (the view menu's text fill, or an opened tile's).
    func setTextFill(_ fill: TextStress) {
        guard let host, host.state.setText(fill) else { return }
        header.setTextFill(fill)
        record(.stage, "text fill \(fill.rawValue)")
        host.showStage(rebuilt: true, animate: false)
    }

    /// Opens `tile` in the single view with its theme, device, text fill and locale (and its alert selected).
    func open(_ tile: CompareGrid.Tile) {
        guard let host else { return }
        host.state.open(tile)
        record(.stage, "opened the compare tile “\(tile.label)” (\(tile.alertID))")
        let state = host.state
        if let spec = state.spec {
            header.showSpec(
                name: (state.specPath as NSString).lastPathComponent, path: state.specPath, theme: state.view.theme,
                device: state.effective(spec).stage.device)
            header.showLocales(spec.locales.map(\.code), selected: state.view.locale)
            sidebar.select(state.selection ?? .alert(tile.alertID))
        }
        header.setTextFill(state.view.text)
        showMode()
        host.showStage(rebuilt: true, animate: true)
        if let item = state.selection { host.selectionShown(item) }
    }

    /// Switches the canvas between the stage and the grid to match `axis`.
    func showMode() {
        let comparing = axis != nil
        header.setCompare(axis, offered: host?.state.spec.map(CompareGrid.Axis.offered) ?? CompareGrid.Axis.allCases)
        area.stageScroller.visible = !comparing
        area.compare.widget.visible = comparing
        if comparing {
            area.timelineSlot.visible = false
            host?.hideStatus()
            if area.inspect.inspecting { area.inspect.setInspecting(false) }
            refresh()
        } else {
            area.compare.clear()
        }
    }

    /// Fills the grid again for the spec, selection and view as they are now (nothing in the single view).
    func refresh() {
        guard let host, let axis, !host.destroyed, let spec = host.state.spec else { return }
        header.setCompare(axis, offered: CompareGrid.Axis.offered(for: spec))
        host.hideStatus()
        area.timelineSlot.visible = false
        area.compare.show(host.state.compareTiles, of: spec)
    }
}

/// Inspect mode's reads of the stage: leaving the compare view is this controller's.
extension CompareController: InspectModeHost {
    var stage: StageView? { area.stage }
    var rocketPanel: RocketPanel? { area.rocketPanel }
    var spec: Spec? { host?.state.spec }
    func leaveCompare() {
        if axis != nil { set(nil) }
    }
}
