import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// `SpecEditor` on small specs: the exact text after list edits, refusals, and writes that never lose a change.
@Suite struct SpecEditorTests {
    static func spec(_ text: String, name: String = "spec.yaml") throws -> (SpecEditor, URL) {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return (SpecEditor(path: url.path), url)
    }

    static func path(_ text: String) throws -> EditPath { try EditPath(parsing: text) }

    static let block = """
        flare: 1
        alerts:
          a:
            title: A
            actions:
              - title: One   # first
              # between
              - title: Two
                style: cancel
              - {title: Three}
          b: {title: B, actions: [{title: X}, {title: Y}]}

        """

    @Test func movingABlockItemMovesItsLinesAndLeavesTheTextBetweenItems() throws {
        let (editor, url) = try Self.spec(Self.block)
        let edit = try editor.moveItem(Self.path("alerts.a.actions[0]"), to: 2)
        #expect(edit.spec.alerts[0].actions.map(\.title) == ["Two", "Three", "One"])
        #expect(
            edit.after
                == Self.block.replacingOccurrences(
                    of: """
                              - title: One   # first
                              # between
                              - title: Two
                                style: cancel
                              - {title: Three}
                        """,
                    with: """
                              - title: Two
                                style: cancel
                              # between
                              - {title: Three}
                              - title: One   # first
                        """))
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.block)  // nothing written yet
        try editor.write(edit)
        #expect(try String(contentsOf: url, encoding: .utf8) == edit.after)
        #expect(TextEdit.apply(TextEdit.inverse(of: edit.edits), to: edit.after) == Self.block)
    }

    @Test func flowItemsMoveRemoveDuplicateAndAdd() throws {
        let (editor, url) = try Self.spec(Self.block)
        let moved = try editor.moveItem(Self.path("alerts.b.actions[1]"), to: 0)
        #expect(moved.after.contains("b: {title: B, actions: [{title: Y}, {title: X}]}"))
        let removed = try editor.removeItem(Self.path("alerts.b.actions[1]"))
        #expect(removed.after.contains("b: {title: B, actions: [{title: X}]}"))
        let duplicated = try editor.duplicateItem(Self.path("alerts.b.actions[0]"))
        #expect(duplicated.after.contains("actions: [{title: X}, {title: X}, {title: Y}]"))
        let added = try editor.addItem(
            to: Self.path("alerts.b.actions"), fields: [("title", "Later: maybe"), ("style", "cancel")], at: 1)
        #expect(added.after.contains("actions: [{title: X}, {title: \"Later: maybe\", style: cancel}, {title: Y}]"))
        #expect(added.spec.alerts[1].actions.map(\.style) == [.default, .cancel, .default])
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.block)
    }

    @Test func blockItemsAreAddedAndRemovedAsLines() throws {
        let (editor, _) = try Self.spec(Self.block)
        let added = try editor.addItem(
            to: Self.path("alerts.a.actions"), fields: [("title", "Four"), ("style", "destructive")])
        #expect(added.after.contains("      - {title: Three}\n      - title: Four\n        style: destructive\n  b:"))
        let removed = try editor.removeItem(Self.path("alerts.a.actions[1]"))
        #expect(removed.after.contains("      - title: One   # first\n      # between\n      - {title: Three}\n"))
        let first = try editor.removeItem(Self.path("alerts.a.actions[0]"))
        #expect(first.spec.alerts[0].actions.map(\.title) == ["Two", "Three"])
        // A list where the format has a map: refused, as `flare check` would.
        #expect(throws: SpecEditError.self) {
            try editor.addItem(to: Self.path("alerts.a.slide"), fields: [("text", "x")])
        }
    }

    @Test func aListNotWrittenYetIsAddedInTheStyleOfItsMap() throws {
        let (editor, _) = try Self.spec("flare: 1\nalerts:\n  a:\n    title: A\n  b: {title: B}\n")
        let added = try editor.addItem(to: Self.path("alerts.a.actions"), fields: [("title", "OK")])
        #expect(
            added.after == "flare: 1\nalerts:\n  a:\n    title: A\n    actions:\n      - title: OK\n  b: {title: B}\n")
        let flow = try editor.addItem(to: Self.path("alerts.b.actions"), fields: [("title", "OK")])
        #expect(flow.after.hasSuffix("  b: {title: B, actions: [{title: OK}]}\n"))
        #expect(added.spec.alerts[0].actions.map(\.title) == ["OK"])
    }

    @Test func aFileChangedOnDiskIsNeverOverwritten() throws {
        let (editor, url) = try Self.spec(Self.block)
        let edit = try editor.set(Self.path("alerts.a.title"), to: "New")
        let outside = Self.block.replacingOccurrences(of: "title: B", with: "title: Typed elsewhere")
        try Data(outside.utf8).write(to: url)
        #expect(throws: SpecEditError.self) { try editor.write(edit) }
        #expect(try String(contentsOf: url, encoding: .utf8) == outside)
    }

    @Test func writesKeepThePermissionsAndLeaveNoTemporaryFile() throws {
        let (editor, url) = try Self.spec(Self.block)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        try editor.write(try editor.set(Self.path("alerts.a.title"), to: "New"))
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["spec.yaml"])
    }

    @Test func aRefusedEditSaysWhyWithTheCheckDiagnostic() throws {
        let (editor, url) = try Self.spec(Self.block)
        do {
            _ = try editor.set(Self.path("alerts.a.actions[1].style"), to: "cancle")
            Issue.record("accepted a style that is not one")
        } catch {
            guard case SpecEditError.refused(let diagnostics) = error else { Issue.record("\(error)"); return }
            #expect(diagnostics.map(\.location.line) == [9])
            #expect(diagnostics.first?.message.contains("cancel") == true)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.block)
    }

    @Test func scalarsAreQuotedOnlyWhenYAMLNeedsIt() {
        #expect(ScalarText.yaml("Battery low", flow: false) == "Battery low")
        #expect(ScalarText.yaml("#FF0000", flow: false) == "\"#FF0000\"")
        #expect(ScalarText.yaml("a: b", flow: false) == "\"a: b\"")
        #expect(ScalarText.yaml("5 # x", flow: false) == "\"5 # x\"")
        #expect(ScalarText.yaml("flare://alert/a?x=1", flow: false) == "flare://alert/a?x=1")
        #expect(ScalarText.yaml("a, b", flow: true) == "\"a, b\"")
        #expect(ScalarText.yaml("it's", flow: false, previous: .singleQuoted) == "'it''s'")
        #expect(ScalarText.yaml("line\nbreak", flow: false) == "\"line\\nbreak\"")
        #expect(ScalarText.json("18") == "18")
        #expect(ScalarText.json("18", previous: .doubleQuoted) == "\"18\"")
        #expect(ScalarText.json("red") == "\"red\"")
    }

    @Test func pathsAreWrittenAsYqWritesThem() throws {
        #expect(
            try EditPath(parsing: "alerts.low-battery.actions[1].title").components
                == [.key("alerts"), .key("low-battery"), .key("actions"), .index(1), .key("title")])
        #expect(try EditPath(parsing: ".palette.\"brand.dark\"").components == [.key("palette"), .key("brand.dark")])
        #expect(try EditPath(parsing: "palette.\"brand.dark\"").description == "palette.\"brand.dark\"")
        for bad in ["", "alerts..a", "alerts.", "actions[x]", "actions[-1]", "a[1"] {
            #expect(throws: EditPath.Problem.self) { try EditPath(parsing: bad) }
        }
    }

    /// A copy of the showcase (its includes and assets).
    static func showcase() throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        for name in ["showcase.yaml", "showcase", "assets"] {
            try FileManager.default.copyItem(
                at: Fixtures.examples.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        return dir.appendingPathComponent("showcase.yaml")
    }

    @Test func aRenameUpdatesEveryReferenceInEveryFile() throws {
        let url = try Self.showcase()
        let editor = SpecEditor(path: url.path)
        let queues = url.deletingLastPathComponent().appendingPathComponent("showcase/queues.yaml")
        let (entryBefore, queuesBefore) = (
            try String(contentsOf: url, encoding: .utf8), try String(contentsOf: queues, encoding: .utf8)
        )
        let edit = try editor.renameItem(.alert("promo-summer"), to: "summer-sale")
        try editor.write(edit)
        let entry = try String(contentsOf: url, encoding: .utf8),
            queue = try String(contentsOf: queues, encoding: .utf8)
        #expect(!entry.contains("promo-summer") && !queue.contains("promo-summer"))
        #expect(
            queue == queuesBefore.replacingOccurrences(of: "show: alert/promo-summer", with: "show: alert/summer-sale"))
        #expect(entry == entryBefore.replacingOccurrences(of: "promo-summer", with: "summer-sale"))
        let reloaded = try #require(SpecLoader.load(path: url.path).spec)
        #expect(
            reloaded.alerts.map(\.id) == edit.previous.alerts.map { $0.id == "promo-summer" ? "summer-sale" : $0.id })
        // And back: every byte as it was.
        try editor.write(try editor.renameItem(.alert("summer-sale"), to: "promo-summer"))
        #expect(try String(contentsOf: url, encoding: .utf8) == entryBefore)
        #expect(try String(contentsOf: queues, encoding: .utf8) == queuesBefore)
    }

    /// A new alert or rocket under a block map is written as block lines at its siblings' indentation (a rocket's
    /// blocks nested a step deeper), after a flow sibling as a flow map, and in JSON as JSON.
    @Test func newItemsFollowTheStyleOfTheirSection() throws {
        let (editor, _) = try Self.spec("flare: 1\nalerts:\n    a:\n        title: A\n")
        let alert = try editor.addItem(.alert("c"), fields: [("title", "New: alert"), ("message", "Say more.")])
        #expect(
            alert.after
                == "flare: 1\nalerts:\n    a:\n        title: A\n    c:\n        title: \"New: alert\"\n"
                + "        message: Say more.\n")
        let blocks = SpecEditor.NewValue.map([("blocks", .map([("hello", .map([("text", .text("Hi!"))]))]))])
        let rocket = try editor.addItem(.rocket("r"), value: blocks)
        #expect(
            rocket.after.hasSuffix(
                "rockets:\n    r:\n        blocks:\n            hello:\n                text: Hi!\n"),
            "\(rocket.after)")
        #expect(rocket.spec.rockets.first?.blocks.map(\.id) == ["hello"])

        let (flowEditor, _) = try Self.spec(
            "flare: 1\nalerts:\n  a: {title: A}\nrockets:\n  q: {blocks: {x: {text: X}}}\n")
        let flow = try flowEditor.addItem(.rocket("r"), value: blocks)
        #expect(
            flow.after.hasSuffix("  q: {blocks: {x: {text: X}}}\n  r: {blocks: {hello: {text: Hi!}}}\n"),
            "\(flow.after)")

        let (json, _) = try Self.spec(#"{"flare": 1, "alerts": {"a": {"title": "A"}}}"#, name: "spec.json")
        let added = try json.addItem(.rocket("r"), value: blocks)
        #expect(added.after.contains(#""r": {"blocks": {"hello": {"text": "Hi!"}}}"#), "\(added.after)")
    }

    @Test func itemsAreAddedDuplicatedAndDeleted() throws {
        let (editor, url) = try Self.spec(Self.block)
        let added = try editor.addItem(.alert("c"), fields: [("title", "New: alert")])
        #expect(
            added.after
                == Self.block.replacingOccurrences(
                    of: "[{title: X}, {title: Y}]}\n", with: "[{title: X}, {title: Y}]}\n  c: {title: \"New: alert\"}\n"
                ))
        let duplicated = try editor.duplicateItem(.alert("a"), as: "a2")
        #expect(duplicated.spec.alerts.map(\.id) == ["a", "a2", "b"])
        #expect(duplicated.after.contains("  a2:\n    title: A\n    actions:\n      - title: One   # first\n"))
        let flow = try editor.duplicateItem(.alert("b"), as: "b2")
        #expect(
            flow.after.hasSuffix(
                "  b: {title: B, actions: [{title: X}, {title: Y}]}\n"
                    + "  b2: {title: B, actions: [{title: X}, {title: Y}]}\n"
            ))
        let deleted = try editor.deleteItem(.alert("a"))
        #expect(deleted.after == "flare: 1\nalerts:\n  b: {title: B, actions: [{title: X}, {title: Y}]}\n")
        #expect(throws: SpecEditError.self) { try editor.addItem(.alert("a"), fields: []) }
        #expect(throws: SpecEditError.self) { try editor.renameItem(.alert("a"), to: "b") }
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.block)
    }

    @Test func deletingAnItemStillNamedElsewhereIsRefused() throws {
        let url = try Self.showcase()
        let before = try String(contentsOf: url, encoding: .utf8)
        #expect(throws: SpecEditError.self) { try SpecEditor(path: url.path).deleteItem(.alert("promo-summer")) }
        #expect(try String(contentsOf: url, encoding: .utf8) == before)
    }

    @Test func anchorsAndAliasesAreLeftToAPerson() throws {
        let text =
            "flare: 1\nalerts:\n  a:\n    title: A\n    appearance: &look {titleColor: red}\n  b:\n"
            + "    title: B\n    appearance: *look\n"
        let (editor, url) = try Self.spec(text)
        #expect(throws: SpecEditError.self) { try editor.set(Self.path("alerts.a.appearance.titleColor"), to: "blue") }
        #expect(throws: SpecEditError.self) { try editor.set(Self.path("alerts.b.appearance.titleColor"), to: "blue") }
        #expect(
            try editor.set(Self.path("alerts.b.title"), to: "Bee").after
                == text.replacingOccurrences(of: "title: B\n", with: "title: Bee\n"))
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func theSourceTreeGivesEachScalarItsExactSpan() throws {
        let text = "a: 'it''s'   # c\nb: {c: \"x: y\", d: [1, two]}\nü: plain text\n"
        let tree = try SourceTree(text: text)
        let bytes = Array(text.utf8)
        func spanned(_ node: SourceTree.Node) -> String {
            String(decoding: bytes[node.start..<node.end], as: UTF8.self)
        }
        let pairs = tree.root.pairs
        #expect(pairs.map { spanned($0.key) } == ["a", "b", "ü"])
        #expect(spanned(pairs[0].value) == "'it''s'" && pairs[0].value.scalar == "it's")
        #expect(spanned(pairs[1].value) == "{c: \"x: y\", d: [1, two]}")
        #expect(spanned(pairs[2].value) == "plain text" && pairs[2].value.column == 4)
        #expect(spanned(pairs[1].value.pairs[1].value) == "[1, two]")
    }
}
