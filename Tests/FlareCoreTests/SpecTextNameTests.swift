import FlareCore
import Testing

/// `SpecSource.isSpecText`: the one rule for "this path is a spec's text" (the window's reload, its source pane, the
/// Recent menu, `flare open FOLDER` and the property editors' reading all ask it).
@Suite struct SpecTextNameTests {
    @Test(arguments: [
        ("alerts.yaml", true), ("alerts.yml", true), ("alerts.json", true),
        ("/a/b/Alerts.YAML", true), ("/a/b/theme.Json", true), ("/a/b.yaml/logo.png", false),
        ("/a/alerts.yaml.bak", false), ("/a/alerts", false), ("/a/font.ttf", false), ("/a/yaml", false),
        ("/a/.yaml", true), ("/a/notes.txt", false), ("", false),
    ])
    func aPathIsSpecTextByItsNamesSuffix(path: String, expected: Bool) {
        #expect(SpecSource.isSpecText(path) == expected, "\(path)")
    }
}
