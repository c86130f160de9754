import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// The controls a DUX `customizedView` may be (the seed: "adding these elements as subviews of the var
/// customizedView: UIView?"): parsed, refused where wrong at their line, looked up in iOS's defaults, listed by the
/// inspector and written by `flare code` as UIKit views.
@Suite struct CustomControlTests {
    static let text = """
        flare: 1
        alerts:
          s: {custom: {switch: {isOn: true, label: Remember}}}
          bare: {custom: {switch: false}}
          l: {custom: {slider: 0.4, thumbColor: "#FF0000"}}
          p: {custom: {progress: 1}}
          g: {custom: {segments: {items: [Day, Week, Month], selected: 2}, tintColor: "#101010"}}
          g2: {custom: {segments: [One, Two]}}
          r:
            custom:
              rows:
                - Wi-Fi
                - {title: Cellular, detail: 5G, accessory: checkmark}
              separatorColor: "#222222"

        """

    static func spec() throws -> Spec {
        let result = SpecText.load(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @Test func eachControlIsReadWithItsState() throws {
        let spec = try Self.spec()
        #expect(spec.alert("s")?.custom == .toggle(on: true, label: "Remember"))
        #expect(spec.alert("bare")?.custom == .toggle(on: false, label: nil))
        #expect(spec.alert("l")?.custom == .slider(0.4))
        #expect(spec.alert("p")?.custom == .progress(1))
        #expect(spec.alert("g")?.custom == .segments(["Day", "Week", "Month"], selected: 2))
        #expect(spec.alert("g2")?.custom == .segments(["One", "Two"], selected: 0))
        #expect(
            spec.alert("r")?.custom
                == .rows([
                    CustomRow(title: "Wi-Fi"),
                    CustomRow(title: "Cellular", detail: "5G", accessory: .checkmark),
                ]))
    }

    @Test func theLookIsIOSsWithTheStyleOnTop() throws {
        let spec = try Self.spec()
        let s = try #require(spec.alert("s")), l = try #require(spec.alert("l"))
        let g = try #require(spec.alert("g")), r = try #require(spec.alert("r"))
        let toggle = ControlLook(.toggle, in: s)
        #expect(toggle.tint == Color(hex: 0x34C759) && toggle.thumb == .white)
        #expect(toggle.font == AlertAppearance().messageFont && toggle.labelColor == .white, "texts follow the message")
        #expect(ControlLook(.slider, in: l).thumb == Color(hex: 0xFF0000))
        let segments = ControlLook(.segments, in: g)
        #expect(segments.tint == Color(hex: 0x101010) && segments.font == .system(13))
        #expect(ControlLook(.rows, in: r).separator == Color(hex: 0x222222))
        #expect(ControlLook(.progress).tint == .systemBlue)
    }

    @Test func wrongControlsAreErrorsAtTheirLine() {
        let lines = SpecText.load(
            """
            flare: 1
            alerts:
              a: {custom: {slider: 1.5}}
              b: {custom: {segments: {items: [A, B], selected: 2}}}
              c: {custom: {progress: 0.5, thumbColor: red}}
              d: {custom: {text: Hi, tintColor: red}}
              e: {custom: {switch: maybe}}
              f: {custom: {rows: [{detail: x}]}}
              g: {custom: {slider: 0.5, font: system 12}}
              h: {custom: {rows: [A], accessory: chevron}}
            """
        ).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(lines.contains { $0.hasPrefix("3:24: 'slider' must be between 0 and 1, not 1.5") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("4:26: 'selected' is 2, but the segments are numbered 0 to 1") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("5:31: 'thumbColor' does not apply to a custom progress") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("6:26: 'tintColor' only applies to a custom control") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("7:24: 'switch' must be true or false, not 'maybe'") }, "\(lines)")
        #expect(lines.contains { $0.contains("'title'") && $0.hasPrefix("8:") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("9:29: 'font' does not apply to a custom slider without a text") }, "\(lines)"
        )
        #expect(lines.contains { $0.hasPrefix("10:27: unknown key 'accessory'") }, "\(lines)")
    }

    @Test func theInspectorListsOnlyWhatStylesTheControl() throws {
        let spec = try Self.spec()
        func keys(_ id: String) throws -> [String] {
            let sheet = try #require(PropertySheet(alert: id, in: spec))
            return try #require(sheet.sections.first { $0.title == "Custom view" }).rows.map(\.path.description)
        }
        let progress = try keys("p")
        #expect(progress.contains("alerts.p.custom.tintColor") && progress.contains("alerts.p.custom.trackColor"))
        #expect(!progress.contains("alerts.p.custom.thumbColor") && !progress.contains("alerts.p.custom.font"))
        #expect(!progress.contains("alerts.p.custom.placeholderColor"))
        let rows = try keys("r")
        #expect(rows.contains("alerts.r.custom.separatorColor") && rows.contains("alerts.r.custom.font"))
        #expect(!rows.contains("alerts.r.custom.trackColor"))
        let inputSpec = try #require(SpecText.load("flare: 1\nalerts:\n  a: {custom: {input: {}}}\n").spec)
        let input = try #require(PropertySheet(alert: "a", in: inputSpec))
        let inputRows = try #require(input.sections.first { $0.title == "Custom view" }).rows.map(\.path.description)
        #expect(
            inputRows.contains("alerts.a.custom.placeholderColor") && !inputRows.contains("alerts.a.custom.tintColor"))
    }

    @Test func flareCodeWritesTheUIKitControls() throws {
        let spec = try Self.spec()
        let code = try SwiftCode(spec: spec).singleFile()
        #expect(code.contains("let toggle = UISwitch()") && code.contains("toggle.isOn = true"))
        #expect(code.contains("toggle.onTintColor = UIColor(red: 52.0 / 255.0"))
        #expect(code.contains("let row = UIStackView(arrangedSubviews: [label, toggle])"))
        #expect(
            code.contains("slider.value = 0.4") && code.contains("slider.thumbTintColor = UIColor(red: 1.0, green: 0.0")
        )
        #expect(code.contains("progress.progressTintColor") && code.contains("progress.trackTintColor"))
        #expect(
            code.contains("UISegmentedControl(items: [\"Day\", \"Week\", \"Month\"])")
                && code.contains("segments.selectedSegmentIndex = 2"))
        #expect(code.contains("segments.selectedSegmentTintColor = UIColor(red: 16.0 / 255.0"))
        #expect(code.contains("rows.axis = .vertical") && code.contains("UIImage(systemName: \"checkmark\")"))
        #expect(
            code.contains(
                "detail2.textColor = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0).withAlphaComponent(0.6)"))
        #expect(code.contains("// Separators: a 0.5-point view in #222222"))
    }

    @Test func textStressReachesTheControlsTexts() throws {
        let spec = try Self.spec()
        let alert = try #require(spec.alert("r")).mapTexts { $0.uppercased() }
        #expect(alert.custom?.controlTexts == ["WI-FI", "CELLULAR", "5G"])
    }
}
