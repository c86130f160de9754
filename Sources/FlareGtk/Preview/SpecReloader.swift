import FlareCore
import Foundation

/// How the window reads its spec again: the files it watches, the parse cache a save re-parses through, whether a
/// text-only change updates the stage in place, and how long the last load took. The rule of what a load keeps
/// (the last good spec) is `PreviewerState`'s; `PreviewWindow.load` runs it.
@MainActor
final class SpecReloader {
    let watcher: FileWatcher?
    /// The files of the last load, parsed: a save re-parses only the files whose text changed.
    let parseCache = SpecParseCache()
    /// Whether a save that changes only the shown alert's texts or stylesheet values updates it in place
    /// (`updateStageInPlace`); off,
    /// every reload rebuilds the stage (`flare bench reload --rebuild` compares the two in one run).
    var inPlace = true
    /// The time the last load spent parsing and building the stage, in seconds.
    var lastLoadTimes: (parse: Double, build: Double) = (0, 0)

    init() {
        watcher = try? FileWatcher()
    }

    /// Watches `paths` (the root file, the last load's files and the previous set, so a broken include keeps being
    /// watched).
    func watch(_ paths: [String]) {
        // In their order, each once: the same files again are then the same list (a `Set`'s order is not).
        var seen: Set<String> = []
        watcher?.watch(paths.filter { seen.insert($0).inserted })
    }

    /// Whether `path` is a spec's text (the root or an include: YAML or JSON), not an image or font it uses.
    nonisolated static func isSpecText(_ path: String) -> Bool {
        ["yaml", "yml", "json"].contains((path as NSString).pathExtension.lowercased())
    }

    nonisolated static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
