import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The Properties page of a rocket: a block's RocketFont color picked (the file keeps its comments, the card's
/// text repaints), showNextAfter and a `next:` edited, blocks added, moved and removed with every `next:` kept
/// right, each undone; and a click on a card in inspect mode shows its block's rows.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RocketPropertiesTests {
    static let spec = """
        flare: 1
        stage: {device: phone}
        rockets:
          hello:
            author: {image: builtin:info}
            blocks:
              hi:
                text: Hello there   # greeting
                font: textBold
                next: bye
              bye:
                text: Goodbye

        """

    static func path(_ text: String) -> EditPath { try! EditPath(parsing: text) }

    /// A window on the rocket, selected and settled, the inspector open on Properties.
    @MainActor func open(_ folder: SpecFolder) throws -> (PreviewWindow, RocketProperties) {
        try folder.write(Self.spec)
        let preview = folder.openWindow()
        preview.viewController.setZoom(1)
        preview.stageController.select(SpecItem.rocket("hello"))
        #expect(
            MainLoop.run(until: {
                preview.area.rocketPanel?.flow.visible == ["hi"] && preview.area.rocketPanel?.isAnimating == false
            }, timeout: 15))
        preview.showPropertiesPage()
        let page = preview.inspector.propertiesPage
        #expect(MainLoop.run(until: { !page.isStale && page.rocket.sheet?.rocketID == "hello" }))
        return (preview, page.rocket)
    }

    @MainActor func fresh(_ preview: PreviewWindow) {
        let page = preview.inspector.propertiesPage
        #expect(MainLoop.run(until: { !page.isStale }))
    }

    /// The spec's text once the window wrote its last edit (written after the frame that shows it).
    @MainActor func text(_ folder: SpecFolder) -> String {
        #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 }))
        return (try? String(contentsOf: folder.spec, encoding: .utf8)) ?? ""
    }

    /// How many pixels of the first card are `rgb` (within a few levels: antialiasing leaves the glyphs' cores exact).
    @MainActor func count(_ rgb: UInt32, in preview: PreviewWindow) throws -> Int {
        let stage = try #require(preview.stage)
        let card = try #require(preview.area.rocketPanel?.cards.first?.bounds(in: stage.widget))
        let raster = try Exporter.render(widget: stage.widget, scale: 1)
        let (r, g, b) = (Int(rgb >> 16), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
        var n = 0
        for y in Int(card.y)..<min(raster.height, Int(card.y + card.height)) {
            for x in Int(card.x)..<min(raster.width, Int(card.x + card.width)) {
                let p = raster.pixel(x, y)
                if abs(Int(p.r) - r) <= 4, abs(Int(p.g) - g) <= 4, abs(Int(p.b) - b) <= 4 { n += 1 }
            }
        }
        return n
    }

    @Test func aRocketFontColorPickedIsWrittenAndTheCardRepaints() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try open(folder)
            defer { preview.close() }
            RenderFixtures.waitFrames(preview.window)
            #expect(try count(0xE01010, in: preview) == 0)
            let font = try #require(rocket.fonts[Self.path("rockets.hello.blocks.hi.font")])
            #expect(font.presets.items[try #require(font.presets.selected)] == "textBold")
            // The contrast line measures the chooser's color against the white card, live.
            font.color.chooser.rgba = RGBA(hex: 0xFFFFFF)
            #expect(
                font.color.contrastText?.hasPrefix("Contrast 1:1 against #FFFFFF") == true,
                "\(font.color.contrastText ?? "")")
            font.color.choose(0xE01010)
            let written = text(folder)
            #expect(written.contains("text: Hello there   # greeting\n"), "\(written)")
            // Block lines in a block file, as the keys beside it are written (issue 45, item 8).
            #expect(written.contains("        font:\n          font: "), "\(written)")
            #expect(written.contains("          color: \"#E01010\"\n        next: bye\n"), "\(written)")
            guard case .text(let hi)? = preview.spec?.rockets.first?.block("hi")?.content else {
                Issue.record("no text block hi"); return
            }
            #expect(hi.font.color == Color(hex: 0xE01010))
            #expect(hi.font.font == RocketFont.textBold.font)
            let generation = preview.generation
            #expect(
                MainLoop.run(until: {
                    preview.paintedGeneration >= generation && preview.area.rocketPanel?.isAnimating == false
                }))
            RenderFixtures.waitFrames(preview.window)
            #expect(try count(0xE01010, in: preview) > 20, "the card's text is drawn in the new color")
            // Now a map: the color alone changes; a preset replaces the map; each undoes.
            fresh(preview)
            let map = try #require(rocket.fonts[Self.path("rockets.hello.blocks.hi.font")])
            #expect(map.presets.items[try #require(map.presets.selected)] == "custom")
            map.color.choose(0x10A010)
            #expect(text(folder).contains("          color: \"#10A010\"\n"), "\(text(folder))")
            fresh(preview)
            let again = try #require(rocket.fonts[Self.path("rockets.hello.blocks.hi.font")])
            again.presets.selected = again.presets.items.firstIndex(of: "emoji")
            #expect(text(folder).contains("        font: emoji\n"), "\(text(folder))")
            for _ in 0..<3 { preview.edits.undo() }
            #expect(text(folder) == Self.spec)
        }
    }

    @Test func showNextAfterAndNextAreEdited() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try open(folder)
            defer { preview.close() }
            let row = try #require(rocket.sheet?.row(Self.path("rockets.hello.blocks.hi.showNextAfter")))
            #expect(row.origin == .default)
            let spin = try #require(rocket.editors[Self.path("rockets.hello.blocks.hi.showNextAfter")]?.spin)
            #expect(spin.value == 0, "not written: waits for a tap, as 0 does")
            spin.value = 2.5
            #expect(text(folder).contains("        showNextAfter: 2.5\n"), "\(text(folder))")
            guard case .text(let hi)? = preview.spec?.rockets.first?.block("hi")?.content else {
                Issue.record("no text block hi"); return
            }
            #expect(hi.showNextAfter == 2.5)
            fresh(preview)
            let origin = try #require(rocket.origins[Self.path("rockets.hello.blocks.hi.showNextAfter")] as? Button)
            #expect(origin.label == "spec.yaml:11")
            // next: a drop-down of the blocks; "none" removes the key.
            let next = try #require(rocket.references[Self.path("rockets.hello.blocks.hi.next")])
            #expect(next.items == ["none (dismiss)", "hi", "bye"])
            next.selected = 0
            #expect(!text(folder).contains("next: bye"))
            preview.edits.undo()
            preview.edits.undo()
            #expect(text(folder) == Self.spec)
        }
    }

    @Test func blocksAreAddedMovedAndRemovedWithTheirNextRight() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try open(folder)
            defer { preview.close() }
            @MainActor func flow() -> [String] {
                guard let r = preview.spec?.rockets.first else { return [] }
                var ids: [String] = [], id: String? = r.start
                while let current = id, !ids.contains(current), let block = r.block(current) {
                    ids.append(current); id = block.next
                }
                return ids
            }
            @MainActor func blocks() -> [String] { preview.spec?.rockets.first?.blocks.map(\.id) ?? [] }
            // Added after hi: written and linked between hi and bye.
            try #require(rocket.blockButtons["hi"]).add.emit(.clicked)
            #expect(blocks() == ["hi", "block", "bye"])
            #expect(flow() == ["hi", "block", "bye"])
            let added = text(folder)
            fresh(preview)
            #expect(rocket.sheet?.section(block: "block") != nil)
            // Moved down past bye: they swap in the flow too.
            try #require(rocket.blockButtons["block"]).down.emit(.clicked)
            #expect(blocks() == ["hi", "bye", "block"])
            #expect(flow() == ["hi", "bye", "block"])
            fresh(preview)
            // Removed: bye leads nowhere now.
            try #require(rocket.blockButtons["block"]).remove.emit(.clicked)
            #expect(blocks() == ["hi", "bye"])
            #expect(flow() == ["hi", "bye"])
            #expect(text(folder).contains("text: Hello there   # greeting\n"))
            // Each undoes, one step at a time.
            preview.edits.undo()
            #expect(blocks() == ["hi", "bye", "block"])
            preview.edits.undo()
            #expect(text(folder) == added)
            preview.edits.undo()
            #expect(text(folder) == Self.spec)
            // The page's own "Add block", of the chosen kind, at the end.
            fresh(preview)
            rocket.kinds.selected = SpecEditor.NewBlock.allCases.firstIndex(of: .button)
            try #require(rocket.addBlockButton).emit(.clicked)
            #expect(blocks() == ["hi", "bye", "button"])
            #expect(flow() == ["hi", "bye", "button"])
        }
    }

    @Test func aClickOnACardInInspectModeShowsItsBlocksRows() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try open(folder)
            defer { preview.close() }
            #expect(PreviewActions.activate("toggle-inspect", on: preview))
            let layer = try #require(preview.area.inspect.layer)
            RenderFixtures.waitFrames(preview.window)
            let stage = try #require(preview.stage)
            let card = try #require(preview.area.rocketPanel?.cards.first?.bounds(in: stage.widget))
            layer.click.emit(.released, 1, card.x + 10, card.y + 10)
            #expect(layer.selectedBlock == "hi")
            #expect(rocket.shownBlock == "hi")
            // With the inspector closed, the popover's "Edit in Properties" opens it on the block.
            preview.inspector.setVisible(false)
            layer.click.emit(.released, 1, card.x + 10, card.y + 10)
            try #require(layer.popover.editButton).emit(.clicked)
            #expect(preview.inspector.isVisible && preview.inspector.visiblePage == "properties")
        }
    }
}
