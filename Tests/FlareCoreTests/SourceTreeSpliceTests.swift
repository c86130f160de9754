import Foundation
import PropertyBased
import Testing
import TestSupport

@testable import FlareCore

/// A written edit that replaced one scalar moves the kept source tree instead of parsing the file again
/// (`SourceTree.replacingScalar`, `SpecEditMemory.wrote`). Over random replacements of every scalar of every example
/// file, and over random window edits of every example, the moved tree is exactly the tree a whole parse of the new
/// text gives (spans, lines, columns, values, styles), or the splice declines and the file is parsed.
@Suite struct SourceTreeSpliceTests {
    /// Texts a scalar is replaced with: plain, quoted, wider and narrower, multibyte, and ones a whole parse reads as
    /// something else than one scalar (the splice must decline those).
    static let replacements = [
        "7", "12.5", "-3", "true", "Battery low", "\"#1FA3F6\"", "'it''s'", "\"a, b\"", "héllo wörld", "\"ünï\"",
        "x", "a b c d e f", "a: b", "[1, 2]", "{a: 1}", "- x", "&anchor 4", "*alias", "", "a # comment",
        "\"multi\nline\"", "'#fff'", "null", "~", "teal", "a,b", "ok]",
    ]

    /// Every scalar of `node` that is not an alias target's anchor holder.
    static func scalars(_ node: SourceTree.Node) -> [SourceTree.Node] {
        switch node.content {
        case .scalar: return [node]
        case .alias: return []
        case .mapping(let pairs, _): return pairs.flatMap { scalars($0.key) + scalars($0.value) }
        case .sequence(let items, _): return items.flatMap(scalars)
        }
    }

    /// `text` with its bytes `start..<end` replaced by `new`.
    static func replacing(_ text: String, _ start: Int, _ end: Int, with new: String) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[..<start] + Array(new.utf8) + bytes[end...], as: UTF8.self)
    }

    @Test(arguments: SpecEditorPropertyTests.examples)
    func aMovedTreeIsTheParsedTree(example: String) async throws {
        let text = try String(contentsOf: Fixtures.examples.appendingPathComponent(example), encoding: .utf8)
        let tree = try SourceTree(text: text)
        let nodes = Self.scalars(tree.root)
        let spliced = Counter(), declined = Counter()
        func check(_ code: Int) {
            let node = nodes[code % nodes.count]
            let new = Self.replacements[(code / 7) % Self.replacements.count]
            let bytes = Array(text.utf8)
            let oldText = String(decoding: bytes[node.start..<node.end], as: UTF8.self)
            let following = node.end < bytes.count ? bytes[node.end] : nil
            let after = Self.replacing(text, node.start, node.end, with: new)
            let what = "\(example):\(node.line):\(node.column): \(oldText) → \(new)"
            guard let moved = tree.replacingScalar(at: node.start, oldText: oldText, newText: new, following: following)
            else {
                declined.count += 1
                return
            }
            spliced.count += 1
            #expect(moved == (try? SourceTree(text: after)), "\(what): the moved tree is the parsed one")
        }
        for code in 0..<200 { check(code * 31 + 5) }
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { check($0) }
        #expect(spliced.count > 50, "\(spliced.count) moved, \(declined.count) declined")
        #expect(declined.count > 10, "texts that are not one scalar are declined")
    }

    @Test(arguments: SpecEditorPropertyTests.examples)
    func aWrittenEditKeepsTheParsedTree(example: String) async throws {
        guard let (entry, pristine) = try SpecEditCheckTests.editable(example) else { return }
        let memory = SpecEditMemory()
        var editor = SpecEditor(path: entry)
        editor.memory = memory
        editor.cache = SpecParseCache()
        editor.fonts = FontCheckTests.catalog
        let window = editor
        func edits(_ codes: [Int]) {
            for (file, text) in pristine { try? text.write(toFile: file, atomically: true, encoding: .utf8) }
            for code in codes {
                guard let spec = SpecLoader.load(path: entry).spec,
                    let (path, value) = SpecEditCheckTests.edit(code, of: spec),
                    let edit = try? (value.map { try window.set(path, to: $0) } ?? window.unset(path)),
                    !edit.edits.isEmpty
                else { continue }
                do { try window.write(edit) } catch {
                    Issue.record("\(example): \(path): write: \(error)")
                    return
                }
                let text = try? String(contentsOfFile: edit.absoluteFile, encoding: .utf8)
                let body = text.map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
                #expect(
                    memory.tree(of: edit.absoluteFile) == body.flatMap { try? SourceTree(text: $0) },
                    "\(example): \(path) = \(value ?? "(unset)"): the kept tree is the file's")
            }
        }
        edits(Array(0..<60).map { $0 * 1_237 + 11 })
        #expect(memory.splices > 0, "edits of written values moved the kept tree")
        await propertyCheck(count: 12, input: Gen.int(in: 0...1_000_000).array(of: 1...8)) { codes in edits(codes) }
    }

    @Test func columnsAfterTheEditOnItsLineMove() throws {
        let text = "a: {x: 1, y: héllo, z: [1, 2]}\nb: 2\n"
        let tree = try SourceTree(text: text)
        let start = Array(text.utf8).firstIndex(of: UInt8(ascii: "1"))!
        let comma = UInt8(ascii: ",")
        let moved = try #require(tree.replacingScalar(at: start, oldText: "1", newText: "\"ünï\"", following: comma))
        #expect(moved == (try SourceTree(text: Self.replacing(text, start, start + 1, with: "\"ünï\""))))
        #expect(tree.replacingScalar(at: start, oldText: "1", newText: "a,b", following: comma) == nil, "a flow comma")
        #expect(tree.replacingScalar(at: start, oldText: "1", newText: "2\n", following: comma) == nil, "a line break")
        #expect(tree.replacingScalar(at: start + 1, oldText: ",", newText: "x", following: 32) == nil, "no scalar")
        // Lines libyaml ends without an LF: a scalar that spans one is parsed whole, so the nodes after it keep
        // the lines a whole parse gives them.
        for separator in ["\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            let spanning = "a: A\(separator)  B\nb: 2\n"
            let at = Array(spanning.utf8).firstIndex(of: UInt8(ascii: "A"))!
            let old = "A\(separator)  B"
            let tree = try SourceTree(text: spanning)
            #expect(
                tree.replacingScalar(at: at, oldText: old, newText: "C", following: UInt8(ascii: "\n")) == nil,
                "\(old.debugDescription) → C")
            #expect(
                tree.replacingScalar(at: at, oldText: old, newText: "C\(separator)D", following: 10) == nil,
                "C\(separator.debugDescription)D")
        }
        let json = try SourceTree(text: "{\"a\":1}")
        #expect(
            json.replacingScalar(at: 1, oldText: "\"a\"", newText: "x", following: UInt8(ascii: ":")) == nil,
            "a plain key where a quoted one touched its colon")
    }
}
