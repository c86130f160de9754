import FlareCore
import Testing

/// Text handed to the layout: cut at the limit, long unbreakable runs made breakable, everything else untouched.
@Suite struct DisplayTextTests {
    @Test func ordinaryTextIsUntouched() {
        let text = "Return to home now. 15 % left, and a supercalifragilisticexpialidocious word."
        #expect(DisplayText.prepare(text) == (text, false))
    }

    @Test func aLongRunGetsABreakOpportunityBetweenCharacters() {
        let run = String(repeating: "ab", count: 40)  // 80 characters, no space
        let prepared = DisplayText.prepare("File \(run) failed")
        #expect(!prepared.cut)
        #expect(prepared.text == "File " + run.map(String.init).joined(separator: "\u{200B}") + " failed")
        #expect(
            prepared.text.replacingOccurrences(of: "\u{200B}", with: "") == "File \(run) failed", "nothing else changes"
        )
        // A run of exactly `longRun` characters may still fit a line: it stays a word.
        let word = String(repeating: "x", count: DisplayText.longRun)
        #expect(DisplayText.prepare(word).text == word)
    }

    @Test func graphemesStayWhole() {
        let flags = String(repeating: "🇫🇷", count: 70)
        let prepared = DisplayText.prepare(flags).text
        #expect(prepared.split(separator: "\u{200B}").allSatisfy { $0 == "🇫🇷" })
    }

    @Test func aTextOverTheLimitIsCut() {
        let text = String(repeating: "word ", count: 20_000)
        let prepared = DisplayText.prepare(text)
        #expect(prepared.cut)
        #expect(prepared.text.count == DisplayText.limit + 1 && prepared.text.hasSuffix("…"))
    }
}
