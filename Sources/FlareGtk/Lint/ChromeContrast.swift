import FlareCore
import Foundation

/// The contrast of Flare's own text, measured as `flare lint` measures an alert's: on the pixels of the window as
/// drawn. For each label of the chrome that shows (mapped, sensitive, with text, inside its scrolled view), the
/// background is the colour most of its box has, the text the pixel that stands out most from it (drawn at twice
/// the size, so glyph stems cover whole pixels), and `Contrast.ratio` compares them.
@MainActor
enum ChromeContrast {
    struct Measure: CustomStringConvertible {
        var text: String
        var ratio: Double
        var foreground: RGBA
        var background: RGBA
        var description: String {
            "“\(text.prefix(40))” \(Contrast.format(ratio)) (\(foreground.hexString) on \(background.hexString))"
        }
    }

    /// Every label of `window`'s chrome, measured; the subtrees in `skipping` (the stage, what the spec draws) left
    /// out.
    static func measure(_ window: Widget, skipping: [Widget]) throws -> [Measure] {
        let scale = 2
        let pixels = try Exporter.render(widget: window, scale: scale)
        let skipped = Set(skipping.map { UnsafeMutableRawPointer($0.widget) })
        var measures: [Measure] = []
        func visit(_ widget: Widget, clip: (x0: Double, y0: Double, x1: Double, y1: Double)) {
            guard widget.mapped, !skipped.contains(UnsafeMutableRawPointer(widget.widget)),
                let b = widget.bounds(in: window)
            else { return }
            let box = (
                x0: max(clip.x0, b.x), y0: max(clip.y0, b.y), x1: min(clip.x1, b.x + b.width),
                y1: min(clip.y1, b.y + b.height)
            )
            guard box.x1 - box.x0 >= 2, box.y1 - box.y0 >= 2 else { return }
            if let label = Label.cast(widget), !label.text.trimmingCharacters(in: .whitespaces).isEmpty,
                label.isSensitive, box.x1 - box.x0 >= b.width - 1, box.y1 - box.y0 >= b.height - 1,
                let measure = measure(label.text, in: pixels, box: box, scale: scale)
            {
                measures.append(measure)
            }
            for child in widget.children { visit(child, clip: box) }
        }
        visit(window, clip: (0, 0, Double(window.width), Double(window.height)))
        return measures
    }

    private static func measure(
        _ text: String, in pixels: Raster, box: (x0: Double, y0: Double, x1: Double, y1: Double),
        scale: Int
    ) -> Measure? {
        let x0 = max(0, Int(box.x0 * Double(scale))), y0 = max(0, Int(box.y0 * Double(scale)))
        let x1 = min(pixels.width, Int(box.x1 * Double(scale))), y1 = min(pixels.height, Int(box.y1 * Double(scale)))
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in y0..<y1 { for x in x0..<x1 { counts[key(pixels.pixel(x, y)), default: 0] += 1 } }
        guard let mode = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        let background = color(mode)
        var best = (ratio: 1.0, color: background)
        for key in counts.keys {
            let c = color(key)
            let r = Contrast.ratio(c, background)
            if r > best.ratio { best = (r, c) }
        }
        return Measure(text: text, ratio: best.ratio, foreground: best.color, background: background)
    }

    private static func key(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
        UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    private static func color(_ key: UInt32) -> RGBA {
        RGBA(
            red: Double(key >> 16 & 0xFF) / 255, green: Double(key >> 8 & 0xFF) / 255, blue: Double(key & 0xFF) / 255,
            alpha: 1)
    }
}
