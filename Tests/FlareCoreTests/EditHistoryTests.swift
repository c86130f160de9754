import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import FlareCore

/// `EditHistory`: undo and redo as text edits, across reloads (files re-read) and outside edits (applied where
/// Flare's text still is, refused with the reason where it is not, never losing anyone's text).
@Suite struct EditHistoryTests {
    static let file = "/spec.yaml"

    static func change(_ before: String, _ offset: Int, _ old: String, _ new: String) -> EditHistory.Change {
        let edit = TextEdit(file: file, offset: offset, oldText: old, newText: new)
        return EditHistory.Change(file: file, before: before, after: TextEdit.apply([edit], to: before)!, edits: [edit])
    }

    static func undo(_ history: inout EditHistory, _ text: inout String) -> EditHistory.Refusal? {
        switch history.planUndo(read: { _ in text }) {
        case .success(let plan):
            text = plan.writes[0].text
            history.undone()
            return nil
        case .failure(let refusal):
            return refusal
        }
    }

    static func redo(_ history: inout EditHistory, _ text: inout String) -> EditHistory.Refusal? {
        switch history.planRedo(read: { _ in text }) {
        case .success(let plan):
            text = plan.writes[0].text
            history.redone()
            return nil
        case .failure(let refusal):
            return refusal
        }
    }

    @Test func undoAndRedoRestoreTheTextsExactly() {
        let original = "alerts:\n  a:\n    titleColor: red   # brand\n"
        var history = EditHistory()
        let c = Self.change(original, 29, "red", "foam")
        history.record(EditHistory.Entry(label: "titleColor → foam", changes: [c]))
        var text = c.after
        #expect(Self.undo(&history, &text) == nil)
        #expect(text == original)
        #expect(!history.canUndo && history.canRedo)
        #expect(Self.redo(&history, &text) == nil)
        #expect(text == c.after)
        #expect(history.canUndo && !history.canRedo)
    }

    @Test func anUndoAppliesOverAnOutsideEditElsewhereAndKeepsIt() {
        let original = "alerts:\n  a:\n    titleColor: red   # brand\n"
        var history = EditHistory()
        let c = Self.change(original, 29, "red", "foam")
        history.record(EditHistory.Entry(label: "titleColor → foam", changes: [c]))
        // Someone adds a comment line above, in another editor: every offset moves.
        var text = "# edited elsewhere\n" + c.after + "    message: Hi\n"
        #expect(Self.undo(&history, &text) == nil)
        #expect(text == "# edited elsewhere\n" + original + "    message: Hi\n")
        #expect(Self.redo(&history, &text) == nil)
        #expect(text == "# edited elsewhere\n" + c.after + "    message: Hi\n")
    }

    @Test func anUndoWhereTheTextChangedIsRefusedWithTheLineAndChangesNothing() {
        let original = "alerts:\n  a:\n    titleColor: red   # brand\n"
        var history = EditHistory()
        let c = Self.change(original, 29, "red", "foam")
        history.record(EditHistory.Entry(label: "titleColor → foam", changes: [c]))
        var text = c.after.replacingOccurrences(of: "foam", with: "amber")
        let before = text
        let refusal = Self.undo(&history, &text)
        #expect(refusal?.message.contains("changed outside Flare at line 3") == true)
        #expect(refusal?.message.contains("titleColor → foam") == true)
        #expect(text == before)
        #expect(history.canUndo)  // still there: the user can put the text back and undo
    }

    @Test func anAmbiguousPlaceIsRefusedRatherThanGuessed() {
        let original = "a: x\nb: x\n"
        var history = EditHistory()
        let c = Self.change(original, 3, "x", "y")  // a: y
        history.record(EditHistory.Entry(label: "a", changes: [c]))
        // Outside: the whole text is there twice now, after a new first line.
        var text = "# c\na: y\nb: x\na: y\nb: x\n"
        let before = text
        #expect(Self.undo(&history, &text) != nil)
        #expect(text == before)
    }

