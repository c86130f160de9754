import FlareCore
import Foundation
import PropertyBased
import Testing

/// Whatever the bytes, the loader answers with a model or diagnostics; never a trap.
@Suite struct SpecRobustnessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load(bytes: [UInt8]) throws -> LoadResult {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flare-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("spec.yaml")
        try Data(bytes).write(to: file)
        return SpecLoader.load(path: file.path)
    }

    /// Exactly one error, at 1:1 unless said otherwise, with this message.
    static func expectOneError(
        _ result: LoadResult, _ message: String, line: Int = 1, column: Int = 1,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(result.spec == nil, sourceLocation: sourceLocation)
        #expect(result.diagnostics.count == 1, sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.severity == .error, sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.message == message, sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.location.line == line, sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.location.column == column, sourceLocation: sourceLocation)
    }

    @Test func emptyFiles() throws {
        Self.expectOneError(try Self.load(bytes: []), "the file is empty; a spec starts with 'flare: 1'")
        Self.expectOneError(
            SpecText.load("# only a comment\n\n   \n"), "the file is empty; a spec starts with 'flare: 1'")
    }

    @Test func notASpec() throws {
        Self.expectOneError(
            SpecText.load("Dear designer, this is a letter.\n"),
            "this is not a Flare spec: a spec is a map that starts with 'flare: 1', not 'Dear designer, "
                + "this is a letter.'"
        )
        Self.expectOneError(
            SpecText.load("- a\n- b\n"),
            "this is not a Flare spec: a spec is a map that starts with 'flare: 1', not a list")
        Self.expectOneError(
            SpecText.load("flare: 1\nalerts: {a: [\n"),
            "this is not valid YAML or JSON: did not find expected node content (while parsing a flow node that starts "
                + "at 3:1)",
            line: 3, column: 1)
        Self.expectOneError(
            SpecText.load("{\"flare\": 1, \"alerts\": }}"),
            "this is not valid YAML or JSON: unexpected text after the end of the document (an extra '}' or ']', "
                + "or a line indented too little?)",
            line: 1, column: 25)
    }

    @Test func binaryAndInvalidUTF8() throws {
        Self.expectOneError(
            SpecText.load("flare: 1\nalerts:\n\ta: {}\n"),
            "a tab indents this line; YAML indents with spaces only (replace the tab with spaces)",
            line: 3, column: 1)
        Self.expectOneError(
            try Self.load(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]),
            "this is a binary file, not a YAML or JSON spec")
        Self.expectOneError(
            try Self.load(bytes: Array("flare: 1\ntitle: caf".utf8) + [0xE9, 0x0A]),
            "this file is not UTF-8 text (a spec is YAML or JSON in UTF-8)")
    }

    @Test func hugeFiles() throws {
        let big = [UInt8](repeating: UInt8(ascii: "#"), count: SpecLoader.maximumSize + 1)
        Self.expectOneError(try Self.load(bytes: big), "this file is 4.0 MiB; a spec may be at most 4 MiB")
    }

    @Test func deepNestingAndAliasBombs() {
        let deep = "flare: 1\nx: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        Self.expectOneError(
            SpecText.load(deep), "brackets nest more than 100 levels deep here; a spec does not nest that deep",
            line: 2, column: 104)
        // Past the limits on a later line (the count of brackets and the lines' lengths pass a text that cannot
        // reach them; these must be scanned), and at them.
        let lines = String(repeating: "# filler\n", count: 40)
        let spread =
            "flare: 1\n" + lines + "x: " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
            + "\ny: " + String(repeating: "{", count: 101) + "\n"
        Self.expectOneError(
            SpecText.load(spread), "brackets nest more than 100 levels deep here; a spec does not nest that deep",
            line: 43, column: 104)
        Self.expectOneError(
            SpecText.load("flare: 1\n" + lines + String(repeating: " ", count: 1001) + "x: 1\n"),
            "this line is indented more than 1000 columns; a spec does not nest that deep", line: 42, column: 1001)
        var bomb = "flare: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...12 {
            bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        Self.expectOneError(
            SpecText.load(bomb), "the spec expands to too many values (are YAML aliases repeating each other?)")
    }

    @Test func aByteOrderMarkDoesNotShiftColumns() {
        let result = SpecText.load("\u{FEFF}flare: 1\nbogus: 1\n")
        #expect(SpecText.lines(result) == ["2:1: error: unknown key 'bogus'"])
    }

    @Test func windowsLineEndings() {
        let comment = SpecText.load("flare: 1\r\nalerts:\r\n  a:\r\n    appearance:\r\n      titleColor: #FFF\r\n")
        #expect(
            SpecText.lines(comment) == [
                "5:18: error: 'titleColor' has no value: in YAML '#' starts a comment, "
                    + "so put the value in quotes: \"#FFF\""
            ])
        let duplicate = SpecText.load("flare: 1\r\nalerts:\r\n  a: {}\r\n  a: {}\r\n")
        #expect(SpecText.lines(duplicate).first?.hasPrefix("4:3: error: duplicate key 'a'") == true)
    }

    @Test func manyErrorsStayLinear() {
        // 20 000 empty values, each with a hint that reads its source line: must not rescan the file each time.
        var text = "flare: 1\nalerts:\n"
        for i in 0..<20_000 { text += "  a\(i): {title: }\n" }
        let start = ContinuousClock.now
        let result = SpecText.load(text)
        #expect(result.errors.count == 20_000)
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    /// Columns count Unicode scalars (code points), as libyaml and most editors do; not bytes.
    @Test func columnsCountCharactersNotBytes() {
        let result = SpecText.load("flare: 1\nalerts:\n  a: {title: \"héllo 👋\", titel: x}\n")
        #expect(SpecText.lines(result) == ["3:25: error: unknown key 'titel' (did you mean 'title'?)"])
    }

    @Test func mergeKeysAndAnchorsWork() throws {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              base: &base {title: Base, preset: system}
              copy:
                <<: *base
                title: Copy
            """)
        let spec = try #require(result.spec)
        #expect(spec.alert("copy")?.title == "Copy")
        #expect(spec.alert("copy")?.preset == .system)
    }

    @Test func randomBytesNeverTrap() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 0...255).array(of: 0...300)) { ints in
            let result = try Self.load(bytes: ints.map { UInt8($0) })
            #expect(result.spec != nil || !result.errors.isEmpty)
            #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        }
    }

    /// Spec-shaped soup: real keys and plausible values in well-formed YAML nesting, so the fuzzing reaches
    /// the section readers and the reference checks, not only the YAML scanner.
    @Test func keySoupNeverTraps() async throws {
        let keys =
            (SpecKeys.topLevel + SpecKeys.alert + SpecKeys.appearance + SpecKeys.rocket + SpecKeys.anyBlock
            + SpecKeys.queue + SpecKeys.popup + SpecKeys.scenario + SpecKeys.scenarioStep + ["a", "b", "r", "q"])
            .filter { $0 != "flare" }
        let values = [
            "1", "-3", "1.5h", "red", "'#FFF'", "bold 17", "alert/a", "rocket/r", "[a, b]", "{x: 1}", "true",
            "null", "~", "tap", "[{register: a}, present]", "flare://alert/a", "[{at: 1, event: 2}]", "a", "r",
        ]
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { seeds in
            // Each number picks a depth (at most one deeper than the line before), a key and a value;
            // a line followed by a deeper one gets no value, so the YAML stays well formed.
            var depths: [Int] = []
            for n in seeds { depths.append(min(n % 4, (depths.last ?? -1) + 1)) }
            var text = "flare: 1\n"
            for (i, n) in seeds.enumerated() {
                let key = keys[(n / 4) % keys.count], value = values[(n / 4 / keys.count) % values.count]
                let parent = i + 1 < depths.count && depths[i + 1] > depths[i]
                text += String(repeating: "  ", count: depths[i]) + key + ":" + (parent ? "" : " " + value) + "\n"
            }
            let result = SpecText.load(text)
            #expect(result.spec != nil || !result.errors.isEmpty)
            #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        }
    }

    @Test func truncatedAndMutatedSpecsNeverTrap() async throws {
        let full = try Array(Data(contentsOf: Self.fixtures.appendingPathComponent("every-key.yaml")))
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...full.count), Gen.int(in: 0...(full.count - 1)), Gen.int(in: 9...126)
        ) { cut, at, byte in
            var mutated = full
            mutated[at] = UInt8(byte)
            for bytes in [Array(full.prefix(cut)), mutated] {
                let text = String(decoding: bytes, as: UTF8.self)
                let result = SpecLoader.parse(text: text, path: Self.fixtures.appendingPathComponent("fuzz.yaml").path)
                #expect(result.spec != nil || !result.errors.isEmpty)
                #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            }
        }
    }
}
