import FlareCore
import Foundation

/// Turns a spec image (PNG, JPEG or SVG file, or a built-in icon) into a `GdkTexture` at the pixel size it is
/// drawn at: SVG is rasterised at that size (crisp at 2x/3x), bitmaps are decoded at most at their natural size
/// and resampled by GdkPixbuf. Only regular files are opened, and a bitmap that declares more than
/// `maxBitmapPixels` is never decoded (a few-KB PNG can declare 60000×60000). A missing, unreadable or refused
/// file gives a visible placeholder and a warning, never a crash.
@MainActor
enum ImageLoader {
    /// A texture and the file's natural size in points.
    struct Image {
        let texture: Texture
        let naturalWidth: Double
        let naturalHeight: Double
        let isPlaceholder: Bool
    }

    enum Fit {
        /// The image fitted inside a box of this many points (aspect kept), e.g. the header icon.
        case contain(Double, Double)
        /// The image covering a box of this many points (aspect kept), e.g. the custom image view.
        case cover(Double, Double)
    }

    /// The largest bitmap Flare decodes, in declared pixels (48 MP, e.g. 8000×6000: 192 MB as RGBA). GdkPixbuf
    /// decodes PNG and most formats at full size before scaling; JPEG is decoded scaled down (up to 1/8 a side),
    /// so it may declare `jpegScaleAllowance` times more. SVG is always rendered at the drawn size.
    static let maxBitmapPixels = 48_000_000
    static let jpegScaleAllowance = 64

    /// What a file's header says: its format and natural size, without decoding it. Nil (with `why`) for a
    /// missing, non-regular, unreadable or oversized image.
    struct Header {
        let path: String
        /// The file's size and modification time when the header was read: what the caches are keyed by.
        let stamp: String
        let info: Pixbuf.FileInfo
        var width: Int { info.width }
        var height: Int { info.height }
        var isVector: Bool { info.isScalable }
    }

