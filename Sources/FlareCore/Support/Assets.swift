import Foundation

/// Where Flare's bundled fonts and icons live: `Assets/` at the package root.
/// Looked up as `$FLARE_ASSETS`, then from the executable's real path (`/proc/self/exe`, so a bare `flare`
/// on PATH works from any folder): an installed `PREFIX/bin/flare` (or `PREFIX/libexec/flare-gtk`) →
/// `PREFIX/share/flare/Assets`, a build `.build/<config>/flare` → `../../Assets`; then from this source file's
/// location (a build from a fresh clone).
public enum Assets {
    public static let root: URL = {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["FLARE_ASSETS"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        let exePath =
            (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        let exe = URL(fileURLWithPath: exePath).resolvingSymlinksInPath()
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("../share/flare/Assets").standardized)
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("../../Assets").standardized)
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../Assets").standardized)
        return candidates.first { fm.fileExists(atPath: $0.appendingPathComponent("icons").path) }
            ?? candidates.last!
    }()

    /// The bundled showcase spec `flare open` shows by default (`data/examples/showcase.yaml`, beside `Assets/`).
    public static var showcase: URL {
        root.appendingPathComponent("../data/examples/showcase.yaml").standardized
    }

    public static var fonts: URL { root.appendingPathComponent("fonts") }
    public static var icons: URL { root.appendingPathComponent("icons") }
    /// A Rocket author's avatar when the spec gives no image.
    public static var avatarPlaceholder: URL { icons.appendingPathComponent("avatar-placeholder.svg") }

    /// The SVG file of a built-in icon (`Assets/icons/<name>.svg`).
    public static func icon(_ icon: BuiltinIcon) -> URL {
        icons.appendingPathComponent("\(icon.rawValue).svg")
    }
}
