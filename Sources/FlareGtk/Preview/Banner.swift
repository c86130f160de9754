import FlareCore

/// The bar above the stage that says what is wrong with the spec: every error of a broken spec (red: the stage
/// keeps the last good render) or, while the spec renders, its warnings (amber: the stage is up to date), as
/// `file:line:col: severity: message` lines (a click opens the spec at that line, the copy button beside copies
/// it), or that the spec file disappeared. It sits above the canvas (never over the stage), its lines scrolling
/// past a few. Warnings can be dismissed with the bar's close button: a dismissed line stays hidden, new ones show.
@MainActor
final class Banner {
    enum Kind: Equatable { case errors, warnings }

    let widget = Box(.vertical, spacing: 2)
    /// The lines shown, in order (for tests and the log).
    private(set) var lines: [String] = []
    private(set) var kind: Kind = .errors
    /// A line was copied to the clipboard.
    var onCopy: (@MainActor (String) -> Void)?
    /// A line was clicked: open the spec at its place.
    var onOpen: (@MainActor (SourceLocation) -> Void)?

    private let heading = Label("")
    private let close = Button(icon: "window-close-symbolic")
    private var buttons: [Button] = []
    private var copyButtons: [Button] = []
    /// The lines, scrolling once they are taller than `maximumLinesHeight`.
    private let linesBox = Box(.vertical, spacing: 2)
    private let scroller: ScrolledWindow
    /// The most the lines take of the window's height before they scroll (pixels).
    static let maximumLinesHeight = 132
    /// The warning lines the user dismissed: not shown again.
    private var dismissed: Set<String> = []

    init() {
        // A plain box shown and hidden: GTK 4.8's GtkRevealer with transition `none` keeps its child's
        // height while hidden (its size scale is 1 for that transition), leaving an empty band.
        widget.addClass("flare-banner")
        heading.xalign = 0
        heading.wrap = true
        heading.hexpand = true
        heading.addClass("heading")
        close.valign = .start
        close.tooltip = "Dismiss these warnings"
        widget.append(Box(row: [heading, close], spacing: 8))
        scroller = ScrolledWindow(linesBox, horizontal: .never, vertical: .automatic)
        scroller.propagateNaturalHeight = true
        scroller.maxContentHeight = Self.maximumLinesHeight
        widget.append(scroller)
        widget.visible = false
        close.connect(.clicked) { [weak self] in self?.dismiss() }
    }

    var isShown: Bool { widget.visible }
    /// The close button (tests click it); shown for warnings only.
    var closeButton: Button { close }

    /// Shows `heading` and one clickable line per diagnostic (errors and warnings, in the order given).
    func show(heading text: String, diagnostics: [Diagnostic]) {
        fill(.errors, heading: text, lines: diagnostics.map { ($0.description, $0.location) })
    }

    /// Shows the warnings of a spec that renders, but those the user dismissed (hidden when none is left).
    func showWarnings(_ warnings: [Diagnostic]) {
        let lines = warnings.filter { !dismissed.contains($0.description) }
        guard !lines.isEmpty else {
            hide()
            return
        }
        let n = lines.count
        fill(
            .warnings,
            heading:
                "\(n) warning\(n == 1 ? "" : "s"). The preview is up to date. Click a line to open it in your editor.",
            lines: lines.map { ($0.description, $0.location) })
    }

    private func fill(_ kind: Kind, heading text: String, lines: [(text: String, location: SourceLocation)]) {
        linesBox.removeAll()
        buttons = []
        copyButtons = []
        self.kind = kind
        widget.setClass("warning", kind == .warnings)
        close.visible = kind == .warnings
        heading.text = text
        self.lines = lines.map(\.text)
        for (line, location) in lines {
            let label = Label(line)
            label.xalign = 0
            label.wrap = true
            label.selectable = false
            label.addClass("monospace")
            let button = Button()
            button.child = label
            button.hexpand = true
            button.addClass("flat")
            button.tooltip = "Open the spec at line \(location.line) in your editor"
            button.connect(.clicked) { [weak self] in self?.onOpen?(location) }
            let copy = Button(icon: "edit-copy-symbolic")
            copy.addClass("flat")
            copy.valign = .start
            copy.tooltip = "Copy this line"
            copy.connect(.clicked) { [weak self] in
                guard let self else { return }
                widget.clipboard.set(line)
                onCopy?(line)
            }
            linesBox.append(Box(row: [button, copy], spacing: 2))
            buttons.append(button)
            copyButtons.append(copy)
        }
        scroller.visible = !lines.isEmpty
        widget.visible = true
    }

    /// Hides the warnings shown; they stay hidden (new warnings still show).
    func dismiss() {
        guard kind == .warnings else { return }
        dismissed.formUnion(lines)
        hide()
    }

    func hide() {
        lines = []
        widget.visible = false
    }

    /// The button of line `index`, which opens the spec there (tests click it).
    func button(_ index: Int) -> Button? {
        buttons.indices.contains(index) ? buttons[index] : nil
    }

    /// The copy button of line `index` (tests click it).
    func copyButton(_ index: Int) -> Button? {
        copyButtons.indices.contains(index) ? copyButtons[index] : nil
    }
}
