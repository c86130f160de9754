/// One combination of the review axes an alert is rendered in: `flare export` and `flare test` render the
/// cross product of the axes they are given, one image per alert and variant.
public struct Variant: Sendable, Hashable, Codable {
    public var theme: Theme
    public var scale: Int
    public var device: Stage.Device
    /// The text stress fill applied to every text (`--text`).
    public var text: TextStress
    /// The `locales:` entry whose text is shown (`--locale`); nil: the spec's own text.
    public var locale: String?

    public init(theme: Theme, scale: Int, device: Stage.Device, text: TextStress = .default, locale: String? = nil) {
        self.theme = theme
        self.scale = scale
        self.device = device
        self.text = text
        self.locale = locale
    }

    /// Every combination of the axes, theme outermost and text innermost (the order files are written in):
    /// theme, scale, device, locale, text. An empty axis takes its default (the stage's value, the spec's own
    /// text and locale).
    public static func crossProduct(
        themes: [Theme], scales: [Int], devices: [Stage.Device],
        texts: [TextStress] = [], locales: [String?] = [], stage: Stage
    ) -> [Variant] {
        let themes = unique(themes.isEmpty ? [stage.theme] : themes)
        let scales = unique(scales.isEmpty ? [stage.scale] : scales)
        let devices = unique(devices.isEmpty ? [stage.device] : devices)
        let texts = unique(texts.isEmpty ? [.default] : texts)
        let locales = unique(locales.isEmpty ? [nil] : locales)
        return themes.flatMap { theme in
            scales.flatMap { scale in
                devices.flatMap { device in
                    locales.flatMap { locale in
                        texts.map { Variant(theme: theme, scale: scale, device: device, text: $0, locale: locale) }
                    }
                }
            }
        }
    }

    /// The file an alert is written to in this variant: `<id>[-dark][-<device>][-<locale>][-<text>][@<scale>x].png`.
    /// Each axis is named when it differs from its default (light; the spec's `stage.device`; the spec's own
    /// text; 1x), so a file's name says which variant it shows whatever else was exported next to it, and no
    /// two variants share a name (locale codes never take a text fill's name, `SpecLocale.isValidCode`).
    public func fileName(id: String, stage: Stage) -> String {
        var name = id
        if theme != .light { name += "-\(theme.rawValue)" }
        if device != stage.device { name += "-\(device.name)" }
        if let locale { name += "-\(locale)" }
        if text != .default { name += "-\(text.rawValue)" }
        if scale != 1 { name += "@\(scale)x" }
        return name + ".png"
    }

    /// Whether the views lay this variant out right to left: the `rtl` fill, or a right-to-left locale of `spec`
    /// (unless the `cjk` fill replaces its text).
    public func isRightToLeft(in spec: Spec) -> Bool {
        text.isRightToLeft || (text != .cjk && locale.flatMap(spec.locale)?.isRightToLeft == true)
    }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension Stage.Device {
    /// The device a `--device` value or a `variants.devices` item names: a preset, a catalogue id or `WxH` points.
    public init?(name: String) {
        if let device = Stage.Device(catalogName: name) {
            self = device
            return
        }
        switch name {
        case "phone": self = .phone
        case "phone-landscape": self = .phoneLandscape
        case "tablet": self = .tablet
        default:
            let parts = name.split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
            self = .custom(width: w, height: h)
        }
    }
}
