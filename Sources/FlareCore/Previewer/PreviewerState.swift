/// What the previewer window shows, without its widgets: the spec file and its last good load, the selection,
/// how the stage is viewed (theme, device, locale, zoom, and whether the user chose the theme), DUX's alert
/// stack and the alert closing, and the generations of what is shown and what a frame painted.
///
/// Each method is a transition the window makes; it returns what the window must redraw. The window
/// (`PreviewWindow`) is this state plus the GTK views that draw it, so these rules are tested with no display.
///
/// Invariants (kept by every transition): the selection is an item of `spec` or nil; the stack holds each alert
/// once, and only alerts of `spec` when there is one (after `open`, until the new spec loads, it holds what the
/// stage still draws); `paintedGeneration <= generation`.
public struct PreviewerState: Sendable {
    /// The spec file, as opened (absolute).
    public private(set) var specPath: String
    /// The last spec that loaded without errors: what the stage shows.
    public private(set) var spec: Spec?
    /// The diagnostics of the last load attempt (errors keep the last good `spec`).
    public private(set) var diagnostics: [Diagnostic] = []
    /// False while the spec file is missing (deleted, or renamed away).
    public private(set) var specExists = true
    public private(set) var selection: SpecItem?
    /// The app's screen last opened (`flare://screen/<id>`, or picked in the sidebar): the stage's backdrop for
    /// whatever shows next (a route's action, the next alert), until another screen or a sidebar pick leaves it.
    public private(set) var screen: String?
    /// How the stage is viewed: theme, device, locale, text fill, compare axis and zoom (`PreviewerView`); its
    /// fields change only through the transitions below.
    public private(set) var view = PreviewerView()
    /// Whether the user suspended routing (URLs wait in Scotty's single slot until resumed).
    public private(set) var routingSuspendedByUser = false
    /// The visible alerts, top-most last (DUX's stack with Flare's rules).
    public private(set) var stack = AlertStack()
    /// The alert whose close animation is playing.
    public private(set) var closing: Closing?
    /// Counts changes of what the stage shows (a rebuilt stage, a new selection); `paintedGeneration`
    /// follows once a frame showed it.
    public private(set) var generation = 0
    public private(set) var paintedGeneration = 0

    /// An alert closing, and whether the user closed it (an action, the mask, Ctrl+W) or a session did.
    public struct Closing: Sendable, Hashable {
        public let id: String
        public let byUser: Bool
        public init(id: String, byUser: Bool) { self.id = id; self.byUser = byUser }
    }

    /// The stack after the stage started anew: the alerts it closed (top-most first) and the one it shows.
    public struct StageReset: Sendable, Hashable {
        public let closed: [String]
        public let shown: String?
        public init(closed: [String], shown: String?) { self.closed = closed; self.shown = shown }
    }

    /// What a successful load changed.
    public struct Loaded: Sendable, Hashable {
        /// The window had no good spec before (the first load, or after `open`).
        public let first: Bool
        /// The stack, started anew under the selection.
        public let reset: StageReset
    }

    /// What showing an alert over the stack does (`showOver`).
    public enum ShowOver: Sendable, Hashable {
        /// The spec has no such alert.
        case notAnAlert
        /// No alert is shown: the window selects it (`select`).
        case select
        /// It is on top now, selected, over `below` (bottom first): a second show of an alert on the stack is a
        /// second entry, as DUX's widgets build a new alert per show (`AlertStack`).
        case over(below: [String])
    }

    /// What a zoom change asks of the stage.
    public enum ZoomChange: Sendable, Hashable {
        /// Only the stage's transform changes.
        case transform
        /// The stage is drawn again at the zoom's whole scale (images stay crisp).
        case rescale
    }

    public init(specPath: String) {
        self.specPath = specPath
    }

    // MARK: Loading

    /// Switches to another spec file: nothing loaded yet, and the view's choices (device, locale, theme) reset.
    /// The stack stays as the stage still draws it until the new spec loads.
    public mutating func open(specPath path: String) {
        specPath = path
        spec = nil
        selection = nil
        view.deviceOverride = nil
        view.locale = nil
        view.text = .default
        view.themeFromUser = false
        view.linkScale = nil
    }

    /// The spec file is gone: the last good spec stays, with no diagnostics.
    public mutating func specMissing() {
        specExists = false
        diagnostics = []
    }

    /// A load failed with `diagnostics`: the last good spec stays on screen.
    public mutating func loadFailed(_ diagnostics: [Diagnostic]) {
        specExists = true
        self.diagnostics = diagnostics
    }

