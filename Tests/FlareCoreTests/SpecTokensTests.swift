import Foundation
import Testing

@testable import FlareCore

/// What the Properties page and the colour picker read of a spec's tokens: the token a key names, and the colour
/// tokens offered beside the palette (not as palette rows the page edits).
@Suite struct SpecTokensTests {
    static let tokens = """
        { "color": { "$type": "color", "blue": { "$value": "#0066ff" }, "ink": { "$value": "#111111" } },
          "typography": { "title": { "$type": "typography", "$value": {
            "fontFamily": ["Inter"], "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 600 } } } }
        """

    @Test func rowsNameTheTokenTheyDrawAndThePickerOffersTheColourTokens() throws {
        let spec = """
            flare: 1
            tokens: [design.tokens.json]
            alerts:
              a:
                title: Hi
                appearance: {titleColor: color.blue, messageColor: "#222222", titleFont: typography.title}
            """
        let result = try DesignTokenTests.load(spec, ["design.tokens.json": Self.tokens])
        let loaded = try #require(result.spec, "\(result.diagnostics)")
        #expect(loaded.colorTokens.map(\.name) == ["color.blue", "color.ink"])
        let sheet = try #require(PropertySheet(alert: "a", in: loaded))
        func token(_ key: String) -> DesignToken? {
            sheet.row(try! EditPath(parsing: "alerts.a.appearance." + key))?.token
        }
        #expect(token("titleColor")?.name == "color.blue")
        #expect(token("titleColor")?.location.line == 1)
        #expect(token("titleFont")?.name == "typography.title")
        #expect(token("messageColor") == nil)
        #expect(sheet.palette.isEmpty, "tokens are not palette rows the page edits")
    }
}
