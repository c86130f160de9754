import FlareCore

extension Linter {
    /// The tap targets of the queues' banner popups: each banner laid out on the stage as the window and the export
    /// draw it, its card (a tap on it closes the banner) measured against the target-size tiers as an action is.
    /// An image popup closes on a tap anywhere on the dimmed screen around it too, so its target is the whole stage
    /// and it has no finding. (Its text's contrast and size need no rendering: `SpecLint.popupViews`.)
    static func popupViewTargets(in spec: Spec, ids: Set<String>?, host: RenderHost) throws -> [LintFinding] {
        guard spec.lint.level(.targetSize).severity() != nil else { return [] }
        let theme = spec.stage.theme
        let font = PropertyCatalog.popupView[\.labelFont].key
        var found: [LintFinding] = []
        for queue in spec.queues where ids?.contains(queue.id) ?? true {
            for popup in queue.popups {
                guard let view = popup.view, case .banner = view.content else { continue }
                let stage = StageView(spec: spec, theme: theme, scale: 1)
                let layer = PopupViewLayer(
                    view, name: popup.name, device: spec.stage.device, theme: theme, scale: 1, warn: { _ in })
                defer {
                    stage.setPopupView(nil)
                    host.clear()
                }
                stage.setPopupView(layer)
                host.put(stage.widget)
                let (w, h) = spec.stage.device.size
                host.allocate(stage.widget, width: w, height: h)
                let probe = try LintProbe.render(stage.widget, width: w, height: h, scale: 1)
                var m = LintMeasure(
                    probe: probe, config: spec.lint, subject: .queue(queue.id), theme: theme, namesTheme: false)
                m.touchAreas = spec.stage.device.systemTouchAreas
                let at =
                    view.keys[font] ?? view.keys["banner"] ?? view.keys["view"] ?? queue.location
                    ?? SourceLocation(file: spec.file, line: 1, column: 1)
                m.target(
                    layer.card, part: "the banner of popup '\(popup.name)' (a tap on it closes it)",
                    fix:
                        "a larger '\(font)' or a second line of text (the card is its text plus "
                        + "\(LintFinding.points(PopupView.bannerPadding)) pt above and below)",
                    at: at)
                found += m.findings
            }
        }
        return found
    }
}
