import Foundation

/// The colour spaces of the DTCG Color module Flare converts to sRGB: `srgb` (as is), `srgb-linear` (the sRGB
/// transfer function applied) and `display-p3` (P3 primaries with the sRGB transfer function, as CSS Color 4
/// defines them: linearise, P3 → XYZ (D65) → linear sRGB, encode).
enum TokenColorSpace {
    static let names = ["srgb", "srgb-linear", "display-p3"]

    /// sRGB components for `components` in `space` (each 0–1), and whether any had to be clipped into sRGB's gamut.
    static func srgb(_ components: [Double], in space: String) -> (rgb: [Double], clipped: Bool)? {
        let rgb: [Double]
        switch space {
        case "srgb":
            rgb = components
        case "srgb-linear":
            rgb = components.map(encode)
        case "display-p3":
            let l = components.map(decode)
            // Linear Display P3 to linear sRGB: CSS Color 4's P3→XYZ and XYZ→sRGB matrices multiplied.
            let m: [[Double]] = [
                [1.2249401762805598, -0.22494017628055996, 0],
                [-0.04205695470968816, 1.0420569547096881, 0],
                [-0.019637554590334432, -0.07863604555063189, 1.0982736001409663],
            ]
            rgb = m.map { row in encode(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]) }
        default:
            return nil
        }
        // Rounding in the matrices leaves a P3 white a hair above 1: that is not a colour out of gamut.
        let tolerance = 0.5 / 255
        let clipped = rgb.contains { $0 < -tolerance || $0 > 1 + tolerance }
        return (rgb.map { min(1, max(0, $0)) }, clipped)
    }

    /// The sRGB transfer function (linear light to encoded), extended to negative values by symmetry.
    static func encode(_ x: Double) -> Double {
        let a = abs(x)
        let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return x < 0 ? -e : e
    }

    /// Encoded to linear light.
    static func decode(_ x: Double) -> Double {
        let a = abs(x)
        let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return x < 0 ? -d : d
    }
}
