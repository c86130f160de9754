import Foundation
import PropertyBased
import Testing
import TestSupport

@testable import FlareCore

/// Parsing only what an edit changed (`SpecSplice`): the changed entry composed again and spliced into the file's
/// last nodes gives exactly the nodes of a whole parse (texts, styles, lines and columns), and a load through the
/// cache exactly an uncached load's model and diagnostics.
@Suite struct SpecSpliceTests {
    /// Every example and fixture spec text (YAML and JSON), by name.
    static let examples: [(name: String, text: String)] = {
        let folders = [Fixtures.examples, Fixtures.root.appendingPathComponent("Tests/FlareCoreTests/Fixtures")]
        var found: [(String, String)] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let name as String in walker where [".yaml", ".json"].contains(where: name.hasSuffix) {
                if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                    found.append((name, text))
                }
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    /// The whole text composed (nil with any diagnostic, or when it is not a map).
    static func whole(_ text: String) -> SpecNode? {
        let session = SpecLoadSession()
        let node = session.composeText(text, at: SourceLocation(file: "spec.yaml", line: 1, column: 1), isRoot: true)
        return session.builder.diagnostics.isEmpty ? node : nil
    }

    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
    static let showcaseText = (try? String(contentsOfFile: showcase, encoding: .utf8)) ?? ""

    /// Characters an edit types: YAML's indicators among them, so edits also break or restructure the text.
    static let typed: [String] = [
        "a", "Z", " ", "  ", "\n", "\n  ", "\n    ", "\n      x: 1", "\n  y: 2", "\nz: 3", ":", ": ", "#", " #c", "\"",
        "'", "{", "}", "[", "]", "-", "- ", ",", "|", ">", "&a ", "*a", "!", "%", "\t", "?", "é", "\u{FEFF}", "~",
        "\r", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// One edit of `text`: typed characters inserted, a span deleted, a line doubled or removed, at `at`.
    static func edit(_ text: String, _ code: Int, _ at: Int) -> String {
        var scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return text }
        let i = at % scalars.count
        switch code % 5 {
        case 0, 1:
            scalars.insert(contentsOf: typed[(code / 5) % typed.count].unicodeScalars, at: i)
        case 2:
            scalars.removeSubrange(i..<min(scalars.count, i + 1 + (code / 5) % 12))
        case 3:  // the line doubled
            let start = scalars[..<i].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let end = scalars[i...].firstIndex(of: "\n").map { $0 + 1 } ?? scalars.count
            scalars.insert(contentsOf: Array(scalars[start..<end]), at: end)
        default:  // the line removed
            let start = scalars[..<i].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let end = scalars[i...].firstIndex(of: "\n").map { $0 + 1 } ?? scalars.count
            scalars.removeSubrange(start..<end)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    @Test func aTitleEditComposesOnlyItsAlert() throws {
        let root = try #require(Self.whole(Self.showcaseText))
        let edited = Self.showcaseText.replacingOccurrences(of: "title: Battery low", with: "title: Battery very low")
        let spliced = try #require(SpecSplice.parse(old: Self.showcaseText, root: root, new: edited))
        #expect(spliced.sameAs(try #require(Self.whole(edited))))
    }

    @Test func linesAddedOrRemovedMoveTheNodesBelow() throws {
        let text = "flare: 1\nalerts:\n  a:\n    title: A\n    message: M\n  b:\n    title: B\nstage: {scale: 2}\n"
        let root = try #require(Self.whole(text))
        for edited in [
            text.replacingOccurrences(of: "    message: M\n", with: "    message: M\n    # two\n    # lines\n"),
            text.replacingOccurrences(of: "    message: M\n", with: ""),
            text.replacingOccurrences(of: "title: A\n", with: "title: >\n      folded\n      text\n"),
        ] {
            let spliced = try #require(SpecSplice.parse(old: text, root: root, new: edited))
            #expect(spliced.sameAs(try #require(Self.whole(edited))), "\(edited)")
        }
    }

    /// A new sibling or a changed key line is composed one level up (the entry around it); what is not provably
    /// the same as a whole parse is left to one: a top-level key line changed, an anchor, a tab, a directive, flow
    /// style around the entry, JSON.
    @Test func whatCouldReadDifferentlyIsParsedWhole() throws {
        let text = "flare: 1\nalerts:\n  a:\n    title: A\n  b:\n    title: B\n"
        let root = try #require(Self.whole(text))
        for edited in [
            text.replacingOccurrences(of: "    title: A\n", with: "    title: A\n  c: {title: C}\n"),
            text.replacingOccurrences(of: "  a:\n", with: "  aa:\n"),
            text.replacingOccurrences(of: "title: A", with: "message:"),
        ] {
            let spliced = try #require(SpecSplice.parse(old: text, root: root, new: edited))
            #expect(spliced.sameAs(try #require(Self.whole(edited))), "\(edited)")
        }
        for edited in [
            text.replacingOccurrences(of: "alerts:", with: "alert:"),
            text.replacingOccurrences(of: "title: A", with: "title: &x A"),
            text.replacingOccurrences(of: "title: A", with: "title:\tA"),
            "%YAML 1.1\n---\n" + text,
            text.replacingOccurrences(of: "    title: A\n", with: "    title: A\nstage: {}\n"),
            // The next entry's key line joined onto the last line of this one.
            text.replacingOccurrences(of: "A\n  b:", with: "A  b:"),
        ] {
            let whole = SpecSplice.parse(old: text, root: root, new: edited)
            #expect(whole == nil, "\(edited)")
        }
        // A line break that is not an LF, in the entry or anywhere else: libyaml places the nodes after it a line
        // further than an LF count does.
        for separator in ["\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            let inEntry = text.replacingOccurrences(of: "title: A", with: "title: {x: 1,\(separator) y: 2}")
            let above = "# note\(separator)" + text.replacingOccurrences(of: "title: A", with: "title: AA")
            let aboveRoot = try #require(Self.whole("# note\(separator)" + text))
            #expect(SpecSplice.parse(old: text, root: root, new: inEntry) == nil, "\(inEntry.debugDescription)")
            #expect(
                SpecSplice.parse(old: "# note\(separator)" + text, root: aboveRoot, new: above) == nil,
                "\(above.debugDescription)")
        }
        let flow = "flare: 1\nalerts: {\n  a: {title: A},\n  b: {title: B}\n}\n"
        let flowRoot = try #require(Self.whole(flow))
        #expect(SpecSplice.parse(old: flow, root: flowRoot, new: flow.replacingOccurrences(of: "A", with: "AA")) == nil)
        let json = "{\"flare\": 1, \"alerts\": {\"a\": {\"title\": \"A\"}}}"
        let jsonRoot = try #require(Self.whole(json))
        #expect(SpecSplice.parse(old: json, root: jsonRoot, new: json.replacingOccurrences(of: "A", with: "B")) == nil)
    }

    /// Random edits to every example: whenever the splice answers, its nodes are exactly a whole parse's; when the
    /// whole parse reports anything, the splice never answers.
    @Test func randomEditsSpliceToExactlyAWholeParse() async {
        let bases = Self.examples.compactMap { example in Self.whole(example.text).map { (example.text, $0) } }
        #expect(bases.count >= 14)
        let spliced = Counter()
        await propertyCheck(
            count: 1000, input: Gen.int(in: 0...(bases.count - 1)), Gen.int(in: 0...1_000_000).array(of: 1...3),
            Gen.int(in: 0...100_000)
        ) { index, codes, at in
            let (text, root) = bases[index]
            var edited = text
            for (n, code) in codes.enumerated() { edited = Self.edit(edited, code, at &+ n * 7919) }
            guard let result = SpecSplice.parse(old: text, root: root, new: edited),
                SpecLoadSession.nestingProblem(edited) == nil
            else { return }
            spliced.count += 1
            let whole = Self.whole(edited)
            #expect(whole != nil, "spliced, but a whole parse reports a problem:\n\(edited)")
            if let whole { #expect(result.sameAs(whole), "not the whole parse's nodes:\n\(edited)") }
        }
        #expect(spliced.count > 10, "the splice answered \(spliced.count) times")
    }

    /// Typing into the showcase through one cache, as the source pane does: every load equals an uncached one
    /// (model and diagnostics), and most keystrokes compose only their entry.
    @Test func typingThroughTheCacheLoadsAsAnUncachedLoadDoes() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...1_000_000).array(of: 1...8), Gen.int(in: 0...100_000)) {
            codes, at in
            let cache = SpecParseCache()
            var text = Self.showcaseText
            _ = SpecLoader.load(path: Self.showcase, texts: [Self.showcase: text], cache: cache)
            for (n, code) in codes.enumerated() {
                text = Self.edit(text, code, at &+ n * 7919)
                let cached = SpecLoader.load(path: Self.showcase, texts: [Self.showcase: text], cache: cache)
                let plain = SpecLoader.load(path: Self.showcase, texts: [Self.showcase: text])
                #expect(cached.spec == plain.spec, "edit \(n): the model")
                #expect(cached.diagnostics == plain.diagnostics, "edit \(n): the diagnostics")
            }
        }
        let cache = SpecParseCache()
        var text = Self.showcaseText
        _ = SpecLoader.load(path: Self.showcase, texts: [Self.showcase: text], cache: cache)
        for letter in "very " {
            text = text.replacingOccurrences(of: "title: Battery ", with: "title: Battery \(letter)")
            _ = SpecLoader.load(path: Self.showcase, texts: [Self.showcase: text], cache: cache)
        }
        #expect(cache.splices == 5)
    }
}

