import FlareCore

/// The stage's mask over the backdrop: shown in the top alert's `maskViewColor` (a scoped provider per colour),
/// hidden without an alert; a tap on it, outside the alert, goes to `onTap`.
@MainActor
final class StageMask {
    let box: Box
    /// A tap on the mask, outside the alert.
    var onTap: (@MainActor () -> Void)?
    private var style: ScopedStyle?

    init() {
        box = Box(.vertical)
        box.addClass("flare-mask")
        box.visible = false
    }

    /// Shows the mask in `color` for `theme`, or hides it (nil).
    func setColor(_ color: Color?, theme: Theme) {
        if let old = style {
            box.removeClass(old.scope)
            old.release()
            style = nil
        }
        guard let color else {
            box.visible = false
            return
        }
        let rgba = CSS.color(color.resolved(for: theme))
        let style = ScopedStyle(prefix: "flare-mask") { ".\($0) { background-color: \(rgba); }" }
        box.addClass(style.scope)
        self.style = style
        box.visible = true
    }

    /// Gives the colour's provider back.
    func release() { style?.release() }
}

/// The layers the window puts over the stage besides the alert: its guides (safe areas, device frame), a queue's
/// popup, the full-stage Rocket panel and the inspect layer (each owned by the stage's extensions that set them).
@MainActor
final class StageLayers {
    /// The window's guides over the stage (safe areas, device frame; never built for an export).
    var overlays: StageOverlays?
    /// A queue's custom view popup over the stage (PopupViewLayer.swift); nil when none is shown.
    var popupView: PopupViewLayer?
    /// The window's inspect layer, over everything else (InspectLayer.swift); nil when not inspecting.
    var topLayer: Widget?
    /// The full-stage view over the backdrop (the Rocket panel), if any.
    var panel: Widget?
}
