import FlareCore
@testable import FlareGtk
import Foundation
import Testing

/// `flare tokens` in pixels: an alert drawn from a spec's palette and token files, and the same alert drawn from a
/// spec that has only what `flare tokens` wrote (a resolver, its base file and its dark file), are the same image
/// in light and in dark.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct TokenRoundTripRenderTests {
    static let design = """
        {
          "color": {
            "$type": "color",
            "ink": {
              "$value": "#111111",
              "$extensions": { "io.github.flare": { "dark": "#f0f0f0" } }
            },
            "accent": { "$value": { "colorSpace": "srgb", "components": [1, 0.6, 0], "alpha": 1 } }
          },
          "typography": {
            "title": {
              "$type": "typography",
              "$value": {
                "fontFamily": ["system-ui"], "fontSize": { "value": 22, "unit": "px" }, "fontWeight": 700
              }
            }
          },
          "radius": { "card": { "$type": "dimension", "$value": { "value": 14, "unit": "px" } } }
        }
        """

    static let alerts = """
        alerts:
          sync:
            title: Synced
            message: Every photo is on the phone.
            appearance:
              backgroundColor: surface
              titleColor: color.ink
              messageColor: color.ink
              titleFont: typography.title
              animationDuration: 0
            actions: [{title: OK, appearance: {actionColor: color.accent}}]

        """

    static func load(_ folder: URL, _ spec: String) throws -> Spec {
        try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
        let result = SpecLoader.load(path: folder.appendingPathComponent("spec.yaml").path)
        #expect(result.errors.isEmpty, "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @MainActor static func render(_ spec: Spec, _ theme: Theme) throws -> Raster {
        let options = Exporter.Options(Variant(theme: theme, scale: 1, device: spec.stage.device))
        return try Exporter.render(spec.alerts[0], in: spec, options: options, warn: { _ in })
    }

    @Test func theWrittenTokensDrawTheSamePixelsInBothThemes() async throws {
        try await onGtk {
            let fm = FileManager.default
            let first = fm.temporaryDirectory.appendingPathComponent("flare-tokens-\(UUID().uuidString)")
            let second = first.appendingPathComponent("out")
            try fm.createDirectory(at: second, withIntermediateDirectories: true)
            try Data(Self.design.utf8).write(to: first.appendingPathComponent("design.tokens.json"))
            let original = try Self.load(
                first,
                "flare: 1\ntokens: [design.tokens.json]\npalette:\n  surface: {light: '#FAFAFA', dark: '#1C1C1E'}\n"
                    + Self.alerts)
            for file in TokenWriter.files(original, stem: "design").all {
                try Data(file.text.utf8).write(to: second.appendingPathComponent(file.name))
            }
            let written = try Self.load(second, "flare: 1\ntokens: [design.resolver.json]\n" + Self.alerts)
            #expect(written.palette == original.palette)
            var images: [Theme: Raster] = [:]
            for theme in Theme.allCases {
                let before = try Self.render(original, theme), after = try Self.render(written, theme)
                #expect(before == after, "\(theme): \(before) vs \(after)")
                images[theme] = after
            }
            // The themes differ, so the dark file's values are what the dark image shows.
            #expect(images[.light] != images[.dark])
        }
    }
}
