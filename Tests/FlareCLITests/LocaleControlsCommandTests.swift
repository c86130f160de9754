import Foundation
import Testing
import TestSupport

/// `flare export --locale` draws a custom control's translated texts (a switch's label, segment titles, rows), as
/// it draws translated titles: only the control's texts differ between the two locales here, so the images do.
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct LocaleControlsCommandTests {
    static let text = """
        flare: 1
        alerts:
          brake:
            title: Obstacle avoidance
            custom: {switch: {isOn: true, label: Brake before obstacles}}
          format:
            title: Photo format
            custom: {segments: {items: [JPEG, RAW, Both], selected: 1}}
          links:
            title: Connections
            custom: {rows: [{title: Wi-Fi, detail: SkyLens-5G}, Cellular]}
        locales:
          de:
            alerts:
              brake: {custom: {switch: Vor Hindernissen bremsen}}
              format: {custom: {segments: [JPEG, RAW, Beide]}}
              links: {custom: {rows: [{title: WLAN, detail: Netz-5G}, Mobilfunk]}}
        """

    @Test func exportDrawsEachLocalesControlTexts() throws {
        let dir = try Fixtures.temporaryDirectory()
        let spec = dir.appendingPathComponent("controls.yaml")
        try Self.text.write(to: spec, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let r = try FlareProcess.run(
            [
                "export", spec.path, "--out", out.path, "--scale", "1", "--theme", "light",
                "--locale", "default", "--locale", "de", "--frame", "alert",
            ],
            environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try ExportVariantsCommandTests.manifest(out)
        var hashes: [String: String] = [:]
        for entry in entries { hashes[entry["file"] as? String ?? ""] = entry["sha256"] as? String }
        for id in ["brake", "format", "links"] {
            let (own, de) = (hashes["\(id).png"], hashes["\(id)-de.png"])
            #expect(own != nil && de != nil, "\(hashes.keys.sorted())")
            #expect(own != de, "\(id): the German control texts are drawn")
        }
    }
}
