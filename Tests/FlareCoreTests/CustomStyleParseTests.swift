import FlareCore
import Testing

/// The style keys of a custom view: where they apply, and their values, checked at their line.
struct CustomStyleParseTests {
    @Test func styleKeysAreCheckedWhereWritten() {
        let lines = SpecText.load(
            """
            flare: 1
            alerts:
              a:
                custom: {text: Hi, placeholderColor: red, contentMode: fit}
              b:
                custom:
                  font: system 12
                  input: {font: system 14, contentMode: fit}
              c:
                custom: {image: x.png, contentMode: zoom, cornerRadius: -1}
            """
        ).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(lines.contains { $0.hasPrefix("4:24: 'placeholderColor' only applies to a custom input") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("4:47: 'contentMode' only applies to a custom image") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("8:15: 'font' is given both in 'custom' and in its 'input'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("8:32: unknown key 'contentMode'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("10:41: 'zoom' is") && $0.contains("contentMode") }, "\(lines)")
        #expect(lines.contains { $0.contains("'cornerRadius' must be") }, "\(lines)")
    }
}
