import Foundation

/// Rendered pixels: `width` × `height` straight-alpha RGBA rows (what PNG stores), plus the scale they were drawn at.
public struct Raster: Sendable, Hashable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let scale: Int
    /// `width * 4` bytes per row, no padding.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, scale: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.rgba = rgba
    }

    public var description: String { "Raster(\(width)×\(height) px @\(scale)x)" }

    /// The straight-alpha color at pixel (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// Straight RGBA from the renderer's premultiplied pixels.
    init(_ pixels: Pixels) {
        let rowBytes = pixels.width * 4
        let rgba = [UInt8](unsafeUninitializedCapacity: rowBytes * pixels.height) { out, count in
            pixels.bgra.withUnsafeBufferPointer { src in
                for y in 0..<pixels.height {
                    let row = UnsafeMutableBufferPointer(rebasing: out[(y * rowBytes)..<((y + 1) * rowBytes)])
                    PNGEncoder.unpremultiply(src, from: y * pixels.stride, into: row, count: pixels.width)
                }
            }
            count = rowBytes * pixels.height
        }
        self.init(width: pixels.width, height: pixels.height, scale: pixels.scale, rgba: rgba)
    }

    /// PNG bytes (Flare's encoder).
    public func png() throws -> Data {
        let rowBytes = width * 4
        return rgba.withUnsafeBufferPointer { src in
            PNGEncoder.encode(width: width, height: height) { y, dst in
                _ = dst.initialize(from: src[(y * rowBytes)..<((y + 1) * rowBytes)])
            }
        }
    }
}

/// A failure to lay out, draw or encode an image, in plain words. (A file that cannot be read or written is a
/// `FileError`; GLib's own errors are `GLibError`.)
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
