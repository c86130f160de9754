/// The window's canvas as geometry: a scrolled viewport showing the stage (its size in points, times the zoom)
/// with a margin around it, centred while it is smaller than the viewport. It answers the zoom questions with no
/// display: the zoom that fits, the zoom steps, and where to scroll so that zooming keeps a point under the pointer.
///
/// Coordinates: the viewport's (the pointer, from its top-left), the scrolled content's (the viewport's plus the
/// scroll offset) and the stage's (points, from its top-left, before the zoom).
public struct Canvas: Sendable, Hashable {
    /// The visible size of the canvas (the scrolled window), in the window's points.
    public var viewport: Size
    /// The stage's size in points (its device), before the zoom.
    public var stage: Size

    public struct Size: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    }

    public struct Point: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    }

    /// The room around the stage on each side, in the window's points (never zoomed).
    public static let margin = 24.0

    /// The zoom steps of zoom in and out (Ctrl+plus, Ctrl+minus): finer around 100 % as GNOME's viewers step
    /// (… 80, 90, 100, 110, 125, 150 …), coarser far from it.
    public static let steps: [Double] = [0.25, 0.33, 0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]

    public init(viewport: Size, stage: Size) {
        self.viewport = viewport
        self.stage = stage
    }

    /// Whether the viewport has a size yet (before its first allocation it has none).
    public var isSized: Bool { viewport.width > 2 * Self.margin && viewport.height > 2 * Self.margin }

    /// The zooms a fit may take: below `Zoom.range` (the zooms a user picks), so that a tablet still shows whole
    /// in a narrow canvas beside the inspector.
    public static let fitRange: ClosedRange<Double> = 0.1...Zoom.range.upperBound

    /// The largest zoom (within `fitRange`) at which the whole stage and its margins fit the viewport.
    public var fitZoom: Double {
        guard isSized, stage.width > 0, stage.height > 0 else { return 1 }
        let fit = min(
            (viewport.width - 2 * Self.margin) / stage.width, (viewport.height - 2 * Self.margin) / stage.height)
        return Self.clamped(fit, to: Self.fitRange)
    }

    /// `zoom` within `range` (by default `Zoom.range`, the zooms a user picks).
    public static func clamped(_ zoom: Double, to range: ClosedRange<Double> = Zoom.range) -> Double {
        min(range.upperBound, max(range.lowerBound, zoom))
    }

    /// The zoom `count` steps away from `zoom` (positive: in). From a zoom between two steps (a fitted one), the
    /// first step in is the next larger, the first step out the next smaller; at either end it stays there.
    public static func step(from zoom: Double, by count: Int) -> Double {
        let epsilon = 0.001
        if count > 0 {
            let larger = steps.filter { $0 > zoom + epsilon }
            return larger.isEmpty ? max(zoom, steps.last!) : larger[min(count, larger.count) - 1]
        }
        if count < 0 {
            let smaller = steps.filter { $0 < zoom - epsilon }.reversed()
            return smaller.isEmpty ? min(zoom, steps.first!) : Array(smaller)[min(-count, smaller.count) - 1]
        }
        return zoom
    }

    /// The size of the scrolled content at `zoom`: the zoomed stage and its margins, at least the viewport.
    public func contentSize(zoom: Double) -> Size {
        Size(
            max(viewport.width, stage.width * zoom + 2 * Self.margin),
            max(viewport.height, stage.height * zoom + 2 * Self.margin))
    }

    /// The stage's top-left in the scrolled content at `zoom` (centred while smaller than the viewport).
    public func origin(zoom: Double) -> Point {
        let content = contentSize(zoom: zoom)
        return Point((content.width - stage.width * zoom) / 2, (content.height - stage.height * zoom) / 2)
    }

    /// The largest scroll offset at `zoom` (zero on an axis where everything shows).
    public func maxOffset(zoom: Double) -> Point {
        let content = contentSize(zoom: zoom)
        return Point(content.width - viewport.width, content.height - viewport.height)
    }

    /// `offset` clamped to what the scrolled window can scroll to at `zoom`.
    public func clamped(_ offset: Point, zoom: Double) -> Point {
        let limit = maxOffset(zoom: zoom)
        return Point(min(limit.x, max(0, offset.x)), min(limit.y, max(0, offset.y)))
    }

    /// The stage point (in points) under `pointer` (viewport coordinates), scrolled to `offset` at `zoom`.
    public func stagePoint(under pointer: Point, offset: Point, zoom: Double) -> Point {
        let origin = origin(zoom: zoom)
        return Point((offset.x + pointer.x - origin.x) / zoom, (offset.y + pointer.y - origin.y) / zoom)
    }

    /// The scroll offset that keeps the stage point under `pointer` where it is when the zoom goes from `old`
    /// (scrolled to `offset`) to `new`: zooming around the pointer, as Ctrl+scroll and a pinch do. Clamped to
    /// what can be scrolled, so near an edge (or where the stage fits) the point may move.
    public func offset(zoomingFrom old: Double, to new: Double, around pointer: Point, offset: Point) -> Point {
        let point = stagePoint(under: pointer, offset: offset, zoom: old)
        let origin = origin(zoom: new)
        return clamped(Point(point.x * new + origin.x - pointer.x, point.y * new + origin.y - pointer.y), zoom: new)
    }
}
