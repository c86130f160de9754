import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// "Add action" writes a new action drawn as its siblings are (issue 45, deliverable 8): a copy of the last action's
/// look (`appearance:`), in its style, titled "New action", without what the copied action does.
@Suite struct AddActionTests {
    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/templates").standardized

    /// The edit on `text`, written and read back, and undone to the exact bytes.
    static func added(to id: String, in text: String) throws -> String {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("spec.yaml")
        try Data(text.utf8).write(to: url)
        let editor = SpecEditor(path: url.path)
        let edit = try editor.addAction(to: id)
        try editor.write(edit)
        #expect(TextEdit.apply(TextEdit.inverse(of: edit.edits), to: edit.after) == text, "undone byte for byte")
        #expect(edit.warnings.isEmpty, "\(edit.warnings)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func aBlockListGetsACopyOfTheLastActionsLook() throws {
        let text = try String(contentsOf: Self.template.appendingPathComponent("alert.yaml"), encoding: .utf8)
        let look = "        appearance:\n          actionFont: system 26\n"
        let last = "      - title: Not now\n        style: cancel\n" + look
        let expected = text.replacingOccurrences(of: last, with: last + "      - title: New action\n" + look)
        #expect(expected != text)
        #expect(try Self.added(to: "low-battery", in: text) == expected)
    }

    @Test func aFlowListGetsAFlowCopy() throws {
        let text = try String(contentsOf: Self.template.appendingPathComponent("queue.yaml"), encoding: .utf8)
        let last = "{title: No thanks, style: cancel, appearance: {actionFont: system 26}}"
        let expected = text.replacingOccurrences(
            of: last + "]", with: last + ", {title: New action, appearance: {actionFont: system 26}}]")
        #expect(expected != text)
        #expect(try Self.added(to: "offer", in: text) == expected)
    }

    @Test func whatTheLastActionDoesIsNotCopied() throws {
        let text = """
            flare: 1
            alerts:
              a:
                title: A
                actions:
                  - title: Open
                    route: flare://alert/b
                    actionType: selector
                    appearance: {actionColor: "#FF0000"}   # red
              b: {title: B}

            """
        let copy = "      - title: New action\n        appearance: {actionColor: \"#FF0000\"}   # red\n"
        let expected = text.replacingOccurrences(of: "   # red\n", with: "   # red\n" + copy)
        #expect(try Self.added(to: "a", in: text) == expected)
        // An alert without actions: one, titled.
        #expect(try Self.added(to: "b", in: text).contains("  b: {title: B, actions: [{title: New action}]}\n"))
    }
}
