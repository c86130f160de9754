/// The window's compare view without its widgets: which variants of the selected alert it shows side by side (an
/// axis of the review workflow's `Variant`, the spec's `variants:` section, or every alert of the spec), each
/// tile's label, and where each tile goes so that the whole grid fits the canvas.
public enum CompareGrid {
    /// What the grid compares; the header's drop-down lists `offered(for:)` in this order.
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        case themes, devices, texts, locales, specVariants = "spec-variants", alerts

        /// The drop-down's wording.
        public var title: String {
            switch self {
            case .themes: "Themes"
            case .devices: "Devices"
            case .texts: "Text Fills"
            case .locales: "Locales"
            case .specVariants: "Spec Variants"
            case .alerts: "All Alerts"
            }
        }

        /// The axes `spec` can compare: locales when it has `locales:`, spec variants when its `variants:` section
        /// names more than one.
        public static func offered(for spec: Spec) -> [Axis] {
            allCases.filter { axis in
                switch axis {
                case .locales: !spec.locales.isEmpty
                case .specVariants:
                    CompareGrid.specVariants(
                        of: spec, base: Variant(theme: .light, scale: 1, device: spec.stage.device)
                    ).count > 1
                default: true
                }
            }
        }
    }

    /// One tile: an alert in a variant, and the label under it.
    public struct Tile: Sendable, Hashable {
        public var alertID: String
        public var variant: Variant
        public var label: String

        public init(alertID: String, variant: Variant, label: String) {
            self.alertID = alertID
            self.variant = variant
            self.label = label
        }
    }

    /// The tiles of `axis` for alert `alertID` of `spec`: `base` (what the single view shows: its theme, device,
    /// text fill and locale) with the compared axis varied; every alert in `base` for `.alerts`. Tiles are drawn
    /// at scale 1 (the grid shows them smaller than that), so the spec's scales are not an axis here. Empty when
    /// the alert does not exist (but for `.alerts`).
    public static func tiles(_ axis: Axis, alertID: String?, spec: Spec, base: Variant) -> [Tile] {
        var base = base
        base.scale = 1
        if axis == .alerts {
            return spec.alerts.map { Tile(alertID: $0.id, variant: base, label: $0.id) }
        }
        guard let id = alertID, spec.alert(id) != nil else { return [] }
        var variants: [Variant]
        switch axis {
        case .themes:
            variants = Theme.allCases.map { with(base) { $0.theme = $1 }($0) }
        case .devices:
            let devices = unique([Stage.Device.phone, .phoneLandscape, .tablet, spec.stage.device, base.device])
            variants = devices.map { with(base) { $0.device = $1 }($0) }
        case .texts:
            variants = TextStress.allCases.map { with(base) { $0.text = $1 }($0) }
        case .locales:
            variants = ([nil] + spec.locales.map(\.code)).map { with(base) { $0.locale = $1 }($0) }
        case .specVariants:
            variants = specVariants(of: spec, base: base)
        case .alerts:
            variants = []
        }
        let labels = Self.labels(variants, axis: axis, base: base)
        return zip(variants, labels).map { Tile(alertID: id, variant: $0, label: $1) }
    }

    /// The cross product of the spec's `variants:` section (an empty axis: `base`'s value), at scale 1 and
    /// without repeats.
    static func specVariants(of spec: Spec, base: Variant) -> [Variant] {
        let v = spec.variants
        let all = Variant.crossProduct(
            themes: v.themes.isEmpty ? [base.theme] : v.themes, scales: [1],
            devices: v.devices.isEmpty ? [base.device] : v.devices,
            texts: v.texts.isEmpty ? [base.text] : v.texts,
            locales: v.locales.isEmpty ? [base.locale] : v.locales, stage: spec.stage)
        return unique(all)
    }

    /// Each variant's label: its theme and device, then its text fill and locale when the grid compares them or
    /// any tile shows another than the spec's own ("Dark · Phone landscape · Long text"). Two different variants
    /// differ in a part that is named, so labels are unique.
    static func labels(_ variants: [Variant], axis: Axis, base: Variant) -> [String] {
        let showText = axis == .texts || variants.contains { $0.text != .default }
        let showLocale = axis == .locales || variants.contains { $0.locale != nil }
        return variants.map { v in
            var parts = [v.theme == .dark ? "Dark" : "Light", deviceName(v.device)]
            if showText { parts.append(textName(v.text)) }
            if showLocale { parts.append(v.locale ?? "Spec locale") }
            return parts.joined(separator: " · ")
        }
    }

    public static func deviceName(_ device: Stage.Device) -> String {
        switch device {
        case .phone: "Phone"
        case .phoneLandscape: "Phone landscape"
        case .tablet: "Tablet"
        case .custom(let w, let h): "\(Int(w))×\(Int(h))"
        case .model(let m, let landscape): landscape ? m.name + " landscape" : m.name
        }
    }

    public static func textName(_ text: TextStress) -> String {
        switch text {
        case .default: "Spec text"
        case .long: "Long text"
        case .rtl: "Right to left"
        case .cjk: "CJK"
        case .emoji: "Emoji"
        case .pseudo: "Pseudo-locale"
        }
    }

    private static func with<T>(_ base: Variant, _ set: @escaping (inout Variant, T) -> Void) -> (T) -> Variant {
        { value in
            var v = base
            set(&v, value)
            return v
        }
    }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
