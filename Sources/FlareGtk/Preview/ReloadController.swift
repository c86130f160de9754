import FlareCore
import Foundation

/// The source pane as a load reads and tells it (`SourcePane`).
@MainActor
protocol LoadedSource: AnyObject {
    /// The pane's texts not yet saved, by file: a load reads them over the files.
    var unsavedTexts: [String: String] { get }
    /// The load's files and diagnostics, for the pane's tabs and marks.
    func loaded(files: [String]?, diagnostics: [Diagnostic])
    /// Files changed on disk (not by Flare): the pane takes them.
    func diskChanged(_ paths: Set<String>)
}

extension SourcePane: LoadedSource {}

/// Loading the spec (opened, saved, typed, edited) and showing the load: the banner, the header, the sidebar, the
/// stage; the watch follows the files the spec names, the parse cache keeps what a save need not parse again.
///
/// The reload's fast path: a save whose only change on the stage is the shown alert's texts or values its stylesheet
/// alone draws that change no size (colours, corner radii) updates it in place (the stage and its widgets are kept:
/// the labels take the new texts, the alert a new stylesheet); any other change rebuilds the stage. The rule of what a
/// load keeps (the last good spec) is `PreviewerState`'s.
@MainActor
final class ReloadController: SharesState {
    /// The window: the shared state a load changes.
    weak var host: (any SharedStateHost)?
    /// Deep links wait while a load runs; a spec may start with routing suspended.
    weak var routes: WindowRoutes?
    /// The edits: a file Flare wrote is no news.
    weak var edits: WindowEdits?
    /// The inspector: its sessions and pages follow the new spec.
    weak var inspector: Inspector?
    /// The stage a load is shown on: built anew, or updated in place.
    private weak var stage: (any StageRebuilding)?
    /// The source pane: its unsaved texts are loaded, and it shows the load.
    private weak var source: (any LoadedSource)?
    let watcher: FileWatcher?
    /// The files of the last load, parsed: a save re-parses only the files whose text changed.
    let parseCache = SpecParseCache()
    /// Whether a save that changes only the shown alert's texts or stylesheet values updates it in place
    /// (`updateStageInPlace`); off, every reload rebuilds the stage (`flare-dev bench reload --rebuild` compares the
    /// two in one run).
    var inPlace = true
    /// The time the last load spent parsing and building the stage, in seconds.
    var lastLoadTimes: (parse: Double, build: Double) = (0, 0)
    private let header: PreviewHeader
    private let sidebar: Sidebar
    private let messages: WindowMessages
    let record: WindowLog.Record

    init(
        host: any SharedStateHost, stage: any StageRebuilding, source: any LoadedSource, header: PreviewHeader,
        sidebar: Sidebar, messages: WindowMessages, record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.stage = stage
        self.source = source
        self.header = header
        self.sidebar = sidebar
        self.messages = messages
        self.record = record
        watcher = try? FileWatcher()
        watcher?.onChange = { [weak self] paths in self?.filesChanged(paths) }
    }

    var stateHost: (any SharedStateHost)? { host }

