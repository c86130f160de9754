import FlareCore
import Foundation

/// The device-sized stage: a backdrop in the theme's colour, the mask (`StageMask`, `maskViewColor`) over it, and
/// the alert centred as DUX's layout controller does (moved up by the simulated keyboard's height, `StageKeyboard`).
/// The stage owns and wires its parts: the alerts below (StageView+Stack.swift), the outline (`StageHighlight`) and
/// the window's layers (`StageLayers`).
@MainActor
public final class StageView {
    /// The spec the stage was built for; an update in place replaces it (`updateAlert`).
    public private(set) var spec: Spec
    public let theme: Theme
    /// The scale alert images are rasterised for.
    public let scale: Int
    var widget: Overlay { root }
    public private(set) var alertView: AlertView?
    /// A tap on the mask, outside the alert.
    public var onMaskTap: (@MainActor () -> Void)? {
        get { masking.onTap }
        set { masking.onTap = newValue }
    }
    /// The simulated on-screen keyboard's height in points while it is up (0 when down): the alert moves
    /// up by this much, as DUX's layout controller moves it for the real keyboard.
    public var keyboardOffset: Double { keyboard.offset }

    /// The on-screen keyboard's height on `device` (`StageKeyboard.height`).
    public static func keyboardHeight(_ device: Stage.Device) -> Double { StageKeyboard.height(device) }

    /// Raises (true) or lowers the simulated keyboard, drawn at the bottom of the stage; the alert moves with it.
    public func setKeyboard(visible: Bool) {
        keyboard.set(visible: visible, device: spec.stage.device, on: root)
        placeAlert()
    }

    /// The ground under the backdrop image, in the theme's colour: iOS light `systemGroupedBackground`; dark
    /// `secondarySystemBackground` (a black alert stays visible).
    public static func groundColor(_ theme: Theme) -> RGBA {
        theme == .light ? RGBA(hex: 0xF2F2F7) : RGBA(hex: 0x1C1C1E)
    }

    public var deviceSize: (width: Double, height: Double) { spec.stage.device.size }

    let root: Overlay
    private let masking = StageMask()
    var mask: Box { masking.box }
    private let fixed: Fixed
    private let keyboard = StageKeyboard()
    private let highlighter = StageHighlight()
    /// The window's layers over the stage (`overlays`, `popupView`, `topLayer`, `panel`).
    private let layers = StageLayers()
    private let style: ScopedStyle
    private var presentation = (alertOpacity: 1.0, alertScale: 1.0, maskOpacity: 1.0)

    /// Whether alerts shown from now on are laid out right to left (`AlertView.rightToLeft`).
    public var rightToLeft = false
    /// What building the stage met (a font file fontconfig cannot read, a backdrop image that cannot be decoded):
    /// values its builder prints or shows, as `AlertView.warnings` are.
    public let warnings: [String]

    public init(spec: Spec, theme: Theme, scale: Int = 1) {
        self.spec = spec
        self.theme = theme
        self.scale = max(1, scale)
        // The same text as `flare export`: bundled Inter for `system`, the spec's `fonts:`, pinned rendering.
        var warnings = FontRegistry.prepare(spec)
        let (w, h) = spec.stage.device.size

        root = Overlay()
        root.addClass("flare-stage")
        root.overflow = .hidden
        let ground = Box(.vertical)
        ground.addClass("flare-backdrop")
        ground.setSizeRequest(width: Self.whole(w), height: Self.whole(h))
        if let source = spec.stage.backdrop {
            // `stage.backdrop`: the screen the alert interrupts, covering the stage, decoded at the drawn size.
            let image = ImageLoader.load(source, fit: .cover(w, h), scale: self.scale, tint: nil) { message in
                warnings.append("stage backdrop: \(message)")
            }
            let picture = Picture(image.texture, fit: image.isPlaceholder ? .fill : .cover)
            picture.addClass("flare-backdrop-image")
            picture.vexpand = true
            ground.append(picture)
        }
        root.child = ground
        self.warnings = warnings
        root.addOverlay(masking.box)
        fixed = Fixed()
        root.addOverlay(fixed, clip: true)

        style = ScopedStyle(prefix: "flare-stage") { scope in
            """
            .\(scope) > .flare-backdrop { background-color: \(CSS.color(Self.groundColor(theme))); }
            \(StageKeyboard.css(".\(scope) >", theme: theme))
            .\(scope) .flare-highlight { border: 3px solid rgba(255, 59, 48, 1); border-radius: 6px;
              background-color: rgba(255, 59, 48, 0.12); }
            """
        }
        root.addClass(style.scope)

        // A click on the stage that lands outside the alert is a tap on the mask.
        let click = GestureClick()
        click.connect(.released) { [weak self] _, x, y in
            guard let self, self.alertView != nil, self.mask.visible else { return }
            if !self.alertContains(x: x, y: y) { self.onMaskTap?() }
        }
        root.add(click)
        // Sizes measured before the stage was in a window miss the display's CSS: measure again once mapped.
        root.connect(.map) { [weak self] in
            self?.placeAlert()
            self?.placeBelow()
        }
    }

    /// The alerts under the top one (DUX's stack, bottom first), each drawn with its own mask (StageView+Stack.swift).
    var belowLayers: [(view: AlertView, layer: Fixed, style: (scope: String, provider: CssProvider)?)] = []

    /// `value` cut to whole points, as GTK's integer sizes take a device's size.
    static func whole(_ value: Double) -> Double { Double(Int(value)) }

    /// The outline `highlight(_:)` draws over the stage, while it shows.
    var highlighted: Box? { highlighter.box }

