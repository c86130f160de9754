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
        #expect(edit.after == Self.block.replacingOccurrences(of: """
              - title: One   # first
              # between
              - title: Two
                style: cancel
              - {title: Three}
        """, with: """
              - title: Two
                style: cancel
              # between
              - {title: Three}
              - title: One   # first
        """))
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.block)   // nothing written yet
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
        let added = try editor.addItem(to: Self.path("alerts.b.actions"), fields: [("title", "Later: maybe"), ("style", "cancel")], at: 1)
        #expect(added.after.contains("actions: [{title: X}, {title: \"Later: maybe\", style: cancel}, {title: Y}]"))
        #expect(added.spec.alerts[1].actions.map(\.style) == [.default, .cancel, .default])
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.block)
    }

    @Test func blockItemsAreAddedAndRemovedAsLines() throws {
        let (editor, _) = try Self.spec(Self.block)
        let added = try editor.addItem(to: Self.path("alerts.a.actions"), fields: [("title", "Four"), ("style", "destructive")])
        #expect(added.after.contains("      - {title: Three}\n      - title: Four\n        style: destructive\n  b:"))
        let removed = try editor.removeItem(Self.path("alerts.a.actions[1]"))
        #expect(removed.after.contains("      - title: One   # first\n      # between\n      - {title: Three}\n"))
        let first = try editor.removeItem(Self.path("alerts.a.actions[0]"))
        #expect(first.spec.alerts[0].actions.map(\.title) == ["Two", "Three"])
        // A list where the format has a map: refused, as `flare check` would.
        #expect(throws: SpecEditError.self) { try editor.addItem(to: Self.path("alerts.a.slide"), fields: [("text", "x")]) }
    }

    @Test func aListNotWrittenYetIsAddedAsAFlowList() throws {
        let (editor, _) = try Self.spec("flare: 1\nalerts:\n  a:\n    title: A\n")
        let added = try editor.addItem(to: Self.path("alerts.a.actions"), fields: [("title", "OK")])
        #expect(added.after == "flare: 1\nalerts:\n  a:\n    title: A\n    actions: [{title: OK}]\n")
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
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["spec.yaml"])
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
        #expect(try EditPath(parsing: "alerts.low-battery.actions[1].title").components
            == [.key("alerts"), .key("low-battery"), .key("actions"), .index(1), .key("title")])
        #expect(try EditPath(parsing: ".palette.\"brand.dark\"").components == [.key("palette"), .key("brand.dark")])
        #expect(try EditPath(parsing: "palette.\"brand.dark\"").description == "palette.\"brand.dark\"")
        for bad in ["", "alerts..a", "alerts.", "actions[x]", "actions[-1]", "a[1"] {
            #expect(throws: EditPath.Problem.self) { try EditPath(parsing: bad) }
        }
    }
}