    /// `specTextOnly`: only spec text files (YAML, JSON) changed since the shown load, so the stage may be updated
    /// in place (`updateStageInPlace`); an image or font file's change, or an unknown one, rebuilds it. `loaded`:
    /// the files' load when the caller already made it (`reloadSpecText`).
    /// `diskUnchanged`: no file on disk changed since the last load (the source pane's typing), so the watch stays
    /// as it is when the spec names the same files.
    func load(
        reason: String, specTextOnly: Bool = false, diskUnchanged: Bool = false, loaded preloaded: LoadResult? = nil
    ) {
        guard host != nil else { return }
        routes?.loadStarted()
        let clock = ContinuousClock()
        let start = clock.now
        let specPath = state.specPath
        let name = (specPath as NSString).lastPathComponent
        // The header names the spec whatever its state; the device is the shown one (the spec's default while
        // there is no good spec yet), so a broken first load does not show a device the stage will not use.
        header.showSpec(
            name: name, path: specPath, theme: state.view.theme,
            device: state.spec.map { state.effective($0).stage.device } ?? state.view.deviceOverride ?? Stage().device)
        guard FileManager.default.fileExists(atPath: specPath) else {
            state.specMissing()
            watch(extra: [])
            messages.banner.show(
                heading:
                    "\(name) is gone (deleted or renamed). Flare shows its last version and waits for it to come back.",
                diagnostics: [])
            record(.spec, "\(specPath) is missing; waiting for it")
            routes?.loadEnded()
            return
        }
        let result =
            preloaded
            ?? SpecLoader.load(
                path: specPath, texts: source?.unsavedTexts ?? [:], cache: parseCache, fonts: FontconfigCatalog.shared)
        defer { source?.loaded(files: result.spec?.files, diagnostics: result.diagnostics) }
        let parsed = clock.now
        guard let newSpec = result.spec else {
            let hadSpec = state.spec != nil
            state.loadFailed(result.diagnostics)
            watch(extra: [])
            let count = result.errors.count, warnings = result.warnings.count
            let kept = !hadSpec ? "Nothing to show yet." : "The preview keeps the last good version."
            let also = warnings == 0 ? "" : " and \(warnings) warning\(warnings == 1 ? "" : "s")"
            messages.banner.show(
                heading:
                    "\(name) has \(count) error\(count == 1 ? "" : "s")\(also). \(kept) "
                    + "Click a line to open it in your editor.",
                diagnostics: result.diagnostics)
            record(.spec, "\(reason) with \(count) error\(count == 1 ? "" : "s"); kept the last good render")
            lastLoadTimes = (Self.seconds(parsed - start), 0)
            routes?.loadEnded()
            return
        }
        if !diskUnchanged || newSpec.files != state.spec?.files { watch(extra: newSpec.files) }
        let loaded = state.loaded(newSpec, diagnostics: result.diagnostics)
        if loaded.first && newSpec.routing.suspended { routes?.suspendRouting() }  // the spec starts routing suspended
        header.showSpec(
            name: name, path: specPath, theme: state.view.theme, device: state.effective(newSpec).stage.device)
        header.showLocales(newSpec.locales.map(\.code), selected: state.view.locale)
        sidebar.show(newSpec, selected: state.selection)
        if loaded.first || !specTextOnly || !inPlace || stage?.updateStageInPlace(reset: loaded.reset) != true {
            stage?.rebuildStage(animate: loaded.first, reset: loaded.reset)
        }
        messages.showWarnings()
        let built = clock.now
        lastLoadTimes = (Self.seconds(parsed - start), Self.seconds(built - parsed))
        record(
            .spec,
            "\(reason) \(name): \(newSpec.alerts.count) alerts, \(newSpec.rockets.count) rockets, "
                + "\(newSpec.queues.count) queues, \(newSpec.scenarios.count) scenarios"
                + (result.warnings.isEmpty ? "" : ", \(result.warnings.count) warnings"))
        for warning in result.warnings { record(.spec, warning.description) }
        inspector?.specChanged()
        routes?.loadEnded()
    }

    /// Reads the spec again after Flare itself changed only its texts (a property edit, undo, redo): the stage is
    /// updated in place when that is all that changed, as for a save. `loaded`: the written files' load, already
    /// made (an edit's check), shown without reading them again.
    func reloadSpecText(loaded: LoadResult? = nil) {
        load(reason: "reloaded", specTextOnly: true, loaded: loaded)
    }

    /// The source pane's typing: its unsaved texts are loaded (nothing on disk changed).
    func sourceEdited() { load(reason: "edited", specTextOnly: true, diskUnchanged: true) }

    func watch(extra: [String]) {
        // The root file always; the previous set too, so a broken include keeps being watched.
        let paths = [state.specPath] + extra + (state.spec?.files ?? [])
        // In their order, each once: the same files again are then the same list (a `Set`'s order is not).
        var seen: Set<String> = []
        watcher?.watch(paths.filter { seen.insert($0).inserted })
    }

    func filesChanged(_ paths: Set<String>) {
        guard host != nil else { return }
        if edits?.isOwnWrite(paths) == true { return }  // Flare's own edit: already reloaded
        record(.spec, "changed: " + paths.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", "))
        source?.diskChanged(paths)
        load(reason: "reloaded", specTextOnly: paths.allSatisfy(SpecSource.isSpecText))
    }

    nonisolated static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

/// The edits' and the source pane's answers: the spec they change, what is shown, and loading what they changed.
extension ReloadController: EditsHost, SourceLoader {
    var specPath: String { state.specPath }
    var generation: Int { state.generation }
}
