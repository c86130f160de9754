/// The smallest rectangle, in image pixels, holding every differing pixel of a comparison.
public struct ImageBox: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `120×18 px at (412, 301)`.
    public var description: String { "\(width)×\(height) px at (\(x), \(y))" }

    /// This box grown to take in the pixel at (`px`, `py`) (a box of one pixel when nil).
    static func including(_ box: ImageBox?, _ px: Int, _ py: Int) -> ImageBox {
        guard let box else { return ImageBox(x: px, y: py, width: 1, height: 1) }
        let x0 = min(box.x, px), y0 = min(box.y, py)
        let x1 = max(box.x + box.width, px + 1), y1 = max(box.y + box.height, py + 1)
        return ImageBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Draws the box's outline, `margin` pixels outside it (clipped to the image), in opaque magenta on an RGBA
    /// picture of `width` × `height`: the diff image shows where the change is even when it is a few pixels.
    public func draw(on picture: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, margin: Int = 2) {
        let x0 = max(x - margin, 0), y0 = max(y - margin, 0)
        let x1 = min(x + self.width - 1 + margin, width - 1), y1 = min(y + self.height - 1 + margin, height - 1)
        guard x0 <= x1, y0 <= y1 else { return }
        func plot(_ px: Int, _ py: Int) {
            let k = (py * width + px) * 4
            picture[k] = 255; picture[k + 1] = 0; picture[k + 2] = 255; picture[k + 3] = 255
        }
        for px in x0...x1 { plot(px, y0); plot(px, y1) }
        for py in y0...y1 { plot(x0, py); plot(x1, py) }
    }
}
