import FlareCore
import Foundation

/// The compare view (Ctrl+G): the canvas shows the selected alert in the variants of an axis (`CompareGrid`)
/// instead of the stage; every load, selection or change of the view fills it again.
extension PreviewWindow {
    /// What the compare view compares; nil in the single view.
    public var compareAxis: CompareGrid.Axis? { state.compareAxis }

    /// Shows the compare view on `axis` (nil: back to the single view), as the header's toggle and drop-down do.
    public func setCompare(_ axis: CompareGrid.Axis?) {
        guard state.setCompare(axis) else { return }
        record(.stage, compareAxis.map { "compare \($0.title.lowercased())" } ?? "single view")
        showCompareMode()
        guard compareAxis == nil else { return }
        // Loads while the grid showed left the hidden stage as it was (`rebuildStage`).
        if area.compare.stageIsStale { rebuildStage(animate: false) } else { showSelection(animate: false) }
    }

    /// Shows the text of every alert with `fill` (the view menu's text fill, or an opened tile's).
    public func setTextFill(_ fill: TextStress) {
        guard state.setText(fill) else { return }
        chrome.header.setTextFill(fill)
        record(.stage, "text fill \(fill.rawValue)")
        rebuildStage(animate: false)
    }

    /// Opens `tile` in the single view with its theme, device, text fill and locale (and its alert selected).
    public func open(_ tile: CompareGrid.Tile) {
        state.open(tile)
        record(.stage, "opened the compare tile “\(tile.label)” (\(tile.alertID))")
        if let spec {
            chrome.header.showSpec(
                name: (specPath as NSString).lastPathComponent, path: specPath, theme: theme,
                device: effective(spec).stage.device)
            chrome.header.showLocales(spec.locales.map(\.code), selected: locale)
            chrome.sidebar.select(selection ?? .alert(tile.alertID))
        }
        chrome.header.setTextFill(state.text)
        showCompareMode()
        rebuildStage(animate: true)
        if let item = selection { inspector?.selectionChanged(item) }
    }

    /// Switches the canvas between the stage and the grid to match `compareAxis`.
    func showCompareMode() {
        let comparing = compareAxis != nil
        chrome.header.setCompare(compareAxis, offered: spec.map(CompareGrid.Axis.offered) ?? CompareGrid.Axis.allCases)
        area.stageScroller.visible = !comparing
        area.compare.widget.visible = comparing
        if comparing {
            area.timelineSlot.visible = false
            hideStatus()
            if area.inspect.inspecting { area.inspect.setInspecting(false) }
            refreshCompare()
        } else {
            area.compare.clear()
        }
    }

    /// Fills the grid again for the spec, selection and view as they are now (nothing in the single view).
    func refreshCompare() {
        guard compareAxis != nil, !destroyed, let spec else { return }
        chrome.header.setCompare(compareAxis, offered: CompareGrid.Axis.offered(for: spec))
        hideStatus()
        area.timelineSlot.visible = false
        area.compare.show(state.compareTiles, of: spec)
    }

    /// The compare view's tiles (tests read them).
    var compareCells: [CompareView.Cell] { area.compare.cells }
}
