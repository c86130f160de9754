import FlareCore
import Foundation
import TestSupport
import Testing

/// What the inspector lists for a rocket block: its type's keys, values and where each comes from.
struct RocketBlockStyleTests {
    @Test func aBlocksKeysComeFromTheSpecOrTheDefaults() throws {
        let result = SpecText.load(
            """
            flare: 1
            rockets:
              r:
                author: {image: builtin:info}
                blocks:
                  hi:
                    text: Hello
                    font: textBold
                    next: pick
                  pick:
                    left: {title: "Yes"}
                    right: {title: "No", font: cancel}
            """)
        let rocket = try #require(result.spec?.rocket("r"), "\(result.diagnostics)")
        let hi = try #require(rocket.block("hi")).styleProperties(theme: .light)
        #expect(hi.map(\.key) == ["type", "text", "font", "next", "showNextAfter"])
        #expect(hi[0].value == "text")
        let font = hi[2]
        #expect(font.value.hasPrefix("textBold: ") && font.value.hasSuffix("#293B4D"), "\(font.value)")
        guard case .spec(let at) = font.origin else { Issue.record("font from \(font.origin)"); return }
        #expect((at.line, at.column) == (8, 9))
        #expect(hi[4].value == "on tap" && hi[4].origin == .default)
        let pick = try #require(rocket.block("pick")).styleProperties(theme: .light)
        #expect(
            pick.map(\.key) == [
                "type", "left.title", "left.font", "left.next", "right.title", "right.font", "right.next",
            ])
        #expect(pick[2].origin == .default && pick[2].value.hasPrefix("button: "))
        guard case .spec(let right) = pick[5].origin else { Issue.record("right.font from \(pick[5].origin)"); return }
        #expect(right.line == 12 && pick[5].value.hasPrefix("cancel: "))
        #expect(pick[3].value == "end of flow")
    }
}
