import FlareCore
import Foundation

/// Draws a widget into pixels at a true scale: the widget's render node, snapshotted into a `GtkSnapshot` scaled
/// by `gtk_snapshot_scale` first, then drawn with Cairo (`gsk_render_node_draw`, what GSK's Cairo renderer does)
/// straight into an image surface Flare owns: text and vectors at the target resolution, never an upscaled
/// bitmap, and no texture download (GTK 4.8 converts through floats there: ~3 ms per 2x alert).
@MainActor
enum WidgetRenderer {
    /// Renders `widget` (mapped and allocated) over `width` × `height` points at `scale`.
    static func render(_ widget: Widget, width: Double, height: Double, scale: Int) throws -> Raster {
        Raster(try pixels(widget, width: width, height: height, scale: scale))
    }

    /// The same, as premultiplied pixels (the exporter converts and encodes them on its second thread).
    /// `presentation`: an alert's show/close state, drawn as the stage draws it: its opacity, and its scale about
    /// the image's centre (a motion export of the alert frame).
    static func pixels(
        _ widget: Widget, width: Double, height: Double, scale: Int,
        presentation: AlertAnimation.Presentation? = nil
    ) throws -> Pixels {
        let pw = Int((width * Double(scale)).rounded()), ph = Int((height * Double(scale)).rounded())
        return try draw(
            widget, width: width, height: height, scaledBy: (Double(scale), Double(scale)), into: (pw, ph),
            scale: scale, presentation: presentation)
    }

    /// The same, drawn into exactly `pixelWidth` × `pixelHeight` pixels (the snapshot scaled by their ratio to the
    /// points on each axis): the compare view's tiles, drawn at the size they are shown at instead of drawn whole
    /// and scaled down by GTK. `scale` is only what the pixels report.
    static func pixels(
        _ widget: Widget, width: Double, height: Double, pixelWidth: Int, pixelHeight: Int, scale: Int
    ) throws -> Pixels {
        try draw(
            widget, width: width, height: height,
            scaledBy: (Double(pixelWidth) / width, Double(pixelHeight) / height), into: (pixelWidth, pixelHeight),
            scale: scale, presentation: nil)
    }

    private static func draw(
        _ widget: Widget, width: Double, height: Double, scaledBy factor: (x: Double, y: Double),
        into size: (width: Int, height: Int), scale: Int, presentation: AlertAnimation.Presentation?
    ) throws -> Pixels {
        guard widget.mapped else { throw RenderError("the widget to render is not mapped") }
        let (pw, ph) = size
        let snapshot = Snapshot()
        snapshot.scale(factor.x, factor.y)
        if let p = presentation {
            snapshot.translate(x: width / 2, y: height / 2)
            snapshot.scale(p.alertScale, p.alertScale)
            snapshot.translate(x: -width / 2, y: -height / 2)
            snapshot.pushOpacity(p.alertOpacity)
        }
        // The widget's own render node, placed by its parent's transform (the exporter puts it at 0, 0).
        widget.record(into: snapshot, width: width, height: height)
        if presentation != nil { snapshot.pop() }
        let node = snapshot.toNode()
        // Cairo draws straight into the array the encoder gets (`cairo_image_surface_create_for_data`): no second
        // buffer to allocate and copy, 1.4 MB for a 2x alert.
        let stride = CairoImage.stride(forWidth: pw)
        // Cairo's own limit on a side; the sizes Flare draws (a device at 3x) are far below it.
        guard (1...32767).contains(pw), (1...32767).contains(ph), stride > 0 else {
            throw RenderError("could not create a \(pw)×\(ph) image (larger than Cairo draws)")
        }
        var bytes = [UInt8](repeating: 0, count: stride * ph)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            let surface = CairoImage(drawingInto: buffer.baseAddress, width: pw, height: ph, stride: stride)
            if let error = surface.error { throw RenderError("could not create a \(pw)×\(ph) image (\(error))") }
            if let node { surface.draw { node.draw(on: $0) } }
            surface.flush()
        }
        return Pixels(width: pw, height: ph, stride: stride, scale: scale, bgra: bytes)
    }
}

/// What Cairo drew: ARGB32 rows, premultiplied, B, G, R, A bytes (little-endian hosts).
struct Pixels: Sendable {
    let width: Int
    let height: Int
    let stride: Int
    let scale: Int
    let bgra: [UInt8]

    /// A 64-bit fingerprint of the visible pixels, in hex: `flare test` recognises an unchanged image by it, without
    /// encoding a PNG (~0.05 ms for a 2x alert, against ~1 ms to encode one). Each row's `width * 4` bytes are read
    /// 8 at a time into four lanes, each step `rotl((lane ^ word) * odd, 31)`: a bijection of the lane for a fixed
    /// word and of the word for a fixed lane, so one changed word always changes the result; the lanes, the size
    /// and the row tails are then mixed as in SplitMix64. Independent lanes keep the multiplier busy (one chain
    /// was 0.6 ms). Two different images share it with a chance of about 2⁻⁶⁴.
    var fingerprint: String {
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (k, k &* 3, k &* 5, k &* 7)
        @inline(__always) func step(_ lane: inout UInt64, _ word: UInt64) {
            let m = (lane ^ word) &* 0xFF51_AFD7_ED55_8CCD
            lane = (m << 31) | (m >> 33)
        }
        var tail = Self.mix(UInt64(width) &* 31 ^ UInt64(height))
        bgra.withUnsafeBytes { raw in
            let rowBytes = width * 4
            for y in 0..<height {
                let row = raw.baseAddress! + y * stride
                var i = 0
                while i + 32 <= rowBytes {
                    step(&lanes.0, row.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    step(&lanes.1, row.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                    step(&lanes.2, row.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                    step(&lanes.3, row.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                    i += 32
                }
                while i < rowBytes {
                    tail = Self.mix(tail ^ UInt64(row.load(fromByteOffset: i, as: UInt8.self)) ^ UInt64(i) << 8)
                    i += 1
                }
            }
        }
        var h = tail
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { h = Self.mix(h ^ lane) }
        return String(h, radix: 16)
    }

    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// PNG bytes with Flare's encoder at zlib `level` (the benchmark's comparison encoders: `EncoderComparison`).
    func png() -> Data {
        PNGEncoder.encode(
            premultipliedBGRA: bgra, width: width, height: height, stride: stride, deflate: PNGEncoder.deflate)
    }
}
