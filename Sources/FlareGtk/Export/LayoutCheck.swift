import CGtk
import FlareCore

/// `flare check`'s layout pass: every alert laid out by GTK as the export lays it out (the spec's device, at
/// 1x: findings are in points, the same at every scale), and what the layout hides or cuts reported as warnings
/// (`AlertView.findings`). Rockets are not laid out here: what their panel shows depends on the script's step, so
/// their findings come where a step is drawn (`export --id ROCKET [--step N]`, the window). Needs a display: the
/// caller provides one (a private Xvfb when headless).
@MainActor
public enum LayoutCheck {
    /// The layout findings of every alert of `spec`, in spec order, in `theme` (the spec's by default).
    public static func findings(in spec: Spec, theme: Theme? = nil) throws -> [Diagnostic] {
        try Exporter.prepare(spec)
        let host = try RenderHost.shared()
        var found: [Diagnostic] = []
        for alert in spec.alerts {
            let view = AlertView(alert: alert, theme: theme ?? spec.stage.theme, device: spec.stage.device)
            host.put(view.widget)
            let height = view.fitHeight()
            host.allocate(view.widget, width: view.width, height: height)
            found += view.findings
            host.clear()
            view.teardown()
        }
        return found
    }
}
