import FlareCore

/// A custom view that is a UIKit control (`CustomControl`), drawn as iOS draws it from boxes the alert's stylesheet
/// paints (`ControlView.css`): a switch, a slider, a progress bar, a segmented control or a list of rows, in the
/// state the spec gives (the stage previews a state; it does not toggle or drag). Sizes are iOS's (`ControlLook`).
@MainActor
struct ControlView {
    let widget: Widget
    /// The texts drawn (a switch's label, segment titles, row titles and details), with the color each is in.
    private(set) var texts: [(label: Label, color: Color, part: String)] = []
    /// What a finger taps (the switch, the slider, each segment, each row), with what to do when it is small.
    private(set) var targets: [(widget: Widget, part: String, fix: String)] = []
    /// The part that shows the control's state, with its color: checked against what is around it (SC 1.4.11).
    /// A segmented control has none: UIKit marks the selected segment by its lift and its semibold title, and
    /// the titles' contrast is checked as text.
    private(set) var state: (widget: Widget, color: Color, part: String, field: PartialKeyPath<CustomStyle>)?

    /// The control for `view`, `width` points wide (the alert's content width inside the custom box's insets).
    init(_ view: CustomView, look: ControlLook, width: Double) {
        let root = Box(.vertical)
        root.addClass("flare-control")
        widget = root
        switch view {
        case .toggle(let on, let label): buildSwitch(on: on, label: label, look: look, in: root)
        case .slider(let value): buildSlider(value, look: look, width: width, in: root)
        case .progress(let value): buildProgress(value, look: look, width: width, in: root)
        case .segments(let items, let selected): buildSegments(items, selected: selected, look: look, in: root)
        case .rows(let rows): buildRows(rows, look: look, in: root)
        case .input, .image, .text: break
        }
    }

    private static func box(_ cls: String, width: Double = -1, height: Double = -1) -> Box {
        let b = Box(.horizontal)
        b.addClass(cls)
        b.setSizeRequest(width: width, height: height)
        return b
    }

    private mutating func text(_ string: String, _ cls: String, color: Color, part: String) -> Label {
        let label = Label(DisplayText.shown(string, warn: { _ in }))
        label.addClass(cls)
        label.ellipsize = .end
        label.valign = .center
        texts.append((label, color, part))
        return label
    }

    /// UISwitch: a 51 × 31 track, fully rounded, and a 27-point thumb 2 points in, at the end when on.
    private mutating func buildSwitch(on: Bool, label: String?, look: ControlLook, in root: Box) {
        let size = ControlLook.switchSize
        let track = Overlay()
        track.addClasses("flare-switch", on ? "flare-on" : "flare-off")
        track.child = Self.box("flare-switch-sizer", width: size.width, height: size.height)
        let thumb = Self.box("flare-thumb", width: ControlLook.switchThumb, height: ControlLook.switchThumb)
        thumb.halign = on ? .end : .start
        thumb.valign = .center
        thumb.setMargins(Int(((size.height - ControlLook.switchThumb) / 2).rounded()))
        track.addOverlay(thumb)
        track.valign = .center
        targets.append((track, "the switch", "UIKit draws a UISwitch at 51 × 31 pt; keep other targets clear of it"))
        state =
            on
            ? (track, look.tint, "the switch's on track", \.tintColor)
            : (thumb, look.thumb, "the switch's thumb", \.thumbColor)
        guard let label else {
            track.halign = .start  // UIKit draws a UISwitch at its frame's origin, never stretched
            root.append(track)
            return
        }
        let row = Box(.horizontal, spacing: 8)
        let title = text(label, "flare-control-text", color: look.labelColor, part: "the switch's label")
        title.hexpand = true
        title.xalign = 0
        row.append(title)
        row.append(track)
        root.append(row)
    }

    /// UISlider: 31 points high, a 4-point track across the width, the minimum track up to a 28-point thumb.
    private mutating func buildSlider(_ value: Double, look: ControlLook, width: Double, in root: Box) {
        let slider = Overlay()
        slider.addClass("flare-slider")
        slider.child = Self.box("flare-slider-sizer", height: ControlLook.sliderHeight)
        let travel = max(0, width - ControlLook.sliderThumb)
        let track = Self.box("flare-track", height: ControlLook.trackHeight)
        track.valign = .center
        slider.addOverlay(track)
        let fill = Self.box(
            "flare-fill", width: (value * travel + ControlLook.sliderThumb / 2).rounded(),
            height: ControlLook.trackHeight)
        fill.halign = .start
        fill.valign = .center
        slider.addOverlay(fill)
        let thumb = Self.box("flare-thumb", width: ControlLook.sliderThumb, height: ControlLook.sliderThumb)
        thumb.halign = .start
        thumb.valign = .center
        thumb.marginStart = Int((value * travel).rounded())
        slider.addOverlay(thumb)
        targets.append((slider, "the slider", "a UISlider is 31 pt tall; keep other targets clear of it"))
        state = (thumb, look.thumb, "the slider's thumb", \.thumbColor)
        root.append(slider)
    }

    /// UIProgressView (`.default`): a 4-point rounded track across the width, filled to the progress.
    private mutating func buildProgress(_ value: Double, look: ControlLook, width: Double, in root: Box) {
        let bar = Overlay()
        bar.addClass("flare-progress")
        bar.child = Self.box("flare-track", height: ControlLook.trackHeight)
        let fill = Self.box("flare-fill", width: (value * width).rounded(), height: ControlLook.trackHeight)
        fill.halign = .start
        fill.visible = value > 0
        bar.addOverlay(fill)
        state = (fill, look.tint, "the progress bar's fill", \.tintColor)
        root.append(bar)
    }

