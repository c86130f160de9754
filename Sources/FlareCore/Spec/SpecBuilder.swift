/// What loading one root spec accumulates across its files: the merged sections, every diagnostic,
/// and the references to check once every id is known.
final class SpecBuilder {
    var diagnostics: [Diagnostic] = []
    /// The files read or named, and the folder they must be in.
    var files = Files()
    /// `fonts:` (the font files declared) and every font a value names.
    var fonts = Fonts()
    /// `palette:` colors (and colour tokens) by name, and where each name is written.
    var palette = Palette()
    /// `tokens:`: every design token by name, in file order.
    var tokens = Tokens()
    /// The sections one file of a spec may set, each with where it is set.
    var stage: Located<Stage>?
    var lint: Located<LintConfig>?
    var variants: Located<ReviewVariants>?
    /// The items and sections merged across files.
    var sections = Sections()
    /// What the items name, checked once every file is read.
    var references = References()

    /// A `locales:` entry to check once every alert and rocket is known (`validateLocales`).
    struct LocaleCheck {
        enum Kind { case alert, rocket, block(rocket: String), queue, popup(queue: String) }
        var code: String
        var kind: Kind
        var id: String
        var location: SourceLocation
        /// The keys given, where they are written.
        var keys: [String: SourceLocation]
        var actionCount = 0
        /// Segment titles and rows a translation gives (no more than the alert's control has).
        var segmentCount = 0
        var rowCount = 0
    }

    /// `alert/<id>` or `rocket/<id>` written somewhere, checked when every file is read.
    struct TargetReference {
        var target: SpecItem
        var location: SourceLocation
        /// Who refers, for the message: "popup 'welcome'", "scenario 'rate'".
        var owner: String
    }

    /// An action's `route:` URL, checked against the built-in routes and the spec's patterns.
    struct ActionRoute: Equatable {
        var url: String
        var location: SourceLocation
        /// Who opens it, in messages: an action, or an alert's dismissCompletion.
        var owner = "the action"
    }

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The items read at the previous load (`SpecItemCache`), when the load has a cache.
    var items: SpecItemCache?
    /// The route checks of the previous load (`RouteCheckCache`), when the load has a cache.
    var routeChecks: RouteCheckCache?
    /// What the item being read adds to the load, while `recording` runs.
    var recorded: Effects?

    func check(_ absolute: String) -> SpecPath.Check {
        recorded?.checked.append(absolute)
        if let known = files.checks[absolute] { return known }
        let found = SpecPath.check(absolute, root: files.root)
        files.checks[absolute] = found
        return found
    }

    /// Records a file the spec read or references (once, in first-seen order).
    func addFile(_ absolutePath: String) {
        recorded?.files.append(absolutePath)
        files.add(absolutePath)
    }

    /// Records `id` in `section`; reports a duplicate (with both places) and returns false.
    func define(_ id: String, in section: String, at location: SourceLocation, what: String) -> Bool {
        if let first = references.definitions[section]?[id] {
            error("duplicate \(what) '\(id)': it is already defined at \(first)", at: location)
            return false
        }
        references.definitions[section, default: [:]][id] = location
        return true
    }
}