    /// A load succeeded: `newSpec` is the good spec. The theme follows the spec's unless the user picked one; a
    /// locale the spec no longer has is dropped; the selection stays when its item still exists, else it moves
    /// to the first alert (or the first item); the stage starts anew with it (`resetStack`, returned).
    public mutating func loaded(_ newSpec: Spec, diagnostics: [Diagnostic]) -> Loaded {
        specExists = true
        self.diagnostics = diagnostics
        let first = spec == nil
        if !view.themeFromUser { view.theme = newSpec.stage.theme }
        if let code = view.locale, newSpec.locale(code) == nil { view.locale = nil }
        if let axis = view.compareAxis, !CompareGrid.Axis.offered(for: newSpec).contains(axis) {
            view.compareAxis = .themes
        }
        spec = newSpec
        let items = SpecItem.all(in: newSpec).map(\.item)
        if let selection, !items.contains(selection) { self.selection = nil }
        if selection == nil { selection = items.first { $0.alertID != nil } ?? items.first }
        // A spec whose first item is a screen opens on it (a screen that is gone leaves the spec's backdrop).
        if case .screen(let id)? = selection { screen = id }
        if let id = screen, newSpec.screen(id) == nil { screen = nil }
        return Loaded(first: first, reset: resetStack())
    }

    /// The spec as the stage shows it: the chosen device, and the text of the chosen locale with the text fill.
    public func effective(_ spec: Spec) -> Spec {
        spec.showing(locale: view.locale, stress: view.text, device: view.deviceOverride).onScreen(screen)
    }

    /// What the stage shows, as an export variant (the spec's scale; the shown theme, device, text and locale).
    public var shownVariant: Variant? {
        spec.map {
            Variant(
                theme: view.theme, scale: view.linkScale ?? $0.stage.scale, device: effective($0).stage.device,
                text: view.text, locale: view.locale)
        }
    }

    /// The compare view's tiles: the selected alert (every alert for `.alerts`) in the variants of `compareAxis`
    /// around what the single view shows; empty in the single view or while no alert is selected.
    public var compareTiles: [CompareGrid.Tile] {
        guard let axis = view.compareAxis, let spec, let base = shownVariant else { return [] }
        return CompareGrid.tiles(axis, alertID: selection?.alertID, spec: spec, base: base)
    }

    // MARK: Selection and the stack

    /// Selects `item` when the spec has it; false (nothing changes) otherwise. The window then shows it on a
    /// fresh stack (`resetStack`) and counts a new generation (`stageChanged`).
    public mutating func select(_ item: SpecItem) -> Bool {
        guard let spec, SpecItem.all(in: spec).contains(where: { $0.item == item }) else { return false }
        selection = item
        if case .screen(let id) = item { screen = id }
        return true
    }

    /// Back to the spec's own backdrop (a sidebar pick of anything but a screen); true when a screen was shown.
    public mutating func leaveScreen() -> Bool {
        defer { screen = nil }
        return screen != nil
    }

    /// Selects `item` over the stack as it is (the stack draws it) and counts a new generation.
    public mutating func selectKeepingStage(_ item: SpecItem) {
        guard select(item) else { return }
        generation += 1
    }

    /// The stage starts anew with the selection: every alert on the stack closes (top-most first), and the
    /// selected alert, when it is one, is the only one on it.
    public mutating func resetStack() -> StageReset {
        let closed = stack.clear()
        guard let id = selection?.alertID, spec?.alert(id) != nil else { return StageReset(closed: closed, shown: nil) }
        stack.push(id)
        return StageReset(closed: closed, shown: id)
    }

    /// What the stage shows changed (a rebuilt stage, a new selection): a new generation for a frame to paint.
    public mutating func stageChanged() {
        generation += 1
    }

    /// The selected alert while it is on the stack (nil when none is shown or it is closing).
    public var shownAlertID: String? {
        guard let id = selection?.alertID, stack.contains(id) else { return nil }
        return id
    }

    /// Shows alert `id` over the stack (a queue or scenario presenting, the sidebar's right-click): one entry per
    /// show, even of the alert on top (`DUXBetaAlertStackController.swift:60-63` compares instances, and a widget
    /// builds a new alert on every show, `DUXBetaTakeOffWidget.swift:350`), as `flare export --stacked` draws
    /// `--id takeoff --id takeoff`.
    public mutating func showOver(_ id: String) -> ShowOver {
        guard spec?.alert(id) != nil else { return .notAnAlert }
        guard shownAlertID != nil else { return .select }
        let below = stack.alerts
        stack.push(id)
        selectKeepingStage(.alert(id))
        return .over(below: below)
    }

    /// Whether an alert an app presents (a session, a deep link) goes over the stack: an alert is shown and none is
    /// closing (one already on the stack is shown again, a new instance on top, `showOver`). Otherwise the stage
    /// starts anew with it.
    public func presentsOver(_ id: String) -> Bool {
        shownAlertID != nil && closing == nil
    }

    /// Closes the shown alert: the stack forgets it at once, as DUX does, and it is `closing` until its close
    /// animation ends. Returns its id (nil when no alert is shown).
    public mutating func closeShownAlert(byUser: Bool) -> String? {
        guard let id = shownAlertID else { return nil }
        stack.close(id)
        closing = Closing(id: id, byUser: byUser)
        return id
    }