    /// UISegmentedControl: 32 points high, equal segments on a rounded track, the selected one raised 2 points in,
    /// a 1 × 16 divider between two unselected segments.
    private mutating func buildSegments(_ items: [String], selected: Int, look: ControlLook, in root: Box) {
        let bar = Box(.horizontal)
        bar.addClass("flare-segments")
        bar.homogeneous = true
        bar.setSizeRequest(width: -1, height: ControlLook.segmentsHeight)
        for (i, item) in items.enumerated() {
            let segment = Overlay()
            segment.addClass("flare-segment")
            let face = Box(.horizontal)
            face.addClass(i == selected ? "flare-segment-selected" : "flare-segment-face")
            let title = text(item, "flare-segment-title", color: look.labelColor, part: "segment \(i + 1) ('\(item)')")
            title.hexpand = true
            face.append(title)
            segment.child = face
            if i > 0 && i != selected && i - 1 != selected {
                let divider = Self.box("flare-divider", width: 1, height: 16)
                divider.halign = .start
                divider.valign = .center
                segment.addOverlay(divider)
            }
            targets.append(
                (
                    segment, "segment \(i + 1) ('\(item)')",
                    "a UISegmentedControl is 32 pt tall; keep other targets clear of it"
                ))
            bar.append(segment)
        }
        root.append(bar)
    }

    /// A vertical stack of 44-point rows: the title, a detail at the trailing edge, a chevron or checkmark, a
    /// separator under every row but the last.
    private mutating func buildRows(_ rows: [CustomRow], look: ControlLook, in root: Box) {
        for (i, row) in rows.enumerated() {
            let line = Box(.horizontal, spacing: 8)
            line.addClass("flare-row")
            if i == rows.count - 1 { line.addClass("flare-row-last") }
            line.setSizeRequest(width: -1, height: ControlLook.rowHeight)
            let name = "row \(i + 1) ('\(row.title)')"
            let title = text(row.title, "flare-row-title", color: look.labelColor, part: name)
            title.hexpand = true
            title.xalign = 0
            line.append(title)
            if let detail = row.detail {
                var color = look.labelColor
                color.light.alpha *= 0.6
                color.dark.alpha *= 0.6
                let label = text(detail, "flare-row-detail", color: color, part: "the detail of \(name)")
                label.xalign = 1
                line.append(label)
            }
            switch row.accessory {
            case .none: break
            case .chevron: line.append(Self.accessory("flare-chevron", width: 8, height: 8))
            case .checkmark: line.append(Self.accessory("flare-check", width: 6, height: 12))
            }
            targets.append((line, name, "a row is 44 pt tall"))
            root.append(line)
        }
    }

    /// A chevron or checkmark: two borders of a small box, turned 45° (`ControlView.css`), no glyph from a font.
    private static func accessory(_ cls: String, width: Double, height: Double) -> Widget {
        let frame = Box(.horizontal)
        frame.setSizeRequest(width: 16, height: 16)
        let mark = box(cls, width: width, height: height)
        mark.halign = .center
        mark.valign = .center
        mark.hexpand = true
        frame.append(mark)
        frame.hexpand = false  // the mark's own expand must not give the accessory the row's free width
        frame.valign = .center
        return frame
    }

    /// The rules that paint the controls, in scope `s`, in `look`'s colors (`rgba` resolves a color for the theme).
    nonisolated static func css(scope s: String, look: ControlLook, rgba: (Color) -> String) -> String {
        let shadow = "box-shadow: 0 3px 8px rgba(0, 0, 0, 0.15), 0 3px 1px rgba(0, 0, 0, 0.06);"
        var detail = look.labelColor
        detail.light.alpha *= 0.6
        detail.dark.alpha *= 0.6
        let radius = CSS.number(ControlLook.switchSize.height / 2)
        return """
            \(s) .flare-switch { background-color: \(rgba(look.track)); border-radius: \(radius)px; }
            \(s) .flare-switch.flare-on { background-color: \(rgba(look.tint)); }
            \(s) .flare-thumb { background-color: \(rgba(look.thumb)); border-radius: 9999px; \(shadow) }
            \(s) .flare-track { background-color: \(rgba(look.track)); border-radius: 2px; }
            \(s) .flare-fill { background-color: \(rgba(look.tint)); border-radius: 2px; }
            \(s) .flare-segments { background-color: \(rgba(look.track)); border-radius: 9px; }
            \(s) .flare-segment-selected { background-color: \(rgba(look.tint)); border-radius: 7px; margin: 2px; \
            \(shadow) }
            \(s) .flare-divider { background-color: \(rgba(look.separator)); }
            \(s) .flare-control-text, \(s) .flare-segment-title, \(s) .flare-row-title { \
            \(FontRegistry.css(look.font)) \
            color: \(rgba(look.labelColor)); }
            \(s) .flare-segment-selected .flare-segment-title { font-weight: 600; }
            \(s) .flare-segment-title { padding: 0 4px; }
            \(s) .flare-row-detail { \(FontRegistry.css(look.font)) color: \(rgba(detail)); }
            \(s) .flare-row { box-shadow: inset 0 -0.5px \(rgba(look.separator)); }
            \(s) .flare-row.flare-row-last { box-shadow: none; }
            \(s) .flare-chevron { border-top: 2px solid \(rgba(look.separator)); \
            border-right: 2px solid \(rgba(look.separator)); \
            transform: rotate(45deg); }
            \(s) .flare-check { border-bottom: 2px solid \(rgba(look.tint)); \
            border-right: 2px solid \(rgba(look.tint)); \
            transform: translateY(-2px) rotate(45deg); }

            """
    }
}