    @Test func aNewStepEndsTheRedos() {
        var history = EditHistory()
        let c1 = Self.change("v: 1\n", 3, "1", "2")
        history.record(EditHistory.Entry(label: "1", changes: [c1]))
        var text = c1.after
        _ = Self.undo(&history, &text)
        #expect(history.canRedo)
        history.record(EditHistory.Entry(label: "2", changes: [Self.change(text, 3, "1", "3")]))
        #expect(!history.canRedo)
        #expect(history.planRedo(read: { _ in text }).isFailure)
    }

    @Test func aChangeWithoutEditsIsTheDifferenceOfItsTexts() {
        let c = EditHistory.Change(file: "/f", before: "héllo wörld", after: "héllo wärld")
        #expect(c.edits.count == 1)
        #expect(TextEdit.apply(c.edits, to: c.before) == c.after)
        #expect(TextEdit.apply(TextEdit.inverse(of: c.edits), to: c.after) == c.before)
    }

    @Test func aStepOverSeveralFilesAppliesToAllOrNone() {
        var history = EditHistory()
        let a = EditHistory.Change(file: "/a", before: "x: old\n", after: "x: new\n")
        let b = EditHistory.Change(file: "/b", before: "y: old\n", after: "y: new\n")
        history.record(EditHistory.Entry(label: "rename", changes: [a, b]))
        let files = ["/a": "x: new\n", "/b": "y: changed\n"]
        #expect(history.planUndo(read: { files[$0] }).isFailure)
        let good = ["/a": "x: new\n", "/b": "y: new\n"]
        guard case .success(let plan) = history.planUndo(read: { good[$0] }) else { Issue.record("refused"); return }
        #expect(plan.writes.map(\.text) == ["x: old\n", "y: old\n"])
    }

    /// Random steps on a random text, with random outside edits in between that do not touch Flare's spans: undoing
    /// every step gives back the original with the outside edits kept; redoing every step gives Flare's edits again.
    @Test func undoingEveryStepRestoresTheTextAroundOutsideEdits() async {
        let words = ["red", "foam", "#FFCC00", "17", "Battery low", "système", "a: b", "\"q\""]
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...8)) { codes in
            // A text of numbered lines, each unique: "k0: v0\n" ...
            var text = (0..<20).map { "k\($0): v\($0)\n" }.joined()
            var history = EditHistory()
            var touched: Set<Int> = []
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for code in codes {
                let line = code % 20
                guard !touched.contains(line) else { continue }
                touched.insert(line)
                let before = text
                lines[line] = "k\(line): " + words[(code / 20) % words.count] + " #\(line)"
                text = lines.joined(separator: "\n")
                history.record(
                    EditHistory.Entry(
                        label: "k\(line)", changes: [EditHistory.Change(file: Self.file, before: before, after: text)]))
            }
            let edited = text
            // Outside edits on lines Flare never touched: a line appended to each.
            let outside = (0..<20).filter { !touched.contains($0) && $0 % 3 == 0 }
            for line in outside { lines[line] += " # outside" }
            text = lines.joined(separator: "\n")
            var original = (0..<20).map { "k\($0): v\($0)\n" }.joined().split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            for line in outside { original[line] += " # outside" }
            while history.canUndo {
                if let refusal = Self.undo(&history, &text) { Issue.record("\(refusal)"); return }
            }
            #expect(text == original.joined(separator: "\n"))
            while history.canRedo {
                if let refusal = Self.redo(&history, &text) { Issue.record("\(refusal)"); return }
            }
            var redone = edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in outside { redone[line] += " # outside" }
            #expect(text == redone.joined(separator: "\n"))
        }
    }

    /// An outside edit inside Flare's span: the undo is refused and the file keeps the outside text.
    @Test func anOutsideEditOverFlaresTextIsNeverUndoneAway() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { code in
            let line = code % 10
            let original = (0..<10).map { "k\($0): v\($0)\n" }.joined()
            let after = original.replacingOccurrences(of: "k\(line): v\(line)\n", with: "k\(line): flare\(line)\n")
            var history = EditHistory()
            history.record(
                EditHistory.Entry(
                    label: "k\(line)", changes: [EditHistory.Change(file: Self.file, before: original, after: after)]))
            var text = after.replacingOccurrences(of: "flare\(line)", with: "someone\(code)")
            let outside = text
            #expect(Self.undo(&history, &text) != nil)
            #expect(text == outside)
        }
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
