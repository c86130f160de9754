/// The parts of what `SpecBuilder` accumulates, each a group that is read and written together.
extension SpecBuilder {
    /// The files a load read or named, in first-seen order, and the folder they must be in.
    struct Files {
        private(set) var paths: [String] = []
        /// The folder every file a spec names must be in, symlinks resolved: the entry spec's folder or `--root`.
        var root = "/"
        private var set = Set<String>()
        /// What each path the spec names is (`SpecPath.check` against `root`), asked of the file system once per
        /// load: an image named by ten alerts is looked at once.
        var checks: [String: SpecPath.Check] = [:]

        mutating func add(_ absolutePath: String) {
            if set.insert(absolutePath).inserted { paths.append(absolutePath) }
        }
    }

    /// `fonts:`: the font files declared (absolute, once each), and every font a value names (for `FontCheck`).
    struct Fonts {
        var files: [String] = []
        var uses: [FontUse] = []
    }

    /// Palette colors by name (`palette:`, and colour tokens), and where each name is written (also a name whose
    /// color did not read, so it is still reported when repeated).
    struct Palette {
        var colors: [String: Color] = [:]
        var places: [String: SourceLocation] = [:]
    }

    /// `tokens:`: every design token by name in file order, and the font tokens' fonts.
    struct Tokens {
        var byName: [String: DesignToken] = [:]
        var order: [String] = []
        var fonts: [String: FontSpec] = [:]

        var all: [DesignToken] { order.compactMap { byName[$0] } }
    }

    /// The items and the sections merged across the spec's files.
    struct Sections {
        var alerts: [AlertSpec] = []
        var rockets: [RocketSpec] = []
        var queues: [QueueSpec] = []
        var scenarios: [ScenarioSpec] = []
        var routes: [RouteSpec] = []
        var screens: [ScreenSpec] = []
        var routing: RoutingSpec?
        var locales: [SpecLocale] = []
    }

    /// What the items name, checked once every file is read (ids can be defined in any file).
    struct References {
        /// Where each id of each section is defined, for duplicate checks across files.
        var definitions: [String: [String: SourceLocation]] = [:]
        /// Scenario script steps that drive another scenario (`scenario: id`).
        var stories: [(id: String, location: SourceLocation)] = []
        var targets: [TargetReference] = []
        /// Actions' `route:` URLs, checked against the built-in routes and the spec's patterns.
        var actionRoutes: [ActionRoute] = []
        /// Where each route's target value is written (one per `Sections.routes`).
        var routeTargets: [SourceLocation] = []
        var locales: [LocaleCheck] = []
        /// `variants.locales` codes, checked against every file's `locales:`.
        var variantLocales: [(code: String, location: SourceLocation)] = []
    }
}
