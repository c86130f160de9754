import Foundation
import Testing
import TestSupport

/// `flare export --id A --id B --stacked`: one image of DUX's stack on the stage.
@Suite struct StackCommandTests {
    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func aStackIsOneStageImageNamedByItsAlerts() throws {
        let out = try Fixtures.temporaryDirectory()
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let r = try FlareProcess.run(
            [
                "export", showcase, "--id", "takeoff", "--id", "returning", "--stacked",
                "--scale", "1", "--out", out.path,
            ], environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: out.appendingPathComponent("takeoff+returning.png"))
        #expect(ExportCommandTests.pngSize(png)?.width == 844, "the whole landscape stage")
        // The variant's text as every export: the fill reaches both alerts and names the file.
        let rtl = try FlareProcess.run(
            [
                "export", showcase, "--id", "takeoff", "--id", "returning", "--stacked", "--text", "rtl",
                "--scale", "1", "--out", out.path,
            ], environment: ExportCommandTests.headless)
        #expect(rtl.status == 0, "\(rtl.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("takeoff+returning-rtl.png").path))
        let one = try FlareProcess.run(
            ["export", showcase, "--id", "takeoff", "--stacked"], environment: ExportCommandTests.headless)
        #expect(one.status == 2 && one.stderr.contains("give two or more --id"))
    }

    /// Each --id is one show: DUX's stack compares instances (`DUXBetaAlertStackController.swift:60-63`) and its
    /// widgets build a new alert on every show, so an id given twice is drawn twice, one over the other.
    @Test func anAlertGivenTwiceIsStackedTwice() throws {
        let out = try Fixtures.temporaryDirectory()
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let r = try FlareProcess.run(
            ["export", showcase, "--id", "takeoff", "--id", "takeoff", "--stacked", "--out", out.path],
            environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("takeoff+takeoff@2x.png").path))
    }
}
