import CFlareShim
import CGtk
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
            gtk_overlay_remove_overlay(flare_overlay(root), old.layer)
            old.view.teardown()
            if let style = old.style { StyleProviders.remove(style.provider) }
        }
        belowLayers = []
        let (w, h) = spec.stage.device.size
        for alert in alerts {
            // One layer: the alert's mask over the whole stage, the alert centred on it; never a target.
            let layer = gtk_fixed_new()!
            gtk_widget_set_can_target(layer, 0)
            gtk_widget_set_size_request(layer, gint(w), gint(h))
            let veil = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(veil, gint(w), gint(h))
            let rgba = CSS.color(alert.appearance.maskViewColor.resolved(for: theme))
            let style: (scope: String, provider: OpaquePointer)? = StyleProviders.add(prefix: "flare-mask") {
                ".\($0) { background-color: \(rgba); }"
            }
            if let style { gtk_widget_add_css_class(veil, style.scope) }
            gtk_fixed_put(flare_fixed(layer), veil, 0, 0)
            let view = AlertView(alert: alert, theme: theme, device: spec.stage.device, scale: scale, rightToLeft: rightToLeft)
            gtk_fixed_put(flare_fixed(layer), view.widget, 0, 0)
            // Under the top alert's mask: inserted before it among the overlay's children.
            gtk_overlay_add_overlay(flare_overlay(root), layer)
            gtk_widget_insert_before(layer, root, mask)
            belowLayers.append((view, layer, style))
        }
        placeBelow()
    }

    /// Centres each alert under the top one as `placeAlert` centres the top (measured once the stage is in a window).
    func placeBelow() {
        let (sw, sh) = deviceSize
        for below in belowLayers {
            let view = below.view
            if gtk_widget_get_root(root) != nil { view.fitHeight() }
            let x = ((sw - view.width) / 2).rounded(.down), y = max(0, ((sh - view.height) / 2).rounded(.down))
            gtk_widget_set_size_request(view.widget, gint(view.width), gint(view.height))
            gtk_fixed_move(flare_fixed(below.layer), view.widget, x, y)
        }
    }
}
