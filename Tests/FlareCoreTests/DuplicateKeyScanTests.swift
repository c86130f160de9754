import FlareCore
import Foundation
import Testing

/// Repeated keys are all reported with both places after two parses, not one parse per repeat, and a scan that
/// misreads the text (a key-like line inside a quoted string) never turns into a false error.
@Suite struct DuplicateKeyScanTests {
    @Test func everyRepeatIsReportedAtBothPlaces() {
        var text = "flare: 1\nalerts:\n"
        for i in 0..<30 { text += "  a\(i):\n    title: A \(i)\n" }
        for i in 0..<30 { text += "  a\(i):\n    title: again\n" }
        let result = SpecText.load(text)
        let duplicates = SpecText.lines(result).filter { $0.contains("duplicate key") }
        #expect(duplicates.count == 30)
        #expect(
            duplicates.first
                == "63:3: error: duplicate key 'a0': it is already defined at "
                + "\(result.diagnostics[0].location.file):3:3"
        )
        #expect(duplicates.last?.hasPrefix("121:3: error: duplicate key 'a29'") == true)
    }

    @Test func keysOfOtherMapsAndListItemsAreNotRepeats() {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              a:
                title: One
                message: |
                  title: not a key
                  title: still text
              b:
                title: Two
                actions:
                  - title: OK
                  - title: Cancel
            """)
        #expect(result.errors.isEmpty, "\(SpecText.lines(result))")
    }

    /// Two `title:` lines in one column, the second inside a quoted string that spans lines: the one-pass scan
    /// takes it for a repeat, the parsed tree does not confirm it, and the careful path finds nothing wrong.
    @Test func aMisreadIsCaughtByTheTree() {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              a:
                title: "Battery
                title: low"
                message: Land now.
              a:
                title: Repeat
            """)
        let errors = SpecText.lines(result).filter { $0.contains("error") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("7:3: error: duplicate key 'a': it is already defined at") == true)
        #expect(errors.first?.hasSuffix(":3:3") == true)
    }
}