    /// Outlines `frame` (stage points) over everything on the stage for `seconds` (the Checks page's "this part").
    public func highlight(x: Double, y: Double, width: Double, height: Double, for seconds: Double = 1.5) {
        highlighter.show(x: x, y: y, width: width, height: height, for: seconds, on: root)
    }

    /// The window's guides over the stage (safe areas, device frame; never built for an export).
    var overlays: StageOverlays? {
        get { layers.overlays }
        set { layers.overlays = newValue }
    }
    /// A queue's custom view popup over the stage (PopupViewLayer.swift); nil when none is shown.
    var popupView: PopupViewLayer? {
        get { layers.popupView }
        set { layers.popupView = newValue }
    }
    /// The window's inspect layer, over everything else (InspectLayer.swift); nil when not inspecting.
    var topLayer: Widget? { layers.topLayer }

    /// Puts `layer` (stage-sized, owned by the caller) over everything on the stage, replacing the current one.
    func setTopLayer(_ layer: Widget?) {
        if let old = topLayer, old.parent == root { root.removeOverlay(old) }
        layers.topLayer = layer
        if let layer { root.addOverlay(layer) }
    }

    isolated deinit {
        highlighter.cancelTimer()
        overlays?.teardown()
        popupView?.teardown()
        setBelow([])
        alertView?.teardown()
        style.release()
        masking.release()
        root.unparent()
    }

    /// Builds the alert (replacing any shown one) and shows it with its mask; nil empties the stage.
    public func show(alert: AlertSpec?) {
        if let old = alertView {
            fixed.remove(old.widget)
            old.teardown()
            alertView = nil
        }
        masking.setColor(alert?.appearance.maskViewColor, theme: theme)
        guard let alert else { return }
        let view = AlertView(
            alert: alert, theme: theme, device: spec.stage.device, scale: scale, rightToLeft: rightToLeft)
        alertView = view
        fixed.put(view.widget, x: 0, y: 0)
        placeAlert()
    }

    /// Takes `spec` (this stage's device, backdrop and fonts; other texts) and shows `alert`'s texts and
    /// stylesheet on the shown alert without rebuilding it (`AlertView.update`), placed again for its new height.
    /// A restyled size (a font, a border) is measured by GTK only with the new styles, which it computes in the next
    /// frame's layout phase: the alert is fitted again in that phase, after GTK's own layout, and GDK lays the
    /// window out again before it paints, so the first frame that shows the edit has the alert's new height.
    /// False, with nothing changed, when that cannot be done (another alert, alerts below it, any other change).
    func updateAlert(spec: Spec, alert: AlertSpec) -> Bool {
        guard spec.stage == self.spec.stage, spec.fonts == self.spec.fonts, belowLayers.isEmpty,
            let view = alertView, view.spec.id == alert.id, view.update(to: alert)
        else { return false }
        self.spec = spec
        placeAlert()
        if view.restyledSizes {
            root.inNextLayout { [weak self, weak view] in
                guard let self, let view, view === self.alertView else { return }
                self.placeAlert()
            }
        }
        return true
    }

    /// The full-stage view over the backdrop (the Rocket panel), if any.
    var panel: Widget? { layers.panel }

    /// Puts `widget` (device-sized, owned by the caller) over the backdrop, replacing the current one; nil removes it.
    /// The panel is app content: the device frame and guides (`overlays`) and the inspect layer stay over it, as a
    /// phone's status bar and home indicator are over the app.
    func setPanel(_ widget: Widget?) {
        if let old = panel, let parent = old.parent, parent == root { root.removeOverlay(old) }
        layers.panel = widget
        guard let widget else { return }
        root.addOverlay(widget)
        if let above = overlays?.layer ?? topLayer { widget.insert(into: root, before: above) }
    }

    /// The alert's current scale about its centre (1 when no animation is under way).
    public var presentationScale: Double { presentation.alertScale }

    /// Opacity of the alert and the mask, and the alert's scale about its centre (show/close animations).
    public func setPresentation(alertOpacity: Double, alertScale: Double, maskOpacity: Double) {
        presentation = (alertOpacity, alertScale, maskOpacity)
        mask.opacity = maskOpacity
        alertView?.widget.opacity = alertOpacity
        placeAlert()
    }

    /// The alert's size as the layout gives it: DUX's width, and its content's height up to DUX's cap.
    public var alertSize: (width: Double, height: Double) {
        guard let view = alertView else { return (0, 0) }
        return (view.width, view.height)
    }

    /// What the shown alert's current layout hides or cuts, as warnings at the spec keys that draw each part
    /// (`AlertView.findings`): for the window's warning list. Valid once the stage is laid out (after a frame).
    public var findings: [Diagnostic] { alertView?.findings ?? [] }

    /// The alert's frame on the stage (before the presentation scale), in points: centred as DUX's layout controller
    /// centres it (DUXBetaAlertLayoutController.swift:78-79), off the stage's edges when it is wider or taller.
    public var alertFrame: (x: Double, y: Double, width: Double, height: Double) {
        let (w, h) = alertSize
        let (sw, sh) = deviceSize
        let x = ((sw - w) / 2).rounded(.down)
        let y = ((sh - h) / 2).rounded(.down) - keyboardOffset
        return (x, y, w, h)
    }

    private func alertContains(x: Double, y: Double) -> Bool {
        let f = alertFrame
        return x >= f.x && x < f.x + f.width && y >= f.y && y < f.y + f.height
    }

    private func placeAlert() {
        guard let view = alertView else { return }
        if root.isInRoot { view.fitHeight() }
        let f = alertFrame
        view.widget.setSizeRequest(width: Self.whole(f.width), height: Self.whole(f.height))
        fixed.setTransform(
            view.widget, centre: (f.x + f.width / 2, f.y + f.height / 2),
            size: (f.width, f.height), scale: presentation.alertScale)
    }
}
