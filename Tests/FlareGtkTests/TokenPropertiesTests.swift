import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Design tokens on the Properties page: a row whose value is a token names it and its token file's `file:line`,
/// and the colour picker offers the spec's colour tokens beside the palette (picking one writes the token's name).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct TokenPropertiesTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": "#0066ff" },
            "brand": {
              "accent": { "$value": "{color.blue}" }
            }
          }
        }
        """

    static let spec = """
        flare: 1
        stage: {device: phone-landscape}
        tokens: [design.tokens.json]
        palette:
          sun: "#FFCC00"
        alerts:
          known:
            title: Tokens
            appearance:
              titleColor: color.brand.accent
              messageColor: sun
              animationDuration: 0

        """

    static func path(_ text: String) -> EditPath { try! EditPath(parsing: text) }

    /// A window on the spec and its token file, the Properties page of alert `known` shown.
    @MainActor func open(_ folder: SpecFolder) throws -> (PreviewWindow, PropertiesPage) {
        let file = folder.url.appendingPathComponent("design.tokens.json")
        try Self.tokens.write(to: file, atomically: true, encoding: .utf8)
        return try PropertiesPageTests().open(folder, Self.spec)
    }

    @Test func aTokenRowNamesTheTokenAndWhereItsFileWritesIt() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            let title = Self.path("alerts.known.appearance.titleColor")
            let token = try #require(page.rows.tokens[title])
            #expect(token.text == "color.brand.accent · design.tokens.json:6")
            let origin = try #require(page.origins[title] as? Button)
            #expect(origin.label == "spec.yaml:10", "the key's own place is still shown")
            #expect(page.rows.tokens[Self.path("alerts.known.appearance.messageColor")] == nil, "a palette name")
            #expect(page.editors[title]?.color?.button.tooltip == "Written as color.brand.accent")
        }
    }

    @Test func theColorPickerOffersTheTokensAndPickingOneWritesItsName() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            let message = Self.path("alerts.known.appearance.messageColor")
            let picker = try #require(page.editors[message]?.color)
            #expect(Set(picker.names.keys) == ["sun", "color.blue", "color.brand.accent"])
            try #require(picker.names["color.blue"]).emit(.clicked)
            let text = PropertiesPageTests().text(folder)
            #expect(text.contains("messageColor: color.blue\n"), "\(text)")
            // The page rebuilt with the token's row.
            #expect(MainLoop.run(until: { !page.isStale && page.rows.tokens[message] != nil }))
            #expect(preview.spec?.alert("known")?.appearance.messageColor == Color(hex: 0x0066FF))
            #expect(page.rows.tokens[message]?.text == "color.blue · design.tokens.json:4")
        }
    }
}
