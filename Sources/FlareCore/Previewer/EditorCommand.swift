import Foundation

/// How "Open in editor" opens a spec file at a line, the way git and most terminals tools pick an editor:
/// 1. `$VISUAL`, else `$EDITOR` (split on spaces: `code --wait` works), run as `EDITOR +LINE FILE`, the syntax vi,
///    vim, emacs, nano, gedit, kate and gnome-text-editor all accept;
/// 2. else GNOME Text Editor when it is on `PATH`: `gnome-text-editor +LINE FILE`;
/// 3. else `xdg-open FILE`: the desktop's handler for the file (it opens at the top).
public struct EditorCommand: Sendable, Hashable {
    public var executable: String
    public var arguments: [String]

    public init(executable: String, arguments: [String]) {
        (self.executable, self.arguments) = (executable, arguments)
    }

    /// The command for `location` under `environment` (PATH, VISUAL, EDITOR).
    public static func opening(_ location: SourceLocation, environment: [String: String]) -> EditorCommand {
        let line = "+\(max(1, location.line))"
        for name in ["VISUAL", "EDITOR"] {
            let words = (environment[name] ?? "").split(separator: " ").map(String.init)
            if let first = words.first {
                return EditorCommand(executable: first, arguments: Array(words.dropFirst()) + [line, location.file])
            }
        }
        if let gnome = find("gnome-text-editor", path: environment["PATH"]) {
            return EditorCommand(executable: gnome, arguments: [line, location.file])
        }
        return EditorCommand(executable: "xdg-open", arguments: [location.file])
    }

    /// Starts the command without waiting for it (the editor outlives the click); an error says why it could not start.
    public func launch(environment: [String: String]) throws {
        let process = Process()
        let path =
            executable.contains("/") ? executable : (Self.find(executable, path: environment["PATH"]) ?? executable)
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// `name`'s first executable file on the colon-separated `path`.
    static func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
