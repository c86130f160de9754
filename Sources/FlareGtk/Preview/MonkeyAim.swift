import FlareCore

/// Where `flare-dev monkey` should click next, asked on the sync channel (`flare open --sync-stdin`): a line
/// `aim properties K` or `aim source` is answered `aimed LINE X Y` (window coordinates) or `aimed LINE -` (not on
/// screen yet: the page was just shown, ask again after a frame), then `sync LINE`. The monkey clicks there with real
/// input, so the Properties page's drop-downs, + and − buttons, pickers and Add block, and the source pane, are
/// reached as often as the seed says rather than when a random point happens to fall on them.
@MainActor
enum MonkeyAim {
    /// The controls a click can work, by CSS node name (a drop-down's, a menu button's inner button is a `button`).
    /// (A slider is left out: its node name is a catalogue key, and the rows have none.)
    static let controls: Set<String> = ["button", "spinbutton", "entry", "switch", "checkbutton"]

    /// The answer to `line` in `window`, or nil when the line is not an aim request.
    static func answer(_ line: String, in window: PreviewWindow?) -> String? {
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(of: "aim"), at + 1 < words.count else { return nil }
        let point = window.flatMap { window in
            switch words[at + 1] {
            case "properties": properties(pick: words.dropFirst(at + 2).first.flatMap { Int($0) } ?? 0, in: window)
            case "source": source(in: window)
            default: nil
            }
        }
        return "aimed \(line) " + (point.map { "\(Int($0.x.rounded())) \(Int($0.y.rounded()))" } ?? "-")
    }

    /// The centre of the `pick`-th (modulo) control that shows in the Properties page; shows the inspector on that
    /// page first when it is not (then nil: laid out on the next frame).
    private static func properties(pick: Int, in window: PreviewWindow) -> (x: Double, y: Double)? {
        guard let inspector = window.inspector else { return nil }
        let page = inspector.propertiesPage
        guard inspector.isVisible, inspector.visiblePage == "properties", page.scroller.mapped else {
            if !inspector.isVisible { inspector.setVisible(true) }
            inspector.showPage("properties", remember: false)
            return nil
        }
        let height = Double(page.scroller.height)
        let shown = controls(under: page.widget).filter { control in
            guard let box = control.bounds(in: page.scroller), box.width > 2, box.height > 2 else { return false }
            let middle = box.y + box.height / 2
            return middle > 0 && middle < height
        }
        guard !shown.isEmpty else { return nil }
        return centre(of: shown[pick % shown.count], in: window.window)
    }

    /// The centre of the source pane's text (a `textview` that shows), nil when the pane is hidden.
    private static func source(in window: PreviewWindow) -> (x: Double, y: Double)? {
        func find(_ widget: Widget) -> Widget? {
            guard widget.mapped else { return nil }
            if widget.cssName == "textview" && widget.height > 20 { return widget }
            return widget.children.lazy.compactMap { find($0) }.first
        }
        return find(window.window).flatMap { centre(of: $0, in: window.window) }
    }

    private static func controls(under widget: Widget) -> [Widget] {
        guard widget.mapped, widget.isSensitive else { return [] }
        if controls.contains(widget.cssName) { return [widget] }
        return widget.children.flatMap { controls(under: $0) }
    }

    private static func centre(of widget: Widget, in window: Widget) -> (x: Double, y: Double)? {
        guard let box = widget.bounds(in: window) else { return nil }
        return (box.x + box.width / 2, box.y + box.height / 2)
    }
}
