import Foundation

/// The window's panes as the user left them: the sidebar's width and whether it shows, the inspector's width.
/// Kept between runs in `window.json` in Flare's state folder (`$XDG_STATE_HOME/flare`, beside the scenarios').
public struct PaneLayout: Codable, Sendable, Equatable {
    public var sidebarWidth = 220
    public var sidebarVisible = true
    public var inspectorWidth = 500

    /// The widths a pane may be dragged to (pixels): narrower cuts off its rows, wider leaves the stage no room.
    /// The lower bounds are also the narrowest `PaneFit` draws them at; with the source pane's they leave the stage
    /// half of a 1280-pixel window (160 + 150 + 320 + 3 dividers ≤ 640). The inspector scrolls sideways below
    /// its rows' width (~380).
    public static let sidebarWidths = 160...480
    public static let inspectorWidths = 320...720
    /// The narrowest the source pane is drawn (its width is kept in `WindowState`).
    public static let sourceMinimum = 150

    public init() {}

    public init(sidebarWidth: Int, sidebarVisible: Bool, inspectorWidth: Int) {
        self.sidebarWidth = sidebarWidth
        self.sidebarVisible = sidebarVisible
        self.inspectorWidth = inspectorWidth
    }

    /// The widths within their ranges.
    public var clamped: PaneLayout {
        PaneLayout(
            sidebarWidth: min(max(sidebarWidth, Self.sidebarWidths.lowerBound), Self.sidebarWidths.upperBound),
            sidebarVisible: sidebarVisible,
            inspectorWidth: min(max(inspectorWidth, Self.inspectorWidths.lowerBound), Self.inspectorWidths.upperBound))
    }

    public static func path(directory: String) -> String {
        (directory as NSString).appendingPathComponent("window.json")
    }

    /// The layout saved in `directory`, clamped; the defaults when there is none or it cannot be read.
    public static func load(directory: String) -> PaneLayout {
        guard let data = FileManager.default.contents(atPath: path(directory: directory)),
            let layout = try? JSONDecoder().decode(PaneLayout.self, from: data)
        else { return PaneLayout() }
        return layout.clamped
    }

    /// Writes the layout to `directory` atomically (a temporary file renamed over the old one).
    public func save(directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(clamped).write(to: URL(fileURLWithPath: Self.path(directory: directory)), options: .atomic)
    }
}
