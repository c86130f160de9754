@testable import FlareCore
import Testing

/// What the inspector shows for a clicked part: each property, its value and the `file:line:col` it came from.
struct StyleSourcesTests {
    private let yaml = """
        flare: 1
        palette:
          accent: { light: "#1FA3F6", dark: "#0A84FF" }
        alerts:
          warn:
            preset: systemWarning
            title: Battery low
            message: Land soon.
            appearance:
              titleColor: accent
              borderWidth: 1.5
            actions:
              - title: OK
                appearance: { actionColor: "#FF0000" }
              - title: Later
        """

    private func alert() throws -> AlertSpec {
        let result = SpecText.load(yaml)
        return try #require(result.spec?.alert("warn"), "\(result.diagnostics)")
    }

    private func row(_ rows: [StyleProperty], _ key: String) throws -> StyleProperty {
        try #require(rows.first { $0.key == key }, "no row \(key) in \(rows.map(\.key))")
    }

    @Test func aWrittenKeyPointsAtItsLine() throws {
        let title = try alert().styleProperties(of: .title, theme: .light)
        let color = try row(title, "appearance.titleColor")
        #expect(color.value == "#1FA3F6 (dark: #0A84FF)")
        guard case .spec(let at) = color.origin else { Issue.record("\(color.origin)"); return }
        #expect(at.line == 10)
        #expect(at.column == 7)
        #expect(try row(title, "title").value == "Battery low")
        #expect(
            try row(alert().styleProperties(of: .title, theme: .dark), "appearance.titleColor").value
                == "#0A84FF (light: #1FA3F6)")
    }

    @Test func unwrittenKeysSayPresetOrDefault() throws {
        let a = try alert()
        let box = a.styleProperties(of: .alert, theme: .light)
        #expect(
            try row(box, "appearance.backgroundColor").origin == .preset(.systemWarning),
            "system presets paint it black")
        #expect(try row(box, "appearance.backgroundColor").value == "#000000")
        #expect(try row(box, "appearance.verticalOffset").origin == .default)
        #expect(try row(box, "appearance.verticalOffset").value == "20 pt")
        #expect(try row(box, "appearance.borderWidth").value == "1.5 pt")
        let icon = a.styleProperties(of: .icon, theme: .light)
        #expect(try row(icon, "appearance.imageTintColor").origin == .preset(.systemWarning))
        #expect(try row(icon, "appearance.imageTintColor").value == "#FFCC00")
    }

    @Test func actionsListTheirOwnKeys() throws {
        let a = try alert()
        let first = a.styleProperties(of: .action(0), theme: .light)
        let color = try row(first, "actions[0].appearance.actionColor")
        #expect(color.value == "#FF0000")
        guard case .spec(let at) = color.origin else { Issue.record("\(color.origin)"); return }
        #expect(at.line == 14)
        #expect(
            try row(a.styleProperties(of: .action(1), theme: .light), "actions[1].appearance.actionColor").origin
                == .default)
        #expect(a.styleProperties(of: .action(5), theme: .light).isEmpty)
    }

    @Test func everyPartHasRowsAndNoKeyRepeats() throws {
        let a = try alert()
        for part: AlertPart in [.alert, .title, .message, .icon, .custom, .action(0)] {
            let rows = a.styleProperties(of: part, theme: .light)
            #expect(!rows.isEmpty, "\(part)")
            #expect(Set(rows.map(\.key)).count == rows.count, "\(part): \(rows.map(\.key))")
        }
    }
}
