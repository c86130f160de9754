import FlareCore
import Testing

/// `AlertSpec.differsOnlyInTexts(from:)`: which edits a text-only reload may show in the built labels, with no
/// display.
@Suite struct AlertTextChangeTests {
    static let old = AlertSpec(
        id: "a", title: "Title", message: "Message", custom: .text("Custom"),
        actions: [ActionSpec(title: "OK"), ActionSpec(title: "Cancel")],
        location: SourceLocation(file: "a.yaml", line: 1, column: 1))

    @Test func newTextsAndMovedKeysAreTextOnly() {
        var new = Self.old
        new.title = "Another title"
        new.message = "Another message"
        new.custom = .text("Another custom text")
        new.actions[1].title = "Dismiss"
        new.location = SourceLocation(file: "a.yaml", line: 4, column: 1)
        new.keys["title"] = SourceLocation(file: "a.yaml", line: 5, column: 3)
        new.actions[0].keys["title"] = SourceLocation(file: "a.yaml", line: 9, column: 5)
        #expect(new.differsOnlyInTexts(from: Self.old))
        #expect(Self.old.differsOnlyInTexts(from: Self.old), "an equal alert")
    }

    @Test func addedRemovedOrOtherChangesAreNot() {
        var noTitle = Self.old
        noTitle.title = nil
        #expect(!noTitle.differsOnlyInTexts(from: Self.old), "a title removed")
        #expect(!Self.old.differsOnlyInTexts(from: noTitle), "a title added")
        var fewer = Self.old
        fewer.actions.removeLast()
        #expect(!fewer.differsOnlyInTexts(from: Self.old), "an action removed")
        var input = Self.old
        input.custom = .input(placeholder: "Custom", text: nil)
        #expect(!input.differsOnlyInTexts(from: Self.old), "the custom view's kind changed")
        var look = Self.old
        look.appearance.alertLayoutSpacing += 1
        #expect(!look.differsOnlyInTexts(from: Self.old), "the look changed")
        var style = Self.old
        style.actions[0].style = .destructive
        #expect(!style.differsOnlyInTexts(from: Self.old), "an action's style changed")
    }
}
