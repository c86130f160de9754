import FlareCore
import Foundation

/// The window-only layers over the stage, which no export draws: inspect mode and the safe areas and device frame.
@MainActor
final class CanvasLayers {
    private(set) var inspecting = false
    private(set) var safeAreas = false
    private(set) var deviceFrame = false
    /// The inspect layer on the current stage while inspecting.
    fileprivate(set) var inspect: InspectLayer?
    /// What "Open in editor" runs under (`EditorCommand`): the process's environment; tests put a stub `VISUAL` here.
    var editorEnvironment = ProcessInfo.processInfo.environment

    fileprivate func set(inspecting: Bool? = nil, safeAreas: Bool? = nil, deviceFrame: Bool? = nil) {
        if let inspecting { self.inspecting = inspecting }
        if let safeAreas { self.safeAreas = safeAreas }
        if let deviceFrame { self.deviceFrame = deviceFrame }
    }
}

extension PreviewWindow {
    /// Turns inspect mode on or off (the header's toggle, Ctrl+Alt+I).
    func setInspecting(_ on: Bool) {
        guard on != area.layers.inspecting else { return }
        if on, compareAxis != nil { setCompare(nil) }  // inspect mode is the single view's
        area.layers.set(inspecting: on)
        chrome.header.setInspecting(on)
        applyCanvasLayers()
        record(
            .stage,
            on ? "inspect mode: hover the alert for its layout, click a part for its styles" : "inspect mode off")
    }

    /// Shows or hides the device's safe areas and the device frame over the stage (the header's view menu).
    func setCanvasOverlays(safeAreas: Bool? = nil, deviceFrame: Bool? = nil) {
        area.layers.set(safeAreas: safeAreas, deviceFrame: deviceFrame)
        chrome.header.setOverlays(safeAreas: area.layers.safeAreas, deviceFrame: area.layers.deviceFrame)
        applyCanvasLayers()
    }

    /// Puts the canvas's layers on the current stage (after every rebuild: a reload, a theme or device change).
    func applyCanvasLayers() {
        guard let stage else { return }
        if stage.overlays != nil || area.layers.safeAreas || area.layers.deviceFrame {
            stage.setOverlays(safeAreas: area.layers.safeAreas, deviceFrame: area.layers.deviceFrame)
        }
        if let old = area.layers.inspect {
            old.teardown()
            if let s = old.widget.parent, s == stage.widget { stage.setTopLayer(nil) }
            area.layers.inspect = nil
        }
        guard area.layers.inspecting else {
            stage.setTopLayer(nil)
            return
        }
        let layer = InspectLayer(stage: stage)
        layer.rocketPanel = { [weak self] in self?.rocketPanel }
        layer.onNotice = { [weak self] message in
            self?.messages.notice.show(message)
            self?.record(.stage, message)
        }
        layer.onOpen = { [weak self] location in self?.openInEditor(location) }
        layer.onSelect = { [weak self] title in self?.record(.stage, "inspect: \(title)") }
        layer.onPopover = { [weak self] open in
            self?.record(.stage, open ? "inspect popover open" : "inspect popover closed")
        }
        layer.spec = { [weak self] in self?.spec }
        layer.onEdit = { [weak self] part in self?.showProperties(of: part) }
        layer.onBlock = { [weak self] id, edit in self?.showProperties(ofBlock: id, open: edit) }
        layer.onPick = { [weak self] properties in self?.stagePicked(properties) }
        stage.setTopLayer(layer.widget)
        area.layers.inspect = layer
    }
}