    static func header(_ source: ImageSource) -> Result<Header, HeaderFailure> {
        let path: String
        switch source {
        case .file(let p): path = p
        case .builtin(let icon): path = Assets.icon(icon).path
        }
        // Only regular files: a FIFO or a device would block the reader (and the GTK thread) for ever.
        var st = stat()
        guard stat(path, &st) == 0 else { return .failure(.init(path, "does not exist", missing: true)) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { return .failure(.init(path, "is not a regular file")) }
        let stamp = "\(st.st_size)-\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
        // Reading a header opens the file (and parses a whole SVG): an export shows the same icons again and again.
        let info: Pixbuf.FileInfo
        if let known = headers[path], known.stamp == stamp {
            info = known.info
        } else {
            guard let read = Pixbuf.fileInfo(path) else {
                return .failure(.init(path, "is not a readable PNG, JPEG or SVG image"))
            }
            info = read
            if headers.count >= cacheLimit { headers.removeAll(keepingCapacity: true) }
            headers[path] = (stamp, read)
        }
        let header = Header(path: path, stamp: stamp, info: info)
        let limit = info.name == "jpeg" ? maxBitmapPixels * jpegScaleAllowance : maxBitmapPixels
        if !header.isVector, header.width * header.height > limit {
            return .failure(
                .init(
                    path,
                    "declares \(header.width)×\(header.height) pixels, more than the "
                        + "\(maxBitmapPixels / 1_000_000) MP Flare decodes; scale it down to the size it is drawn at"))
        }
        return .success(header)
    }

    struct HeaderFailure: Error {
        let message: String
        /// The file is not there: the spec's loader already warned at the image's key (`DocumentParser.image`).
        let missing: Bool
        init(_ path: String, _ why: String, missing: Bool = false) {
            message = "image '\(path)' \(why); drawing a placeholder"
            self.missing = missing
        }
    }

    /// The natural size in points (one pixel per point for bitmaps), from the header alone; nil when `header` fails.
    static func naturalSize(_ source: ImageSource) -> (width: Double, height: Double)? {
        guard case .success(let header) = header(source) else { return nil }
        return (Double(header.width), Double(header.height))
    }

    /// Loads `source` at `scale`; `tint` fills the image's alpha as a template. `warn` gets a message on failure.
    static func load(
        _ source: ImageSource, fit: Fit, scale: Int, tint: RGBA?,
        warn: (String) -> Void
    ) -> Image {
        let header: Header
        switch Self.header(source) {
        case .success(let h): header = h
        case .failure(let failure):
            if !failure.missing { warn(failure.message) }
            return placeholder(fit: fit, scale: scale)
        }
        let path = header.path
        let (w, h) = (header.width, header.height)
        let natural = (Double(w), Double(h))
        let factor: Double
        switch fit {
        case .contain(let bw, let bh): factor = min(bw / natural.0, bh / natural.1)
        case .cover(let bw, let bh): factor = max(bw / natural.0, bh / natural.1)
        }
        let isVector = header.isVector
        let key = CacheKey(path: path, stamp: header.stamp, fit: "\(fit)", scale: scale, tint: tint)
        if let cached = cache[key] { return cached }
        // Bitmaps are never upscaled here (that would only blur them twice); vectors are drawn at the target size.
        let pixelFactor = isVector ? factor * Double(scale) : min(factor * Double(scale), 1)
        let pw = max(1, Int((natural.0 * pixelFactor).rounded()))
        let ph = max(1, Int((natural.1 * pixelFactor).rounded()))
        let pixbuf: Pixbuf
        do throws(GLibError) {
            pixbuf = (pw == w && ph == h) ? try Pixbuf(file: path) : try Pixbuf(file: path, width: pw, height: ph)
        } catch {
            warn("image '\(path)' could not be decoded: \(error.message); drawing a placeholder")
            return placeholder(fit: fit, scale: scale)
        }
        let image = tint.map { tinted(pixbuf, $0) } ?? pixbuf
        let loaded = Image(
            texture: Texture(pixbuf: image), naturalWidth: natural.0, naturalHeight: natural.1,
            isPlaceholder: false)
        remember(key, loaded)
        return loaded
    }

    // MARK: Cache

    /// A decoded image is reused while its file is unchanged (same size and modification time): exports
    /// show the same icons again and again, and SVG rasterisation is the slow part of building an alert.
    private struct CacheKey: Hashable {
        let path: String
        let stamp: String
        let fit: String
        let scale: Int
        let tint: RGBA?
    }

    private static var cache: [CacheKey: Image] = [:]
    /// Headers read, by path, with the stamp of the file they were read from.
    private static var headers: [String: (stamp: String, info: Pixbuf.FileInfo)] = [:]
    private static var order: [CacheKey] = []
    /// At most this many textures are kept (the oldest go first).
    static let cacheLimit = 64

    private static func remember(_ key: CacheKey, _ image: Image) {
        cache[key] = image
        order.append(key)
        if order.count > cacheLimit { cache.removeValue(forKey: order.removeFirst()) }
    }

    /// A copy of `pixbuf` whose every pixel is `tint`, with alpha = the pixel's alpha × the tint's alpha.
    static func tinted(_ pixbuf: Pixbuf, _ tint: RGBA) -> Pixbuf {
        let out = (pixbuf.hasAlpha ? pixbuf : pixbuf.addingAlpha()).copy()
        let width = out.width, height = out.height
        let stride = out.rowstride
        let pixels = out.pixels
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let r = byte(tint.red), g = byte(tint.green), b = byte(tint.blue)
        let a = min(max(tint.alpha, 0), 1)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + x * 4
                p[0] = r; p[1] = g; p[2] = b
                p[3] = UInt8((Double(p[3]) * a).rounded())
            }
        }
        return out
    }

    /// A light grey box with a darker frame and a cross: unmistakably "image missing", at the box's size.
    static func placeholder(fit: Fit, scale: Int) -> Image {
        let (bw, bh): (Double, Double)
        switch fit {
        case .contain(let w, let h), .cover(let w, let h): (bw, bh) = (w, h)
        }
        // Never larger than a 4096-pixel side, whatever box a hostile spec asks for.
        let width = min(4096, max(2, Int((bw * Double(scale)).rounded())))
        let height = min(4096, max(2, Int((bh * Double(scale)).rounded())))
        let pixbuf = Pixbuf(width: width, height: height)
        let stride = pixbuf.rowstride
        let pixels = pixbuf.pixels
        let line = max(1, scale) * 2
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels + y * stride + x * 4
                let edge = x < line || y < line || x >= width - line || y >= height - line
                // The two diagonals, `line` pixels thick.
                let d1 = abs(Double(x) * Double(height) - Double(y) * Double(width)) / Double(max(width, height))
                let d2 =
                    abs(Double(width - 1 - x) * Double(height) - Double(y) * Double(width)) / Double(max(width, height))
                let cross = d1 < Double(line) / 2 || d2 < Double(line) / 2
                let (r, g, b): (UInt8, UInt8, UInt8) = edge || cross ? (0xFF, 0x3B, 0x30) : (0xE5, 0xE5, 0xEA)
                p[0] = r; p[1] = g; p[2] = b; p[3] = 0xFF
            }
        }
        return Image(texture: Texture(pixbuf: pixbuf), naturalWidth: bw, naturalHeight: bh, isPlaceholder: true)
    }
}
