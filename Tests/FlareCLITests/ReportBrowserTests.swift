import Foundation
import Testing
import TestSupport

/// The review page in a real browser (Debian's headless Chromium): it loads from `file://`, shows the changed image
/// with its reference and diff, every image loads, and the console stays quiet.
@Suite struct ReportBrowserTests {
    static let chromium = OpenCommandTests.which("chromium")

    @Test(.enabled(if: TestCommandTests.ready && chromium != nil, "needs Xvfb and chromium (make setup installs them)"))
    func theReportOpensInHeadlessChromiumWithTheChange() throws {
        let dir = try Fixtures.temporaryDirectory()
        let baseline = dir.appendingPathComponent("baseline").path, report = dir.appendingPathComponent("report")
        #expect(
            try TestCommandTests.flare(["test", TestCommandTests.spec.path, "--baseline", baseline, "--update"]).status
                == 0)
        let changed = try TestCommandTests.specCopy {
            $0.replacingOccurrences(of: "title: Weak signal", with: "title: Signal lost")
        }
        let run = try TestCommandTests.flare(["test", changed, "--baseline", baseline, "--report", report.path])
        #expect(run.status == 1)

        let page = report.appendingPathComponent("index.html").absoluteString
        let browser = try FlareProcess.runTool(
            try #require(Self.chromium),
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=\(dir.appendingPathComponent("chromium").path)",
                "--virtual-time-budget=5000", "--dump-dom", page,
            ])
        #expect(browser.status == 0, "\(browser.stderr)")
        let dom = browser.stdout
        #expect(dom.contains("<section class=\"changed\""), "the changed image has its card")
        #expect(
            dom.contains("src=\"reference/signal.png\"") && dom.contains("src=\"current/signal.png\"")
                && dom.contains("src=\"diff/signal.png\""), "reference, current and diff of the change")
        #expect(dom.contains("data-images-broken=\"0\""), "every image loads from file://")
        #expect(dom.range(of: #"data-images-loaded="[1-9]"#, options: .regularExpression) != nil)
        // The page's own scripts log nothing: a console message or an uncaught error shows as CONSOLE(…).
        let console = browser.stderr.split(separator: "\n").filter { $0.contains("CONSOLE") || $0.contains("Uncaught") }
        #expect(console.isEmpty, "\(console)")
    }
}
