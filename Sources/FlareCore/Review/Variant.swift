/// One combination of the review axes an alert is rendered in: `flare export` and `flare test` render the
/// cross product of the axes they are given, one image per alert and variant.
public struct Variant: Sendable, Hashable, Codable {
    public var theme: Theme
    public var scale: Int
    public var device: Stage.Device

    public init(theme: Theme, scale: Int, device: Stage.Device) {
        self.theme = theme
        self.scale = scale
        self.device = device
    }

    /// Every combination of the axes, theme outermost and device innermost (the order files are written in).
    /// An empty axis takes the stage's value.
    public static func crossProduct(themes: [Theme], scales: [Int], devices: [Stage.Device],
                                    stage: Stage) -> [Variant] {
        let themes = unique(themes.isEmpty ? [stage.theme] : themes)
        let scales = unique(scales.isEmpty ? [stage.scale] : scales)
        let devices = unique(devices.isEmpty ? [stage.device] : devices)
        return themes.flatMap { theme in
            scales.flatMap { scale in devices.map { Variant(theme: theme, scale: scale, device: $0) } }
        }
    }

    /// The file an alert is written to in this variant: `<id>[-dark][-<device>][@<scale>x].png`. Each axis
    /// is named when it differs from its default (light; the spec's `stage.device`; 1x), so a file's name
    /// says which variant it shows whatever else was exported next to it, and no two variants share a name.
    public func fileName(id: String, stage: Stage) -> String {
        var name = id
        if theme != .light { name += "-\(theme.rawValue)" }
        if device != stage.device { name += "-\(device.name)" }
        if scale != 1 { name += "@\(scale)x" }
        return name + ".png"
    }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension Stage.Device {
    /// The device a `--device` value or a `variants.devices` item names: a preset or `WxH` points.
    public init?(name: String) {
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
