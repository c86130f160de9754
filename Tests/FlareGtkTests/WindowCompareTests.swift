import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The compare view (Ctrl+G): the selected alert in the variants of each axis, every tile the stage export of its
/// variant, live reload of all tiles, a tile opened in the single view, and every tile inside the canvas.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowCompareTests {
    /// A spec with two alerts, a German locale and a `variants:` section of 2 × 2 × 2.
    static func text(background: String = "#2A4D8F", title: String = "Battery low") -> String {
        """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          low:
            title: \(title)
            message: Land now.
            appearance: {backgroundColor: "\(background)"}
            actions: [{title: OK}, {title: Later}]
          other:
            title: Other
        locales:
          de:
            alerts:
              low: {title: Akku schwach}
        variants:
          themes: [light, dark]
          devices: [phone, tablet]
          texts: [default, long]
        """
    }

    @MainActor static func open(_ folder: SpecFolder, width: Int = 1280, height: Int = 760) throws -> PreviewWindow {
        try folder.write(text())
        let preview = PreviewWindow(specPath: folder.spec.path)
        preview.window.setDefaultSize(width: width, height: height)
        preview.present()
        #expect(MainLoop.run(until: { preview.window.mapped }))
        return preview
    }

    /// Waits until every tile is drawn and laid out for the canvas, and a frame showed it.
    @MainActor static func settle(_ preview: PreviewWindow) -> Bool {
        let done = MainLoop.run(until: { preview.stageController.isSettled }, timeout: 20)
        RenderFixtures.waitFrames(preview.window, 3)
        return done && MainLoop.run(until: { preview.stageController.isSettled }, timeout: 20)
    }

    /// How many pixels of `raster` are within `tolerance` of `color` on each channel (opaque).
    static func count(_ raster: Raster, _ color: (UInt8, UInt8, UInt8), tolerance: Int = 6) -> Int {
        var n = 0
        for i in stride(from: 0, to: raster.rgba.count, by: 4) where raster.rgba[i + 3] > 250 {
            if abs(Int(raster.rgba[i]) - Int(color.0)) <= tolerance
                && abs(Int(raster.rgba[i + 1]) - Int(color.1)) <= tolerance
                && abs(Int(raster.rgba[i + 2]) - Int(color.2)) <= tolerance
            {
                n += 1
            }
        }
        return n
    }

    @Test func theGridShowsTheTilesOfEveryAxis() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.spec != nil }))
            #expect(
                preview.chrome.header.compare.axes == CompareGrid.Axis.allCases, "locales and spec variants are offered"
            )
            let expected: [CompareGrid.Axis: Int] = [
                .themes: 2, .devices: 3, .texts: 6, .locales: 2, .specVariants: 8, .alerts: 2,
            ]
            for axis in CompareGrid.Axis.allCases {
                preview.area.compareController.set(axis)
                #expect(Self.settle(preview), "\(axis): settled")
                #expect(
                    preview.area.compareController.cells.count == expected[axis],
                    "\(axis): \(preview.area.compareController.cells.count) tiles")
                #expect(
                    preview.area.compareController.cells.allSatisfy { $0.raster != nil && $0.error == nil },
                    "\(axis): every tile drawn"
                )
                #expect(
                    preview.area.compareController.cells.map {
                        $0.label.text.replacingOccurrences(of: "\u{00A0}", with: " ")
                    }
                        == preview.state.compareTiles.map(\.label))
                #expect(
                    preview.chrome.header.compare.toggle.active && preview.chrome.header.compare.selectedAxis == axis)
                #expect(
                    !preview.area.stageScroller.visible && preview.area.compare.widget.visible,
                    "the grid replaces the stage")
            }
            #expect(PreviewActions.activate("toggle-compare", on: preview))
            #expect(
                preview.area.compareController.axis == nil && preview.area.stageScroller.visible
                    && !preview.area.compare.widget.visible,
                "Ctrl+G goes back to the single view")
            #expect(preview.area.compareController.cells.isEmpty)
            #expect(PreviewActions.activate("toggle-compare", on: preview))
            #expect(preview.area.compareController.axis == .alerts, "and Ctrl+G compares the axis picked last")
            #expect(!preview.chrome.header.zoomLabel.parent!.visible, "zoom is the single view's")
            #expect(PreviewActions.activate("toggle-inspect", on: preview))
            #expect(
                preview.area.compareController.axis == nil && preview.area.inspect.inspecting,
                "inspect mode goes back to the single view")
            #expect(preview.chrome.header.zoomLabel.parent!.visible)
            let accelerators = PreviewActions.shortcuts.first { $0.action == "toggle-compare" }?.accelerators
            #expect(accelerators == ["<Control>g"])
        }
    }

    /// Each tile is the stage export of its variant, and the window shows those pixels: the dark tile's
    /// backdrop is the dark export's.
    @Test func aTileIsTheExportOfItsVariant() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            preview.area.compareController.set(.themes)
            #expect(Self.settle(preview))
            let spec = try #require(preview.spec)
            let alert = try #require(spec.alert("low"))
            var corners: [Theme: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = [:]
            let window = try Exporter.render(widget: preview.window, scale: 1)
            for cell in preview.area.compareController.cells {
                let raster = try #require(cell.raster)
                let export = try Exporter.render(
                    alert, in: spec, options: Exporter.Options(frame: .stage).with(cell.tile.variant),
                    into: (raster.width, raster.height))
                #expect(raster == export, "\(cell.tile.label): the tile is the export at its size, pixel for pixel")
                // The window draws the tile scaled: a point 8 % into the picture shows the export's backdrop there.
                let b = try #require(cell.picture.bounds(in: preview.window))
                let (x, y) = (Int(b.x + b.width * 0.08), Int(b.y + b.height * 0.08))
                let shown = window.pixel(x, y)
                let exported = export.pixel(Int(Double(export.width) * 0.08), Int(Double(export.height) * 0.08))
                #expect(
                    abs(Int(shown.r) - Int(exported.r)) <= 3 && abs(Int(shown.g) - Int(exported.g)) <= 3
                        && abs(Int(shown.b) - Int(exported.b)) <= 3,
                    "\(cell.tile.label): window \(shown) vs export \(exported)")
                corners[cell.tile.variant.theme] = shown
            }
            let light = try #require(corners[.light]), dark = try #require(corners[.dark])
            #expect(
                Int(dark.r) + Int(dark.g) + Int(dark.b) + 150 < Int(light.r) + Int(light.g) + Int(light.b),
                "the dark tile's backdrop \(dark) is darker than the light one's \(light)")
        }
    }

    @Test func savingTheSpecRedrawsEveryTileAndABrokenSaveKeepsThem() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            preview.area.compareController.set(.devices)
            #expect(Self.settle(preview))
            let blue = (UInt8(0x2A), UInt8(0x4D), UInt8(0x8F)), red = (UInt8(0xE0), UInt8(0x10), UInt8(0x10))
            #expect(
                preview.area.compareController.cells.allSatisfy {
                    CompareRefreshTests.shows($0.raster!, blue) && Self.count($0.raster!, red) == 0
                })
            try folder.write(Self.text(background: "#E01010"))
            #expect(
                MainLoop.run(
                    until: {
                        preview.area.compare.isComplete && preview.area.compareController.cells.count == 3
                            && preview.area.compareController.cells.allSatisfy {
                                $0.raster.map { CompareRefreshTests.shows($0, red) } == true
                            }
                    }, timeout: 20), "every tile shows the new colour")
            #expect(preview.area.compareController.cells.allSatisfy { Self.count($0.raster!, blue) == 0 })
            let before = preview.spec?.alert("low")?.title
            try folder.write(Self.text(background: "#E01010") + "\n  broken: [")
            #expect(
                MainLoop.run(
                    until: { !preview.state.diagnostics.isEmpty && preview.messages.banner.isShown }, timeout: 10))
            // The banner takes room from the canvas: the tiles are drawn again at their new size, of the last good
            // spec.
            #expect(Self.settle(preview))
            #expect(
                preview.area.compareController.cells.allSatisfy {
                    $0.raster.map { CompareRefreshTests.shows($0, red) } == true
                },
                "a broken save keeps the last good tiles")
            #expect(preview.spec?.alert("low")?.title == before)
            try CompareRefreshTests.expectEveryTileIsItsExport(preview, "after a broken save")
            #expect(preview.area.compare.widget.visible && preview.area.compareController.cells.count == 3)

            preview.stageController.select(.alert("other"))
            #expect(Self.settle(preview))
            #expect(
                preview.area.compareController.cells.map(\.tile.alertID) == ["other", "other", "other"],
                "another alert fills the grid"
            )
        }
    }

    @Test func aClickOrEnterOpensTheTileInTheSingleView() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            preview.area.compareController.set(.specVariants)
            #expect(Self.settle(preview))
            let cell = try #require(
                preview.area.compareController.cells.first { $0.tile.label == "Dark · Tablet · Long text" })
            // The pointer over the picture or the label reaches the tile's button (they let it through).
            let grid = preview.area.compare.scroller
            for part in [cell.picture as Widget, cell.label] {
                let b = try #require(part.bounds(in: grid))
                let picked = gtk_widget_pick(grid.widget, b.x + b.width / 2, b.y + b.height / 2, GTK_PICK_DEFAULT)
                #expect(picked == cell.button.widget, "a click on the tile's \(part.cssName) goes to its button")
            }
            cell.button.emit(.clicked)
            #expect(
                preview.area.compareController.axis == nil && preview.area.stageScroller.visible
                    && !preview.area.compare.widget.visible
            )
            #expect(
                preview.state.view.theme == .dark && preview.state.view.deviceOverride == .tablet
                    && preview.state.view.text == .long)
            #expect(preview.chrome.header.themeToggle.active)
            #expect(preview.chrome.header.devicePicker.selected == PreviewHeader.devices.firstIndex(of: .tablet))
            #expect(preview.chrome.header.view.textPicker.selected == 1)
            #expect(
                MainLoop.run(until: {
                    preview.stage?.alertView?.titleLabel?.text == TextStress.long.apply("Battery low")
                }),
                "the stage shows the long text")
            #expect(preview.stage.map { $0.deviceSize.0 == 1180 && $0.deviceSize.1 == 820 } == true)

            preview.area.compareController.set(.locales)
            #expect(Self.settle(preview))
            let german = try #require(preview.area.compareController.cells.last)
            #expect(
                german.tile.variant.locale == "de" && german.tile.variant.theme == .dark,
                "tiles start from the single view")
            #expect(german.button.grabFocus())
            #expect(gtk_widget_activate(german.button.widget) != 0, "Enter on the focused tile")
            #expect(
                MainLoop.run(until: { preview.area.compareController.axis == nil }),
                "a button's activation clicks it after a moment")
            #expect(preview.state.view.locale == "de")
            #expect(
                MainLoop.run(until: {
                    preview.stage?.alertView?.titleLabel?.text == TextStress.long.apply("Akku schwach")
                }))

            preview.area.compareController.set(.alerts)
            #expect(Self.settle(preview))
            preview.area.compareController.cells[1].button.emit(.clicked)
            #expect(preview.selection == .alert("other") && preview.area.compareController.axis == nil)
        }
    }

    @Test(arguments: [(1280, 760), (1920, 1080)])
    func everyTileLiesInsideTheVisibleCanvas(width: Int, height: Int) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder, width: width, height: height)
            defer { preview.close() }
            for axis in [CompareGrid.Axis.texts, .devices, .specVariants] {
                for inspector in [false, true] {
                    preview.area.compareController.set(axis)
                    preview.inspector.setVisible(inspector)
                    #expect(Self.settle(preview), "\(axis), inspector \(inspector): settled")
                    let canvas = preview.area.compare.scroller
                    let (w, h) = (Double(canvas.width), Double(canvas.height))
                    #expect(w > 300 && h > 300)
                    for cell in preview.area.compareController.cells {
                        for (what, widget) in [("picture", cell.picture as Widget), ("label", cell.label)] {
                            let b = try #require(widget.bounds(in: canvas))
                            #expect(
                                b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5,
                                """
                                \(width)×\(height) \(axis) inspector \(inspector): \
                                \(cell.tile.label)'s \(what) \(b) inside \(w)×\(h)
                                """
                            )
                        }
                        let picture = try #require(cell.picture.bounds(in: canvas))
                        let (tw, th) = cell.tile.variant.device.size
                        #expect(
                            abs(picture.width / picture.height - tw / th) < 0.02, "\(cell.tile.label): its aspect ratio"
                        )
                    }
                    let layout = try #require(preview.area.compare.layout)
                    for (i, cell) in preview.area.compareController.cells.enumerated() {
                        let picture = try #require(cell.picture.bounds(in: canvas)), want = layout.pictures[i]
                        #expect(
                            abs(picture.x - want.x) <= 1 && abs(picture.y - want.y) <= 1
                                && abs(picture.width - want.width) <= 1
                                && abs(picture.height - want.height) <= 1,
                            "\(cell.tile.label): the picture \(picture) at \(want)")
                        let button = try #require(cell.button.bounds(in: canvas)), frame = layout.cells[i]
                        #expect(
                            abs(picture.x + picture.width / 2 - (button.x + button.width / 2)) <= 1,
                            "\(cell.tile.label): the picture is centred in its cell \(button)")
                        #expect(abs(button.width - frame.width) <= 1 && abs(button.height - frame.height) <= 1)
                    }
                    #expect(layout.width == w && layout.height == h, "nothing scrolls")
                }
            }
        }
    }

    /// A 6-tile and a 12-tile grid: the time from a save to the last tile drawn, and the window keeps painting
    /// frames while the tiles render (with no budget for more, one tile per tick of the frame clock).
    @Test func aLargeGridRendersWithoutBlockingTheWindow() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = try Self.open(folder)
            defer { preview.close() }
            func text(title: String) -> String {
                Self.text(title: title).replacingOccurrences(
                    of: "devices: [phone, tablet]", with: "devices: [phone, phone-landscape, tablet]")
            }
            try folder.write(text(title: "Battery low"))
            #expect(MainLoop.run(until: { preview.spec?.variants.devices.count == 3 }, timeout: 10))
            for (axis, count) in [(CompareGrid.Axis.texts, 6), (.specVariants, 12)] {
                preview.area.compareController.set(axis)
                preview.area.compare.frameBudget = 0
                #expect(Self.settle(preview))
                #expect(preview.area.compareController.cells.count == count)
                var times: [Double] = []
                for i in 0..<3 {
                    let ticks = preview.area.compare.fillTicks
                    // A new title each time: a tile whose inputs did not change is not drawn again.
                    let title = "\(axis.rawValue) \(i)"
                    try folder.write(text(title: title))
                    #expect(MainLoop.run(until: { preview.spec?.alert("low")?.title == title }, timeout: 10))
                    #expect(!preview.area.compare.isComplete, "tiles render after the reload")
                    #expect(MainLoop.run(until: { preview.area.compare.isComplete }, timeout: 30))
                    let frames = preview.area.compare.fillTicks - ticks
                    #expect(frames == count, "\(count) tiles: drawn in \(frames) ticks of the frame clock")
                    times.append(try #require(preview.area.compare.lastRefreshMilliseconds))
                }
                print(
                    "compare refresh, \(count) tiles: "
                        + "\(times.map { String(Int($0.rounded())) }.joined(separator: ", ")) ms"
                )
            }
        }
    }
}
