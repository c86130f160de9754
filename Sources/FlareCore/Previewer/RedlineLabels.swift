/// Where the redlines' labels go so that none covers another: each label asks for its places in order of
/// preference (beside its line, then the other side); the first that overlaps no label placed before it wins, and
/// when every one does, the label moves away from its first place, a line at a time, until it is clear.
public enum RedlineLabels {
    /// A label of `width` × `height` points and the top-left corners it may take, best first.
    public struct Request: Sendable, Hashable {
        public var width, height: Double
        public var places: [Point]

        public init(width: Double, height: Double, places: [Point]) {
            (self.width, self.height, self.places) = (width, height, places)
        }
    }

    public struct Point: Sendable, Hashable {
        public var x, y: Double
        public init(_ x: Double, _ y: Double) { (self.x, self.y) = (x, y) }
    }

    /// The space kept between two labels, in points.
    public static let spacing = 2.0

    /// One frame per request, in order; no two intersect (nor come closer than `spacing`).
    public static func place(_ requests: [Request]) -> [StageRect] {
        var placed: [StageRect] = []
        for request in requests {
            let rects = request.places.map { StageRect(x: $0.x, y: $0.y, width: request.width, height: request.height) }
            if let free = rects.first(where: { isClear($0, of: placed) }) {
                placed.append(free)
                continue
            }
            // Every place is taken: step down, then up, from the first, a line (and its spacing) at a time.
            let first = rects.first ?? StageRect(x: 0, y: 0, width: request.width, height: request.height)
            let step = request.height + spacing
            var k = 1
            while true {
                let down = StageRect(
                    x: first.x, y: first.y + Double(k) * step, width: first.width, height: first.height)
                if isClear(down, of: placed) { placed.append(down); break }
                let up = StageRect(x: first.x, y: first.y - Double(k) * step, width: first.width, height: first.height)
                if isClear(up, of: placed) { placed.append(up); break }
                k += 1
            }
        }
        return placed
    }

    /// Whether `a` and `b` intersect, or come closer than `spacing`.
    public static func overlap(_ a: StageRect, _ b: StageRect, spacing: Double = spacing) -> Bool {
        a.x < b.maxX + spacing && b.x < a.maxX + spacing && a.y < b.maxY + spacing && b.y < a.maxY + spacing
    }

    private static func isClear(_ r: StageRect, of placed: [StageRect]) -> Bool {
        !placed.contains { overlap(r, $0) }
    }
}
