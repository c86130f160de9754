import FlareCore

/// The compare view's off-screen stages: one per tile (its alert, device, theme, text fill, locale), kept between
/// refreshes. A save whose change the stage can take in place (the alert's texts or stylesheet values, as the
/// window's own stage takes them: `StageView.updateAlert`) updates the kept stage; any other change builds it again.
/// Each tile is drawn exactly as `Exporter.render` (`--frame stage`) draws its variant: the same stage, layout and
/// renderer, without building twelve stages on every save.
@MainActor
final class CompareStages {
    private var stages: [CompareGrid.Tile: StageView] = [:]
    /// How many stages were built (not updated in place) since this was made: tests tell a rebuild from an update.
    private(set) var builds = 0

    /// How many stages are kept.
    var count: Int { stages.count }

    /// The stage kept for `tile`, if any.
    func stage(of tile: CompareGrid.Tile) -> StageView? { stages[tile] }

    /// Draws `tile` of `spec`: its stage, kept and updated in place when it can be, laid out and drawn in the
    /// export window, then taken out of it again.
    func render(_ tile: CompareGrid.Tile, of spec: Spec) throws -> Pixels {
        let variant = tile.variant
        let shown = spec.showing(variant)
        // The alert as written (as `Exporter` takes it): `text(of:)` applies the variant's locale and fill once.
        guard let source = spec.alert(tile.alertID) else {
            throw RenderError("no alert '\(tile.alertID)' in the spec")
        }
        try Exporter.prepare(shown, warn: { _ in })
        let host = try RenderHost.shared()
        let alert = shown.text(of: source, locale: variant.locale, stress: variant.text)
        let rightToLeft = variant.isRightToLeft(in: shown)
        let stage: StageView
        // In the window first: the update measures the alert's new height there, with the display's CSS.
        if let kept = stages[tile], kept.rightToLeft == rightToLeft {
            host.put(kept.widget)
            if kept.updateAlert(spec: shown, alert: alert) {
                stage = kept
            } else {
                host.remove(kept.widget)
                stage = build(tile, shown, alert: alert, rightToLeft: rightToLeft, in: host)
            }
        } else {
            stage = build(tile, shown, alert: alert, rightToLeft: rightToLeft, in: host)
        }
        defer { host.remove(stage.widget) }
        let (w, h) = shown.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        return try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale)
    }

    /// Forgets every stage (the compare view closed).
    func removeAll() {
        stages = [:]
    }

    /// Keeps only the stages of `tiles` (the grid's tiles changed).
    func keep(_ tiles: [CompareGrid.Tile]) {
        let tiles = Set(tiles)
        stages = stages.filter { tiles.contains($0.key) }
    }

    private func build(
        _ tile: CompareGrid.Tile, _ spec: Spec, alert: AlertSpec, rightToLeft: Bool, in host: RenderHost
    ) -> StageView {
        builds += 1
        stages[tile] = nil
        let variant = tile.variant
        let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
        stage.rightToLeft = rightToLeft
        host.put(stage.widget)
        stage.show(alert: alert)
        stages[tile] = stage
        return stage
    }
}
