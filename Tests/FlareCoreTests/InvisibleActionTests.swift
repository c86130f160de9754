import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// An action with an empty title and no image: DUX draws an empty, invisible button (issue 45, item 2). The editor
/// (the window's edits and `flare set`) refuses to make one and says why; `flare check` warns of one written so, at
/// its title; an image with no title is an icon-only button, which is legitimate.
@Suite struct InvisibleActionTests {
    static let text = """
        flare: 1
        alerts:
          a:
            title: A
            actions:
              - title: Later
              - title: Icon
                appearance: {actionNormalBackgroundImage: "builtin:info"}

        """

    @Test func theEditorRefusesAnEmptyTitleAndSaysWhy() throws {
        let (editor, url) = try SpecEditorTests.spec(Self.text)
        for empty in ["", " "] {
            do {
                _ = try editor.set(SpecEditorTests.path("alerts.a.actions[0].title"), to: empty, quoted: true)
                Issue.record("accepted an empty title: “\(empty)”")
            } catch {
                guard case SpecEditError.refused(let diagnostics) = error else { Issue.record("\(error)"); return }
                #expect(diagnostics.first?.message.contains("DUX draws an empty, invisible button") == true)
                #expect(diagnostics.first?.location.line == 6, "\(diagnostics)")
                #expect("\(error)".contains("spec.yaml:6:"), "\(error)")
            }
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.text, "nothing written")
        // A title is still a title.
        #expect(try editor.set(SpecEditorTests.path("alerts.a.actions[0].title"), to: "Not now").newValue == "Not now")
    }

    @Test func anIconOnlyButtonIsLegitimate() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.text)
        let edit = try editor.set(SpecEditorTests.path("alerts.a.actions[1].title"), to: "", quoted: true)
        #expect(edit.spec.alert("a")?.actions[1].title == "")
        #expect(!edit.warnings.contains { $0.message.contains("invisible") })
        // Its image removed once the title is empty: the button would vanish, refused.
        try editor.write(edit)
        #expect(throws: SpecEditError.self) {
            try editor.unset(SpecEditorTests.path("alerts.a.actions[1].appearance.actionNormalBackgroundImage"))
        }
    }

    @Test func checkWarnsAtTheTitle() throws {
        let written = Self.text.replacingOccurrences(of: "- title: Later", with: "- title: \"\"")
        let result = SpecLoader.parse(text: written, path: "/nonexistent/spec.yaml")
        let warning = try #require(result.diagnostics.first { $0.message.contains("invisible") })
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 6 && warning.location.column == 9, "\(warning.location)")
        #expect(warning.message == ActionSpec.invisibleMessage)
    }
}
