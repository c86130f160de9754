/// A small read-only table: dim column headings over rows of labels in a `Grid`, framed like a GNOME
/// boxed list, with a placeholder when empty. The inspector's tables hold a handful of rows, so it is rebuilt
/// whole on every change; `rows` keeps what it shows (tests read it).
@MainActor
final class InspectorTable {
    let widget: Box
    let columns: [String]
    private(set) var rows: [[String]] = []
    private let grid: Grid
    private let placeholder: Label
    /// An extra CSS class for a cell, from its text and column (the checks' ✓ and ✗ in colour).
    var cellClass: (@MainActor (_ text: String, _ column: Int) -> String?)?
    /// Rows drawn in bold (the popup on screen, the current script step).
    private var emphasised: Set<Int> = []

    /// The column that takes the spare width, and whether it wraps (long reasons) rather than ellipsizes.
    private let expanding: Int
    private let wraps: Bool

    init(columns: [String], placeholder text: String, expanding: Int = 0, wraps: Bool = false) {
        self.columns = columns
        self.expanding = expanding
        self.wraps = wraps
        widget = Box(.vertical)
        widget.addClass("flare-table")
        grid = Grid(columnSpacing: 12, rowSpacing: 4)
        grid.marginTop = 8
        grid.marginBottom = 8
        grid.marginStart = 10
        grid.marginEnd = 10
        widget.append(grid)
        placeholder = Label(text, classes: ["dim-label"], wrap: true)  // a narrow inspector wraps it
        placeholder.halign = .center
        placeholder.justify = .center
        placeholder.marginBottom = 10
        widget.append(placeholder)
        show([])
    }

    /// How many letters of a column's title show at the least ("Prio…").
    static let headingLetters = 4

    /// Shows `rows` (each one string per column); rows in `emphasised` are bold.
    func show(_ rows: [[String]], emphasised: Set<Int> = []) {
        guard rows != self.rows || emphasised != self.emphasised || grid.firstChild == nil else { return }
        self.rows = rows
        self.emphasised = emphasised
        grid.removeAll()
        for (column, title) in columns.enumerated() {
            // Cut to a few letters in a narrow inspector (the queue's five titles ask ~330 px), whole in its tooltip.
            let heading = Label(title, classes: ["caption-heading", "dim-label"])
            heading.ellipsize = .end
            heading.widthChars = min(title.count, Self.headingLetters)
            heading.tooltip = title
            grid.attach(heading, column: column, row: 0)
        }
        for (index, row) in rows.enumerated() {
            for (column, text) in row.enumerated() {
                let wrap = wraps && column == expanding
                let cell = Label(text, classes: [emphasised.contains(index) ? "heading" : "body"], wrap: wrap)
                if wrap {
                    cell.widthChars = 10  // its narrowest: the inspector at its minimum width
                    cell.maxWidthChars = 40
                } else if column == expanding {
                    cell.ellipsize = .end
                }
                if column == expanding { cell.hexpand = true }
                if let extra = cellClass?(text, column) { cell.addClass(extra) }
                grid.attach(cell, column: column, row: index + 1)
            }
        }
        placeholder.visible = rows.isEmpty
    }
}
