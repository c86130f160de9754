/// What loading one root spec accumulates across its files: the merged sections, every diagnostic,
/// and the references to check once every id is known.
final class SpecBuilder {
    var diagnostics: [Diagnostic] = []
    private(set) var files: [String] = []
    /// The folder every file a spec names must be in, symlinks resolved: the entry spec's folder or `--root`.
    var root = "/"
    private var fileSet = Set<String>()

    var fonts: [String] = []
    var fontUses: [FontUse] = []
    var palette: [String: Color] = [:]
    var paletteLocations: [String: SourceLocation] = [:]
    /// `tokens:`: every design token by name, in file order (colour tokens are in `palette` too).
    var tokens: [String: DesignToken] = [:]
    var tokenOrder: [String] = []
    var tokenFonts: [String: FontSpec] = [:]
    var stage: Stage?
    var stageLocation: SourceLocation?
    var lint = LintConfig()
    var lintLocation: SourceLocation?
    var alerts: [AlertSpec] = []
    var rockets: [RocketSpec] = []
    var queues: [QueueSpec] = []
    var scenarios: [ScenarioSpec] = []
    var routes: [RouteSpec] = []
    var screens: [ScreenSpec] = []
    /// Scenario script steps that drive another scenario (`scenario: id`), checked once every file is read.
    var storyReferences: [(id: String, location: SourceLocation)] = []
    var routing: RoutingSpec?
    var locales: [SpecLocale] = []
    var variants = ReviewVariants()
    var variantsLocation: SourceLocation?

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
    var localeChecks: [LocaleCheck] = []
    /// `variants.locales` codes, checked against every file's `locales:`.
    var variantLocales: [(code: String, location: SourceLocation)] = []

    /// Where each id of each section is defined, for duplicate checks across files.
    var definitions: [String: [String: SourceLocation]] = [:]

    /// `alert/<id>` or `rocket/<id>` written somewhere, checked when every file is read.
    struct TargetReference {
        var target: SpecItem
        var location: SourceLocation
        /// Who refers, for the message: "popup 'welcome'", "scenario 'rate'".
        var owner: String
    }
    var targetReferences: [TargetReference] = []

    /// An action's `route:` URL, checked against the built-in routes and the spec's patterns.
    struct ActionRoute: Equatable {
        var url: String
        var location: SourceLocation
        /// Who opens it, in messages: an action, or an alert's dismissCompletion.
        var owner = "the action"
    }
    var actionRoutes: [ActionRoute] = []

    /// Where each route's target value is written.
    var routeTargetLocations: [SourceLocation] = []

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// What each path the spec names is (`SpecPath.check` against `root`), asked of the file system once per load:
    /// an image named by ten alerts is looked at once.
    private var checks: [String: SpecPath.Check] = [:]
    /// The items read at the previous load (`SpecItemCache`), when the load has a cache.
    var items: SpecItemCache?
    /// The route checks of the previous load (`RouteCheckCache`), when the load has a cache.
    var routeChecks: RouteCheckCache?
    /// What the item being read adds to the load, while `recording` runs.
    var recorded: Effects?

    func check(_ absolute: String) -> SpecPath.Check {
        recorded?.checked.append(absolute)
        if let known = checks[absolute] { return known }
        let found = SpecPath.check(absolute, root: root)
        checks[absolute] = found
        return found
    }

    /// Records a file the spec read or references (once, in first-seen order).
    func addFile(_ absolutePath: String) {
        recorded?.files.append(absolutePath)
        if fileSet.insert(absolutePath).inserted { files.append(absolutePath) }
    }

    /// Records `id` in `section`; reports a duplicate (with both places) and returns false.
    func define(_ id: String, in section: String, at location: SourceLocation, what: String) -> Bool {
        if let first = definitions[section]?[id] {
            error("duplicate \(what) '\(id)': it is already defined at \(first)", at: location)
            return false
        }
        definitions[section, default: [:]][id] = location
        return true
    }
}
