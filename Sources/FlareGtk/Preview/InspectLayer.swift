import CFlareShim
import CGtk
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
    let widget = Fixed()
    let motion = MotionController()
    let click = GestureClick()
    private weak var stage: StageView?
    /// The environment "Open in editor" reads (`VISUAL`, `EDITOR`, `PATH`); tests put a stub editor here.
    var environment: [String: String]
    /// A message for the window's notice (the editor could not start).
    var onNotice: (@MainActor (String) -> Void)?
    /// The popover's heading, for the window's log, when a part or block is selected.
    var onSelect: (@MainActor (String) -> Void)?
    /// What styles the part or block a click selected (the source pane moves its cursor to the first key of it).
    var onPick: (@MainActor ([StyleProperty]) -> Void)?
    private let style: (scope: String, provider: CssProvider)
    /// What the hover draws now (empty when the pointer is off the alert).
    private(set) var redlines: [Redline] = []
    private var hoverWidgets: [Widget] = []
    private(set) var hovered: AlertPart?
    private(set) var selected: AlertPart?
    /// The Rocket panel on the stage, if any (the window's): its blocks are inspected like an alert's parts.
    var rocketPanel: @MainActor () -> RocketPanel? = { nil }
    /// The id of the rocket block hovered or selected.
    private(set) var hoveredBlock: String?
    private(set) var selectedBlock: String?
    private var selectionBox: Box?
    /// The selected part's properties, as the popover lists them, and the popover's "Open in editor" buttons by row.
    private(set) var properties: [StyleProperty] = []
    private(set) var openButtons: [Int: Button] = [:]
    private(set) var popover: Popover?

    init(stage: StageView, environment: [String: String]) {
        self.stage = stage
        self.environment = environment
        style = StyleProviders.add(prefix: "flare-inspect") { scope in
            """
            .\(scope) .flare-redline { background-color: rgba(255, 45, 85, 1); }
            .\(scope) .flare-redline-size { border: 1px solid rgba(255, 45, 85, 1); }
            .\(scope) .flare-redline-label { font-family: Inter; font-size: 10px; font-weight: 600;
              color: rgba(255, 255, 255, 1); background-color: rgba(255, 45, 85, 1); border-radius: 3px; padding: 0 3px; }
            .\(scope) .flare-inspect-hover { border: 1px solid rgba(10, 132, 255, 1); }
            .\(scope) .flare-inspect-selected { border: 2px solid rgba(10, 132, 255, 1); background-color: rgba(10, 132, 255, 0.08); }
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
        closePopover()
    }

    isolated deinit {
        StyleProviders.remove(style.provider)
    }

    // MARK: Hover: redlines

    /// Draws the redlines and the hovered part's outline for the pointer at stage point (x, y); off the alert, none.
    func hover(_ x: Double, _ y: Double) {
        guard let stage else { return }
        let part = stage.part(at: x, y)
        let block = part == nil ? self.block(at: x, y) : nil
        if part == hovered && block?.id == hoveredBlock && !hoverWidgets.isEmpty { return }
        for w in hoverWidgets { widget.remove(w) }
        hoverWidgets = []
        hovered = part
        hoveredBlock = block?.id
        if let block {
            // A rocket card: its outline and size.
            redlines = [Redline(kind: .size(block.frame), x: block.frame.x, y: block.frame.y, length: 0,
                                label: "\(CSS.number(block.frame.width)) × \(CSS.number(block.frame.height)) pt", key: nil)]
            for line in redlines { draw(line) }
            return
        }
        guard let part, let frames = stage.alertFrames() else {
            redlines = []
            return
        }
        redlines = Redline.of(frames)
        if let f = stage.frame(of: part) { hoverWidgets.append(outline(f, class: "flare-inspect-hover", pad: 0)) }
        for line in redlines { draw(line) }
    }

    private func draw(_ line: Redline) {
        // One pixel wide on whole points at 100 %, so a line is crisp rather than two half-red pixels.
        let thickness = 1.0, tick = 7.0, lineX = line.x.rounded(.down), lineY = line.y.rounded(.down)
        switch line.kind {
        case .horizontalGap:
            bar(x: line.x, y: lineY, width: line.length, height: thickness)
            bar(x: line.x, y: line.y - tick / 2, width: thickness, height: tick)
            bar(x: line.x + line.length - thickness, y: line.y - tick / 2, width: thickness, height: tick)
            if line.key == PropertyCatalog.alertAppearance[\.horizontalOffset].id, let alert = stage?.alertFrames()?.alert {
                // The side insets labelled outside the alert, where nothing else is drawn.
                let left = line.x <= alert.x + 0.5
                label(line.label, centreX: left ? line.x - 3 : line.x + line.length + 3, centreY: line.y,
                      anchor: left ? .trailing : .leading)
            } else {
                label(line.label, centreX: line.x + line.length / 2, centreY: line.y - 9)
            }
        case .verticalGap:
            bar(x: lineX, y: line.y, width: thickness, height: line.length)
            bar(x: line.x - tick / 2, y: line.y, width: tick, height: thickness)
            bar(x: line.x - tick / 2, y: line.y + line.length - thickness, width: tick, height: thickness)
            label(line.label, centreX: line.x + 4, centreY: line.y + line.length / 2, anchor: .leading)
        case .size(let r):
            hoverWidgets.append(outline(r, class: "flare-redline-size", pad: 0))
            label(line.label, centreX: r.x + r.width / 2, centreY: r.maxY + 8)
        }
    }

    private func bar(x: Double, y: Double, width: Double, height: Double) {
        let box = Box(GTK_ORIENTATION_VERTICAL)
        box.addClass("flare-redline")
        box.canTarget = false
        box.setSizeRequest(width: max(1, width), height: max(1, height))
        widget.put(box, x: x, y: y)
        hoverWidgets.append(box)
    }

    private enum Anchor { case centre, leading, trailing }

    /// A red label centred vertically on centreY, and on centreX (or starting or ending there).
    private func label(_ text: String, centreX: Double, centreY: Double, anchor: Anchor = .centre) {
        let label = Label(text)
        label.addClass("flare-redline-label")
        label.canTarget = false
        widget.put(label, x: 0, y: 0)
        hoverWidgets.append(label)
        // Measured once in the layer (its scope's CSS applies there), then moved into place.
        let w = Double(label.measure(GTK_ORIENTATION_HORIZONTAL).natural)
        let h = Double(label.measure(GTK_ORIENTATION_VERTICAL).natural)
        let x = switch anchor {
        case .centre: centreX - w / 2
        case .leading: centreX
        case .trailing: centreX - w
        }
        widget.move(label, x: x, y: centreY - h / 2)
    }

    private func outline(_ r: StageRect, class name: String, pad: Double) -> Box {
        let box = Box(GTK_ORIENTATION_VERTICAL)
        box.addClass(name)
        box.canTarget = false
        box.setSizeRequest(width: max(1, r.width + 2 * pad), height: max(1, r.height + 2 * pad))
        widget.put(box, x: r.x - pad, y: r.y - pad)
        return box
    }

    // MARK: Click: the part's properties

    /// Selects the part at stage point (x, y) and lists its properties in a popover; off the alert, deselects.
    func select(at x: Double, _ y: Double) {
        let part = stage?.part(at: x, y)
        if part == nil, let block = block(at: x, y) {
            select(block: block.id, frame: block.frame)
        } else {
            select(part)
        }
    }

    /// The shown rocket block under the stage point (x, y), with its card's frame.
    func block(at x: Double, _ y: Double) -> (id: String, frame: StageRect)? {
        guard let stage, let panel = rocketPanel() else { return nil }
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
        guard let stage, let panel = rocketPanel(), let block = panel.rocket.block(id) else { return }
        selectedBlock = id
        selectionBox = outline(frame, class: "flare-inspect-selected", pad: 2)
        properties = block.styleProperties(theme: stage.theme)
        showPopover(title: "Block \(id) (\(block.typeName))", at: frame)
    }

    func select(_ part: AlertPart?) {
        if let box = selectionBox { widget.remove(box) }
        selectionBox = nil
        closePopover()
        selected = part
        selectedBlock = nil
        guard let part, let stage, let alert = stage.alertView?.spec, let frame = stage.frame(of: part) else {
            properties = []
            return
        }
        selectionBox = outline(frame, class: "flare-inspect-selected", pad: 2)
        properties = alert.styleProperties(of: part, theme: stage.theme)
        showPopover(title: part.description.prefix(1).uppercased() + part.description.dropFirst(), at: frame)
    }

    private func showPopover(title: String, at frame: StageRect) {
        // Outside the stage's isolated tree, so the popover wears the desktop's theme: on the stage's parent.
        guard let stage, let host = stage.widget.parent,
              let origin = stage.widget.point(frame.x, frame.y, in: host),
              let corner = stage.widget.point(frame.maxX, frame.maxY, in: host) else { return }
        let grid = Grid(columnSpacing: 12, rowSpacing: 4)
        grid.attach(Label(title, classes: ["heading"]), column: 0, row: 0, width: 3)
        for (row, property) in properties.enumerated() {
            // An action's keys without their `actions[i].` prefix: the heading names the action.
            let shortKey = property.key.hasPrefix("actions[") ? String(property.key.drop { $0 != "." }.dropFirst()) : property.key
            let key = Label(shortKey, classes: ["monospace", "dim-label"])
            key.tooltip = property.key
            let value = Label(property.value, classes: [], wrap: true)
            value.maxWidthChars = 28
            grid.attach(key, column: 0, row: row + 1)
            grid.attach(value, column: 1, row: row + 1)
            if case .spec(let location) = property.origin {
                let button = Button(label: "\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.line):\(location.column)")
                button.hasFrame = false
                button.addClass("link")
                button.tooltip = "Open in editor: \(location.file), line \(location.line)"
                button.connect(.clicked) { [weak self] in self?.openInEditor(location) }
                grid.attach(button, column: 2, row: row + 1)
                openButtons[row] = button
            } else {
                grid.attach(Label(property.origin.description, classes: ["dim-label"]), column: 2, row: row + 1)
            }
        }
        grid.setMargins(6)
        let popover = Popover(grid)
        popover.attach(to: host)
        popover.position = GTK_POS_BOTTOM
        popover.point(at: origin.x, origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
        popover.popup()
        self.popover = popover
        onSelect?(title)
        onPick?(properties)
    }

    private func closePopover() {
        openButtons = [:]
        if let popover {
            popover.popdown()
            popover.unparent()
        }
        popover = nil
    }

    /// Opens the spec file at `location`'s line in the user's editor (`EditorCommand`'s rule).
    func openInEditor(_ location: SourceLocation) {
        let command = EditorCommand.opening(location, environment: environment)
        do {
            try command.launch(environment: environment)
            onNotice?("Opened \(URL(fileURLWithPath: location.file).lastPathComponent) at line \(location.line)")
        } catch {
            onNotice?("Could not start \(command.executable) to open \(location.file): \(error.localizedDescription)")
        }
    }
}
