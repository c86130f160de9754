import FlareCore
import Foundation

/// Inspect mode over the stage (the header's inspect toggle, Ctrl+Alt+I): a stage-sized layer above everything that
/// takes the pointer. Hovering the alert outlines the part under the pointer and draws the DUX layout as redlines
/// (`Redline.of`: gaps as thin red lines, sizes as outlines, each labelled in points); a click selects a part and
/// opens a popover listing what styles it (`AlertSpec.styleProperties`) with where each value comes from, each
/// spec location with "Open in editor" (`EditorCommand`). Clicks never reach the alert's buttons while inspecting.
/// The layer is the only pointer target: what it draws (`canTarget` false) comes and goes under the pointer, and a
/// removed widget GTK still held as the pointer's target crashed GTK 4.8 when the canvas was unmapped (issue 25).
@MainActor
final class InspectLayer {
    let widget: Fixed
    let motion = MotionController()
    let click = GestureClick()
    private weak var stage: StageView?
    private weak var host: (any InspectLayerHost)?
    private let style: (scope: String, provider: CssProvider)
    /// What the hover draws: the redlines and the hovered part's outline.
    let drawing: HoverDrawing
    /// What the selection lists: the popover of its properties.
    let popover: InspectPopover
    private(set) var selected: AlertPart?
    /// The id of the rocket block selected.
    private(set) var selectedBlock: String?
    private var selectionBox: Box?

    init(stage: StageView, host: any InspectLayerHost) {
        self.stage = stage
        self.host = host
        let canvas = Fixed()
        widget = canvas
        drawing = HoverDrawing(on: canvas)
        popover = InspectPopover(host: host)
        style = StyleProviders.add(prefix: "flare-inspect") { scope in
            """
            .\(scope) .flare-redline { background-color: rgba(255, 45, 85, 1); }
            .\(scope) .flare-redline-size { border: 1px solid rgba(255, 45, 85, 1); }
            .\(scope) .flare-redline-label { font-family: Inter; font-size: 10px; font-weight: 600;
              color: rgba(255, 255, 255, 1); background-color: rgba(255, 45, 85, 1); border-radius: 3px; \
            padding: 0 3px; }
            .\(scope) .flare-inspect-hover { border: 1px solid rgba(10, 132, 255, 1); }
            .\(scope) .flare-inspect-selected { border: 2px solid rgba(10, 132, 255, 1); background-color: rgba(10, \
            132, 255, 0.08); }
            """
        }
        widget.addClass(style.scope)
        let (w, h) = stage.deviceSize
        widget.setSizeRequest(width: StageView.whole(w), height: StageView.whole(h))
        motion.connect(.enter) { [weak self] x, y in self?.hover(x, y) }
        motion.connect(.motion) { [weak self] x, y in self?.hover(x, y) }
        motion.connect(.leave) { [weak self] in self?.hover(-1, -1) }
        widget.add(motion)
        // Claimed on press: while inspecting, a click selects and never taps the mask, a button or a rocket card.
        click.connect(.pressed) { [weak self] _, _, _ in self?.click.claim() }
        click.connect(.released) { [weak self] _, x, y in self?.select(at: x, y) }
        widget.add(click)
    }

    /// Closes the popover (it lives on the stage's parent, not on the layer).
    func teardown() {
        popover.close()
    }

    isolated deinit {
        StyleProviders.remove(style.provider)
    }

    // MARK: Hover: redlines

    /// Draws the redlines and the hovered part's outline for the pointer at stage point (x, y); off the alert, none.
    func hover(_ x: Double, _ y: Double) {
        guard let stage else { return }
        let part = stage.part(at: x, y)
        drawing.show(part: part, block: part == nil ? block(at: x, y) : nil, on: stage)
    }

    // MARK: Click: the part's properties

    /// Selects the part at stage point (x, y) and lists its properties in a popover; off the alert, deselects.
    /// A click on a redline's label also copies its number of points (it selects as anywhere else).
    func select(at x: Double, _ y: Double) {
        let measured = drawing.measurement(at: x, y)
        let part = stage?.part(at: x, y)
        if part == nil, let block = block(at: x, y) {
            select(block: block.id, frame: block.frame)
        } else {
            select(part)
        }
        if let m = measured {
            host?.copy(m.text.hasSuffix(" pt") ? String(m.text.dropLast(3)) : m.text, shown: m.text, from: widget)
        }
    }

    /// The shown rocket block under the stage point (x, y), with its card's frame.
    func block(at x: Double, _ y: Double) -> (id: String, frame: StageRect)? {
        guard let stage, let panel = host?.rocketPanel else { return nil }
        for (index, card) in panel.cards.enumerated() where index < panel.flow.visible.count {
            guard card.visible, let b = card.bounds(in: stage.widget) else { continue }
            if x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height {
                return (panel.flow.visible[index], StageRect(x: b.x, y: b.y, width: b.width, height: b.height))
            }
        }
        return nil
    }

    /// Selects the rocket block `id` (drawn at `frame`) and lists what draws it.
    func select(block id: String, frame: StageRect) {
        select(nil)
        guard let stage, let panel = host?.rocketPanel, let block = panel.rocket.block(id) else { return }
        selectedBlock = id
        selectionBox = HoverDrawing.outline(frame, class: "flare-inspect-selected", pad: 2, on: widget)
        popover.show(
            block.styleProperties(theme: stage.theme), sheet: nil, title: "Block \(id) (\(block.typeName))", at: frame,
            on: stage, block: id)
        host?.selected(block: id, edit: false)
    }

    func select(_ part: AlertPart?) {
        if let box = selectionBox { widget.remove(box) }
        selectionBox = nil
        popover.close()
        selected = part
        selectedBlock = nil
        guard let part, let stage, let alert = stage.alertView?.spec, let frame = stage.frame(of: part) else {
            popover.clear()
            return
        }
        selectionBox = HoverDrawing.outline(frame, class: "flare-inspect-selected", pad: 2, on: widget)
        popover.show(
            alert.styleProperties(of: part, theme: stage.theme),
            sheet: host?.spec.flatMap { PropertySheet(alert: alert.id, in: $0) },
            title: part.description.prefix(1).uppercased() + part.description.dropFirst(), at: frame, on: stage,
            part: part)
    }
}
