import Foundation

/// The window's zoom as `flare open --zoom` and the `zoom=` option of `flare://` URLs give it: a percentage of
/// the stage's size in points (25 to 300; `150` or `150%`), or `fit`: the largest zoom at which the whole
/// stage fits the window's canvas.
public enum Zoom: Sendable, Hashable, CustomStringConvertible {
    case percent(Double)
    case fit

    /// The zooms the window offers, as factors.
    public static let range: ClosedRange<Double> = 0.25...3

    /// `fit`, or a percentage within `range` (`150`, `150%`, `87.5`); nil for anything else.
    public init?(_ text: String) {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t == "fit" {
            self = .fit
            return
        }
        let digits = t.hasSuffix("%") ? String(t.dropLast()) : t
        guard let value = SpecNumber.parse(digits), value.isFinite,
            Self.range.contains(value / 100)
        else { return nil }
        self = .percent(value)
    }

    /// What a bad value gets told.
    public static let expected = "a percentage from 25 to 300 (e.g. 150) or 'fit'"

    public var description: String {
        switch self {
        case .fit: "fit"
        case .percent(let p): p == p.rounded() ? String(Int(p)) : String(p)
        }
    }
}
