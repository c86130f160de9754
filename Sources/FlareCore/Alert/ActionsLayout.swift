/// How DUX's actions stack view places its buttons: `distribution = .fillProportionally`, `alignment = .center`
/// (DUXBetaAlertView.swift:317-318), `spacing = actionLayoutSpacing` (:416), filling the alert's content width
/// (the outer stack view's `alignment = .fill`, :304).
///
/// Side by side, UIKit's `.fillProportionally` is documented as resizing the arranged views "proportionally based on
/// their intrinsic content size along the stack view's axis" so that they fill it. Its implementation (the
/// `UISV-fill-proportionally` constraints, analysed in rdar://34595752) makes each view's width a multiple of the
/// stack view's whole width, `intrinsicᵢ / (Σ intrinsic + total spacing)`, at priority 999, 998, …; the required
/// spacing constraints then leave the remainder to the last button. With DUX's 2 pt spacing this differs from the
/// documented split by a fraction of a point per button; Flare draws what UIKit draws. Each edge is then rounded to
/// whole points, as UIKit rounds frames to pixels (at 1×), and the last button takes what is left, so the row fills the
/// width exactly.
///
/// Stacked, `.alignment = .center` keeps each button at its own width (at most the content width), centred; that
/// needs no arithmetic and is the widgets' natural placement.
///
/// Each button is DUX's `DUXBetaAlertAction`, a `UIButton` made with `init(frame:)` (a `.custom` button,
/// DUXBetaAlertView.swift:602-605) whose appearance sets no `contentEdgeInsets` and no size (:617-627), so the stack
/// view sizes it by its intrinsic content size: its image, then its title label at the label's width, nothing at the
/// sides, and the title label's height plus `titleVerticalInset` above and below it.
public enum ActionsLayout {
    /// What UIKit adds above and below a button's title label in its intrinsic height (no content insets): 6 pt.
    /// Not in UIKit's documentation; from the view debugger's frames of a default button reported publicly (an 18 pt
    /// system title label 21 pt tall in a 33 pt button, whatever the content alignment:
    /// stackoverflow.com/a/70778238), the same 6 pt that makes a 15 pt system button's familiar 30 pt.
    public static let titleVerticalInset = 6.0

    /// Pango's units per point (`PANGO_SCALE`): GTK lays text out in 1/1024 of a logical pixel, one iOS point.
    public static let pangoUnits = 1024

    /// The width, in whole points, a title label is given so that it draws its title whole, from the title's
    /// one-line logical width and the letter spacing on it (`letter-spacing`, the system font's tracking), both in
    /// Pango units. UIKit sizes the label by its text's advances, the tracking after each glyph included, raised to
    /// the pixel grid (`ceil`, as `boundingRect` asks of a size given to a view); Flare ceils to whole points, the
    /// grid GTK allocates on at every export scale (the 2× and 3× exports draw the 1× layout scaled), so the width
    /// is never below UIKit's. The tracking after the last glyph is the one thing GTK's measure leaves out: Pango
    /// 1.50 trims it from the line's logical width (GTK's natural width) but its ellipsizer counts it, so a label
    /// given exactly its natural width was cut ("New action" in system 26: 144 361 units measured, 144 586 needed,
    /// 141 pt given). Negative tracking shortens the text the ellipsizer counts: the logical width suffices.
    public static func titleWidth(logicalUnits: Int, letterSpacingUnits: Int) -> Double {
        let needed = max(0, logicalUnits) + max(0, letterSpacingUnits)
        return Double((needed + pangoUnits - 1) / pangoUnits)
    }

    /// The widths of buttons whose intrinsic widths are `intrinsic`, side by side with `spacing` between them in
    /// `available` points, in whole points (summing, with the spacing, to `available` rounded).
    public static func proportionalWidths(intrinsic: [Double], spacing: Double, available: Double) -> [Double] {
        let n = intrinsic.count
        guard n > 0 else { return [] }
        let totalSpacing = spacing * Double(n - 1)
        // A row of views without intrinsic widths has nothing to be proportional to: equal weights.
        let positive = intrinsic.map { max(0, $0) }
        let weights = positive.contains { $0 > 0 } ? positive : Array(repeating: 1, count: n)
        let sum = weights.reduce(0, +)
        var exact = weights.dropLast().map { $0 / (sum + totalSpacing) * available }
        exact.append(max(0, available - totalSpacing - exact.reduce(0, +)))
        // Edges rounded to whole points from the row's leading edge.
        var widths: [Double] = []
        var x = 0.0
        for (i, w) in exact.enumerated() {
            let left = x.rounded(), right = (x + w).rounded()
            widths.append(i == n - 1 ? max(0, available.rounded() - left) : max(0, right - left))
            x += w + spacing
        }
        return widths
    }
}
