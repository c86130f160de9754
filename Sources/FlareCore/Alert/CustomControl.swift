/// The UIKit controls a DUX `customizedView` may be (the seed takes any `UIView`): what a spec names, what it draws,
/// and iOS's look for each where the custom style is silent.
public enum CustomControl: String, Sendable, Hashable, CaseIterable {
    /// `UISwitch`, 51 × 31 points, optionally with a label before it.
    case toggle = "switch"
    /// `UISlider`: a 4-point track across the content width and a 28-point thumb, 31 points high.
    case slider
    /// `UIProgressView` (`.default` style): a 4-point bar across the content width.
    case progress
    /// `UISegmentedControl`: 32 points high, equal segments, the selected one raised.
    case segments
    /// A vertical `UIStackView` of 44-point rows: a title, an optional detail and accessory.
    case rows
}

extension CustomControl {
    /// The style fields only controls take (the parser refuses them on an input, an image or a text).
    public static var onlyFields: [PartialKeyPath<CustomStyle>] {
        [\.tintColor, \.trackColor, \.thumbColor, \.separatorColor]
    }

    /// The control-only fields this control draws.
    public var colorFields: [PartialKeyPath<CustomStyle>] {
        switch self {
        case .toggle, .slider: [\.tintColor, \.trackColor, \.thumbColor]
        case .progress: [\.tintColor, \.trackColor]
        case .segments: [\.tintColor, \.trackColor, \.separatorColor]
        case .rows: [\.tintColor, \.separatorColor]
        }
    }
}

/// One row of a custom `rows` view.
public struct CustomRow: Sendable, Hashable, Codable {
    /// What a row shows at its trailing edge (`UITableViewCell.AccessoryType`'s common two, or nothing).
    public enum Accessory: String, Sendable, Hashable, Codable, CaseIterable {
        case none, chevron, checkmark
    }

    public var title: String
    /// A secondary text at the trailing edge, before the accessory.
    public var detail: String?
    public var accessory: Accessory

    public init(title: String, detail: String? = nil, accessory: Accessory = .none) {
        self.title = title
        self.detail = detail
        self.accessory = accessory
    }
}

/// What a control draws where its custom style is silent: iOS's own look, in the dark appearance, because DUX's
/// card is dark (#404040 with white text) in both themes. Texts (a switch's label, segment titles, row titles)
/// follow the message's font and color, as a custom text does (segments: system 13); a row's detail is its text
/// color at 60 %, as iOS's `secondaryLabel` is. The stylesheet, lint and `flare code` read it here.
public struct ControlLook: Sendable, Hashable {
    /// The active part: a switch's on track, a slider's minimum track, a progress bar's fill, the selected segment,
    /// a row's checkmark.
    public var tint: Color
    /// The inactive part: a switch's off track, a slider's maximum track, a progress bar's track, the segmented
    /// control's background.
    public var track: Color
    /// A switch's or a slider's thumb.
    public var thumb: Color
    /// Between rows and between unselected segments.
    public var separator: Color
    /// The texts' font and color (the custom text's, or the segments' system 13).
    public var font: FontSpec
    public var labelColor: Color

    /// iOS `systemGreen`, the dark `systemFill`/`tertiarySystemFill`, `systemGray` (#636366, the dark selected
    /// segment) and the dark `separator`.
    static let green = Color(hex: 0x34C759)
    static let fill = Color(RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
    static let segmentFill = Color(RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    static let separator = Color(RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.65))
    static let segmentsFont = FontSpec.system(13)

    /// `control`'s look in `alert`: iOS's, with what the alert's custom style gives on top.
    public init(_ control: CustomControl, in alert: AlertSpec = AlertSpec(id: "")) {
        let style = alert.customStyle
        font = control == .segments ? alert.customStyle.font ?? Self.segmentsFont : alert.customTextFont
        labelColor = alert.customTextColor
        separator = style.separatorColor ?? Self.separator
        thumb = style.thumbColor ?? .white
        switch control {
        case .toggle: (tint, track) = (Self.green, Self.fill)
        case .slider, .progress, .rows: (tint, track) = (.systemBlue, Self.fill)
        case .segments: (tint, track) = (Color(hex: 0x636366), Self.segmentFill)
        }
        if let v = style.tintColor { tint = v }
        if let v = style.trackColor { track = v }
    }

    // iOS's sizes, in points.
    public static let switchSize = (width: 51.0, height: 31.0)
    public static let switchThumb = 27.0
    public static let sliderHeight = 31.0
    public static let sliderThumb = 28.0
    public static let trackHeight = 4.0
    public static let segmentsHeight = 32.0
    public static let rowHeight = 44.0
}

extension CustomView {
    /// The control this view is, when it is one.
    public var control: CustomControl? {
        switch self {
        case .toggle: .toggle
        case .slider: .slider
        case .progress: .progress
        case .segments: .segments
        case .rows: .rows
        case .input, .image, .text: nil
        }
    }

    /// The texts the view shows, in drawing order (a switch's label, segment titles, each row's title and detail).
    public var controlTexts: [String] {
        switch self {
        case .toggle(_, let label): label.map { [$0] } ?? []
        case .segments(let items, _): items
        case .rows(let rows): rows.flatMap { [$0.title] + ($0.detail.map { [$0] } ?? []) }
        default: []
        }
    }

    /// A control's state in words (`on, 'Remember me'`, `0.4`, `Day, Week, Month (selected 1)`), for `flare test`'s
    /// changed values.
    public var stateText: String {
        switch self {
        case .toggle(let on, let label): (on ? "on" : "off") + (label.map { ", '\($0)'" } ?? "")
        case .slider(let v), .progress(let v): SpecRanges.format(v)
        case .segments(let items, let selected): items.joined(separator: ", ") + " (selected \(selected))"
        case .rows(let rows):
            rows.map {
                $0.title + ($0.detail.map { " (\($0))" } ?? "")
                    + ($0.accessory == .none ? "" : " " + $0.accessory.rawValue)
            }
            .joined(separator: ", ")
        case .input, .image, .text: ""
        }
    }

    /// This view with `f` applied to every text a control shows.
    func mapControlTexts(_ f: (String) -> String) -> CustomView {
        switch self {
        case .toggle(let on, let label): .toggle(on: on, label: label.map(f))
        case .segments(let items, let selected): .segments(items.map(f), selected: selected)
        case .rows(let rows):
            .rows(rows.map { CustomRow(title: f($0.title), detail: $0.detail.map(f), accessory: $0.accessory) })
        default: self
        }
    }
}
