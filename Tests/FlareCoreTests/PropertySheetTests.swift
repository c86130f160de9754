import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// `PropertySheet` and `SpecSource`: every catalog row of an alert with its path, what the spec writes (a palette
/// name kept as the name), and where the value comes from.
@Suite struct PropertySheetTests {
    static let text = """
        flare: 1
        palette:
          foam: "#1F1410"
          sky: {light: "#FFFFFF", dark: "#000000"}
        alerts:
          a:
            preset: system
            title: Hello
            appearance:
              titleColor: foam   # the brand's ink
              borderWidth: 2
            actions:
              - title: OK
              - title: Later
                appearance: {actionColor: sky}

        """

    static func sheet() throws -> (PropertySheet, Spec) {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("spec.yaml")
        try Data(text.utf8).write(to: url)
        let spec = try #require(SpecLoader.load(path: url.path).spec)
        return (try #require(PropertySheet(alert: "a", in: spec)), spec)
    }

    @Test func everyCatalogRowHasARowWithItsPath() throws {
        let (sheet, _) = try Self.sheet()
        let paths = Set(sheet.sections.flatMap(\.rows).map(\.path.description))
        for row in PropertyCatalog.alertAppearance {
            #expect(paths.contains("alerts.a." + row.id), "\(row.id)")
        }
        for row in PropertyCatalog.actionAppearance {
            #expect(paths.contains("alerts.a.actions[0]." + row.id), "\(row.id)")
            #expect(paths.contains("alerts.a.actions[1]." + row.id), "\(row.id)")
        }
        #expect(
            sheet.sections.map(\.title) == [
                "Alert", "Title", "Message", "Icon", "Actions", "Action 1: OK", "Action 2: Later",
            ])
        #expect(sheet.sections[5].item?.description == "alerts.a.actions[0]")
    }

    @Test func aPaletteColorKeepsItsNameAndItsLocation() throws {
        let (sheet, spec) = try Self.sheet()
        let title = try #require(sheet.row(EditPath(parsing: "alerts.a.appearance.titleColor")))
        #expect(title.written == "foam")
        #expect(title.paletteName == "foam")
        #expect(title.value == .color(spec.palette["foam"]!))
        guard case .spec(let at) = title.origin else { Issue.record("\(title.origin)"); return }
        #expect(at.line == 10 && at.column == 7)
        #expect(title.isWritten)
        let action = try #require(sheet.row(EditPath(parsing: "alerts.a.actions[1].appearance.actionColor")))
        #expect(action.paletteName == "sky")
        #expect(sheet.palette.map(\.name) == ["foam", "sky"])
    }

    @Test func unwrittenRowsSayPresetOrDefault() throws {
        let (sheet, _) = try Self.sheet()
        // The system preset paints the background black; the message color is the seed's default.
        let background = try #require(sheet.row(EditPath(parsing: "alerts.a.appearance.backgroundColor")))
        #expect(background.origin == .preset(.system))
        #expect(!background.isWritten && background.written == nil)
        let message = try #require(sheet.row(EditPath(parsing: "alerts.a.appearance.messageColor")))
        #expect(message.origin == .default)
        let width = try #require(sheet.row(EditPath(parsing: "alerts.a.appearance.borderWidth")))
        #expect(width.written == "2" && width.value == .number(2) && width.range == 0...100)
    }

    @Test func aTextColorKnowsWhatIsBehindIt() throws {
        let (sheet, spec) = try Self.sheet()
        let title = try #require(sheet.row(EditPath(parsing: "alerts.a.appearance.titleColor")))
        let behind = try #require(title.behind)
        #expect(behind.light == RGBA(hex: 0x000000))  // the system preset's black background
        let ratio = PropertySheet.contrast(of: spec.palette["foam"]!, behind: behind, theme: .light)
        #expect(abs(ratio - Contrast.ratio(RGBA(hex: 0x1F1410), .black)) < 1e-9)
        #expect(ratio < 4.5)
    }

    @Test func anUnknownAlertHasNoSheet() throws {
        let (_, spec) = try Self.sheet()
        #expect(PropertySheet(alert: "nope", in: spec) == nil)
    }

    @Test func theShowcaseSheetsBuildForEveryAlert() throws {
        let spec = try #require(
            SpecLoader.load(path: Fixtures.examples.appendingPathComponent("showcase.yaml").path).spec)
        let source = SpecSource(spec: spec)
        for alert in spec.alerts {
            let sheet = try #require(PropertySheet(alert: alert.id, in: spec, source: source))
            // Every written row names a file of the spec and a line in it.
            for row in sheet.sections.flatMap(\.rows) {
                if case .spec(let at) = row.origin { #expect(spec.files.contains(at.file) || at.file == spec.file) }
            }
        }
    }
}
