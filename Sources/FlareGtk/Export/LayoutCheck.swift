import FlareCore

/// `flare check`'s layout pass: every alert laid out by GTK as the export lays it out (the spec's device, at
/// 1x: findings are in points, the same at every scale), and what the layout hides or cuts reported as warnings
/// (`AlertView.findings`), then every block of every rocket, each on its own card as the panel draws it, for the
/// titles its buttons cut with "…" (`RocketPanel.titleFindings`). What rises past the top of the stage depends on
/// the script's step, so that comes where a step is drawn (`export --id ROCKET [--step N]`, the window). Needs a
/// display: the caller provides one (a private Xvfb when headless).
@MainActor
public enum LayoutCheck {
    /// The layout findings of every alert of `spec`, in spec order, in `theme` (the spec's by default).
    public static func findings(in spec: Spec, theme: Theme? = nil) throws -> [Diagnostic] {
        try Exporter.prepare(spec, warn: Exporter.printWarning)
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
        for rocket in spec.rockets {
            var reported = Set<Diagnostic>()
            for block in rocket.blocks {
                guard let flow = RocketFlow(rocket).jumped(to: block.id) else { continue }
                let panel = RocketPanel(
                    rocket: rocket, device: spec.stage.device, theme: theme ?? spec.stage.theme,
                    flow: flow, live: false, animate: false)
                let (w, h) = spec.stage.device.size
                host.put(panel.widget)
                RocketExport.settle()
                panel.layout()
                host.allocate(panel.widget, width: w, height: h)
                for finding in panel.titleFindings where reported.insert(finding).inserted { found.append(finding) }
                host.clear()
                panel.teardown()
            }
        }
        return found
    }
}