    /// The close animation ended: returns what was closing.
    public mutating func closeFinished() -> Closing? {
        defer { closing = nil }
        return closing
    }

    /// After the top alert closed, the alert below becomes the top and is selected; nil when the stack is empty.
    public mutating func revealBelow() -> String? {
        guard let top = stack.top, spec?.alert(top) != nil else { return nil }
        selectKeepingStage(.alert(top))
        return top
    }

    // MARK: How the stage is viewed

    /// The user picks `theme` (from then on a reload keeps it); false when it is the one shown.
    public mutating func setTheme(_ newTheme: Theme) -> Bool {
        view.themeFromUser = true
        guard newTheme != view.theme else { return false }
        view.theme = newTheme
        return true
    }

    /// A deep link's theme: like `setTheme`, but a link to the theme shown leaves who chose it as it was.
    public mutating func applyLinkTheme(_ newTheme: Theme) -> Bool {
        guard newTheme != view.theme else { return false }
        return setTheme(newTheme)
    }

    /// The header bar's device (nil: the spec's); false when unchanged.
    public mutating func setDevice(_ device: Stage.Device?) -> Bool {
        guard device != view.deviceOverride else { return false }
        view.deviceOverride = device
        return true
    }

    /// Shows the spec's text in `code` (one of its `locales:`; nil or an unknown code: its own text); false when
    /// unchanged.
    public mutating func setLocale(_ code: String?) -> Bool {
        let code = code.flatMap { spec?.locale($0) }?.code
        guard code != view.locale else { return false }
        view.locale = code
        return true
    }

    /// The text stress fill of every text on the stage; false when unchanged.
    public mutating func setText(_ fill: TextStress) -> Bool {
        guard fill != view.text else { return false }
        view.text = fill
        return true
    }

    /// Shows the compare view on `axis` (nil: the single view); an axis the spec does not offer compares themes.
    /// False when unchanged.
    public mutating func setCompare(_ axis: CompareGrid.Axis?) -> Bool {
        var axis = axis
        if let a = axis, let spec, !CompareGrid.Axis.offered(for: spec).contains(a) { axis = .themes }
        guard axis != view.compareAxis else { return false }
        view.compareAxis = axis
        return true
    }

    /// Opens `tile` in the single view: its alert selected, its theme, device, text fill and locale shown (the
    /// device as an override only when it is not the spec's). The window rebuilds the stage after it.
    public mutating func open(_ tile: CompareGrid.Tile) {
        view.compareAxis = nil
        _ = setTheme(tile.variant.theme)
        _ = setDevice(tile.variant.device == spec?.stage.device ? nil : tile.variant.device)
        _ = setLocale(tile.variant.locale)
        _ = setText(tile.variant.text)
        if spec?.alert(tile.alertID) != nil { _ = select(.alert(tile.alertID)) }
    }

    /// Zooms to `value`, clamped to `Zoom.range` (`Canvas.fitRange` for a fit); nil when unchanged. `fits`: the
    /// value fits the stage to the canvas (and the zoom keeps following it); otherwise the user picked it and the
    /// canvas no longer refits.
    public mutating func setZoom(_ value: Double, fits: Bool = false) -> ZoomChange? {
        view.zoomFits = fits
        let clamped = Canvas.clamped(value, to: fits ? Canvas.fitRange : Zoom.range)
        guard clamped != view.zoom else { return nil }
        let rescale = Int(clamped.rounded(.up)) != Int(view.zoom.rounded(.up))
        view.zoom = clamped
        return rescale ? .rescale : .transform
    }

    /// The zoom fits the canvas again (Ctrl+0, `zoom=fit`); the window computes the value once the canvas has a size.
    public mutating func setZoomFits() {
        view.zoomFits = true
    }

    /// The zoom `steps` levels (`Canvas.steps`) away from the current one.
    public func zoom(by steps: Int) -> Double {
        Canvas.step(from: view.zoom, by: steps)
    }

    /// The raster scale of the stage at this zoom (whole pixels per point, at least 1).
    public var stageScale: Int { max(view.linkScale ?? 1, Int(view.zoom.rounded(.up))) }

    /// A deep link's `scale=` (clamped to 1...3); false when unchanged.
    public mutating func applyLinkScale(_ scale: Int) -> Bool {
        let scale = min(3, max(1, scale))
        guard scale != view.linkScale else { return false }
        view.linkScale = scale
        return true
    }

    // MARK: Routing and frames

    /// The user suspends or resumes routing from the Routes page.
    public mutating func setRoutingSuspendedByUser(_ suspended: Bool) {
        routingSuspendedByUser = suspended
    }

    /// A frame painted the current generation; true when it is the first frame that shows it.
    public mutating func framePainted() -> Bool {
        defer { paintedGeneration = generation }
        return paintedGeneration != generation
    }
}
