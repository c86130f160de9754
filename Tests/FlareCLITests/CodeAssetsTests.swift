import FlareCore
import Foundation
import Testing
import TestSupport

/// `flare code --assets`: the asset catalog and the font list.
@Suite struct CodeAssetsTests {
    /// `--assets`: Flare.xcassets in Xcode's format (keys, idioms, the dark appearance, vectors preserved), and the
    /// palette colours read from it by name; the code still compiles.
    @Test(CodeHarness.needsSwiftc)
    func assetsWritesAnXcodeAssetCatalog() throws {
        let dir = try CodeHarness.modules.get()
        let out = try Fixtures.temporaryDirectory()
        let text = try CodeHarness.code([
            Fixtures.examples.appendingPathComponent("appearance.yaml").path, "--assets", out.path,
        ])
        #expect(text.contains("UIColor(named: \"card\")"))
        let file = dir.appendingPathComponent("assets-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: file)
        try CodeHarness.typecheck([file.path], in: dir)

        let catalog = out.appendingPathComponent("Flare.xcassets")
        func json(_ path: String) throws -> [String: Any] {
            let data = try Data(contentsOf: catalog.appendingPathComponent(path))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path)")
        }
        func info(_ object: [String: Any]) -> Bool {
            let info = object["info"] as? [String: Any]
            return info?["author"] as? String == "xcode" && info?["version"] as? Int == 1
        }
        #expect(info(try json("Contents.json")))
        let card = try json("card.colorset/Contents.json")
        #expect(info(card))
        let colors = try #require(card["colors"] as? [[String: Any]])
        #expect(colors.count == 2)
        #expect(colors.allSatisfy { $0["idiom"] as? String == "universal" })
        #expect(colors[0]["appearances"] == nil)
        let appearances = colors[1]["appearances"] as? [[String: String]]
        #expect(appearances == [["appearance": "luminosity", "value": "dark"]])
        let light = (colors[0]["color"] as? [String: Any])
        #expect(light?["color-space"] as? String == "srgb")
        #expect(
            light?["components"] as? [String: String]
                == ["red": "0xFF", "green": "0xFF", "blue": "0xFF", "alpha": "1.000"])
        let dark = (colors[1]["color"] as? [String: Any])?["components"] as? [String: String]
        #expect(dark == ["red": "0x2C", "green": "0x2C", "blue": "0x2E", "alpha": "1.000"])
        let accent = try json("accent.colorset/Contents.json")
        #expect((accent["colors"] as? [Any])?.count == 1, "one value for both themes: no dark appearance")

        let drone = try json("drone.imageset/Contents.json")
        let images = drone["images"] as? [[String: String]]
        #expect(images == [["filename": "drone.svg", "idiom": "universal"]])
        #expect((drone["properties"] as? [String: Bool])?["preserves-vector-representation"] == true)
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("drone.imageset/drone.svg").path))
        let button = try json("button.imageset/Contents.json")
        #expect(button["properties"] == nil)
        #expect(
            FileManager.default.fileExists(atPath: catalog.appendingPathComponent("button.imageset/button.png").path))
        // A second run replaces the catalog whole and leaves nothing beside it.
        _ = try CodeHarness.code([Fixtures.examples.appendingPathComponent("alert.yaml").path, "--assets", out.path])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
                "Flare.xcassets", "FlareFonts.md",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.path) == ["Contents.json"])
        let raw = try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8)
        #expect(raw.contains("\"author\" : \"xcode\""), "Xcode's spacing around the colon")
    }

    /// `--assets` also writes FlareFonts.md: the spec's font files, the PostScript names the code uses, and a
    /// `UIAppFonts` entry that reads as an Info.plist fragment.
    @Test func assetsListsTheFontFilesAndTheirUIAppFontsEntry() throws {
        let out = try Fixtures.temporaryDirectory()
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml")
        let code = try CodeHarness.code([showcase.path, "--assets", out.path])
        let text = try String(contentsOf: out.appendingPathComponent("FlareFonts.md"), encoding: .utf8)
        #expect(
            text.contains(
                "| `assets/fonts/LobsterTwo-BoldItalic.otf` | Lobster Two Bold Italic | `LobsterTwo-BoldItalic` |"))
        #expect(code.contains("UIFont(name: \"LobsterTwo-BoldItalic\""), "the name the list gives is the code's")
        let block = try #require(text.components(separatedBy: "```xml\n").last?.components(separatedBy: "```").first)
        let plist = Data(("<plist version=\"1.0\"><dict>" + block + "</dict></plist>").utf8)
        let parsed = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: [String]]
        #expect(parsed == ["UIAppFonts": ["LobsterTwo-BoldItalic.otf"]])
        #expect(!text.contains("Found nowhere"))

        _ = try CodeHarness.code([Fixtures.examples.appendingPathComponent("alert.yaml").path, "--assets", out.path])
        let none = try String(contentsOf: out.appendingPathComponent("FlareFonts.md"), encoding: .utf8)
        #expect(none.contains("No font files to add") && !none.contains("UIAppFonts"), "replaced, not appended")
    }
}
