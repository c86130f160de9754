import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The Properties page of a slide alert: its `slideAppearance` keys in a "Slide" section (a slide alert's only),
/// each with its value and origin; an edit is written under `slide:`, repaints the stage and undoes.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct SlidePropertiesTests {
    static let spec = """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          known:
            preset: slide
            title: Take off
            appearance: {animationDuration: 0}
            slide:
              separatorColor: "#00FF00"
            actions:
              - title: Cancel

        """
    static let offTint = PropertyCatalog.slideAppearance[\.slideOffTintColor]
    static let separator = PropertyCatalog.slideAppearance[\.separatorColor]
    let page = PropertiesPageTests()

    static func path(_ p: Property<SlideAppearance>) -> EditPath {
        PropertiesPageTests.path("alerts.known.\(p.id)")
    }

    /// The off track's colour at its middle, as the stage draws it now.
    @MainActor func trackColor(_ preview: PreviewWindow) throws -> UInt32 {
        let stage = try #require(preview.stage)
        let slide = try #require(stage.alertView?.slideControl).widget
        let b = try #require(slide.bounds(in: stage.widget))
        let r = try Exporter.render(widget: stage.widget, scale: 1)
        return r.hex(Int(b.x) + 60, Int(b.y) + 19)
    }

    @Test func theSlideSectionListsEveryKeyWithItsValueAndOrigin() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder, Self.spec)
            defer { preview.close() }
            let sheet = try #require(properties.sheet)
            let section = try #require(sheet.sections.first { $0.title == "Slide" })
            #expect(section.rows.map(\.path) == PropertyCatalog.slideAppearance.map { Self.path($0) })
            for row in section.rows { #expect(properties.editors[row.path] != nil, "\(row.key) has an editor") }
            let written = try #require(sheet.row(Self.path(Self.separator)))
            #expect(written.value == .color(Color(hex: 0x00FF00)))
            #expect((properties.origins[written.path] as? Button)?.label == "spec.yaml:9")
            let unwritten = try #require(sheet.row(Self.path(Self.offTint)))
            #expect(unwritten.value == .color(SlideAppearance().slideOffTintColor))
            #expect(unwritten.origin == .default)
        }
    }

    @Test func aSlideKeyEditedIsWrittenRepaintsAndUndoes() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder, Self.spec)
            defer { preview.close() }
            #expect(try trackColor(preview) == 0xFFCC00FF, "DUX's yellow track")
            let picker = try #require(properties.editors[Self.path(Self.offTint)]?.color)
            picker.choose(0x1020E0)
            let key = Self.offTint.key
            #expect(page.text(folder).contains("\(key): \"#1020E0\"\n"), "\(page.text(folder))")
            #expect(preview.spec?.alert("known")?.slide?.appearance.slideOffTintColor == Color(hex: 0x1020E0))
            page.painted(preview)
            #expect(try trackColor(preview) == 0x1020E0FF)
            page.fresh(properties)
            let origin = try #require(properties.origins[Self.path(Self.offTint)] as? Button)
            #expect(origin.label?.hasPrefix("spec.yaml:") == true, "\(origin.label ?? "")")

            #expect(PreviewActions.activate("undo", on: preview))
            #expect(page.text(folder) == Self.spec)
            page.painted(preview)
            #expect(try trackColor(preview) == 0xFFCC00FF)
        }
    }
}
