import FlareCore
import Foundation
@testable import FlareGtk
import TestSupport
import Testing

/// The font picker fits a 1280×720 window on "system" (its faces and Cancel/Use were below the screen's bottom edge
/// until another family was picked): the faces scroll within a bounded height. The popover's natural height is
/// measured (it needed 826 pt on "system"), with room left for a window's header bar.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct FontPickerFitTests {
    @Test func thePickerOnSystemFitsA720PointWindow() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try PropertiesPageTests().open(folder)
            defer { preview.close() }
            let path = PropertiesPageTests.path("alerts.known.appearance.messageFont")
            let picker = try #require(page.editors[path]?.font?.family)
            #expect(picker.chosen.family == FontSpec.systemFamily)
            picker.popover.popup()
            #expect(MainLoop.run(until: { picker.popover.mapped && !picker.faces.isEmpty }))
            let needed = picker.popover.measure(.vertical).natural
            #expect(needed <= 720 - 80, "the popover needs \(needed) pt of a 720 pt window")
            picker.popover.popdown()
        }
    }
}

/// In a 1280×720 window: the picker lies inside it with Use on screen, Use writes the font, and a family with one
/// face shows no "Faces" heading (one face is no choice).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct FontPickerWindowTests {
    @Test func inA1280By720WindowUseFitsAndWrites() async throws {
        try await onGtk {
            try SpecFolder.withWindow(PropertiesPageTests.spec, width: 1280, height: 720) { preview, folder in
                #expect(MainLoop.run(until: { preview.window.mapped && preview.stage?.alertFrames() != nil }))
                RenderFixtures.waitFrames(preview.window)
                preview.inspector.setVisible(true)
                preview.inspector.showPage("properties")
                let page = preview.inspector.propertiesPage
                #expect(MainLoop.run(until: { !page.isStale && page.sheet?.alertID == "known" }))
                let path = PropertiesPageTests.path("alerts.known.appearance.messageFont")
                #expect(MainLoop.run(until: {
                    !page.isStale && (page.editors[path]?.font?.family.button.width ?? 0) > 0
                }), "the font row is laid out")
                let picker = try #require(page.editors[path]?.font?.family)
                // Scrolled into view, as a click finds it (GDK finds no monitor for a button below the window).
                let child = try #require(page.scroller.child)
                let y = try #require(picker.button.bounds(in: child)).y
                page.scroller.verticalOffset = max(0, y - 200)
                #expect(MainLoop.run(until: {
                    let b = picker.button.bounds(in: preview.window)
                    return b.map { $0.y > 0 && $0.y < Double(preview.window.height) - 40 } ?? false
                }), "the font row shows")
                picker.popover.popup()
                #expect(MainLoop.run(until: { picker.use.mapped && picker.popover.height > 0 }))
                RenderFixtures.waitFrames(preview.window)
                #expect(picker.popover.height <= preview.window.height, "\(picker.popover.height) pt tall")
                let use = try #require(picker.use.bounds(in: picker.popover))
                #expect(use.y >= 0 && use.y + use.height <= Double(picker.popover.height), "Use at \(use)")
                // A family with one face: no "Faces" heading; one with several: the heading and its faces.
                let families = picker.shownFamilies
                let single = try #require(families.first { FontPicker.faces(of: $0, declared: []).count == 1 })
                let several = try #require(
                    families.first { $0 != picker.chosen.family && FontPicker.faces(of: $0, declared: []).count > 1 })
                let look = ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"].map { URL(fileURLWithPath: $0) }
                picker.choose(family: single)
                #expect(!picker.facesPart.heading.visible, "\(single) has one face")
                RenderFixtures.waitFrames(preview.window)
                if let look { try PickerLookTests.render(picker.popover, to: look.appendingPathComponent("one.png")) }
                picker.choose(family: several)
                #expect(picker.facesPart.heading.visible, "\(several) has faces to choose")
                RenderFixtures.waitFrames(preview.window)
                if let look { try PickerLookTests.render(picker.popover, to: look.appendingPathComponent("many.png")) }
                RenderFixtures.waitFrames(preview.window)
                picker.use.emit(.clicked)
                #expect(MainLoop.run(until: { !picker.popover.mapped }), "Use closes the picker")
                #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 }))
                let text = try String(contentsOf: folder.spec, encoding: .utf8)
                #expect(text.contains("messageFont") && text.contains(several), "\(text)")
            }
        }
    }
}
