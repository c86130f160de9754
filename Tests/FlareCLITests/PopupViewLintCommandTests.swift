import Foundation
import Testing
import TestSupport

/// `flare lint` on a queue's custom view popups end to end: a banner's card under 44 pt is a target-size finding at
/// its font key, a queue can be named with `--id`, and the summary counts the queues it checked.
@Suite(.serialized)
struct PopupViewLintCommandTests {
    static let text = """
        flare: 1
        alerts:
          rate: {title: Rate us, message: Five stars?}
        queues:
          launch:
            popups:
              - {name: rate, show: alert/rate}
              - name: sale
                view: {banner: Sale, font: "system 10"}
        """

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func aSmallBannerIsATargetSizeWarningAndTheSummaryCountsTheQueue() throws {
        let spec = try PopupViewCommandTests.write(Self.text)
        let r = try FlareProcess.run(["lint", spec], environment: ExportCommandTests.headless)
        #expect(r.status == 0, "a warning only: \(r.stdout)\(r.stderr)")
        #expect(
            r.stdout.contains(
                "queue.yaml:9:30: warning: [target-size] queue 'launch': the banner of popup 'sale' (a tap on it "
                    + "closes it) is 734 × 41 pt"
            ), "\(r.stdout)")
        #expect(
            r.stdout.contains("under the 44 × 44 pt touch target of Apple HIG and WCAG 2.2 SC 2.5.5, AAA"),
            "\(r.stdout)")
        #expect(r.stdout.contains("(1 alert and 1 queue checked in light)"), "\(r.stdout)")
        let strict = try FlareProcess.run(["lint", spec, "--strict"], environment: ExportCommandTests.headless)
        #expect(strict.status == 1, "--strict fails on the warning")

        let queueOnly = try FlareProcess.run(
            ["lint", spec, "--id", "launch", "--format", "json"], environment: ExportCommandTests.headless)
        #expect(queueOnly.status == 0, "\(queueOnly.stderr)")
        #expect(queueOnly.stdout.contains("\"subject\" : \"queue/launch\""), "\(queueOnly.stdout)")
        #expect(queueOnly.stdout.contains("\"rule\" : \"target-size\""), "\(queueOnly.stdout)")
        let alertOnly = try FlareProcess.run(["lint", spec, "--id", "rate"], environment: ExportCommandTests.headless)
        #expect(alertOnly.stdout.contains("(1 alert checked in light)"), "\(alertOnly.stdout)")
        #expect(!alertOnly.stdout.contains("target-size"), "\(alertOnly.stdout)")
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func aBannerOf15PointTextIsTallEnough() throws {
        let spec = try PopupViewCommandTests.write(
            Self.text.replacingOccurrences(of: ", font: \"system 10\"", with: ""))
        let r = try FlareProcess.run(["lint", spec], environment: ExportCommandTests.headless)
        #expect(r.status == 0)
        #expect(r.stdout.contains("queue.yaml: no findings (1 alert and 1 queue checked in light)"), "\(r.stdout)")
    }

    @Test func anUnknownIdNamesTheQueuesToo() throws {
        let r = try FlareProcess.run(["lint", try PopupViewCommandTests.write(Self.text), "--id", "lunch"])
        #expect(r.status == 2)
        #expect(
            r.stderr.contains("no alert, rocket or queue 'lunch' in ")
                && r.stderr.contains("(its alerts, rockets and queues: rate, launch)"), "\(r.stderr)")
    }
}
