/// A whole, validated spec: the one model every view, simulator and exporter reads.
/// Sections keep the order of the file (includes appended in `include:` order).
public struct Spec: Sendable, Hashable {
    /// Absolute path of the root spec file.
    public var file: String
    /// Every file the spec read or references (root, includes, fonts, images): what live reload watches.
    public var files: [String]
    /// Absolute paths of the font files to register (`fonts:`).
    public var fonts: [String]
    /// Every font key the spec writes, where (for font warnings and `flare fonts`).
    public var fontUses: [FontUse]
    public var palette: [String: Color]
    public var stage: Stage
    public var alerts: [AlertSpec]
    public var rockets: [RocketSpec]
    public var queues: [QueueSpec]
    public var scenarios: [ScenarioSpec]
    public var routes: [RouteSpec]
    /// `screens:`: the app's own screens and tabs, each a backdrop image routes can open (`flare://screen/<id>`).
    public var screens: [ScreenSpec] = []
    /// `tokens:`: the design tokens of the spec's token files, in file order (colour tokens are in `palette` too).
    public var tokens: [DesignToken] = []
    /// The `routing:` section (Scotty's controller: start suspended, resume policy, script).
    public var routing = RoutingSpec()
    /// The `lint:` section: each `flare lint` rule's level and thresholds.
    public var lint: LintConfig
    /// `locales:`: per-locale text, in file order.
    public var locales: [SpecLocale]
    /// `variants:`: what `export` and `test` render when no axis is given on the command line.
    public var variants: ReviewVariants

    public init(
        file: String, files: [String] = [], fonts: [String] = [], fontUses: [FontUse] = [],
        palette: [String: Color] = [:],
        stage: Stage = Stage(), alerts: [AlertSpec] = [], rockets: [RocketSpec] = [],
        queues: [QueueSpec] = [], scenarios: [ScenarioSpec] = [], routes: [RouteSpec] = [],
        lint: LintConfig = LintConfig(), locales: [SpecLocale] = [], variants: ReviewVariants = ReviewVariants()
    ) {
        self.file = file
        self.files = files
        self.fonts = fonts
        self.fontUses = fontUses
        self.palette = palette
        self.stage = stage
        self.alerts = alerts
        self.rockets = rockets
        self.queues = queues
        self.scenarios = scenarios
        self.routes = routes
        self.lint = lint
        self.locales = locales
        self.variants = variants
    }

    public func alert(_ id: String) -> AlertSpec? { alerts.first { $0.id == id } }
    public func rocket(_ id: String) -> RocketSpec? { rockets.first { $0.id == id } }
    public func queue(_ id: String) -> QueueSpec? { queues.first { $0.id == id } }
    public func scenario(_ id: String) -> ScenarioSpec? { scenarios.first { $0.id == id } }
}

/// The device the alerts are previewed on.
public struct Stage: Sendable, Hashable, Codable {
    public enum Device: Sendable, Hashable, Codable {
        case phone, phoneLandscape, tablet
        case custom(width: Double, height: Double)
        /// A real device from `DeviceCatalog`, upright or held in landscape.
        case model(DeviceModel, landscape: Bool)

        /// Logical size in points, as the device is held.
        public var size: (width: Double, height: Double) {
            switch self {
            case .phone: (390, 844)
            case .phoneLandscape: (844, 390)
            case .tablet: (1180, 820)
            case .custom(let w, let h): (w, h)
            case .model(let m, let landscape): landscape ? (m.height, m.width) : (m.width, m.height)
            }
        }

        /// The screen's native scale (`UIScreen.main.scale`) where the device is a real one, nil for a generic size.
        public var nativeScale: Double? { if case .model(let m, _) = self { m.scale } else { nil } }

        /// DUX's view of this screen (`UIDevice+DUXBetaHelper.swift`): its class and the sizes its alerts take.
        public var duxScreen: DUXScreen { DUXScreen(width: size.width, height: size.height, nativeScale: nativeScale) }

        /// The spec's spelling: `phone`, `phone-landscape`, `tablet`, `WxH`, or a catalogue id (`iphone-15-pro`,
        /// `iphone-15-pro-landscape`).
        public var name: String {
            switch self {
            case .phone: "phone"
            case .phoneLandscape: "phone-landscape"
            case .tablet: "tablet"
            case .custom(let w, let h): "\(Int(w))x\(Int(h))"
            case .model(let m, let landscape): landscape ? m.id + "-landscape" : m.id
            }
        }
    }

    public var device: Device
    public var theme: Theme
    /// Export and preview scale: 1, 2 or 3.
    public var scale: Int
    /// The screen the alert interrupts, drawn over the whole stage behind the mask (an absolute file path).
    public var backdrop: ImageSource?

    public init(device: Device = .phoneLandscape, theme: Theme = .light, scale: Int = 1, backdrop: ImageSource? = nil) {
        self.device = device
        self.theme = theme
        self.scale = scale
        self.backdrop = backdrop
    }
}
