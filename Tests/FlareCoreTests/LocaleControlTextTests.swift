import FlareCore
import Foundation
import Testing

/// `locales:` translate a custom control's texts as they translate titles and messages: a switch's label, segment
/// titles and rows (title and detail), in order, what is not given keeping the spec's own; text for a control the
/// alert does not have is ignored with a warning, and more segments or rows than it has is an error.
@Suite struct LocaleControlTextTests {
    static let spec = """
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
            custom:
              rows:
                - {title: Wi-Fi, detail: SkyLens-5G, accessory: chevron}
                - {title: Cellular, accessory: checkmark}
                - Bluetooth
        locales:
          de:
            alerts:
              brake: {custom: {switch: Vor Hindernissen bremsen}}
              format: {custom: {segments: [JPEG, RAW, Beide]}}
              links:
                custom:
                  rows:
                    - {title: WLAN}
                    - Mobilfunk
        """

    @Test func aLocaleTranslatesTheControlsTexts() throws {
        let result = SpecText.load(Self.spec)
        #expect(result.diagnostics.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        func de(_ id: String) throws -> CustomView? {
            spec.text(of: try #require(spec.alert(id)), locale: "de", stress: .default).custom
        }
        #expect(try de("brake") == .toggle(on: true, label: "Vor Hindernissen bremsen"))
        #expect(try de("format") == .segments(["JPEG", "RAW", "Beide"], selected: 1))
        #expect(
            try de("links")
                == .rows([
                    CustomRow(title: "WLAN", detail: "SkyLens-5G", accessory: .chevron),
                    CustomRow(title: "Mobilfunk", accessory: .checkmark), CustomRow(title: "Bluetooth"),
                ]),
            "a row's detail and accessory, and the rows past the list, stay")
        #expect(
            spec.text(of: try #require(spec.alert("brake")), locale: nil, stress: .default).custom
                == .toggle(on: true, label: "Brake before obstacles"))
        #expect(
            spec.showing(locale: "de", stress: .default, device: nil).alert("format")?.custom?.controlTexts == [
                "JPEG", "RAW", "Beide",
            ])
    }

    @Test func aControlTheAlertLacksOrTooManyItemsIsReported() throws {
        let text = """
            flare: 1
            alerts:
              brake: {custom: {switch: {isOn: true}}}
              format: {custom: {segments: {items: [A, B]}}}
            locales:
              de:
                alerts:
                  brake: {custom: {rows: [Eins]}}
                  format: {custom: {segments: [A, B, C]}}
            """
        let lines = SpecText.lines(SpecText.load(text))
        #expect(lines.contains("8:24: warning: alert 'brake' has no custom rows; this text is ignored"), "\(lines)")
        #expect(
            lines.contains("9:25: error: locale 'de' gives 3 segments, but alert 'format' has 2 segments"), "\(lines)")
        let two = SpecText.lines(
            SpecText.load(text.replacingOccurrences(of: "{rows: [Eins]}", with: "{switch: An, rows: [Eins]}")))
        #expect(
            two.contains {
                $0.contains("error: 'custom' has 'switch' and 'rows'; keep the one the alert's custom view has")
            }, "\(two)")
        let key = SpecText.lines(
            SpecText.load(text.replacingOccurrences(of: "{rows: [Eins]}", with: "{switch: {label: An}}")))
        #expect(
            key.contains { $0.contains("error:") && $0.contains("switch") },
            "a switch's text is its label, a string: \(key)")
    }
}
