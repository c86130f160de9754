import Foundation

/// What `flare --version` prints: the release and the Git commit the binary was built from.
/// The Makefile's `build` writes the commit to `flare.commit` beside the binary and `make install` copies it to
/// `share/flare/commit`; a plain `swift build` (or a tarball without `.git`) says "commit unknown".
package enum Version {
    package static let release = "0.1.0"

    package static var text: String { "\(release) (commit \(commit ?? "unknown"))" }

    package static var commit: String? {
        let fm = FileManager.default
        let exe = URL(
            fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments.first ?? ""
        ).resolvingSymlinksInPath().deletingLastPathComponent()
        for candidate in ["flare.commit", "../share/flare/commit"] {
            let url = exe.appendingPathComponent(candidate)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                let commit = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !commit.isEmpty { return commit }
            }
        }
        return nil
    }
}
