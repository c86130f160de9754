import FlareCore
import Testing

/// The common YAML mistakes said in plain words, at the line and column to fix, with a hint (not libyaml's
/// "did not find expected key (while parsing a block mapping…)").
@Suite struct YAMLSyntaxHintTests {
    static func diagnostics(_ yaml: String) -> [String] { SpecText.lines(SpecText.load(yaml)) }

    @Test func aLineIndentedLessThanItsSiblings() {
        let yaml = """
            flare: 1
            alerts:
              low:
                title: Low battery
               message: Return home.
            """
        #expect(
            Self.diagnostics(yaml) == [
                "5:4: error: this line starts at column 4, in line with no key above it (line 4 starts at column 5, "
                    + "line 3 starts at column 3): indent it as the keys it belongs with"
            ])
    }

    @Test func aLineIndentedUnderAKeyThatHasAValue() {
        let yaml = """
            flare: 1
            alerts:
              low:
                title: Low battery
                  message: Return home.
            """
        #expect(
            Self.diagnostics(yaml) == [
                "5:7: error: this line is indented more than line 4, whose 'title' already has a value "
                    + "(line it up with 'title', or put text that contains ': ' in quotes)"
            ])
    }

    @Test func aKeyWithoutItsColon() {
        let yaml = """
            flare: 1
            alerts:
              low:
                title Low battery
                message: Return home.
            """
        #expect(
            Self.diagnostics(yaml) == [
                "4:5: error: this key has no ':' after it (did you mean 'title: Low battery'?)"
            ])
    }

    @Test func aTabInTheIndentation() {
        let yaml = "flare: 1\nalerts:\n  low:\n\ttitle: Low battery\n"
        #expect(
            Self.diagnostics(yaml) == [
                "4:1: error: a tab indents this line; YAML indents with spaces only (replace the tab with spaces)"
            ])
        // After spaces too: the column is the tab's.
        #expect(
            Self.diagnostics("flare: 1\nalerts:\n  low:\n  \ttitle: Hi\n") == [
                "4:3: error: a tab indents this line; YAML indents with spaces only (replace the tab with spaces)"
            ])
    }

    @Test func aQuoteNeverClosed() {
        let yaml = """
            flare: 1
            alerts:
              low:
                title: "Low battery
                message: Return home.
            """
        #expect(
            Self.diagnostics(yaml) == [
                "4:12: error: this quote is never closed (add the closing \" at the end of the value)"
            ])
        #expect(
            Self.diagnostics("flare: 1\nalerts:\n  low: {title: 'Hi}\n") == [
                "3:16: error: this quote is never closed (add the closing ' at the end of the value)"
            ])
    }

    /// Other problems keep libyaml's words after "this is not valid YAML or JSON", at libyaml's place.
    @Test func otherProblemsKeepTheirWords() {
        #expect(
            Self.diagnostics("flare: 1\nalerts: {a: [\n") == [
                "3:1: error: this is not valid YAML or JSON: did not find expected node content (while parsing a flow "
                    + "node that starts at 3:1)"
            ])
    }
}
