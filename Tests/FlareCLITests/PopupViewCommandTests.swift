import Foundation
import Testing
import TestSupport

/// A queue's custom view popups end to end: `flare simulate` plays them as the queue's rules say, `flare check`
/// places a wrong one, and `flare lint` measures a banner's text on its card.
@Suite(.serialized)
struct PopupViewCommandTests {
    static let text = """
        flare: 1
        alerts:
          rate: {title: Rate us}
        queues:
          launch:
            popups:
              - {name: rate, show: alert/rate}
              - name: sale
                priority: 10
                view: {banner: "Summer sale: 20 % off", backgroundColor: "#8E8E93"}
            script:
              - {register: rate}
              - present
              - {register: sale}
              - dismiss
              - present
              - tapMask
        """

    static func write(_ text: String) throws -> String {
        let dir = try Fixtures.temporaryDirectory()
        let spec = dir.appendingPathComponent("queue.yaml")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        return spec.path
    }

    @Test func simulatePlaysABannerPopup() throws {
        let r = try FlareProcess.run([
            "simulate", try Self.write(Self.text.replacingOccurrences(of: "8E8E93", with: "0A3D91")), "launch",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout.contains(
                "  popup sale: priority 10, in window, shows view/sale (banner: “Summer sale: 20 % off”)"),
            "\(r.stdout)")
        #expect(r.stdout.contains("   - sale will show: the stage is asked to present view/sale"), "\(r.stdout)")
        #expect(r.stdout.contains("   - sale is showing (the stage presented view/sale)"), "\(r.stdout)")
        #expect(r.stdout.contains("   - mask tapped: sale stays (a banner has no mask to tap)"), "\(r.stdout)")
    }

    @Test func checkPlacesAPopupWithBothShowAndView() throws {
        let bad = Self.text.replacingOccurrences(
            of: "{name: rate, show: alert/rate}",
            with: "{name: rate, show: alert/rate, view: {banner: Hi}}")
        let r = try FlareProcess.run(["check", try Self.write(bad)])
        #expect(r.status != 0)
        #expect(
            r.stderr.contains(
                "queue.yaml:7:40: error: a popup has 'show' and 'view'; keep one (what it puts on the stage)"),
            "\(r.stderr)")
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func lintMeasuresTheBannersContrast() throws {
        let r = try FlareProcess.run(["lint", try Self.write(Self.text)], environment: ExportCommandTests.headless)
        #expect(r.stdout.contains("queue.yaml:10:"), "\(r.stdout)")
        #expect(
            r.stdout.contains(
                "queue 'launch': the banner of popup 'sale' (“Summer sale: 20 % off”) "
                    + "has a contrast of 3.26:1 on its card"
            ),
            "\(r.stdout)")
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func exportDrawsTheStageAfterEachStepOfAQueue() throws {
        let spec = try Self.write(Self.text.replacingOccurrences(of: "8E8E93", with: "0A3D91"))
        let out = try Fixtures.temporaryDirectory()
        let r = try FlareProcess.run(
            ["export", spec, "--id", "launch", "--out", out.path, "--scale", "1"],
            environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try ExportVariantsCommandTests.manifest(out)
        #expect(entries.map { $0["file"] as? String } == (1...6).map { "launch-step-\($0).png" })
        #expect(entries.allSatisfy { $0["frame"] as? String == "stage" && $0["id"] as? String == "launch" })
        // Step 5 presents the banner (after the alert is dismissed); step 2 shows the alert, with no banner.
        func card(_ n: Int) throws -> Int {
            try OpenScreenshotCommandTests.pixels(
                out.appendingPathComponent("launch-step-\(n).png"), near: (0x0A, 0x3D, 0x91))
        }
        let banner = try card(5)
        #expect(banner > 300 * 40, "the banner's card: \(banner) pixels")
        #expect(try card(2) == 0)
        let bad = try FlareProcess.run(
            ["export", spec, "--id", "launch", "--step", "9", "--out", out.path],
            environment: ExportCommandTests.headless)
        #expect(bad.status != 0)
        #expect(
            bad.stderr.contains("--step must be between 0 and 6 (queue 'launch' has 6 script steps)"), "\(bad.stderr)")
    }
}
