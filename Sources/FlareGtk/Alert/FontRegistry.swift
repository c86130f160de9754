import FlareCore
import Foundation
import Synchronization

/// Makes text deterministic: registers `Assets/fonts` and a spec's `fonts:` with fontconfig for the process
/// (`FcConfigAppFontAddFile`), maps the spec family `system` to SF Pro when installed, else to the bundled Inter, with
/// Apple's tracking by size (`SystemFont`), and pins GTK's font rendering.
@MainActor
public enum FontRegistry {
    /// The bundled family that stands in for the iOS system font.
    public nonisolated static let systemFamily = FontconfigCatalog.shared.systemFamily
    /// What draws `system` in this process (SF Pro when installed).
    public nonisolated static var systemFont: SystemFont { FontconfigCatalog.shared.systemFont }
    /// False draws `system` without Apple's tracking: only for docs/fidelity.md's measurement of what the tracking
    /// changes (`TrackingLineChangeTests`); never set by a command.
    nonisolated static let tracksSystemFont = Mutex(true)
    private static var registered: Set<String> = []
    private static var bundledDone = false

    /// Registers the bundled fonts once, then every file in `extra` not yet registered.
    /// Returns the files fontconfig could not read (the caller warns about them).
    @discardableResult
    public static func register(_ extra: [String] = []) -> [String] {
        var failed: [String] = []
        if !bundledDone {
            bundledDone = true
            let files = (try? FileManager.default.contentsOfDirectory(atPath: Assets.fonts.path)) ?? []
            for name in files.sorted() where name.hasSuffix(".otf") || name.hasSuffix(".ttf") {
                let path = Assets.fonts.appendingPathComponent(name).path
                if FontMap.addFile(path) { registered.insert(path) } else { failed.append(path) }
            }
        }
        for path in extra where !registered.contains(path) {
            if FontMap.addFile(path) { registered.insert(path) } else { failed.append(path) }
        }
        return failed
    }

    private static var pinned = false

    /// Fixes the default display's font rendering (`Settings.fixFontRendering`), once (each change restyles
    /// every widget): grayscale antialiasing, slight hinting.
    public static func pinRendering() {
        guard !pinned, let settings = Settings.standard else { return }
        pinned = true
        settings.fixFontRendering()
    }

    /// Registers the bundled fonts and `spec`'s, and pins font rendering: what the stage and every export do before
    /// they draw. Returns a warning for each file fontconfig cannot read (the caller prints or shows them).
    static func prepare(_ spec: Spec) -> [String] {
        let failed = register(spec.fonts)
        pinRendering()
        return failed.map { "font '\($0)' could not be registered with fontconfig" }
    }

    /// The family GTK should draw for a spec family (`system` → SF Pro Text or Display by size, or Inter).
    public nonisolated static func family(_ spec: FontSpec) -> String {
        spec.family == FontSpec.systemFamily ? systemFont.family(size: spec.size) : spec.family
    }

    /// The CSS declarations for a spec font: family, size in px (iOS points are logical pixels), weight, style, width;
    /// for `system`, the letter spacing UIKit tracks it with at that size (`SystemFontTracking`).
    public nonisolated static func css(_ font: FontSpec) -> String {
        let family = family(font).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        let tracked = font.family == FontSpec.systemFamily && tracksSystemFont.withLock { $0 }
        let tracking = tracked ? systemFont.tracking(size: font.size) : 0
        return "font-family: \"\(family)\"; font-size: \(CSS.number(font.size))px; "
            + "font-weight: \(font.weight.rawValue); font-style: \(font.italic ? "italic" : "normal");"
            + (font.width == .normal ? "" : " font-stretch: \(font.width.css);")
            + (tracking == 0 ? "" : " letter-spacing: \(CSS.number(tracking))px;")
    }
}
