import Foundation
import TestSupport
import Testing

/// `flare strings SPEC --out FILE`, end to end: merged in Xcode's layout, a rerun leaves the file alone, and a
/// spec's `strings:` reads the result back.
@Suite struct StringsCommandTests {
    private static let spec = """
        flare: 1
        strings: L.xcstrings
        alerts:
          low-battery:
            title: Low battery
            actions: [{title: Land now}]

        """

    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Low battery" : {
              "comment" : "Shown when the battery runs low",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Akku schwach"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flare-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("spec.yaml"))
        try Data(Self.catalog.utf8).write(to: dir.appendingPathComponent("L.xcstrings"))
        return dir
    }

    @Test func mergesAndASecondRunChangesNothing() throws {
        let dir = try folder()
        let out = dir.appendingPathComponent("L.xcstrings")
        let first = try FlareProcess.run(["strings", "spec.yaml", "--out", "L.xcstrings"], currentDirectory: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let once = try Data(contentsOf: out)
        let text = String(decoding: once, as: UTF8.self)
        #expect(text.contains("    \"Land now\" : {\n      \"comment\" : \"Flare: alert 'low-battery'\"\n    },\n"))
        #expect(text.contains("\"value\" : \"Akku schwach\""))
        #expect(text.contains("\"comment\" : \"Shown when the battery runs low\""))
        let inode = try FileManager.default.attributesOfItem(atPath: out.path)[.systemFileNumber] as? Int
        let second = try FlareProcess.run(["strings", "spec.yaml", "--out", "L.xcstrings"], currentDirectory: dir)
        #expect(second.status == 0)
        #expect(try Data(contentsOf: out) == once)
        #expect(try FileManager.default.attributesOfItem(atPath: out.path)[.systemFileNumber] as? Int == inode)
        let check = try FlareProcess.run(["check", "spec.yaml"], currentDirectory: dir)
        #expect(check.stderr.contains("spec.yaml:6:16: warning: 'Land now' is not translated into de in L.xcstrings"))
    }

    @Test func aBrokenCatalogIsReportedAndLeftAlone() throws {
        let dir = try folder()
        let broken = Self.catalog.replacingOccurrences(of: "\"translated\"", with: "\"done\"")
        try Data(broken.utf8).write(to: dir.appendingPathComponent("L.xcstrings"))
        let r = try FlareProcess.run(["strings", "spec.yaml", "--out", "L.xcstrings"], currentDirectory: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("L.xcstrings:9:23: error: 'done' is not a state"))
        #expect(try String(contentsOf: dir.appendingPathComponent("L.xcstrings"), encoding: .utf8) == broken)
    }
}
