/// The spec's `lint:` section: each rule's level and thresholds (Flare's defaults where the spec says nothing).
/// `lint: {contrast: warning, target-size: off, font-size: {level: error, min: 12}}`.
public struct LintConfig: Sendable, Hashable {
    /// Levels by rule; a rule not listed has its `defaultLevel`.
    public var levels: [LintRule: LintLevel] = [:]
    /// WCAG 2.2 SC 1.4.3 (AA): body text 4.5:1, large text 3:1; SC 1.4.11: borders and outlines 3:1.
    public var contrastBody = 4.5
    public var contrastLarge = 3.0
    public var contrastGraphics = 3.0
    /// Below `targetMinimum` points on either side: the rule's level (WCAG 2.2 SC 2.5.8, AA). Below
    /// `targetRecommended`: a warning (Apple HIG, WCAG SC 2.5.5 AAA); 0 turns that tier off.
    public var targetMinimum = 24.0
    public var targetRecommended = 44.0
    /// Text under this many points.
    public var fontMinimum = 11.0
    /// Reading time: `readingBase` seconds plus the words at `wordsPerMinute`.
    public var wordsPerMinute = 200.0
    public var readingBase = 1.0

    public init() {}

    public func level(_ rule: LintRule) -> LintLevel { levels[rule] ?? rule.defaultLevel }

    /// Large text for WCAG: at least 18 pt, or at least 14 pt and bold (weight 700 or more). Flare's sizes are
    /// iOS points, compared as written.
    public static func isLarge(_ font: FontSpec) -> Bool {
        font.size >= 18 || (font.size >= 14 && font.weight.rawValue >= FontWeight.bold.rawValue)
    }

    /// The contrast text in `font` needs.
    public func contrastThreshold(for font: FontSpec) -> Double {
        Self.isLarge(font) ? contrastLarge : contrastBody
    }

    /// The natural severity of a `width` × `height` pt target and the threshold it missed (nil: big enough).
    public func targetShortfall(
        width: Double, height: Double
    ) -> (severity: Diagnostic.Severity, threshold: Double, rule: String)? {
        let side = min(width, height)
        if side < targetMinimum - 0.01 { return (.error, targetMinimum, "WCAG 2.2 SC 2.5.8, AA") }
        if side < targetRecommended - 0.01 {
            return (.warning, targetRecommended, "Apple HIG and WCAG 2.2 SC 2.5.5, AAA")
        }
        return nil
    }

    /// WCAG 2.2 SC 2.5.8's spacing exception: an undersized `target` passes AA when the `targetMinimum`-wide circle
    /// centred on its bounding box intersects none of the `others` (the other targets; circles of undersized others
    /// are not drawn here: Flare asks it only for a lone small control beside full-size ones).
    public func isSpaced(_ target: StageRect, from others: [StageRect]) -> Bool {
        let (cx, cy, r) = (target.x + target.width / 2, target.y + target.height / 2, targetMinimum / 2)
        return others.allSatisfy { o in
            let dx = max(o.x - cx, 0, cx - o.maxX), dy = max(o.y - cy, 0, cy - o.maxY)
            return dx * dx + dy * dy >= r * r
        }
    }

    /// Seconds a reader needs for `words` words: `readingBase` + words / `wordsPerMinute` × 60.
    public func readingSeconds(words: Int) -> Double {
        readingBase + Double(words) / wordsPerMinute * 60
    }
}
