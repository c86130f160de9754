import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// `EditStep`: the undo and redo toasts of every kind of window edit speak the designer's words (the field's label
/// as the Properties page shows it, qualified where the page repeats it, with the value after the undo; a step by
/// what it did), never a key path or a bare id ("Undid add block block", "Undid Text → …" were shown).
@Suite struct EditStepTests {
    static let spec = """
        flare: 1
        palette:
          sun: "#FFCC00"
        alerts:
          known:
            title: Edit me
            message: Properties
            appearance:
              titleColor: sun
            actions:
              - title: One
              - title: Two
          other:
            title: Other
        rockets:
          intro:
            blocks:
              hello:
                text: Hi
                next: bye
              bye:
                text: Bye

        """

    typealias Make = @Sendable (SpecEditor) throws(SpecEditError) -> SpecEdit

    static func path(_ text: String) -> EditPath { try! EditPath(parsing: text) }

    /// Each kind of edit the window makes: its step, the edit, and the undo's and the redo's toasts.
    static let kinds: [(step: EditStep, make: Make, undo: String, redo: String)] = [
        (
            .set(field: EditStep.field("Text", at: path("alerts.known.title")), value: "Later"),
            { e throws(SpecEditError) in try e.set(path("alerts.known.title"), to: "Later") },
            "Undid Title → Edit me", "Redid Title → Later"
        ),
        (
            .set(field: EditStep.field("Text", at: path("alerts.known.message")), value: "Soon"),
            { e throws(SpecEditError) in try e.set(path("alerts.known.message"), to: "Soon") },
            "Undid Message → Properties", "Redid Message → Soon"
        ),
        (
            .set(field: EditStep.field("Title", at: path("alerts.known.actions[1].title")), value: "Later"),
            { e throws(SpecEditError) in try e.set(path("alerts.known.actions[1].title"), to: "Later") },
            "Undid Action 2 title → Two", "Redid Action 2 title → Later"
        ),
        (
            .set(
                field: EditStep.field("Message color", at: path("alerts.known.appearance.messageColor")), value: "sun"),
            { e throws(SpecEditError) in try e.set(path("alerts.known.appearance.messageColor"), to: "sun") },
            "Undid Message color → default", "Redid Message color → sun"
        ),
        (
            .reset(field: EditStep.field("Title color", at: path("alerts.known.appearance.titleColor"))),
            { e throws(SpecEditError) in try e.unset(path("alerts.known.appearance.titleColor")) },
            "Undid Title color → sun", "Redid Title color → default"
        ),
        (
            .set(field: EditStep.field("Text", at: path("rockets.intro.blocks.hello.text")), value: "Hello"),
            { e throws(SpecEditError) in try e.set(path("rockets.intro.blocks.hello.text"), to: "Hello") },
            "Undid Block “hello” text → Hi", "Redid Block “hello” text → Hello"
        ),
        (
            .paletteColor(field: "Title color", name: "brand"),
            { e throws(SpecEditError) in
                let color = path("alerts.known.appearance.titleColor")
                return try e.addPaletteColor("brand", "#112233", then: [.set(color, "brand")])
            },
            "Undid Add “brand” to the palette for Title color", "Redid Title color → brand, new in the palette"
        ),
        (
            .addItem(kind: .alert, id: "new-alert"),
            { e throws(SpecEditError) in try e.addItem(.alert("new-alert"), fields: [("title", "New alert")]) },
            "Undid Add alert “new-alert”", "Redid Add alert “new-alert”"
        ),
        (
            .duplicate(id: "known", copy: "known-copy"),
            { e throws(SpecEditError) in try e.duplicateItem(.alert("known"), as: "known-copy") },
            "Undid Duplicate “known” as “known-copy”", "Redid Duplicate “known” as “known-copy”"
        ),
        (
            .rename(id: "other", to: "later"),
            { e throws(SpecEditError) in try e.renameItem(.alert("other"), to: "later") },
            "Undid Rename “other” to “later”", "Redid Rename “other” to “later”"
        ),
        (
            .delete(id: "other"), { e throws(SpecEditError) in try e.deleteItem(.alert("other")) },
            "Undid Delete “other”", "Redid Delete “other”"
        ),
        (
            .addAction(alert: "known"),
            { e throws(SpecEditError) in try e.addItem(to: path("alerts.known.actions"), fields: [("title", "New")]) },
            "Undid Add action to “known”", "Redid Add action to “known”"
        ),
        (
            .moveAction(index: 1, up: true),
            { e throws(SpecEditError) in try e.moveItem(path("alerts.known.actions[1]"), to: 0) },
            "Undid Move action 2 up", "Redid Move action 2 up"
        ),
        (
            .removeAction(index: 0), { e throws(SpecEditError) in try e.removeItem(path("alerts.known.actions[0]")) },
            "Undid Remove action 1", "Redid Remove action 1"
        ),
        (
            .addBlock(id: "block"),
            { e throws(SpecEditError) in try e.addBlock(.text, id: "block", to: "intro", after: "hello") },
            "Undid Add block “block”", "Redid Add block “block”"
        ),
        (
            .moveBlock(id: "bye", up: true), { e throws(SpecEditError) in try e.moveBlock("bye", in: "intro", by: -1) },
            "Undid Move block “bye” up", "Redid Move block “bye” up"
        ),
        (
            .removeBlock(id: "bye"), { e throws(SpecEditError) in try e.removeBlock("bye", from: "intro") },
            "Undid Remove block “bye”", "Redid Remove block “bye”"
        ),
    ]

    @Test(arguments: kinds.indices)
    func theToastsSayWhatChangedInTheDesignersWords(_ index: Int) throws {
        let (step, make, undo, redo) = Self.kinds[index]
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("spec.yaml")
        try Data(Self.spec.utf8).write(to: url)
        let edit = try make(SpecEditor(path: url.path))
        #expect(!edit.edits.isEmpty, "\(step) changed the spec")
        var history = EditHistory()
        history.record(EditHistory.Entry(label: step.done, undoLabel: step.undone(edit), edit: edit))
        var text = edit.after
        let undone = try history.planUndo(read: { _ in text }).get()
        #expect(EditStep.toast(undo: true, undone.label) == undo)
        text = undone.writes[0].text
        #expect(text == Self.spec, "the undo brings the file back")
        history.undone()
        let redone = try history.planRedo(read: { _ in text }).get()
        #expect(EditStep.toast(undo: false, redone.label) == redo)
        // No key path, no list index: the words of the page.
        for toast in [undo, redo] {
            #expect(!toast.contains("[") && !toast.contains("alerts.") && !toast.contains("appearance."), "\(toast)")
        }
    }

    @Test func aFieldIsNamedAsThePageShowsIt() {
        #expect(EditStep.field("Title font", at: Self.path("alerts.known.appearance.titleFont")) == "Title font")
        #expect(EditStep.field("Style", at: Self.path("alerts.known.actions[0].style")) == "Action 1 style")
        #expect(EditStep.field("Preset", at: Self.path("alerts.known.preset")) == "Preset")
        #expect(EditStep.field("Next", at: Self.path("rockets.intro.blocks.hello.next")) == "Block “hello” next")
        #expect(EditStep.field("Start", at: Self.path("rockets.intro.start")) == "Start")
    }
}
