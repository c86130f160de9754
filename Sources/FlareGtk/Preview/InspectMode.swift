import FlareCore
import Foundation

/// What inspect mode asks of the window: the stage it draws over, and where a click on a part leads.
@MainActor
protocol InspectModeHost: AnyObject {
    var stage: StageView? { get }
    var rocketPanel: RocketPanel? { get }
    var spec: Spec? { get }
    /// Back to the single view, whose mode inspecting is.
    func leaveCompare()
}

/// The window-only layers over the stage, which no export draws: inspect mode (Ctrl+Alt+I) and the safe areas and
/// device frame (the header's view menu).
@MainActor
final class InspectMode {
    private(set) var inspecting = false
    private(set) var safeAreas = false
    private(set) var deviceFrame = false
    /// The inspect layer on the current stage while inspecting.
    private(set) var layer: InspectLayer?
    private weak var host: (any InspectModeHost)?
    private let header: PreviewHeader
    private let messages: WindowMessages
    private let source: SourceController
    /// Where a click on a part leads: its rows on the Properties page.
    private weak var inspector: Inspector?
    private let record: WindowLog.Record

    init(
        host: any InspectModeHost, header: PreviewHeader, messages: WindowMessages, source: SourceController,
        inspector: Inspector, record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.header = header
        self.messages = messages
        self.source = source
        self.inspector = inspector
        self.record = record
    }

    /// Turns inspect mode on or off (the header's toggle, Ctrl+Alt+I).
    func setInspecting(_ on: Bool) {
        guard on != inspecting else { return }
        if on { host?.leaveCompare() }  // inspect mode is the single view's
        inspecting = on
        header.setInspecting(on)
        apply()
        guard on else { return record(.stage, "inspect mode off") }
        let message = "inspect mode: hover the alert for its layout, click a part for its styles"
        guard let stage = host?.stage, stage.widget.realized, let layer else { return record(.stage, message) }
        // Once the layer is laid out: from then on it takes the pointer (a real click then reaches it, not the
        // alert's buttons under it; `flare open --log` readers click after this line).
        stage.widget.inNextLayout { [weak self, weak layer] in
            guard let self, inspecting, let layer, self.layer === layer else { return }
            record(.stage, message)
        }
    }

    /// Shows or hides the device's safe areas and the device frame over the stage (the header's view menu).
    func setOverlays(safeAreas: Bool? = nil, deviceFrame: Bool? = nil) {
        if let safeAreas { self.safeAreas = safeAreas }
        if let deviceFrame { self.deviceFrame = deviceFrame }
        header.setOverlays(safeAreas: self.safeAreas, deviceFrame: self.deviceFrame)
        apply()
    }

    /// Puts the canvas's layers on the current stage (after every rebuild: a reload, a theme or device change).
    func apply() {
        guard let stage = host?.stage else { return }
        if stage.overlays != nil || safeAreas || deviceFrame {
            stage.setOverlays(safeAreas: safeAreas, deviceFrame: deviceFrame)
        }
        if let old = layer {
            old.teardown()
            if let s = old.widget.parent, s == stage.widget { stage.setTopLayer(nil) }
            layer = nil
        }
        guard inspecting else {
            stage.setTopLayer(nil)
            return
        }
        let layer = InspectLayer(stage: stage, host: self)
        stage.setTopLayer(layer.widget)
        self.layer = layer
    }
}

/// The inspect layer's host: its clicks lead to the source pane, the inspector and the window's log and notice.
extension InspectMode: InspectLayerHost {
    var spec: Spec? { host?.spec }
    var rocketPanel: RocketPanel? { host?.rocketPanel }

    func open(_ location: SourceLocation) {
        source.openInEditor(location)
    }

    func notice(_ message: String) {
        messages.notice.show(message)
        record(.stage, message)
    }

    func selected(_ title: String, styledBy properties: [StyleProperty]) {
        record(.stage, "inspect: \(title)")
        source.stagePicked(properties)
    }

    func popover(open: Bool) {
        record(.stage, open ? "inspect popover open" : "inspect popover closed")
    }

    func edit(_ part: AlertPart) {
        inspector?.showProperties(of: part)
    }

    func selected(block id: String, edit: Bool) {
        inspector?.showProperties(ofBlock: id, open: edit)
    }
}
