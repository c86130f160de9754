import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The device-sized stage: a backdrop in the theme's colour, the mask (`maskViewColor`) over it, and the
/// alert centred as DUX's layout controller does (moved up by the simulated keyboard's height).
@MainActor
public final class StageView {
    public let spec: Spec
    public let theme: Theme
    /// The scale alert images are rasterised for.
    public let scale: Int
    public var widget: UnsafeMutablePointer<GtkWidget> { root }
    public private(set) var alertView: AlertView?
    /// A tap on the mask, outside the alert.
    public var onMaskTap: (@MainActor () -> Void)?
    /// The simulated on-screen keyboard's height in points while it is up (0 when down): the alert moves
    /// up by this much, as DUX's layout controller moves it for the real keyboard.
    public private(set) var keyboardOffset: Double = 0

    /// The on-screen keyboard's height on `device`: iOS's (with its suggestion bar) on the matching device
    /// class; 35 % of the height for a custom device.
    public static func keyboardHeight(_ device: Stage.Device) -> Double {
        switch device {
        case .phone: 291
        case .phoneLandscape: 209
        case .tablet: 398
        case .custom(_, let h): (h * 0.35).rounded()
        }
    }

    /// Raises (true) or lowers the simulated keyboard, drawn at the bottom of the stage; the alert moves with it.
    public func setKeyboard(visible: Bool) {
        keyboardOffset = visible ? Self.keyboardHeight(spec.stage.device) : 0
        if visible && keyboard == nil {
            // Built on first use: ~30 labels that most stages (and every reload) never show.
            let board = Self.buildKeyboard(height: Self.keyboardHeight(spec.stage.device))
            gtk_overlay_add_overlay(flare_overlay(root), board)
            keyboard = board
        }
        if let keyboard { gtk_widget_set_visible(keyboard, visible ? 1 : 0) }
        placeAlert()
    }

    /// The backdrop colours: iOS light `systemGroupedBackground`; dark `secondarySystemBackground` (a black alert stays visible).
    public static func backdrop(_ theme: Theme) -> RGBA {
        theme == .light ? RGBA(hex: 0xF2F2F7) : RGBA(hex: 0x1C1C1E)
    }

    public var deviceSize: (width: Double, height: Double) { spec.stage.device.size }

    let root: UnsafeMutablePointer<GtkWidget>
    let mask: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private var keyboard: UnsafeMutablePointer<GtkWidget>?
    private let provider: OpaquePointer
    private var presentation = (alertOpacity: 1.0, alertScale: 1.0, maskOpacity: 1.0)

    /// Whether alerts shown from now on are laid out right to left (`AlertView.rightToLeft`).
    public var rightToLeft = false

    public init(spec: Spec, theme: Theme, scale: Int = 1) {
        self.spec = spec
        self.theme = theme
        self.scale = max(1, scale)
        // The same text as `flare export`: bundled Inter for `system`, the spec's `fonts:`, pinned rendering.
        for path in FontRegistry.register(spec.fonts) {
            AlertView.warningHandler("font '\(path)' could not be registered with fontconfig")
        }
        FontRegistry.pinRendering()
        let (w, h) = spec.stage.device.size

        root = gtk_overlay_new()!
        g_object_ref_sink(root)
        Gtk.addClasses(root, "flare-stage")
        gtk_widget_set_overflow(root, GTK_OVERFLOW_HIDDEN)
        let backdrop = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(backdrop, "flare-backdrop")
        gtk_widget_set_size_request(backdrop, gint(w), gint(h))
        gtk_overlay_set_child(flare_overlay(root), backdrop)
        mask = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(mask, "flare-mask")
        gtk_widget_set_visible(mask, 0)
        gtk_overlay_add_overlay(flare_overlay(root), mask)
        fixed = gtk_fixed_new()!
        gtk_overlay_add_overlay(flare_overlay(root), fixed)
        gtk_overlay_set_clip_overlay(flare_overlay(root), fixed, 1)

        let (board, key, label) = theme == .light
            ? (RGBA(hex: 0xD1D3D9), RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000))
            : (RGBA(hex: 0x2C2C2E), RGBA(hex: 0x6B6B6B), RGBA(hex: 0xFFFFFF))
        let style = StyleProviders.add(prefix: "flare-stage") { scope in
            """
            .\(scope) > .flare-backdrop { background-color: \(CSS.color(Self.backdrop(theme))); }
            .\(scope) > .flare-keyboard { background-color: \(CSS.color(board)); padding: 8px 3px; }
            .\(scope) .flare-highlight { border: 3px solid rgba(255, 59, 48, 1); border-radius: 6px;
              background-color: rgba(255, 59, 48, 0.12); }
            .\(scope) > .flare-keyboard .flare-key { background-color: \(CSS.color(key)); color: \(CSS.color(label));
              border-radius: 5px; font-family: Inter; font-size: 18px; min-height: 38px; }
            """
        }
        provider = style.provider
        Gtk.addClasses(root, style.scope)

