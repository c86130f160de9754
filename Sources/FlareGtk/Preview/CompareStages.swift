import FlareCore
import Foundation

/// The compare view's off-screen stages: one per tile (its alert, device, theme, text fill, locale), kept between
/// refreshes. A save whose change the stage can take in place (the alert's texts or stylesheet values, as the
/// window's own stage takes them: `StageView.updateAlert`) updates the kept stage; any other change builds it again.
/// Each tile is drawn as `Exporter.render(_:in:options:into:)` (`--frame stage`) draws its variant into the tile's
/// pixels: the same stage, layout and renderer, its snapshot scaled to the size the tile is shown at.
/// The stages stay in the export window while the compare view shows (`RenderHost`), hidden between draws, so a tile
/// drawn again is not styled from scratch.
@MainActor
final class CompareStages {
    /// Everything that decides a tile's pixels: the alert as the tile shows it (locale and text fill applied), the
    /// stage, fonts and palette of its variant's spec, the variant, the pixel size, and the size and modification
    /// time of every image and font file it reads. A tile whose inputs are those it was last drawn from is not drawn
    /// again.
    struct Inputs: Hashable {
        var alert: AlertSpec
        var stage: Stage
        var fonts: [String]
        var palette: [String: Color]
        var variant: Variant
        var rightToLeft: Bool
        var width: Int
        var height: Int
        var files: [String: String]
    }

    /// Each tile's stage, and the stamps of the files it read when it was built (a changed image or font file
    /// builds it again: an update in place reads no file).
    private var stages: [CompareGrid.Tile: (view: StageView, files: [String: String])] = [:]
    /// How many stages were built (not updated in place) since this was made: tests tell a rebuild from an update.
    private(set) var builds = 0
    /// How many tiles were drawn since this was made: tests tell a tile drawn again from one kept as it was.
    private(set) var draws = 0

    /// How many stages are kept.
    var count: Int { stages.count }

    /// The stage kept for `tile`, if any.
    func stage(of tile: CompareGrid.Tile) -> StageView? { stages[tile]?.view }

    /// What decides `tile`'s pixels in `spec` drawn into `width` × `height` pixels; nil when the spec has no such
    /// alert.
    func inputs(of tile: CompareGrid.Tile, in spec: Spec, width: Int, height: Int) -> Inputs? {
        guard let source = spec.alert(tile.alertID) else { return nil }
        let variant = tile.variant
        let shown = spec.showing(variant)
        let alert = shown.text(of: source, locale: variant.locale, stress: variant.text)
        var paths = alert.imageFiles + shown.fonts
        for row in PropertyCatalog.stage {
            if case .image(.file(let path)) = row.get(shown.stage) { paths.append(path) }
        }
        var files: [String: String] = [:]
        for path in paths { files[path] = Self.stamp(path) }
        return Inputs(
            alert: alert, stage: shown.stage, fonts: shown.fonts, palette: shown.palette, variant: variant,
            rightToLeft: variant.isRightToLeft(in: shown), width: width, height: height, files: files)
    }

    /// Draws `tile` of `spec` as `inputs` (its `inputs(of:in:width:height:)`) say: its stage, kept and updated in
    /// place when it can be, laid out in the export window at the device's size and drawn scaled to the tile.
    func render(_ tile: CompareGrid.Tile, of spec: Spec, _ inputs: Inputs) throws -> Pixels {
        let variant = tile.variant
        let shown = spec.showing(variant)
        try Exporter.prepare(shown, warn: { _ in })
        let host = try RenderHost.shared()
        let stage: StageView
        // In the window first: the update measures the alert's new height there, with the display's CSS. (An
        // export while the grid shows empties the window: `RenderHost.clear`.)
        if let kept = stages[tile], kept.view.rightToLeft == inputs.rightToLeft, kept.files == inputs.files {
            if kept.view.widget.parent == nil { host.put(kept.view.widget) }
            kept.view.widget.visible = true
            stage =
                kept.view.updateAlert(spec: shown, alert: inputs.alert)
                ? kept.view : build(tile, shown, inputs, in: host)
        } else {
            stage = build(tile, shown, inputs, in: host)
        }
        draws += 1
        // Hidden between draws: the export window's own layout leaves it alone and keeps its size.
        defer { stage.widget.visible = false }
        let (w, h) = shown.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        return try WidgetRenderer.pixels(
            stage.widget, width: w, height: h, pixelWidth: inputs.width, pixelHeight: inputs.height,
            scale: variant.scale)
    }

    /// Forgets every stage (the compare view closed) and takes them out of the export window.
    func removeAll() {
        for stage in stages.values { stage.view.widget.unparent() }
        stages = [:]
    }

    /// Keeps only the stages of `tiles` (the grid's tiles changed).
    func keep(_ tiles: [CompareGrid.Tile]) {
        let tiles = Set(tiles)
        for (tile, stage) in stages where !tiles.contains(tile) { stage.view.widget.unparent() }
        stages = stages.filter { tiles.contains($0.key) }
    }

    private func build(_ tile: CompareGrid.Tile, _ spec: Spec, _ inputs: Inputs, in host: RenderHost) -> StageView {
        builds += 1
        stages.removeValue(forKey: tile)?.view.widget.unparent()
        let variant = tile.variant
        let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
        stage.rightToLeft = inputs.rightToLeft
        host.put(stage.widget)
        stage.show(alert: inputs.alert)
        stages[tile] = (stage, inputs.files)
        return stage
    }

    /// A file's size and modification time (as `ImageLoader` keys its caches), or "missing".
    private static func stamp(_ path: String) -> String {
        var st = stat()
        guard stat(path, &st) == 0 else { return "missing" }
        return "\(st.st_size)-\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
    }
}
