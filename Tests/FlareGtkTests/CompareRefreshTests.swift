import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A save in the compare view (issue 30, item 4): every tile's stage is kept and updated in place when the save
/// changes only texts or stylesheet values, built again when the change is structural, and each tile stays the
/// stage export of its variant either way; nothing is left behind across many refreshes.
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
        preview.setCompare(.specVariants)
        #expect(WindowCompareTests.settle(preview))
        #expect(preview.compareCells.count == 12)
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
                    && preview.compareCells.count == 12
            }, timeout: 30)
    }

    /// Every tile is, pixel for pixel, what `flare export --frame stage` draws of its variant of `preview`'s spec.
    @MainActor static func expectEveryTileIsItsExport(_ preview: PreviewWindow, _ what: String) throws {
        let spec = try #require(preview.spec)
        let alert = try #require(spec.alert("low"))
        for cell in preview.compareCells {
            let export = try Exporter.render(
                alert, in: spec, options: Exporter.Options(frame: .stage).with(cell.tile.variant), warn: { _ in })
            #expect(cell.raster == export, "\(what): \(cell.tile.label) is the export of its variant")
        }
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
            for cell in preview.compareCells {
                let raster = try #require(cell.raster)
                #expect(
                    WindowCompareTests.count(raster, red) > 1000 && WindowCompareTests.count(raster, blue) == 0,
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
            for cell in preview.compareCells {
                #expect(stages.stage(of: cell.tile)?.alertView?.actionTitleLabels.count == 3, "\(cell.tile.label)")
            }
            try Self.expectEveryTileIsItsExport(preview, "after a third button")
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
            preview.setCompare(nil)
            #expect(preview.area.compare.stages.count == 0)
            #expect(
                MainLoop.run(until: { AlertView.liveCount <= alerts - 12 + 1 }),
                "the tiles' 12 alerts are gone: \(AlertView.liveCount) live, \(alerts) with the grid")
        }
    }
}
