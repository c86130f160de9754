import FlareCore
import Foundation

/// One picture of every frame of a motion: a grid (left to right, top to bottom) of the frames scaled to at most
/// `thumbWidth` pixels wide, each captioned with its time, on white. Drawn with Cairo and Pango (no widgets).
enum ContactSheet {
    static let columns = 6
    static let thumbWidth = 320
    static let gap = 12, caption = 22

    @MainActor
    static func render(_ frames: [Raster], times: [Double]) throws -> Raster {
        guard let first = frames.first else { throw RenderError("a contact sheet needs at least one frame") }
        let factor = min(1, Double(thumbWidth) / Double(first.width))
        let tw = Int((Double(first.width) * factor).rounded()), th = Int((Double(first.height) * factor).rounded())
        let cols = min(columns, frames.count), rows = (frames.count + cols - 1) / cols
        let width = gap + cols * (tw + gap), height = gap + rows * (th + caption + gap)
        let sheet = CairoImage(width: width, height: height)
        guard sheet.error == nil else {
            throw RenderError("could not create a \(width)×\(height) contact sheet")
        }
        try sheet.draw { cr in
            cr.setSource(red: 1, green: 1, blue: 1)
            cr.paint()
            let layout = cr.textLayout(font: "\(FontRegistry.systemFamily) 11px")
            for (i, frame) in frames.enumerated() {
                let x = gap + (i % cols) * (tw + gap), y = gap + (i / cols) * (th + caption + gap)
                let image = try surfaceOf(frame)
                cr.save()
                cr.translate(x: Double(x), y: Double(y))
                cr.scale(factor, factor)
                cr.setSource(image, x: 0, y: 0)
                cr.paint()
                cr.restore()
                cr.setSource(red: 0, green: 0, blue: 0, alpha: 0.15)
                cr.setLineWidth(1)
                cr.rectangle(x: Double(x) - 0.5, y: Double(y) - 0.5, width: Double(tw) + 1, height: Double(th) + 1)
                cr.stroke()
                cr.setSource(red: 0.2, green: 0.2, blue: 0.24)
                layout.setText(String(format: "#%d  %.3f s", i, times[i]))
                cr.move(toX: Double(x), y: Double(y + th + 4))
                cr.show(layout)
            }
        }
        return Raster(Pixels(width: width, height: height, stride: sheet.stride, scale: first.scale, bgra: sheet.bytes))
    }

    /// A Cairo surface (premultiplied B, G, R, A) of a straight-alpha RGBA raster.
    @MainActor
    private static func surfaceOf(_ raster: Raster) throws -> CairoImage {
        let surface = CairoImage(width: raster.width, height: raster.height)
        guard surface.error == nil else {
            throw RenderError("could not create a \(raster.width)×\(raster.height) image")
        }
        surface.withMutableBytes { out, stride in
            raster.rgba.withUnsafeBufferPointer { src in
                for y in 0..<raster.height {
                    for x in 0..<raster.width {
                        let i = (y * raster.width + x) * 4, o = y * stride + x * 4
                        let a = UInt32(src[i + 3])
                        out[o] = UInt8((UInt32(src[i + 2]) * a + 127) / 255)
                        out[o + 1] = UInt8((UInt32(src[i + 1]) * a + 127) / 255)
                        out[o + 2] = UInt8((UInt32(src[i]) * a + 127) / 255)
                        out[o + 3] = UInt8(a)
                    }
                }
            }
        }
        return surface
    }
}
