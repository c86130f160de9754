import FlareCore

/// DUX's alert stack on the stage: the alerts under the top one stay drawn, bottom first, each over its own mask
/// (so two alerts darken the backdrop twice, as two DUX alert windows do). Only the top alert (`show(alert:)`)
/// takes input; closing it shows the one below as it was.
extension StageView {
    /// The ids of the alerts drawn under the top one, bottom first.
    public var belowIDs: [String] { belowLayers.map(\.view.spec.id) }

    /// Draws `alerts` (bottom first) under the top alert, replacing the ones drawn before.
    public func setBelow(_ alerts: [AlertSpec]) {
        for old in belowLayers {
            root.removeOverlay(old.layer)
            old.view.teardown()
            if let style = old.style { StyleProviders.remove(style.provider) }
        }
        belowLayers = []
        let (w, h) = spec.stage.device.size
        for alert in alerts {
            // One layer: the alert's mask over the whole stage, the alert centred on it; never a target.
            let layer = Fixed()
            layer.canTarget = false
            layer.setSizeRequest(width: Self.whole(w), height: Self.whole(h))
            let veil = Box(.vertical)
            veil.setSizeRequest(width: Self.whole(w), height: Self.whole(h))
            let rgba = CSS.color(alert.appearance.maskViewColor.resolved(for: theme))
            let style: (scope: String, provider: CssProvider)? = StyleProviders.add(prefix: "flare-mask") {
                ".\($0) { background-color: \(rgba); }"
            }
            if let style { veil.addClass(style.scope) }
            layer.put(veil, x: 0, y: 0)
            let view = AlertView(
                alert: alert, theme: theme, device: spec.stage.device, scale: scale, rightToLeft: rightToLeft)
            layer.put(view.widget, x: 0, y: 0)
            // Under the top alert's mask: inserted before it among the overlay's children.
            root.addOverlay(layer)
            layer.insert(into: root, before: mask)
            belowLayers.append((view, layer, style))
        }
        placeBelow()
    }

    /// Centres each alert under the top one as `placeAlert` centres the top (measured once the stage is in a window).
    func placeBelow() {
        let (sw, sh) = deviceSize
        for below in belowLayers {
            let view = below.view
            if root.isInRoot { view.fitHeight() }
            let x = ((sw - view.width) / 2).rounded(.down), y = max(0, ((sh - view.height) / 2).rounded(.down))
            view.widget.setSizeRequest(width: Self.whole(view.width), height: Self.whole(view.height))
            below.layer.move(view.widget, x: x, y: y)
        }
    }
}