        // A click on the stage that lands outside the alert is a tap on the mask.
        let click = gtk_gesture_click_new()!
        Signals.connectClick(UnsafeMutableRawPointer(click), "released") { [weak self] _, x, y in
            guard let self, self.alertView != nil, gtk_widget_get_visible(self.mask) != 0 else { return }
            if !self.alertContains(x: x, y: y) { self.onMaskTap?() }
        }
        gtk_widget_add_controller(root, flare_event_controller(UnsafeMutableRawPointer(click)))
        // Sizes measured before the stage was in a window miss the display's CSS: measure again once mapped.
        Signals.connect(root, "map") { [weak self] in
            self?.placeAlert()
            self?.placeBelow()
        }
    }

    private var maskProvider: (scope: String, provider: OpaquePointer)?
    /// The alerts under the top one (DUX's stack, bottom first), each drawn with its own mask (StageView+Stack.swift).
    var belowLayers: [(view: AlertView, layer: UnsafeMutablePointer<GtkWidget>, style: (scope: String, provider: OpaquePointer)?)] = []

    /// A QWERTY keyboard in three rows plus a space bar, as tall as the device's keyboard; hidden at first.
    private static func buildKeyboard(height: Double) -> UnsafeMutablePointer<GtkWidget> {
        let board = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        gtk_widget_add_css_class(board, "flare-keyboard")
        gtk_widget_set_valign(board, GTK_ALIGN_END)
        gtk_widget_set_size_request(board, -1, gint(height))
        gtk_widget_set_can_target(board, 0)
        for row in ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM", " "] {
            let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_widget_set_halign(line, GTK_ALIGN_CENTER)
            gtk_widget_set_vexpand(line, 1)
            for letter in row {
                let key = gtk_label_new(letter == " " ? "space" : String(letter))!
                gtk_widget_add_css_class(key, "flare-key")
                gtk_widget_set_size_request(key, letter == " " ? 220 : 32, -1)
                gtk_box_append(flare_box(line), key)
            }
            gtk_box_append(flare_box(board), line)
        }
        gtk_widget_set_visible(board, 0)
        return board
    }

    /// The outline `highlight(_:)` draws over the stage, while it shows.
    public private(set) var highlighted: UnsafeMutablePointer<GtkWidget>?
    private var highlightLayer: UnsafeMutablePointer<GtkWidget>?
    private var highlightTimer: guint = 0

    /// Outlines `frame` (stage points) over everything on the stage for `seconds` (the Checks page's "this part").
    public func highlight(x: Double, y: Double, width: Double, height: Double, for seconds: Double = 1.5) {
        if highlightLayer == nil {
            let layer = gtk_fixed_new()!
            gtk_widget_set_can_target(layer, 0)
            gtk_overlay_add_overlay(flare_overlay(root), layer)
            highlightLayer = layer
        }
        clearHighlight()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(box, "flare-highlight")
        let pad = 4.0
        gtk_widget_set_size_request(box, gint((width + 2 * pad).rounded()), gint((height + 2 * pad).rounded()))
        gtk_fixed_put(flare_fixed(highlightLayer!), box, x - pad, y - pad)
        highlighted = box
        highlightTimer = MainLoop.after(seconds) { [weak self] in
            self?.highlightTimer = 0
            self?.clearHighlight()
        }
    }

    private func clearHighlight() {
        MainLoop.cancel(highlightTimer)
        highlightTimer = 0
        if let box = highlighted, let layer = highlightLayer { gtk_fixed_remove(flare_fixed(layer), box) }
        highlighted = nil
    }

    isolated deinit {
        MainLoop.cancel(highlightTimer)
        setBelow([])
        alertView?.teardown()
        StyleProviders.remove(provider)
        if let maskProvider { StyleProviders.remove(maskProvider.provider) }
        if gtk_widget_get_parent(root) != nil { gtk_widget_unparent(root) }
        Gtk.unref(root)
    }

    /// Builds the alert (replacing any shown one) and shows it with its mask; nil empties the stage.
    public func show(alert: AlertSpec?) {
        if let old = alertView {
            gtk_fixed_remove(flare_fixed(fixed), old.widget)
            old.teardown()
            alertView = nil
        }
        setMaskColor(alert?.appearance.maskViewColor)
        guard let alert else { return }
        let view = AlertView(alert: alert, theme: theme, device: spec.stage.device, scale: scale, rightToLeft: rightToLeft)
        alertView = view
        gtk_fixed_put(flare_fixed(fixed), view.widget, 0, 0)
        placeAlert()
    }

    /// The full-stage view over the backdrop (the Rocket panel), if any.
    public private(set) var panel: UnsafeMutablePointer<GtkWidget>?

    /// Puts `widget` (device-sized, owned by the caller) over the backdrop, replacing the current one; nil removes it.
    public func setPanel(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        if let old = panel, gtk_widget_get_parent(old) == root { gtk_overlay_remove_overlay(flare_overlay(root), old) }
        panel = widget
        if let widget { gtk_overlay_add_overlay(flare_overlay(root), widget) }
    }

    /// The alert's current scale about its centre (1 when no animation is under way).
    public var presentationScale: Double { presentation.alertScale }

    /// Opacity of the alert and the mask, and the alert's scale about its centre (show/close animations).
    public func setPresentation(alertOpacity: Double, alertScale: Double, maskOpacity: Double) {
        presentation = (alertOpacity, alertScale, maskOpacity)
        gtk_widget_set_opacity(mask, maskOpacity)
        if let view = alertView { gtk_widget_set_opacity(view.widget, alertOpacity) }
        placeAlert()
    }

    /// The alert's size as the layout gives it: DUX's width, and its content's height clamped to the stage.
    public var alertSize: (width: Double, height: Double) {
        guard let view = alertView else { return (0, 0) }
        return (view.width, view.height)
    }

    /// What the shown alert's current layout hides or cuts, as warnings at the spec keys that draw each part
    /// (`AlertView.findings`): for the window's warning list. Valid once the stage is laid out (after a frame).
    public var findings: [Diagnostic] { alertView?.findings ?? [] }

    /// The alert's frame on the stage (before the presentation scale), in points.
    public var alertFrame: (x: Double, y: Double, width: Double, height: Double) {
        let (w, h) = alertSize
        let (sw, sh) = deviceSize
        let x = ((sw - w) / 2).rounded(.down)
        let y = max(0, ((sh - h) / 2).rounded(.down) - keyboardOffset)
        return (x, y, w, h)
    }

    private func alertContains(x: Double, y: Double) -> Bool {
        let f = alertFrame
        return x >= f.x && x < f.x + f.width && y >= f.y && y < f.y + f.height
    }

    private func placeAlert() {
        guard let view = alertView else { return }
        if gtk_widget_get_root(root) != nil { view.fitHeight() }
        let f = alertFrame
        gtk_widget_set_size_request(view.widget, gint(f.width), gint(f.height))
        var transform = gsk_transform_translate(nil, [graphene_point_t(x: Float(f.x + f.width / 2), y: Float(f.y + f.height / 2))])
        transform = gsk_transform_scale(transform, Float(presentation.alertScale), Float(presentation.alertScale))
        transform = gsk_transform_translate(transform, [graphene_point_t(x: Float(-f.width / 2), y: Float(-f.height / 2))])
        gtk_fixed_set_child_transform(flare_fixed(fixed), view.widget, transform)
        gsk_transform_unref(transform)
    }

    private func setMaskColor(_ color: Color?) {
        if let old = maskProvider {
            gtk_widget_remove_css_class(mask, old.scope)
            StyleProviders.remove(old.provider)
            maskProvider = nil
        }
        guard let color else {
            gtk_widget_set_visible(mask, 0)
            return
        }
        let rgba = CSS.color(color.resolved(for: theme))
        let style = StyleProviders.add(prefix: "flare-mask") { ".\($0) { background-color: \(rgba); }" }
        gtk_widget_add_css_class(mask, style.scope)
        maskProvider = style
        gtk_widget_set_visible(mask, 1)
    }
}
