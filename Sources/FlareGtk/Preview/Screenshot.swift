import FlareCore
import Foundation

/// The window's screenshot button: what the export code path renders for the shown alert or rocket, saved under
/// the user's Pictures folder as the export names it plus a timestamp (never overwriting), and put on the clipboard.
@MainActor
enum Screenshot {
    /// `$XDG_PICTURES_DIR/Flare` (`g_get_user_special_dir`), or `~/Pictures/Flare`.
    static func defaultFolder() -> URL {
        let pictures = UserDirectory.pictures ?? (NSHomeDirectory() as NSString).appendingPathComponent("Pictures")
        return URL(fileURLWithPath: pictures).appendingPathComponent("Flare")
    }

    /// `folder` as a toast says it: the home folder as `~` (`~/Pictures/Flare`).
    static func shown(_ folder: URL) -> String {
        let home = NSHomeDirectory()
        let path = folder.path
        return path == home || path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }

    /// `<variant file name> <date>.png` (`low-battery-dark@2x 2026-11-22 15-04-05.png`), then ` (2)`, ` (3)`…
    /// when that name is taken.
    static func fileName(_ variantFile: String, date: Date, taken: (String) -> Bool) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH-mm-ss"
        let stem = variantFile.hasSuffix(".png") ? String(variantFile.dropLast(4)) : variantFile
        let base = "\(stem) \(f.string(from: date))"
        var name = base + ".png"
        var n = 2
        while taken(name) {
            name = "\(base) (\(n)).png"
            n += 1
        }
        return name
    }

    /// Writes `raster` as `<variantFile> <date>.png` into `folder` (never overwriting) and puts it on `clipboard`;
    /// a picture the clipboard cannot take goes to `warn` (the file is written all the same).
    static func save(
        _ raster: Raster, as variantFile: String, into folder: URL, clipboard: Clipboard?,
        warn: @MainActor (String) -> Void
    ) throws -> URL {
        try save(png: try raster.png(), as: variantFile, into: folder, clipboard: clipboard, warn: warn)
    }

    /// Writes `png` the same way (an animated PNG goes without `clipboard`: a pasted texture shows one frame).
    static func save(
        png: Data, as variantFile: String, into folder: URL, clipboard: Clipboard?,
        warn: @MainActor (String) -> Void
    ) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PreviewError("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let name = fileName(variantFile, date: Date()) {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
        let url = folder.appendingPathComponent(name)
        do {
            try png.write(to: url, options: .atomic)
        } catch {
            throw PreviewError("cannot write \(url.path): \(error.localizedDescription)")
        }
        if let clipboard {
            do throws(GLibError) {
                clipboard.set(try Texture(fileData: png))
            } catch {
                // The file is written; the clipboard only misses the picture.
                warn("copying \(url.lastPathComponent) to the clipboard: \(error.message)")
            }
        }
        return url
    }
}
