import CGtk
import FlareCore

/// `flare check`'s layout pass: every alert laid out by GTK as the export lays it out (the spec's device, at
/// 1x: findings are in points, the same at every scale), and what the layout hides or cuts reported as warnings
/// (`AlertView.findings`); every rocket's panel after its script, as export draws it (`RocketPanel.findings`). Needs a display: the caller provides one (a private Xvfb when headless).
@MainActor
public enum LayoutCheck {
    /// The layout findings of every alert of `spec`, in spec order, in `theme` (the spec's by default).
    public static func findings(in spec: Spec, theme: Theme? = nil) throws -> [Diagnostic] {
        try Exporter.prepare(spec)
        let host = try RenderHost.shared()
        // Image and text problems are already parse warnings of `check`; the views need not repeat them.
        let handler = AlertView.warningHandler
        AlertView.warningHandler = { _ in }
        defer { AlertView.warningHandler = handler }
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
        for rocket in spec.rockets { found += try findings(of: rocket, in: spec, host: host) }
        return found
    }

    /// The rocket's panel as `export --id ROCKET` draws it by default, after its whole script: what the stage cuts
    /// off (nothing when the script dismissed it). `export --step N` reports the cuts of step N.
    static func findings(of rocket: RocketSpec, in spec: Spec, host: RenderHost) throws -> [Diagnostic] {
        let flow = RocketSimulation.flow(rocket, after: rocket.script.count)
        guard !flow.isDismissed else { return [] }
        let panel = RocketPanel(rocket: rocket, device: spec.stage.device, theme: spec.stage.theme, scale: 1,
                                flow: flow, live: false, animate: false)
        defer {
            host.clear()
            panel.teardown()
        }
        host.put(panel.widget)
        Exporter.settle()
        panel.layout()
        let (w, h) = spec.stage.device.size
        host.allocate(panel.widget, width: w, height: h)
        return panel.findings
    }
}
