import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The custom controls on the stage, as iOS draws them (docs/spec.md, "the look rule"): the pixels of a switch, a
/// slider, a progress bar, a segmented control and rows, and lint's findings on them.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct CustomControlRenderTests {
    static let spec = """
        flare: 1
        alerts:
          on: {title: T, custom: {switch: true}}
          off: {title: T, custom: {switch: {isOn: false, label: Remember}}}
          slider: {title: T, custom: {slider: 0.25, tintColor: "#FF0000", trackColor: "#0000FF", thumbColor: "#00FF00"}}
          progress: {title: T, custom: {progress: 0.5, tintColor: "#FF0000", trackColor: "#0000FF"}}
          segments: {title: T, custom: {segments: {items: [A, B, C], selected: 2}, tintColor: "#FF0000", \
        trackColor: "#0000FF"}}
          rows: {title: T, custom: {rows: [One, {title: Two, accessory: checkmark}], textColor: "#333333"}}
        """

    @MainActor func load() throws -> Spec {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("s.yaml")
        try Self.spec.write(to: file, atomically: true, encoding: .utf8)
        let result = SpecLoader.load(path: file.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @Test func aSwitchIs51By31WithItsThumbAtTheEndWhenOn() async throws {
        try await onGtk {
            let spec = try load()
            try RenderFixtures.withView(try #require(spec.alert("on")), scale: 1) { view, raster in
                let control = try #require(view.controlView)
                let track = try #require(control.targets.first?.widget)
                let box = RenderFixtures.bounds(track, in: view)
                #expect(box.width == 51 && box.height == 31, "\(box)")
                #expect(box.x == Int(AlertAppearance().horizontalOffset), "at the leading edge: \(box)")
                let midY = box.y + 15
                // systemGreen at the start of the track, the white thumb at its end.
                #expect(
                    raster.matches(box.x + 8, midY, 0x34C759FF, tolerance: 4),
                    "\(String(raster.hex(box.x + 8, midY), radix: 16))")
                #expect(
                    raster.matches(box.x + 36, midY, 0xFFFFFFFF, tolerance: 4),
                    "\(String(raster.hex(box.x + 36, midY), radix: 16))")
            }
            try RenderFixtures.withView(try #require(spec.alert("off")), scale: 1) { view, raster in
                let control = try #require(view.controlView)
                let box = RenderFixtures.bounds(try #require(control.targets.first?.widget), in: view)
                let alert = RenderFixtures.bounds(view.widget, in: view)
                #expect(
                    box.x + box.width == alert.width - Int(AlertAppearance().horizontalOffset),
                    "after its label: \(box)")
                #expect(
                    raster.matches(box.x + 15, box.y + 15, 0xFFFFFFFF, tolerance: 4), "the thumb at the start when off")
                #expect(!raster.matches(box.x + 40, box.y + 15, 0xFFFFFFFF, tolerance: 40), "no thumb at the end")
                #expect(control.texts.map { $0.label.text } == ["Remember"])
            }
        }
    }

    @Test func aSliderAndAProgressBarFillToTheirValue() async throws {
        try await onGtk {
            let spec = try load()
            try RenderFixtures.withView(try #require(spec.alert("slider")), scale: 1) { view, raster in
                let slider = RenderFixtures.bounds(try #require(view.controlView?.targets.first?.widget), in: view)
                #expect(slider.height == 31, "\(slider)")
                let midY = slider.y + 15
                let thumbX = slider.x + Int((0.25 * Double(slider.width - 28)).rounded()) + 14
                #expect(raster.matches(slider.x + 4, midY, 0xFF0000FF, tolerance: 4), "the minimum track")
                #expect(raster.matches(thumbX, midY, 0x00FF00FF, tolerance: 4), "the thumb at 25 %")
                #expect(
                    raster.matches(slider.x + slider.width - 4, midY, 0x0000FFFF, tolerance: 4), "the maximum track")
                // The track is 4 points: 4 above the middle is the alert's background.
                #expect(!raster.matches(slider.x + slider.width - 4, midY - 4, 0x0000FFFF, tolerance: 60))
            }
            try RenderFixtures.withView(try #require(spec.alert("progress")), scale: 1) { view, raster in
                let bar = RenderFixtures.bounds(try #require(view.controlView?.widget), in: view)
                #expect(bar.height == 4, "\(bar)")
                #expect(
                    raster.matches(bar.x + bar.width / 2 - 3, bar.y + 2, 0xFF0000FF, tolerance: 4), "filled to half")
                #expect(
                    raster.matches(bar.x + bar.width / 2 + 3, bar.y + 2, 0x0000FFFF, tolerance: 4), "the track after it"
                )
            }
        }
    }

    @Test func theSelectedSegmentIsRaisedOnTheTrack() async throws {
        try await onGtk {
            let spec = try load()
            try RenderFixtures.withView(try #require(spec.alert("segments")), scale: 1) { view, raster in
                let control = try #require(view.controlView)
                #expect(control.targets.count == 3)
                let first = RenderFixtures.bounds(control.targets[0].widget, in: view)
                let third = RenderFixtures.bounds(control.targets[2].widget, in: view)
                // Equal shares of the 422 pt row, to the point GTK rounds them to.
                #expect(first.height == 32 && abs(first.width - third.width) <= 1, "equal segments: \(first) \(third)")
                #expect(raster.matches(first.x + 4, first.y + 4, 0x0000FFFF, tolerance: 4), "the track")
                #expect(raster.matches(third.x + 6, third.y + 6, 0xFF0000FF, tolerance: 4), "the selected segment")
                #expect(
                    !raster.matches(third.x + 1, third.y + 16, 0xFF0000FF, tolerance: 40), "2 points in from the track")
                #expect(
                    !raster.matches(first.x + first.width / 2, first.y + 16, 0xFF0000FF, tolerance: 40),
                    "only one is selected")
            }
        }
    }

    @Test func rowsAre44PointsWithASeparatorBetween() async throws {
        try await onGtk {
            let spec = try load()
            try RenderFixtures.withView(try #require(spec.alert("rows")), scale: 1) { view, _ in
                let control = try #require(view.controlView)
                let rows = control.targets.map { RenderFixtures.bounds($0.widget, in: view) }
                #expect(rows.map(\.height) == [44, 44], "\(rows)")
                #expect(rows[1].y == rows[0].y + 44)
                #expect(control.texts.map { $0.label.text } == ["One", "Two"])
            }
        }
    }

    @Test func lintMeasuresTheControlsTextsTargetsAndState() async throws {
        try await onGtk {
            let spec = try load()
            let findings = try Linter.findings(in: spec)
            func messages(_ id: String) -> [String] { findings.filter { $0.subject == .alert(id) }.map(\.message) }
            #expect(messages("on").contains { $0.contains("the switch is 51 × 31 pt") }, "\(messages("on"))")
            #expect(messages("segments").filter { $0.contains("[target-size]") || $0.contains("segment") }.count >= 3)
            // #333333 rows on DUX's #404040 card: the titles' contrast fails.
            #expect(messages("rows").contains { $0.contains("row 1 ('One') has a contrast of") }, "\(messages("rows"))")
            #expect(!messages("rows").contains { $0.contains("touch target") }, "44-point rows are large enough")
            // The red fill (2.6:1 on DUX's #404040) does not stand out; the finding names its key.
            let progress = messages("progress")
            #expect(
                progress.contains {
                    $0.contains("the progress bar's fill has a contrast of") && $0.contains("'tintColor'")
                },
                "\(progress)")
            #expect(
                !messages("on").contains { $0.contains("on track has a contrast") }, "systemGreen passes on #404040")
        }
    }
}
