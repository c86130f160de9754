import Foundation

/// What the window remembers between runs, in the user's state folder (`$XDG_STATE_HOME/flare/editor.json`; the
/// panes' widths are `PaneLayout`'s `window.json`): the source pane's width and whether it shows, the inspector's
/// page last chosen, and the specs opened last (the welcome page's list). A missing or unreadable file is an empty
/// state; writes are atomic.
public struct WindowState: Codable, Sendable, Equatable {
    /// The source pane's width in pixels (nil: the default).
    public var sourcePaneWidth: Int?
    public var sourcePaneShown: Bool?
    /// The inspector's page last chosen (`properties`; nil: the page that fits the spec).
    public var inspectorPage: String?
    /// Absolute paths, most recent first, at most `maximumRecent`.
    public var recentSpecs: [String]

    public static let maximumRecent = 10

    public init(
        sourcePaneWidth: Int? = nil, sourcePaneShown: Bool? = nil, inspectorPage: String? = nil,
        recentSpecs: [String] = []
    ) {
        self.sourcePaneWidth = sourcePaneWidth
        self.sourcePaneShown = sourcePaneShown
        self.inspectorPage = inspectorPage
        self.recentSpecs = recentSpecs
    }

    /// `path` first in the recent list (absolute, once), the list cut to `maximumRecent`. A folder is no spec: it is
    /// never listed (`flare open FOLDER` is refused).
    public mutating func opened(_ path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard !Self.isFolder(absolute) else { return }
        recentSpecs.removeAll { $0 == absolute }
        recentSpecs.insert(absolute, at: 0)
        if recentSpecs.count > Self.maximumRecent { recentSpecs.removeLast(recentSpecs.count - Self.maximumRecent) }
    }

    /// Whether `path` is a folder (which no recent list names).
    public static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private enum CodingKeys: String, CodingKey { case sourcePaneWidth, sourcePaneShown, inspectorPage, recentSpecs }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sourcePaneWidth = try? c.decodeIfPresent(Int.self, forKey: .sourcePaneWidth)
        sourcePaneShown = try? c.decodeIfPresent(Bool.self, forKey: .sourcePaneShown)
        inspectorPage = try? c.decodeIfPresent(String.self, forKey: .inspectorPage)
        recentSpecs = ((try? c.decodeIfPresent([String].self, forKey: .recentSpecs)) ?? [])
            .filter { $0.hasPrefix("/") }.prefix(Self.maximumRecent).map { $0 }
    }
}

/// `editor.json` in a state folder (`ScenarioStateFile.directory()` for the app; a test's own folder in tests).
public struct WindowStateFile: Sendable {
    public let path: String

    public init(directory: String) {
        path = (directory as NSString).appendingPathComponent("editor.json")
    }

    /// The saved state; an empty one when the file is missing or not this format.
    public func read() -> WindowState {
        guard let data = FileManager.default.contents(atPath: path),
            let state = try? JSONDecoder().decode(WindowState.self, from: data)
        else { return WindowState() }
        return state
    }

    /// Writes `state` atomically (a temporary file renamed over the old one), creating the folder.
    public func write(_ state: WindowState) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(state).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Reads, changes and writes the state (a failed write is ignored: remembering is a convenience).
    public func update(_ change: (inout WindowState) -> Void) {
        var state = read()
        change(&state)
        try? write(state)
    }
}
