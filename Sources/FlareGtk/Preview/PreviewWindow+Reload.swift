import Foundation
import FlareCore

/// Loading the spec (opened, saved, typed, edited) and showing the load: the banner, the header, the sidebar, the
/// stage; the watch follows the files the spec names.
///
/// The reload's fast path: a save whose only change on the stage is the shown alert's texts or values its stylesheet
/// alone draws that change no size (colours, corner radii) updates it in place (the stage and its widgets are kept:
/// the labels take the new texts, the alert a new stylesheet); any other change rebuilds the stage (`rebuildStage`).
extension PreviewWindow {
    /// `specTextOnly`: only spec text files (YAML, JSON) changed since the shown load, so the stage may be updated
    /// in place (`updateStageInPlace`); an image or font file's change, or an unknown one, rebuilds it. `loaded`:
    /// the files' load when the caller already made it (`reloadSpecText`).
    /// `diskUnchanged`: no file on disk changed since the last load (the source pane's typing), so the watch stays
    /// as it is when the spec names the same files.
    func load(
        reason: String, specTextOnly: Bool = false, diskUnchanged: Bool = false, loaded preloaded: LoadResult? = nil
    ) {
        routes.loadStarted()
        let clock = ContinuousClock()
        let start = clock.now
        let name = (specPath as NSString).lastPathComponent
        // The header names the spec whatever its state; the device is the shown one (the spec's default while
        // there is no good spec yet), so a broken first load does not show a device the stage will not use.
        chrome.header.showSpec(
            name: name, path: specPath, theme: theme,
            device: spec.map { effective($0).stage.device } ?? deviceOverride ?? Stage().device)
        guard FileManager.default.fileExists(atPath: specPath) else {
            state.specMissing()
            watch(extra: [])
            messages.banner.show(
                heading:
                    "\(name) is gone (deleted or renamed). Flare shows its last version and waits for it to come back.",
                diagnostics: [])
            record(.spec, "\(specPath) is missing; waiting for it")
            routes.loadEnded()
            return
        }
        let result =
            preloaded
            ?? SpecLoader.load(
                path: specPath, texts: source.unsavedTexts, cache: reloader.parseCache, fonts: FontconfigCatalog.shared)
        defer { source.loaded(files: result.spec?.files, diagnostics: result.diagnostics) }
        let parsed = clock.now
        guard let newSpec = result.spec else {
            state.loadFailed(result.diagnostics)
            watch(extra: [])
            let count = result.errors.count, warnings = result.warnings.count
            let kept = spec == nil ? "Nothing to show yet." : "The preview keeps the last good version."
            let also = warnings == 0 ? "" : " and \(warnings) warning\(warnings == 1 ? "" : "s")"
            messages.banner.show(
                heading:
                    "\(name) has \(count) error\(count == 1 ? "" : "s")\(also). \(kept) "
                    + "Click a line to open it in your editor.",
                diagnostics: result.diagnostics)
            record(.spec, "\(reason) with \(count) error\(count == 1 ? "" : "s"); kept the last good render")
            reloader.lastLoadTimes = (SpecReloader.seconds(parsed - start), 0)
            routes.loadEnded()
            return
        }
        if !diskUnchanged || newSpec.files != spec?.files { watch(extra: newSpec.files) }
        let loaded = state.loaded(newSpec, diagnostics: result.diagnostics)
        if loaded.first && newSpec.routing.suspended { routes.suspendRouting() }  // the spec starts routing suspended
        chrome.header.showSpec(name: name, path: specPath, theme: theme, device: effective(newSpec).stage.device)
        chrome.header.showLocales(newSpec.locales.map(\.code), selected: locale)
        chrome.sidebar.show(newSpec, selected: selection)
        if loaded.first || !specTextOnly || !reloader.inPlace || !updateStageInPlace(reset: loaded.reset) {
            rebuildStage(animate: loaded.first, reset: loaded.reset)
        }
        messages.showWarnings()
        let built = clock.now
        reloader.lastLoadTimes = (SpecReloader.seconds(parsed - start), SpecReloader.seconds(built - parsed))
        record(
            .spec,
            "\(reason) \(name): \(newSpec.alerts.count) alerts, \(newSpec.rockets.count) rockets, "
                + "\(newSpec.queues.count) queues, \(newSpec.scenarios.count) scenarios"
                + (result.warnings.isEmpty ? "" : ", \(result.warnings.count) warnings"))
        for warning in result.warnings { record(.spec, warning.description) }
        inspector?.specChanged()
        routes.loadEnded()
    }

