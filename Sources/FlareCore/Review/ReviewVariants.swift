/// The spec's `variants:` section: the axes `flare export` and `flare test` render when the command line gives
/// none for that axis (a command-line axis replaces the spec's list for that axis only). Empty: the default.
public struct ReviewVariants: Sendable, Hashable {
    public var themes: [Theme]
    public var scales: [Int]
    public var devices: [Stage.Device]
    public var texts: [TextStress]
    /// Locale codes; nil is `default` (the spec's own text).
    public var locales: [String?]

    public init(
        themes: [Theme] = [], scales: [Int] = [], devices: [Stage.Device] = [], texts: [TextStress] = [],
        locales: [String?] = []
    ) {
        self.themes = themes
        self.scales = scales
        self.devices = devices
        self.texts = texts
        self.locales = locales
    }

    /// Every combination, each axis from the command line when given there, else from this section.
    public func crossProduct(
        themes: [Theme], scales: [Int], devices: [Stage.Device], texts: [TextStress],
        locales: [String?], stage: Stage
    ) -> [Variant] {
        Variant.crossProduct(
            themes: themes.isEmpty ? self.themes : themes,
            scales: scales.isEmpty ? self.scales : scales,
            devices: devices.isEmpty ? self.devices : devices,
            texts: texts.isEmpty ? self.texts : texts,
            locales: locales.isEmpty ? self.locales : locales, stage: stage)
    }
}
