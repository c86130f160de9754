/// What draws the spec family `system`, the iOS system font: Apple's SF Pro when the machine has it (a designer may
/// have installed Apple's fonts), else the bundled Inter. Either way with the tracking UIKit applies to the system
/// font at each size (`SystemFontTracking`). One value per machine: `FontCatalog.systemFont` chooses it.
public struct SystemFont: Sendable, Hashable, Codable {
    /// The family below 20 pt (SF Pro Text's optical size).
    public var text: String
    /// The family at 20 pt and above (SF Pro Display's).
    public var display: String
    /// True for Apple's SF Pro, false for the stand-in: line breaks are then approximate.
    public var isApple: Bool

    public init(text: String, display: String, isApple: Bool) {
        (self.text, self.display, self.isApple) = (text, display, isApple)
    }

    /// The bundled stand-in.
    public static let standIn = SystemFont(text: "Inter", display: "Inter", isApple: false)

    /// UIKit switches from the Text to the Display optical size at 20 pt ("The details of UI typography", WWDC20).
    public static let displaySize = 20.0

    /// The families SF Pro is installed as: the static Text and Display cuts, or the variable `SF Pro` (its optical
    /// size axis follows the point size, as fontconfig and HarfBuzz apply `opsz` from the size).
    static let textFamily = "SF Pro Text", displayFamily = "SF Pro Display", variableFamily = "SF Pro"

    /// SF Pro Text and Display when both are installed; one alone draws every size; else the variable SF Pro; else
    /// Inter. `isInstalled` compares as fontconfig does (`FontCatalog.isInstalled`).
    public static func choose(isInstalled: (String) -> Bool) -> SystemFont {
        let text = isInstalled(textFamily), display = isInstalled(displayFamily)
        if text || display {
            return SystemFont(
                text: text ? textFamily : displayFamily, display: display ? displayFamily : textFamily, isApple: true)
        }
        if isInstalled(variableFamily) {
            return SystemFont(text: variableFamily, display: variableFamily, isApple: true)
        }
        return standIn
    }

    /// The family that draws `system` at `size` points.
    public func family(size: Double) -> String { size < Self.displaySize ? text : display }

    /// The letter spacing UIKit adds to the system font at `size`, in points (`SystemFontTracking`).
    public func tracking(size: Double) -> Double { SystemFontTracking.points(size: size) }

    /// One line naming what draws `system`: `SF Pro Text below 20 pt, SF Pro Display from 20 pt, with Apple's
    /// tracking` or `Inter (SF Pro is not installed), with Apple's tracking`.
    public var summary: String {
        let families =
            !isApple ? "\(text) (SF Pro is not installed)"
            : text == display ? text
            : "\(text) below \(Int(Self.displaySize)) pt, \(display) from \(Int(Self.displaySize)) pt"
        return families + ", with Apple's tracking"
    }

    /// For the renderer fingerprint: `SF Pro Text/SF Pro Display, HIG tracking` or `Inter, HIG tracking` (the
    /// family's file bytes are in the fingerprint's fonts already).
    public var fingerprint: String { (text == display ? text : "\(text)/\(display)") + ", HIG tracking" }
}

extension FontCatalog {
    /// What draws `system` with this catalogue's installed fonts.
    public var systemFont: SystemFont { SystemFont.choose(isInstalled: isInstalled) }
}