    func watch(extra: [String]) {
        // The root file always; the previous set too, so a broken include keeps being watched.
        reloader.watch([specPath] + extra + (spec?.files ?? []))
    }

    func filesChanged(_ paths: Set<String>) {
        if edits.isOwnWrite(paths) { return }  // Flare's own edit: already reloaded
        record(.spec, "changed: " + paths.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", "))
        source.diskChanged(paths)
        load(reason: "reloaded", specTextOnly: paths.allSatisfy(SpecReloader.isSpecText))
    }

    /// Builds a fresh stage for the shown spec, theme and device, and puts the selection on it (`reset`: the
    /// stack a load already started anew).
    func rebuildStage(animate: Bool, reset: PreviewerState.StageReset? = nil) {
        guard let spec else { return }
        // The compare view hides the stage: it is built when the single view comes back (`CompareController.set`).
        if compare.axis != nil, stage != nil {
            area.compare.stageIsStale = true
            state.stageChanged()  // what the window shows changed all the same: the grid
            compare.refresh()
            return
        }
        area.compare.stageIsStale = false
        let old = stage
        let newStage = StageView(spec: effective(spec), theme: theme, scale: state.stageScale)
        newStage.warnings.forEach(Exporter.printWarning)  // a font file or backdrop image it cannot read
        newStage.rightToLeft = shownVariant?.isRightToLeft(in: spec) == true
        newStage.onMaskTap = { [weak self] in self?.maskTapped() }
        let newPlayer = AnimationPlayer(stage: newStage)
        if let old { area.stageHost.remove(old.widget) }
        area.stage = newStage
        area.player = newPlayer
        area.stageHost.put(newStage.widget, x: 0, y: 0)
        applyZoom()
        area.inspect.apply()
        let newTimeline = Timeline(player: newPlayer)
        if let t = area.timeline { area.timelineSlot.remove(t.widget) }
        area.timeline = newTimeline
        area.timelineSlot.append(newTimeline.widget)
        newPlayer.onFrame = { [weak newTimeline] _, _ in newTimeline?.update() }
        newPlayer.onFinished = { [weak self] animation in self?.animationFinished(animation) }
        state.stageChanged()
        showSelection(animate: animate, reset: reset)
        compare.refresh()
    }

    /// Shows the loaded spec on the current stage when only the shown alert's texts or stylesheet values changed;
    /// false (nothing done) when the stage must be rebuilt. `reset` is the load's fresh stack: the shown alert
    /// alone, as before.
    func updateStageInPlace(reset: PreviewerState.StageReset) -> Bool {
        guard let spec, let stage, let player, rocketPanel == nil, stage.keyboardOffset == 0, compare.axis == nil,
            let id = selection?.alertID, reset.shown == id, reset.closed == [id],
            stage.theme == theme, stage.scale == state.stageScale
        else { return false }
        let shown = effective(spec)
        guard let alert = shown.alert(id) else { return false }
        var now = shown, before = stage.spec
        now.alerts = []
        before.alerts = []
        // Where each font is written is lint's and the handoff's, not the stage's: a font written anew (or moved
        // down a line by a key written above it) changes nothing else.
        now.fontUses = []
        before.fontUses = []
        guard now == before, stage.updateAlert(spec: shown, alert: alert) else { return false }
        area.inspect.layer?.select(nil)
        record(.stack, "closed \(id) (the stage changed)")
        wire(stage.alertView, alert: alert)
        record(.stack, "showing \(alert.id); stack: \(stack.alerts.joined(separator: ", "))")
        player.settle(alert.appearance.animation(.show))
        area.timeline?.update()
        state.stageChanged()
        return true
    }
}

extension PreviewWindow {
    /// Reads the spec again after Flare itself changed only its texts (a property edit, undo, redo): the stage is
    /// updated in place when that is all that changed, as for a save. `loaded`: the written files' load, already
    /// made (an edit's check), shown without reading them again.
    func reloadSpecText(loaded: LoadResult? = nil) {
        load(reason: "reloaded", specTextOnly: true, loaded: loaded)
    }
}
