import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// A rocket's blocks added, removed and moved with `SpecEditor`, every `next:`, branch and `start:` kept pointing
/// where the flow goes; a RocketFont replaced whole; and the rocket's sheet of rows.
@Suite struct RocketBlockEditTests {
    static let rocket = """
        flare: 1
        rockets:
          r:
            blocks:
              a:
                text: A   # first
                next: b
              b:
                text: B
                next: c
              # before c
              c:
                text: C
                font: textBold

        """

    static func flow(_ edit: SpecEdit) -> [String] {
        guard let r = edit.spec.rockets.first else { return [] }
        var ids: [String] = []
        var id: String? = r.start
        while let current = id, !ids.contains(current), let block = r.block(current) {
            ids.append(current)
            id = block.next
        }
        return ids
    }

    @Test func aBlockAddedAfterAnotherIsWrittenAfterItAndLinkedIntoTheFlow() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.rocket)
        let edit = try editor.addBlock(.text, id: "new", to: "r", after: "a")
        #expect(edit.spec.rockets[0].blocks.map(\.id) == ["a", "new", "b", "c"])
        #expect(Self.flow(edit) == ["a", "new", "b", "c"])
        #expect(edit.after.contains("text: A   # first"))
        #expect(edit.after.contains("  # before c\n      c:"))
        #expect(edit.edits.count == 1)
        // At the end: the last block leads to it.
        let end = try editor.addBlock(.button, id: "done", to: "r", after: nil)
        #expect(Self.flow(end) == ["a", "b", "c", "done"])
        let double = try editor.addBlock(.doubleButton, id: "pick", to: "r", after: "c")
        #expect(double.spec.rockets[0].block("pick")?.typeName == "doubleButton")
        // In block style, as the blocks beside it are written.
        #expect(
            double.after.hasSuffix(
                "      pick:\n        left:\n          title: Yes\n        right:\n          title: No\n"))
    }

    /// Issue #45 item 6: the Rocket template's "choice" (a double button, its left side leading nowhere) and the
    /// Properties page's + on it.
    @Test func aBlockAddedAfterADoubleButtonOrAnInputIsReached() throws {
        let url = Fixtures.root.appendingPathComponent("Assets/templates/rocket.yaml")
        let template = try String(contentsOf: url, encoding: .utf8)
        let (editor, _) = try SpecEditorTests.spec(template)
        let edit = try editor.addBlock(.text, id: "block", to: "welcome", after: "choice")
        #expect(!edit.warnings.contains { $0.message.contains("never reached") }, "\(edit.warnings)")
        // The side that led nowhere now leads to it, written in the flow map as it was; the block in block style.
        let left = #"left: {title: "Later", font: cancel, next: block} # the seed's grey"#
        #expect(edit.after.contains(left), "\(edit.after)")
        #expect(edit.after.contains("    block:\n        text: New block\n      tour:"), "\(edit.after)")
        #expect(edit.spec.rockets[0].blocks.map(\.id) == ["hello", "choice", "block", "tour", "done"])
        // One undo step, back to the template's bytes.
        #expect(TextEdit.apply(TextEdit.inverse(of: edit.edits), to: edit.after) == template)
        // Both sides leading on: it goes between the right side and where it led.
        let both = try SpecEditorTests.spec(edit.after).0.addBlock(.button, id: "more", to: "welcome", after: "choice")
        let r = both.spec.rockets[0]
        guard case .doubleButton(let l, let right) = r.block("choice")?.content else { Issue.record(); return }
        #expect(l.next == "block" && right.next == "more" && r.block("more")?.next == "tour")
        #expect(!both.warnings.contains { $0.message.contains("never reached") })
        // After an input: its `next:` leads to the new block, which leads where the input led.
        let input = try SpecEditorTests.spec(Self.rocket).0.addBlock(.input, id: "ask", to: "r", after: "a")
        let added = try SpecEditorTests.spec(input.after).0.addBlock(.text, id: "new", to: "r", after: "ask")
        guard case .input(let ask) = added.spec.rockets[0].block("ask")?.content else { Issue.record(); return }
        #expect(ask.next == "new" && added.spec.rockets[0].block("new")?.next == "b")
        #expect(!added.warnings.contains { $0.message.contains("never reached") })
    }

    @Test func aRemovedBlocksReferencesNameTheBlockItLedTo() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.rocket)
        let middle = try editor.removeBlock("b", from: "r")
        #expect(middle.spec.rockets[0].blocks.map(\.id) == ["a", "c"])
        #expect(Self.flow(middle) == ["a", "c"])
        // The first (the start): the flow starts at what it led to.
        let first = try editor.removeBlock("a", from: "r")
        #expect(first.spec.rockets[0].start == "b")
        // The last: what led to it ends the rocket.
        let last = try editor.removeBlock("c", from: "r")
        #expect(last.spec.rockets[0].block("b")?.next == nil)
        #expect(last.warnings.isEmpty)
    }

    @Test func aBlockMovedPastTheOneItLeadsToSwapsPlacesInTheFlow() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.rocket)
        let down = try editor.moveBlock("a", in: "r", by: 1)
        #expect(down.spec.rockets[0].blocks.map(\.id) == ["b", "a", "c"])
        #expect(Self.flow(down) == ["b", "a", "c"])
        #expect(down.after.contains("text: A   # first"))
        let up = try editor.moveBlock("c", in: "r", by: -1)
        #expect(Self.flow(up) == ["a", "c", "b"])
        #expect(up.spec.rockets[0].blocks.map(\.id) == ["a", "c", "b"])
        #expect(throws: SpecEditError.self) { try editor.moveBlock("a", in: "r", by: -1) }
    }

    @Test func aRocketFontIsReplacedWholeByAMapAndBack() throws {
        let (editor, url) = try SpecEditorTests.spec(Self.rocket)
        let font = try EditPath(parsing: "rockets.r.blocks.c.font")
        let map = try editor.replaceValue(
            font, raw: editor.flowMap([("font", "system Bold 18"), ("color", "#FF0000")], at: font))
        #expect(map.after.contains("font: {font: system Bold 18, color: \"#FF0000\"}"))
        guard case .text(let block) = map.spec.rockets[0].block("c")?.content else {
            Issue.record("not a text block"); return
        }
        #expect(block.font.color == Color(hex: 0xFF0000))
        try editor.write(map)
        let back = try SpecEditor(path: url.path).replaceValue(font, raw: "emoji")
        #expect(back.after == Self.rocket.replacingOccurrences(of: "textBold", with: "emoji"))
        // Absent: inserted.
        let added = try editor.replaceValue(try EditPath(parsing: "rockets.r.blocks.a.font"), raw: "plain")
        #expect(added.after.contains("        next: b\n        font: plain\n"))
    }

    /// A map written for a font goes in the style of its siblings (issue 45, item 8): block lines under the key in a
    /// block file, the rest of the file byte for byte as it was; absent, inserted as block lines too.
    @Test func aFontMapIsWrittenInBlockStyleInABlockFile() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.rocket)
        let font = try EditPath(parsing: "rockets.r.blocks.c.font")
        let fields: [(key: String, value: SpecEditor.NewValue)] = [
            ("font", .text("system Bold 18")), ("color", .text("#FF0000")),
        ]
        let map = try editor.replaceValue(font, with: .map(fields))
        #expect(
            map.after
                == Self.rocket.replacingOccurrences(
                    of: "        font: textBold\n",
                    with: "        font:\n          font: system Bold 18\n          color: \"#FF0000\"\n"),
            "\(map.after)")
        guard case .text(let block) = map.spec.rockets[0].block("c")?.content else {
            Issue.record("not a text block"); return
        }
        #expect(block.font.color == Color(hex: 0xFF0000))
        let added = try editor.replaceValue(try EditPath(parsing: "rockets.r.blocks.a.font"), with: .map(fields))
        #expect(
            added.after.contains(
                "        next: b\n        font:\n          font: system Bold 18\n          color: \"#FF0000\"\n"),
            "\(added.after)")
    }

    @Test func jsonBlocksAreAddedMovedRemovedAndTheirFontsReplaced() throws {
        let json = """
            {
              "flare": 1,
              "rockets": {
                "r": {
                  "blocks": {
                    "a": {"text": "A", "next": "b"},
                    "b": {"text": "B", "font": "textBold"}
                  }
                }
              }
            }

            """
        let (editor, _) = try SpecEditorTests.spec(json, name: "spec.json")
        let added = try editor.addBlock(.doubleButton, id: "pick", to: "r", after: "a")
        #expect(added.spec.rockets[0].blocks.map(\.id) == ["a", "pick", "b"])
        #expect(
            added.after.contains(#""pick": {"left": {"title": "Yes"}, "right": {"title": "No", "next": "b"}},"#),
            "\(added.after)")
        let font = try EditPath(parsing: "rockets.r.blocks.b.font")
        let map = try editor.replaceValue(
            font, raw: editor.flowMap([("font", "system 18"), ("color", "#FF0000")], at: font))
        #expect(map.after.contains(##""font": {"font": "system 18", "color": "#FF0000"}"##), "\(map.after)")
        // JSON has no block style: the same map as one object.
        let styled = try editor.replaceValue(
            font, with: .map([("font", .text("system 18")), ("color", .text("#FF0000"))]))
        #expect(styled.after == map.after)
        let moved = try editor.moveBlock("b", in: "r", by: -1)
        #expect(Self.flow(moved) == ["b", "a"])
        #expect(moved.after.contains(#""b": {"text": "B", "font": "textBold", "next": "a"},"#), "\(moved.after)")
        let removed = try editor.removeBlock("a", from: "r")
        #expect(removed.spec.rockets[0].blocks.map(\.id) == ["b"])
    }

    @Test func theSheetListsTheRocketsAndEachBlocksRows() throws {
        let (_, url) = try SpecEditorTests.spec(Self.rocket)
        let spec = try #require(SpecLoader.load(path: url.path).spec)
        let sheet = try #require(RocketSheet(rocket: "r", in: spec))
        #expect(sheet.sections.map(\.block) == [nil, "a", "b", "c"])
        let font = try #require(sheet.row(try EditPath(parsing: "rockets.r.blocks.c.font")))
        #expect(font.value == .rocketFont(.textBold))
        #expect(font.written == "textBold")
        #expect(font.isWritten)
        #expect(font.behind == RocketSheet.cardBackground)
        let after = try #require(sheet.row(try EditPath(parsing: "rockets.r.blocks.a.showNextAfter")))
        #expect(after.range == PropertyCatalog.showNextAfter)
        #expect(!after.isWritten)
    }
}
