/// Where the compare grid's tiles go: equal cells in rows and columns, the number of columns chosen so that the
/// tiles are as large as they can be while the whole grid (each picture and its label) fits the canvas. A tile is
/// never shown larger than its true size (scale 1), and each picture keeps its aspect ratio, centred in its cell.
extension CompareGrid {
    public struct Rect: Sendable, Hashable {
        public var x: Double, y: Double, width: Double, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    public struct Layout: Sendable, Hashable {
        public var columns: Int
        public var rows: Int
        /// Points on screen per point of a tile (≤ 1).
        public var scale: Double
        /// Each tile's cell (its picture's row and its label), in the canvas's coordinates, in tile order.
        public var cells: [Rect]
        /// Each tile's picture: at the bottom of its cell's picture row, centred across it.
        public var pictures: [Rect]
        /// Each tile's label, under its picture and as wide as its cell.
        public var labels: [Rect]
        /// The size the grid takes (the canvas, or more when the canvas is smaller than the smallest grid).
        public var width: Double
        public var height: Double
    }

    /// The room around the grid, between cells, and for a label under each picture (two lines), in points.
    public static let margin = 24.0
    public static let spacing = 16.0
    public static let labelHeight = 44.0
    /// The smallest scale a tile is drawn at: below it the grid scrolls rather than shrink further.
    public static let minimumScale = 0.05

    /// The layout of tiles of `sizes` (points, each tile's true size) on a canvas of `width` × `height` points.
    public static func layout(_ sizes: [Canvas.Size], width: Double, height: Double) -> Layout {
        let n = sizes.count
        guard n > 0 else {
            return Layout(
                columns: 0, rows: 0, scale: 1, cells: [], pictures: [], labels: [], width: width, height: height)
        }
        let cellW = sizes.map(\.width).max()!, cellH = sizes.map(\.height).max()!
        func scale(columns c: Int) -> Double {
            let r = (n + c - 1) / c
            let sx = (width - 2 * margin - Double(c - 1) * spacing) / (Double(c) * cellW)
            let sy = (height - 2 * margin - Double(r - 1) * spacing - Double(r) * labelHeight) / (Double(r) * cellH)
            return min(1, sx, sy)
        }
        // The most columns that still give the largest scale is the first best: fewer rows, fewer empty cells.
        var columns = 1
        for c in stride(from: 2, through: n, by: 1) where scale(columns: c) > scale(columns: columns) + 1e-9 {
            columns = c
        }
        let s = max(minimumScale, scale(columns: columns))
        let rows = (n + columns - 1) / columns
        let gridW = Double(columns) * cellW * s + Double(columns - 1) * spacing
        let gridH = Double(rows) * (cellH * s + labelHeight) + Double(rows - 1) * spacing
        // A grid that fits takes the canvas exactly (rounding can put it a hair over); a larger one scrolls.
        let totalW = gridW + 2 * margin > width + 1e-6 ? gridW + 2 * margin : width
        let totalH = gridH + 2 * margin > height + 1e-6 ? gridH + 2 * margin : height
        let left = (totalW - gridW) / 2, top = (totalH - gridH) / 2
        var cells: [Rect] = [], pictures: [Rect] = [], labels: [Rect] = []
        for (i, size) in sizes.enumerated() {
            let (row, column) = (i / columns, i % columns)
            let cellX = left + Double(column) * (cellW * s + spacing)
            let cellY = top + Double(row) * (cellH * s + labelHeight + spacing)
            let w = size.width * s, h = size.height * s
            cells.append(Rect(x: cellX, y: cellY, width: cellW * s, height: cellH * s + labelHeight))
            pictures.append(Rect(x: cellX + (cellW * s - w) / 2, y: cellY + (cellH * s - h), width: w, height: h))
            labels.append(Rect(x: cellX, y: cellY + cellH * s, width: cellW * s, height: labelHeight))
        }
        return Layout(
            columns: columns, rows: rows, scale: s, cells: cells, pictures: pictures, labels: labels, width: totalW,
            height: totalH)
    }
}
