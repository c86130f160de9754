import FlareCore

/// What the Properties page built for the shown alert: its sheet, each row's editor, "Reset to default" button,
/// origin (and token) and line in the page's one grid, the first editor of each part (a click in inspect mode
/// focuses it), the palette's rows, and what else the rows were built from. An edit of values updates them in place
/// (`PropertiesPage.updateRows`); anything else builds them anew.
@MainActor
struct AlertRows {
    /// The sheet shown (nil: no alert selected).
    var sheet: PropertySheet?
    var editors: [EditPath: PropertyEditor] = [:]
    var resets: [EditPath: Button] = [:]
    var origins: [EditPath: Widget] = [:]
    /// The design token's name and `file:line` under a row whose value is a token (tests read them).
    var tokens: [EditPath: Label] = [:]
    var firstEditor: [AlertPart: Widget] = [:]
    var grid: Grid?
    var lines: [EditPath: Int] = [:]
    var paletteRows: [PropertySheet.Row] = []
    var builtFor: PropertiesPage.BuiltFor?
    var families: [String] = []
}
