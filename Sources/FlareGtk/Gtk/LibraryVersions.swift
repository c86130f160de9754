import CFlareShim
import CGtk

/// The run-time versions of the libraries between a spec and its pixels: `flare test`'s renderer fingerprint.
/// Each is what the loaded library reports, not the headers Flare was built with.
public enum LibraryVersions {
    /// `gtk_get_major_version` and its minor and micro siblings.
    public static var gtk: String { "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())" }
    /// `pango_version_string`.
    public static var pango: String { String(cString: pango_version_string()) }
    /// `cairo_version_string`.
    public static var cairo: String { String(cString: cairo_version_string()) }
    /// `hb_version_string`.
    public static var harfbuzz: String { String(cString: hb_version_string()) }
    /// `FT_Library_Version`, through the shim.
    public static var freetype: String {
        var buffer = [CChar](repeating: 0, count: 32)
        flare_freetype_version(&buffer, gsize(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    /// `FcGetVersion` (`MMmmpp`) as `major.minor.patch`.
    public static var fontconfig: String {
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }
}
