/// The alert's rounded rectangle as GTK draws its `border-radius` (CSS Backgrounds 3, "corner overlap": a radius larger
/// than half a side is scaled down to fit), and how far a part's rectangle reaches outside it. DUX sets the layer's
/// corner radius without `clipsToBounds` (docs/fidelity.md), so a part in a corner is drawn over the curve, outside
/// the alert's shape.
public struct RoundedShape: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// The radius drawn: the one written, at most half of each side.
    public var radius: Double

    public init(width: Double, height: Double, radius: Double) {
        self.width = width
        self.height = height
        self.radius = max(0, min(radius, width / 2, height / 2))
    }

    /// How far (points) the rectangle at `x, y` (`width` × `height`, in the shape's coordinates) reaches outside the
    /// shape's corners: the largest distance of one of its corners past the arc of the shape's corner it lies in
    /// (0: wholly inside the rounded corners). Edges past the straight sides are not a corner's doing and not counted.
    public func overhang(x: Double, y: Double, width w: Double, height h: Double) -> Double {
        guard radius > 0, w > 0, h > 0 else { return 0 }
        let r = radius
        // Each corner of the part, with the side of the shape it is nearest on each axis (left/top: true).
        let corners = [
            (x, y, true, true), (x + w, y, false, true), (x, y + h, true, false), (x + w, y + h, false, false),
        ]
        var worst = 0.0
        for (px, py, left, top) in corners {
            // How far the point lies beyond the centre of that corner's arc on each axis; only a point beyond it on
            // both axes (inside the corner's square) can be off the arc.
            let dx = left ? r - px : px - (width - r)
            let dy = top ? r - py : py - (height - r)
            guard dx > 0, dy > 0 else { continue }
            worst = max(worst, (dx * dx + dy * dy).squareRoot() - r)
        }
        return worst
    }
}