extension SpecSpliceTests {
    /// Every example's root file (its includes are found by loading it).
    static let exampleRoots: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { Fixtures.examples.appendingPathComponent($0).path }
    }()

    /// Random edits to every example and the files it includes (routes, scenarios, rockets, queues, palettes, the
    /// include lists, broken text), one after another through one cache, sometimes undone (so a kept reading meets
    /// its old nodes again): every load equals an uncached one, model and diagnostics with their places.
    @Test func randomEditsOfEveryExampleLoadAsAnUncachedLoadDoes() async {
        #expect(Self.exampleRoots.count >= 12)
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...(Self.exampleRoots.count - 1)),
            Gen.int(in: 0...1_000_000).array(of: 1...6), Gen.int(in: 0...100_000)
        ) { index, codes, at in
            let root = Self.exampleRoots[index]
            let files = ([root] + (SpecLoader.load(path: root).spec?.files ?? []))
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            var texts: [String: String] = [:]
            for file in files { texts[file] = try? String(contentsOfFile: file, encoding: .utf8) }
            let originals = texts
            let cache = SpecParseCache()
            _ = SpecLoader.load(path: root, texts: texts, cache: cache)
            for (n, code) in codes.enumerated() {
                let file = files[(code / 7) % files.count]
                if code % 7 == 0 {
                    texts[file] = originals[file]
                } else if let text = texts[file] {
                    texts[file] = Self.edit(text, code, at &+ n * 7919)
                }
                let cached = SpecLoader.load(path: root, texts: texts, cache: cache)
                let plain = SpecLoader.load(path: root, texts: texts)
                #expect(cached.spec == plain.spec, "\(root), edit \(n) of \(file): the model")
                #expect(cached.diagnostics == plain.diagnostics, "\(root), edit \(n) of \(file): the diagnostics")
            }
        }
    }

    /// A map or list is recognised as unchanged by its shared storage, and anything else is compared inside: a copy
    /// changed anywhere, or an equal tree built apart, answers by its contents.
    @Test func sameAsLooksInsideUnlessTheStorageIsShared() throws {
        let root = try #require(Self.whole(Self.showcaseText))
        let apart = try #require(Self.whole(Self.showcaseText))
        #expect(root.sameAs(root) && root.sameAs(apart))
        guard case .mapping(var pairs) = root.content, let index = pairs.firstIndex(where: { $0.key.text == "alerts" })
        else { Issue.record("the showcase has alerts"); return }
        var changed = root
        pairs[index].value = pairs[index].value.replacing(
            at: [0],
            with: SpecNode.Pair(
                key: SpecNode(content: .scalar("x", plain: true), line: 1, column: 1),
                value: SpecNode(content: .scalar("y", plain: true), line: 1, column: 1)),
            shiftingAfter: .max, by: 0)
        changed.content = .mapping(pairs)
        #expect(!changed.sameAs(root) && !root.sameAs(changed) && !changed.sameAs(apart))
        let otherText = SpecNode(content: .scalar("é", plain: true), line: 1, column: 1)
        let decomposed = SpecNode(content: .scalar("e\u{301}", plain: true), line: 1, column: 1)
        #expect(!otherText.sameAs(decomposed), "compared as bytes, not as equal Strings")
    }
}

/// A count the property check's closure adds to.
final class Counter: @unchecked Sendable {
    var count = 0
}
