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
    /// A row's "Open in editor" (`SourceOpener.openInEditor`).
    var onOpen: (@MainActor (SourceLocation) -> Void)?
    /// A message for the window's notice (the editor could not start).
    var onNotice: (@MainActor (String) -> Void)?
    /// The popover's heading, for the window's log, when a part or block is selected.
    var onSelect: (@MainActor (String) -> Void)?
    /// The popover was mapped (true) or unmapped (false), for the window's log: a script (or a test) that presses
    /// Escape must wait until the popover is up, or the key reaches the window before the popover takes it.
    var onPopover: (@MainActor (Bool) -> Void)?
    /// The window's spec (palette names and where values are written, for the popover's rows).
    var spec: @MainActor () -> Spec? = { nil }
    /// "Edit in Properties": the window shows the inspector's Properties page on the part.
    var onEdit: (@MainActor (AlertPart) -> Void)?
    /// A rocket block was selected (`edit`: its popover's "Edit in Properties" was pressed).
    var onBlock: (@MainActor (_ id: String, _ edit: Bool) -> Void)?
    /// What styles the part or block a click selected (the source pane moves its cursor to the first key of it).
    var onPick: (@MainActor ([StyleProperty]) -> Void)?
    private let style: (scope: String, provider: CssProvider)
    /// What the hover draws now (empty when the pointer is off the alert).
    private(set) var redlines: [Redline] = []
    /// Where the redlines' labels were placed (stage points), none over another; tests measure them.
    private(set) var labelFrames: [StageRect] = []
    /// The labels drawn for the hovered part, waiting for `placeLabels`.
    private var pendingLabels: [(label: Label, request: RedlineLabels.Request, text: String)] = []
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
    /// The popover's copy buttons by row: each copies its row's value.
    private(set) var copyButtons: [Int: Button] = [:]
    /// The redlines' labels where they are drawn, with their text: a click on one copies its number of points.
    private(set) var measurements: [(rect: StageRect, text: String)] = []
    /// The popover's "Edit in Properties" button.
    private(set) var editButton: Button?
    private(set) var popover: Popover?
    /// The selected alert's properties with their palette names and colors (nil for a rocket block).
    private var sheet: PropertySheet?
    /// The value cells of the popover, by row (tests read what they show).
    private(set) var valueLabels: [Int: Label] = [:]

    init(stage: StageView) {
        self.stage = stage
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
        measurements = []
        labelFrames = []
        hovered = part
        hoveredBlock = block?.id
        if let block {
            // A rocket card: its outline and size.
            redlines = [
                Redline(
                    kind: .size(block.frame), x: block.frame.x, y: block.frame.y, length: 0,
                    label: "\(CSS.number(block.frame.width)) × \(CSS.number(block.frame.height)) pt", key: nil)
            ]
            for line in redlines { draw(line) }
            placeLabels()
            return
        }
        guard let part, let frames = stage.alertFrames() else {
            redlines = []
            return
        }
        redlines = Redline.of(frames)
        if let f = stage.frame(of: part) { hoverWidgets.append(outline(f, class: "flare-inspect-hover", pad: 0)) }
        for line in redlines { draw(line) }
        placeLabels()
    }

    /// Moves the labels the lines asked for into places where none covers another (`RedlineLabels`).
    private func placeLabels() {
        let frames = RedlineLabels.place(pendingLabels.map(\.request))
        for (pending, frame) in zip(pendingLabels, frames) { widget.move(pending.label, x: frame.x, y: frame.y) }
        labelFrames = frames
        // Where each value is drawn, for a click to copy it.
        measurements = zip(frames, pendingLabels).map { ($0, $1.text) }
        pendingLabels = []
    }

    private func draw(_ line: Redline) {
        // One pixel wide on whole points at 100 %, so a line is crisp rather than two half-red pixels.
        let thickness = 1.0, tick = 7.0, lineX = line.x.rounded(.down), lineY = line.y.rounded(.down)
        switch line.kind {
        case .horizontalGap:
            bar(x: line.x, y: lineY, width: line.length, height: thickness)
            bar(x: line.x, y: line.y - tick / 2, width: thickness, height: tick)
            bar(x: line.x + line.length - thickness, y: line.y - tick / 2, width: thickness, height: tick)
            if line.key == PropertyCatalog.alertAppearance[\.horizontalOffset].id,
                let alert = stage?.alertFrames()?.alert
            {
                // The side insets labelled outside the alert, where nothing else is drawn.
                let left = line.x <= alert.x + 0.5
                label(
                    line.label, centreX: left ? line.x - 3 : line.x + line.length + 3, centreY: line.y,
                    anchor: left ? .trailing : .leading)
            } else {
                label(
                    line.label, centreX: line.x + line.length / 2, centreY: line.y - 9,
                    else: [(line.x + line.length / 2, line.y + 9, .centre)])
            }
        case .verticalGap:
            bar(x: lineX, y: line.y, width: thickness, height: line.length)
            bar(x: line.x - tick / 2, y: line.y, width: tick, height: thickness)
            bar(x: line.x - tick / 2, y: line.y + line.length - thickness, width: tick, height: thickness)
            label(
                line.label, centreX: line.x + 4, centreY: line.y + line.length / 2, anchor: .leading,
                else: [(line.x - 4, line.y + line.length / 2, .trailing)])
        case .size(let r):
            hoverWidgets.append(outline(r, class: "flare-redline-size", pad: 0))
            label(
                line.label, centreX: r.x + r.width / 2, centreY: r.maxY + 8,
                else: [(r.x + r.width / 2, r.y - 8, .centre), (r.maxX - 4, r.maxY - 8, .trailing)])
        }
    }

    private func bar(x: Double, y: Double, width: Double, height: Double) {
        let box = Box(.vertical)
        box.addClass("flare-redline")
        box.canTarget = false
        box.setSizeRequest(width: max(1, width), height: max(1, height))
        widget.put(box, x: x, y: y)
        hoverWidgets.append(box)
    }

    private enum Anchor { case centre, leading, trailing }

    /// A red label centred vertically on centreY, and on centreX (or starting or ending there); `else`: the places
    /// it takes when that one is taken by another label, best first. `placeLabels` moves it into place.
    private func label(
        _ text: String, centreX: Double, centreY: Double, anchor: Anchor = .centre,
        else alternatives: [(x: Double, y: Double, anchor: Anchor)] = []
    ) {
        let label = Label(text)
        label.addClass("flare-redline-label")
        label.canTarget = false
        widget.put(label, x: 0, y: 0)
        hoverWidgets.append(label)
        // Measured once in the layer (its scope's CSS applies there), then moved into place.
        let w = Double(label.measure(.horizontal).natural)
        let h = Double(label.measure(.vertical).natural)
        func corner(_ x: Double, _ y: Double, _ anchor: Anchor) -> RedlineLabels.Point {
            switch anchor {
            case .centre: RedlineLabels.Point(x - w / 2, y - h / 2)
            case .leading: RedlineLabels.Point(x, y - h / 2)
            case .trailing: RedlineLabels.Point(x - w, y - h / 2)
            }
        }
        let places = [corner(centreX, centreY, anchor)] + alternatives.map { corner($0.x, $0.y, $0.anchor) }
        pendingLabels.append((label, RedlineLabels.Request(width: w, height: h, places: places), text))
    }

    private func outline(_ r: StageRect, class name: String, pad: Double) -> Box {
        let box = Box(.vertical)
        box.addClass(name)
        box.canTarget = false
        box.setSizeRequest(width: max(1, r.width + 2 * pad), height: max(1, r.height + 2 * pad))
        widget.put(box, x: r.x - pad, y: r.y - pad)
        return box
    }

    // MARK: Click: the part's properties

    /// Selects the part at stage point (x, y) and lists its properties in a popover; off the alert, deselects.
    /// A click on a redline's label also copies its number of points (it selects as anywhere else).
    func select(at x: Double, _ y: Double) {
        let measured = measurements.first { x >= $0.rect.x && x < $0.rect.maxX && y >= $0.rect.y && y < $0.rect.maxY }
        let part = stage?.part(at: x, y)
        if part == nil, let block = block(at: x, y) {
            select(block: block.id, frame: block.frame)
        } else {
            select(part)
        }
        if let m = measured { copy(m.text.hasSuffix(" pt") ? String(m.text.dropLast(3)) : m.text, shown: m.text) }
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
        sheet = nil
        showPopover(title: "Block \(id) (\(block.typeName))", at: frame, block: id)
        onBlock?(id, false)
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
        sheet = spec().flatMap { PropertySheet(alert: alert.id, in: $0) }
        showPopover(
            title: part.description.prefix(1).uppercased() + part.description.dropFirst(), at: frame, part: part)
    }

    private func showPopover(title: String, at frame: StageRect, part: AlertPart? = nil, block: String? = nil) {
        // Outside the stage's isolated tree, so the popover wears the desktop's theme: on the stage's parent.
        guard let stage, let host = stage.widget.parent,
            let origin = stage.widget.point(frame.x, frame.y, in: host),
            let corner = stage.widget.point(frame.maxX, frame.maxY, in: host)
        else { return }
        // Every row as tall as the tallest (a link button's height), each column aligned at its start; keys in the
        // body's color (a dimmed key was 2.8:1 on white), values with their palette name and a swatch.
        let grid = Grid(columnSpacing: 12, rowSpacing: 2)
        grid.rowHomogeneous = true
        let heading = Label(title, classes: ["heading"])
        heading.xalign = 0
        grid.attach(heading, column: 0, row: 0, width: 4)
        valueLabels = [:]
        let alertID = stage.alertView?.spec.id
        for (row, property) in properties.enumerated() {
            // An action's keys without their `actions[i].` prefix: the heading names the action.
            let shortKey =
                property.key.hasPrefix("actions[") ? String(property.key.drop { $0 != "." }.dropFirst()) : property.key
            let key = Label(shortKey, classes: ["monospace"])
            key.xalign = 0
            key.tooltip = property.key
            let path = alertID.flatMap { id in
                (try? EditPath(parsing: property.key)).map { EditPath([.key("alerts"), .key(id)] + $0.components) }
            }
            let sheetRow = path.flatMap { sheet?.row($0) }
            var shown = property.value
            if let name = sheetRow?.paletteName { shown = "\(name) · \(property.value)" }
            let value = Label(shown)
            value.xalign = 0
            value.ellipsize = .end
            value.maxWidthChars = 32
            value.tooltip = property.value
            valueLabels[row] = value
            let cell: Widget
            if case .color(let color)? = sheetRow?.value {
                cell = Box(row: [ColorPicker.swatch(color, theme: stage.theme), value], spacing: 6)
            } else {
                cell = value
            }
            key.valign = .center
            cell.valign = .center
            grid.attach(key, column: 0, row: row + 1)
            grid.attach(cell, column: 1, row: row + 1)
            if case .spec(let location) = property.origin {
                let button = Button(
                    label:
                        "\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.line):\(location.column)")
                button.hasFrame = false
                button.addClass("link")
                button.halign = .start
                button.tooltip = "Open in editor: \(location.file), line \(location.line)"
                button.connect(.clicked) { [weak self] in self?.onOpen?(location) }
                grid.attach(button, column: 2, row: row + 1)
                openButtons[row] = button
            } else {
                let label = Label(property.origin.description)
                label.xalign = 0
                label.valign = .center
                grid.attach(label, column: 2, row: row + 1)
            }
            let copy = Button(icon: "edit-copy-symbolic")
            copy.hasFrame = false
            copy.tooltip = "Copy \(property.value)"
            copy.connect(.clicked) { [weak self] in self?.copy(property.value, shown: property.value) }
            grid.attach(copy, column: 3, row: row + 1)
            copyButtons[row] = copy
        }
        if let part, onEdit != nil {
            let edit = Button(label: "Edit in Properties")
            edit.tooltip = "Change these values in the inspector's Properties page (written to the spec at once)"
            edit.halign = .end
            edit.connect(.clicked) { [weak self] in
                self?.closePopover()
                self?.onEdit?(part)
            }
            editButton = edit
            grid.attach(edit, column: 0, row: properties.count + 1, width: 4)
        } else if let block, onBlock != nil {
            let edit = Button(label: "Edit in Properties")
            edit.tooltip = "Change this block in the inspector's Properties page (written to the spec at once)"
            edit.halign = .end
            edit.connect(.clicked) { [weak self] in
                self?.closePopover()
                self?.onBlock?(block, true)
            }
            editButton = edit
            grid.attach(edit, column: 0, row: properties.count + 1, width: 4)
        }
        grid.setMargins(6)
        let popover = Popover(grid)
        popover.connect(.map) { [weak self] in self?.onPopover?(true) }
        popover.connect(.unmap) { [weak self] in self?.onPopover?(false) }
        popover.attach(to: host)
        popover.position = .bottom
        popover.point(at: origin.x, origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
        popover.popup()
        self.popover = popover
        onSelect?(title)
        onPick?(properties)
    }

    /// Puts `text` on the clipboard and says so in the window's notice.
    func copy(_ text: String, shown: String) {
        widget.clipboard.set(text)
        onNotice?("Copied “\(text)”" + (shown == text ? "" : " (\(shown))"))
    }

    private func closePopover() {
        openButtons = [:]
        copyButtons = [:]
        if let popover {
            popover.popdown()
            popover.unparent()
        }
        popover = nil
    }
}
