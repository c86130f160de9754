import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A save in the compare view (issue 30, item 4): every tile's stage is kept and updated in place when the save
/// changes only texts or stylesheet values, built again when the change is structural, and each tile stays the
/// stage export of its variant drawn at the tile's size either way; only tiles whose inputs changed are drawn again;
/// the grid fills over several frames; nothing is left behind across many refreshes.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct CompareRefreshTests {
    /// The 12-tile grid of `bench/compare.yaml`: 2 themes × phone, landscape, tablet × 2 text fills.
    static func text(title: String = "Battery low", background: String = "#2A4D8F", actions: Int = 2) -> String {
        let buttons = ["{title: Return home}", "{title: Keep flying, style: cancel}", "{title: Later}"]
        return """
            flare: 1
            stage: {device: phone-landscape}
            alerts:
              low:
                title: \(title)
                message: 12 % left. Return to home now to land safely.
                appearance: {backgroundColor: "\(background)"}
                actions: [\(buttons.prefix(actions).joined(separator: ", "))]
            variants:
              themes: [light, dark]
              devices: [phone, phone-landscape, tablet]
              texts: [default, long]
            """
    }

    @MainActor static func open(_ folder: SpecFolder) throws -> PreviewWindow {
        try folder.write(text())
        let preview = PreviewWindow(specPath: folder.spec.path)
        preview.window.setDefaultSize(width: 1280, height: 760)
        preview.present()
        #expect(MainLoop.run(until: { preview.window.mapped && preview.spec != nil }))
        preview.area.compareController.set(.specVariants)
        #expect(WindowCompareTests.settle(preview))
        #expect(preview.area.compareController.cells.count == 12)
        return preview
    }

    /// Saves `text` and waits until every tile of the refresh it starts is drawn (each save below changes the
    /// title, so the refresh of this save is the one waited for).
    @MainActor static func save(
        _ text: String, title: String, in folder: SpecFolder, _ preview: PreviewWindow
    ) throws -> Bool {
        try folder.write(text)
        // The spec shown and the grid's refresh start in one turn: a complete grid of that spec is this save's.
        return MainLoop.run(
            until: {
                preview.spec?.alert("low")?.title == title && preview.area.compare.isComplete
                    && preview.area.compareController.cells.count == 12
            }, timeout: 30)
    }

    /// Every tile is, pixel for pixel, what `flare export --frame stage` draws of its variant of `preview`'s spec
    /// scaled to the tile (`Exporter.render(_:in:options:into:)`: a fresh stage, its snapshot scaled to the tile's
    /// pixels), and the tile is drawn at the size its picture is shown at.
    @MainActor static func expectEveryTileIsItsExport(
        _ preview: PreviewWindow, _ what: String, alert id: String = "low"
    ) throws {
        let spec = try #require(preview.spec)
        let alert = try #require(spec.alert(id))
        for cell in preview.area.compareController.cells {
            let raster = try #require(cell.raster, "\(what): \(cell.tile.label) is drawn")
            let sizes = {
                "\(what): \(cell.tile.label) is drawn at its picture's size (\(raster.width)×\(raster.height), "
                    + "shown at \(cell.picture.width)×\(cell.picture.height))"
            }
            #expect(
                raster.width == cell.picture.width * cell.picture.scaleFactor
                    && raster.height == cell.picture.height * cell.picture.scaleFactor, "\(sizes())")
            let export = try Exporter.render(
                alert, in: spec, options: Exporter.Options(frame: .stage).with(cell.tile.variant),
                into: (raster.width, raster.height), warn: { _ in })
            #expect(raster == export, "\(what): \(cell.tile.label) is the export of its variant")
        }
    }

    /// Whether `color` covers at least a 200th of `raster`'s pixels.
    static func shows(_ raster: Raster, _ color: (UInt8, UInt8, UInt8)) -> Bool {
        WindowCompareTests.count(raster, color) * 200 > raster.width * raster.height
    }

    @Test func aSaveUpdatesEveryTilesStageInPlace() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            let stages = preview.area.compare.stages
            #expect(stages.count == 12)
            let builds = stages.builds
            let blue = (UInt8(0x2A), UInt8(0x4D), UInt8(0x8F)), red = (UInt8(0xE0), UInt8(0x10), UInt8(0x10))

            // A colour: every tile shows the new background, none the old, and no stage was built.
            #expect(try Self.save(Self.text(title: "Red", background: "#E01010"), title: "Red", in: folder, preview))
            for cell in preview.area.compareController.cells {
                let raster = try #require(cell.raster)
                #expect(
                    Self.shows(raster, red) && WindowCompareTests.count(raster, blue) == 0,
                    "\(cell.tile.label): the new colour")
            }
            #expect(stages.builds == builds, "a colour restyles the kept stages")
            try Self.expectEveryTileIsItsExport(preview, "after a colour")

            // A title: every tile shows it (its export, with the new title, is the same pixels), still in place.
            #expect(
                try Self.save(
                    Self.text(title: "Fuel low", background: "#E01010"), title: "Fuel low", in: folder, preview))
            #expect(stages.builds == builds, "a title takes the kept stages' labels")
            try Self.expectEveryTileIsItsExport(preview, "after a title")
        }
    }

    @Test func aStructuralChangeBuildsEveryStageAgain() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            let stages = preview.area.compare.stages
            let builds = stages.builds
            #expect(try Self.save(Self.text(title: "Three", actions: 3), title: "Three", in: folder, preview))
            #expect(stages.builds == builds + 12, "a third button is built: \(stages.builds - builds) stages built")
            #expect(stages.count == 12, "the old stages are let go")
            for cell in preview.area.compareController.cells {
                #expect(stages.stage(of: cell.tile)?.alertView?.actionTitleLabels.count == 3, "\(cell.tile.label)")
            }
            try Self.expectEveryTileIsItsExport(preview, "after a third button")
        }
    }

    /// A save draws again exactly the tiles whose inputs it changed: a title the German tile translates changes only
    /// the spec-text tile, another alert's title none, a colour and the icon file's bytes both; every tile stays its
    /// export.
    @Test func aSaveDrawsOnlyTheTilesWhoseInputsChanged() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let icon = folder.url.appendingPathComponent("icon.png")
            // The icon is tinted: its shape (alpha) is what shows. `columns`: how many of its 16 are opaque.
            func writeIcon(columns: Int) throws {
                let rgba = (0..<16 * 16 * 4).map { i in UInt8(i % 4 != 3 || (i / 4) % 16 < columns ? 255 : 0) }
                try Raster(width: 16, height: 16, scale: 1, rgba: rgba).png().write(to: icon)
            }
            func text(title: String, other: String = "Other", background: String = "#2A4D8F") -> String {
                """
                flare: 1
                stage: {device: phone-landscape}
                alerts:
                  low:
                    title: \(title)
                    message: Land now.
                    icon: icon.png
                    appearance: {backgroundColor: "\(background)"}
                    actions: [{title: OK}]
                  other:
                    title: \(other)
                locales:
                  de:
                    alerts:
                      low: {title: Akku schwach}
                """
            }
            try writeIcon(columns: 16)
            try folder.write(text(title: "Battery low"))
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.window.setDefaultSize(width: 1280, height: 760)
            preview.present()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.window.mapped && preview.spec != nil }))
            preview.area.compareController.set(.locales)
            #expect(WindowCompareTests.settle(preview))
            #expect(preview.area.compareController.cells.map(\.tile.variant.locale) == [nil, "de"])
            let stages = preview.area.compare.stages

            /// Does `change`, waits for the refresh of the reload it starts (the spec shown passing `shown`), and
            /// returns which tiles were drawn again (by locale).
            @MainActor func redrawn(
                by change: () throws -> Void, until shown: @escaping @MainActor (Spec) -> Bool
            ) throws -> [String] {
                let before = preview.area.compareController.cells.map(\.raster)
                let (draws, generation) = (stages.draws, preview.generation)
                try change()
                #expect(
                    MainLoop.run(
                        until: {
                            preview.generation > generation && preview.spec.map(shown) == true
                                && preview.area.compare.isComplete
                        }, timeout: 30))
                let redrawn = zip(preview.area.compareController.cells, before).filter { $0.raster != $1 }.map {
                    $0.0.tile.variant.locale ?? "spec"
                }
                #expect(stages.draws - draws == redrawn.count, "each tile drawn again changed: \(redrawn)")
                try Self.expectEveryTileIsItsExport(preview, "after the change")
                return redrawn
            }
            let dead = text(title: "Battery dead")
            #expect(
                try redrawn(by: { try folder.write(dead) }) { $0.alert("low")?.title == "Battery dead" } == ["spec"])
            let renamed = text(title: "Battery dead", other: "Renamed")
            #expect(try redrawn(by: { try folder.write(renamed) }) { $0.alert("other")?.title == "Renamed" } == [])
            let red = text(title: "Battery dead", other: "Renamed", background: "#E01010")
            #expect(try redrawn(by: { try folder.write(red) }) { _ in true } == ["spec", "de"])
            // The icon's bytes change (its size and time with them), the spec's text does not.
            #expect(try redrawn(by: { try writeIcon(columns: 4) }) { _ in true } == ["spec", "de"])
        }
    }

    /// With no time for more than one tile a tick, the grid fills over as many frames as it has tiles, and ends
    /// with every tile its export.
    @Test func theGridFillsOverSeveralFrames() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            let compare = preview.area.compare
            compare.frameBudget = 0
            // Ticks are counted from the first one that sees the grid filling (a tick can come before the save
            // starts the refill, when the grid is still complete) to the first that sees it complete again.
            var frames = 0
            var filling = false
            preview.window.addTickCallback { _ in
                if !compare.isComplete { filling = true }
                if filling { frames += 1 }
                return !filling || !compare.isComplete
            }
            let (ticks, draws) = (compare.fillTicks, compare.stages.draws)
            #expect(try Self.save(Self.text(title: "Slow"), title: "Slow", in: folder, preview))
            #expect(compare.fillTicks - ticks == 12, "one tile a tick: \(compare.fillTicks - ticks) ticks")
            #expect(compare.stages.draws - draws == 12)
            #expect(frames >= 12, "the window ticked \(frames) times while the grid filled")
            try Self.expectEveryTileIsItsExport(preview, "filled tile by tile")

            // The default budget draws more than one tile on some tick, never fewer than one.
            compare.frameBudget = 1
            let before = compare.fillTicks
            #expect(try Self.save(Self.text(title: "Fast"), title: "Fast", in: folder, preview))
            #expect(compare.fillTicks - before == 1, "a second's budget draws all 12 tiles in one tick")
            try Self.expectEveryTileIsItsExport(preview, "filled in one tick")
        }
    }

    /// The single view's stage is hidden while the grid shows: a save does not build it, and the single view shows
    /// the saved spec when it comes back.
    @Test func theHiddenStageIsBuiltWhenTheSingleViewComesBack() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            let hidden = try #require(preview.stage)
            #expect(try Self.save(Self.text(title: "Saved"), title: "Saved", in: folder, preview))
            #expect(preview.stage === hidden, "the save built no stage behind the grid")
            #expect(hidden.alertView?.spec.title != "Saved")
            preview.area.compareController.set(nil)
            let shown = try #require(preview.stage)
            #expect(shown !== hidden)
            #expect(shown.alertView?.spec.title == "Saved", "the single view shows the saved spec")
            #expect(MainLoop.run(until: { preview.stageController.isSettled }, timeout: 20))
        }
    }

    @Test func manyRefreshesLeaveNothingBehind() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            // One round of each kind first, so every cache a refresh fills is full before the counts are taken.
            #expect(try Self.save(Self.text(title: "Warm up"), title: "Warm up", in: folder, preview))
            #expect(try Self.save(Self.text(title: "Three", actions: 3), title: "Three", in: folder, preview))
            RenderFixtures.waitFrames(preview.window, 3)
            let (alerts, providers) = (AlertView.liveCount, StyleProviders.live)
            for i in 0..<8 {
                // In place (a title, a colour) and structural (a button more or less), in turn.
                let text =
                    i % 2 == 0
                    ? Self.text(title: "Round \(i)", background: i % 4 == 0 ? "#E01010" : "#2A4D8F", actions: 3)
                    : Self.text(title: "Round \(i)", actions: i % 4 == 1 ? 2 : 3)
                #expect(try Self.save(text, title: "Round \(i)", in: folder, preview), "save \(i)")
            }
            #expect(try Self.save(Self.text(title: "Three", actions: 3), title: "Three", in: folder, preview))
            RenderFixtures.waitFrames(preview.window, 3)
            let counts = {
                "alerts \(AlertView.liveCount) (were \(alerts)), "
                    + "style providers \(StyleProviders.live) (were \(providers))"
            }
            #expect(
                MainLoop.run(until: { AlertView.liveCount == alerts && StyleProviders.live == providers }),
                "\(counts())")
            #expect(preview.area.compare.stages.count == 12)

            // Back to the single view: every kept stage and its alert is let go.
            preview.area.compareController.set(nil)
            #expect(preview.area.compare.stages.count == 0)
            #expect(
                MainLoop.run(until: { AlertView.liveCount <= alerts - 12 + 1 }),
                "the tiles' 12 alerts are gone: \(AlertView.liveCount) live, \(alerts) with the grid")
        }
    }
}
