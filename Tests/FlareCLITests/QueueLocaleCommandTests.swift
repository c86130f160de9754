import Foundation
import Testing
import TestSupport

/// `flare export --locale de --id QUEUE` draws a banner popup's translated text (`locales.de.queues`), as
/// `--locale` draws a translated alert; a banner the locale does not translate is drawn in the spec's text.
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct QueueLocaleCommandTests {
    static let text = """
        flare: 1
        queues:
          launch:
            popups:
              - {name: sale, view: {banner: "Summer sale: 20 % off every map"}}
              - {name: news, view: {banner: New maps}}
            script: [{register: sale}, present, dismiss, present]
        locales:
          de:
            queues:
              launch:
                popups:
                  sale: {banner: "Sommerschlussverkauf: 20 % auf alle Karten"}
        """

    @Test func exportDrawsTheBannersTranslationAndKeepsAnUntranslatedOne() throws {
        let dir = try Fixtures.temporaryDirectory()
        let spec = dir.appendingPathComponent("queue.yaml")
        try Self.text.write(to: spec, atomically: true, encoding: .utf8)
        let untranslated = try PopupViewCommandTests.write(
            Self.text.replacingOccurrences(
                of: "sale: {banner: \"Sommerschlussverkauf: 20 % auf alle Karten\"}", with: "news: {banner: Neu}"))
        let out = dir.appendingPathComponent("out")
        var hashes: [String: String] = [:]
        for (file, name) in [(spec.path, "t"), (untranslated, "u")] {
            let r = try FlareProcess.run(
                [
                    "export", file, "--id", "launch", "--step", "2", "--out", out.appendingPathComponent(name).path,
                    "--scale", "1", "--locale", "default", "--locale", "de",
                ],
                environment: ExportCommandTests.headless)
            #expect(r.status == 0, "\(r.stderr)")
            for entry in try ExportVariantsCommandTests.manifest(out.appendingPathComponent(name)) {
                hashes["\(name)/\(entry["file"] as? String ?? "")"] = entry["sha256"] as? String
            }
        }
        let own = try #require(hashes["t/launch-step-2.png"], "\(hashes.keys.sorted())")
        let de = try #require(hashes["t/launch-step-2-de.png"], "\(hashes.keys.sorted())")
        #expect(own != de, "the German banner is drawn")
        #expect(hashes["u/launch-step-2.png"] == own)
        #expect(hashes["u/launch-step-2-de.png"] == own, "a banner the locale leaves out keeps the spec's text")
    }
}
