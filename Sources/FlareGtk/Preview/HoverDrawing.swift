import FlareCore

/// What inspect mode draws for the part under the pointer, on the inspect layer's widget: the part's outline and the
/// DUX layout as redlines (`Redline.of`: gaps as thin red lines, sizes as outlines, each labelled in points), or a
/// rocket card's outline and size. Nothing drawn is a pointer target (`canTarget` false): the layer is the only one.
@MainActor
final class HoverDrawing {
    /// The inspect layer's widget, where everything is drawn.
    private let canvas: Fixed
    /// What the hover draws now (empty when the pointer is off the alert).
    private(set) var redlines: [Redline] = []
    /// The redlines' labels where they are drawn (stage points, none over another), with their text: a click on one
    /// copies its number of points.
    private(set) var measurements: [(rect: StageRect, text: String)] = []
    /// The part, or the id of the rocket block, drawn for.
    private(set) var part: AlertPart?
    private(set) var block: String?
    /// The labels drawn for the hovered part, waiting for `placeLabels`.
    private var pendingLabels: [(label: Label, request: RedlineLabels.Request, text: String)] = []
    private var widgets: [Widget] = []

    init(on canvas: Fixed) {
        self.canvas = canvas
    }

    /// Draws the redlines and the outline of `part` (or of the rocket `block`) on `stage`; for neither, none.
    func show(part: AlertPart?, block: (id: String, frame: StageRect)?, on stage: StageView) {
        if part == self.part && block?.id == self.block && !widgets.isEmpty { return }
        for w in widgets { canvas.remove(w) }
        widgets = []
        measurements = []
        self.part = part
        self.block = block?.id
        if let block {
            // A rocket card: its outline and size.
            redlines = [
                Redline(
                    kind: .size(block.frame), x: block.frame.x, y: block.frame.y, length: 0,
                    label: "\(CSS.number(block.frame.width)) × \(CSS.number(block.frame.height)) pt", key: nil)
            ]
            for line in redlines { draw(line, alert: nil) }
            placeLabels()
            return
        }
        guard let part, let frames = stage.alertFrames() else {
            redlines = []
            return
        }
        redlines = Redline.of(frames)
        if let f = stage.frame(of: part) {
            widgets.append(Self.outline(f, class: "flare-inspect-hover", pad: 0, on: canvas))
        }
        for line in redlines { draw(line, alert: frames.alert) }
        placeLabels()
    }

    /// The redline label drawn under the stage point (x, y), with its text.
    func measurement(at x: Double, _ y: Double) -> (rect: StageRect, text: String)? {
        measurements.first { x >= $0.rect.x && x < $0.rect.maxX && y >= $0.rect.y && y < $0.rect.maxY }
    }

    /// A box outlining `r` (grown by `pad` on every side) on `canvas`, in the CSS class `name`.
    static func outline(_ r: StageRect, class name: String, pad: Double, on canvas: Fixed) -> Box {
        let box = Box(.vertical)
        box.addClass(name)
        box.canTarget = false
        box.setSizeRequest(width: max(1, r.width + 2 * pad), height: max(1, r.height + 2 * pad))
        canvas.put(box, x: r.x - pad, y: r.y - pad)
        return box
    }

    /// Moves the labels the lines asked for into places where none covers another (`RedlineLabels`).
    private func placeLabels() {
        let frames = RedlineLabels.place(pendingLabels.map(\.request))
        for (pending, frame) in zip(pendingLabels, frames) { canvas.move(pending.label, x: frame.x, y: frame.y) }
        // Where each value is drawn, for a click to copy it.
        measurements = zip(frames, pendingLabels).map { ($0, $1.text) }
        pendingLabels = []
    }

    /// Draws one redline; `alert`: the alert's frame, outside which the side insets are labelled.
    private func draw(_ line: Redline, alert: StageRect?) {
        // One pixel wide on whole points at 100 %, so a line is crisp rather than two half-red pixels.
        let thickness = 1.0, tick = 7.0, lineX = line.x.rounded(.down), lineY = line.y.rounded(.down)
        switch line.kind {
        case .horizontalGap:
            bar(x: line.x, y: lineY, width: line.length, height: thickness)
            bar(x: line.x, y: line.y - tick / 2, width: thickness, height: tick)
            bar(x: line.x + line.length - thickness, y: line.y - tick / 2, width: thickness, height: tick)
            if line.key == PropertyCatalog.alertAppearance[\.horizontalOffset].id, let alert {
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
            widgets.append(Self.outline(r, class: "flare-redline-size", pad: 0, on: canvas))
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
        canvas.put(box, x: x, y: y)
        widgets.append(box)
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
        canvas.put(label, x: 0, y: 0)
        widgets.append(label)
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
}
