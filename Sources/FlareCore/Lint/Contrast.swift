import Foundation

/// WCAG 2.2 contrast: relative luminance of sRGB colours (SC 1.4.3, "relative luminance" and "contrast ratio").
public enum Contrast {
    /// The relative luminance of an opaque sRGB colour, 0 (black) to 1 (white).
    public static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double {
            v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` (straight alpha) drawn over the opaque `bottom`: what the eye sees.
    public static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let a = min(max(top.alpha, 0), 1)
        return RGBA(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    /// The lowest contrast of `foreground` (composited over each) against any of `backgrounds`, and the
    /// background that gave it; nil for no backgrounds.
    public static func worst(
        _ foreground: RGBA, over backgrounds: some Sequence<RGBA>
    ) -> (ratio: Double, background: RGBA)? {
        var worst: (Double, RGBA)?
        for background in backgrounds {
            let r = ratio(over(foreground, background), background)
            if worst == nil || r < worst!.0 { worst = (r, background) }
        }
        return worst
    }

    /// `4.5:1`, `2.07:1`: two decimals at most, as WCAG tools print it (rounded down, so 4.499 is not "4.5").
    public static func format(_ ratio: Double) -> String {
        let floored = (ratio * 100).rounded(.down) / 100
        var text = String(format: "%.2f", floored)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + ":1"
    }
}
