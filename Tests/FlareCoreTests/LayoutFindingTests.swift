import FlareCore
import Foundation
import Testing

/// `LayoutFinding` (no display): which spec key each finding points at, as the parser records the keys, and what
/// its message says and tells the designer to do.
@Suite struct LayoutFindingTests {
    static let yaml = """
        flare: 1
        alerts:
          photo:
            title: Photo saved
            message: It is in your gallery.
            custom:
              image: builtin:info
              height: 60
            actions:
              - title: Open gallery
              - title: OK
          note:
            custom: {text: Fly low over water.}
        """

    static func alert(_ id: String) throws -> AlertSpec {
        let result = SpecText.load(yaml)
        return try #require(result.spec?.alert(id), "\(SpecText.lines(result))")
    }

    static func place(_ d: Diagnostic) -> String { "\(d.location.line):\(d.location.column)" }

    @Test func theParserRecordsWhereEachDrawnPartIsWritten() throws {
        let photo = try Self.alert("photo")
        #expect(photo.keys["title"].map { "\($0.line):\($0.column)" } == "4:5")
        #expect(photo.keys["message"].map { "\($0.line):\($0.column)" } == "5:5")
        #expect(photo.keys["custom.image"].map { "\($0.line):\($0.column)" } == "7:7")
        #expect(photo.keys["custom.text"] == nil && photo.keys["icon"] == nil)
        #expect(try Self.alert("note").keys["custom.text"].map { "\($0.line):\($0.column)" } == "13:14")
    }

    @Test func eachFindingIsAWarningAtItsKey() throws {
        let photo = try Self.alert("photo")
        let cases: [(LayoutFinding, String)] = [
            (.alertTallerThanStage(content: 500, stage: 390), "3:3"),
            (.textOffStage(.title, lines: 3, hiddenLines: 1), "4:5"),
            (.textOffStage(.message, lines: 3, hiddenLines: 1), "5:5"),
            (.imageCropped(frame: .init(width: 486, height: 60), image: .init(width: 320, height: 180)), "7:7"),
            (.actionOffStage(index: 0), "10:9"),
            (.actionTitleCut(index: 1, needed: 300, given: 200), "11:9"),
        ]
        for (finding, place) in cases {
            let d = finding.diagnostic(in: photo)
            #expect(d.severity == .warning)
            #expect(Self.place(d) == place, "\(finding)")
            #expect(d.message.hasPrefix("alert 'photo': "))
        }
        // A part whose key is unknown (a model built in code) falls back to the alert's key.
        #expect(Self.place(LayoutFinding.textOffStage(.text, lines: 2, hiddenLines: 2).diagnostic(in: photo)) == "3:3")
    }

    @Test func messagesSayWhatIsCutAndHowToFixIt() throws {
        let photo = try Self.alert("photo")
        #expect(
            LayoutFinding.alertTallerThanStage(content: 500, stage: 414).message(in: photo)
                .hasPrefix("the alert is 500 pt tall but DUX makes it at most 414 pt on this screen"))
        #expect(
            LayoutFinding.alertWiderThanStage(alert: 442, stage: 390).message(in: photo)
                .hasPrefix("DUX draws the alert 442 pt wide on every screen of this class but the stage is only 390"))
        #expect(
            LayoutFinding.textOffStage(.message, lines: 28, hiddenLines: 1).message(in: photo)
                == "the message runs past the bottom of the stage: 1 of its 28 lines is out of sight (an export cuts "
                + "it off); shorten it"
        )
        #expect(
            LayoutFinding.textOffStage(.text, lines: 1, hiddenLines: 1).message(in: photo).hasPrefix(
                "the custom text runs past"))
        #expect(
            LayoutFinding.actionOffStage(index: 1).message(in: photo).hasPrefix("action 2 ('OK') is outside the stage"))
        let cut = LayoutFinding.actionTitleCut(index: 0, needed: 212.5, given: 120).message(in: photo)
        #expect(cut.hasPrefix("action 1 ('Open gallery')'s title needs 212.5 pt but its button gives it 120 pt"))
        #expect(
            cut.hasSuffix("or stack the actions (appearance: actionsLayoutType: vertical)"),
            "side by side: stacking helps")
        // 320 × 180 at 486 pt wide is 273 pt tall: a 60 pt frame shows 22 % of its height.
        let short = LayoutFinding.imageCropped(
            frame: .init(width: 486, height: 60), image: .init(width: 320, height: 180))
        #expect(
            short.message(in: photo) == "the custom image (320 × 180 px) is cropped by its 486 × 60 pt frame: 78 % of "
                + "its height is cut off; set 'height: 273' to show all of it, or leave 'height' out")
        // A frame taller than the image's aspect cuts its sides.
        let tall = LayoutFinding.imageCropped(
            frame: .init(width: 300, height: 300), image: .init(width: 320, height: 180))
        #expect(tall.message(in: photo).contains("44 % of its width is cut off; set 'height: 169'"))
    }
}
