import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// What a window's editor reuses between edits (issues 27 and 30): the check's load is the window's load of the
/// written files (`SpecEdit.loadResult`), and an edit after an edit takes the kept files, source trees and spec
/// (`SpecEditMemory`) while the files on disk still hold their kept texts, and loads anew otherwise.
@Suite struct SpecEditMemoryTests {
    static let root = """
        flare: 1
        include: [more.yaml]
        alerts:
          a:
            title: A   # the first
            appearance:
              titleFont: Missing Family Bold 17
              borderCornerRadius: 4
            actions: [{title: OK}]

        """

    static let more = """
        alerts:
          b:
            title: B
            appearance: {titleColor: "#FF0000"}

        """

    /// The two files in a fresh folder, and an editor with a memory, the catalog and a parse cache (a window's).
    static func project() throws -> (SpecEditor, URL, URL, SpecEditMemory) {
        let folder = try Fixtures.temporaryDirectory()
        let url = folder.appendingPathComponent("spec.yaml"), include = folder.appendingPathComponent("more.yaml")
        try Data(root.utf8).write(to: url)
        try Data(more.utf8).write(to: include)
        var editor = SpecEditor(path: url.path)
        let memory = SpecEditMemory()
        editor.memory = memory
        editor.cache = SpecParseCache()
        editor.fonts = FontCheckTests.catalog
        return (editor, url, include, memory)
    }

    static func path(_ text: String) throws -> EditPath { try EditPath(parsing: text) }

    @Test func theChecksLoadIsTheLoadOfTheWrittenFiles() throws {
        let (editor, url, include, _) = try Self.project()
        for (path, value) in [("alerts.a.appearance.borderCornerRadius", "9"), ("alerts.b.title", "Bee")] {
            let edit = try editor.set(Self.path(path), to: value)
            try editor.write(edit)
            let load = SpecLoader.load(path: url.path, fonts: FontCheckTests.catalog)
            #expect(edit.loadResult.spec == load.spec, "\(path)")
            #expect(edit.loadResult.diagnostics == load.diagnostics, "\(path)")
            #expect(edit.loadResult.warnings.contains { $0.message.contains("'Missing Family'") }, "the catalog's")
        }
        #expect(try String(contentsOf: include, encoding: .utf8).contains("title: Bee"))
    }

    @Test func anEditAfterAnEditTakesTheKeptFiles() throws {
        let (editor, url, include, memory) = try Self.project()
        try editor.write(try editor.set(Self.path("alerts.a.appearance.borderCornerRadius"), to: "9"))
        #expect(memory.reuses == 0, "the first edit loads the spec")
        // In the edited file (its source tree built again) and in the other one (kept as it was).
        let second = try editor.set(Self.path("alerts.a.appearance.borderCornerRadius"), to: "12")
        #expect(memory.reuses == 1)
        #expect(second.oldValue == "9" && second.previous.alert("a")?.appearance.borderCornerRadius == 9)
        try editor.write(second)
        try editor.write(try editor.set(Self.path("alerts.b.appearance.titleColor"), to: "#00FF00"))
        try editor.write(try editor.set(Self.path("alerts.a.appearance.titleColor"), to: "#0000FF"))
        #expect(memory.reuses == 3)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = Self.root.replacingOccurrences(
            of: "borderCornerRadius: 4\n", with: "borderCornerRadius: 12\n      titleColor: \"#0000FF\"\n")
        #expect(text == expected)
        #expect(try String(contentsOf: include, encoding: .utf8).contains("{titleColor: \"#00FF00\"}"))
        #expect(SpecLoader.load(path: url.path).spec?.alert("a")?.appearance.borderCornerRadius == 12)
    }

    @Test func aFileChangedElsewhereIsLoadedAnew() throws {
        let (editor, url, include, memory) = try Self.project()
        try editor.write(try editor.set(Self.path("alerts.a.title"), to: "First"))
        // Another editor saves the include: the kept files are no longer what is on disk.
        try Data(Self.more.replacingOccurrences(of: "title: B", with: "title: Typed elsewhere").utf8).write(
            to: include)
        let edit = try editor.set(Self.path("alerts.b.appearance.titleColor"), to: "#00FF00")
        #expect(memory.reuses == 0, "loaded anew")
        #expect(edit.before.contains("Typed elsewhere") && edit.after.contains("Typed elsewhere"))
        #expect(edit.spec.alert("b")?.title == "Typed elsewhere")
        try editor.write(edit)
        // An undo's write (not through the editor) too.
        try SpecEditor.write(edit.before, to: include.path, expecting: edit.after, display: "more.yaml")
        let again = try editor.set(Self.path("alerts.b.title"), to: "Bee")
        #expect(memory.reuses == 0)
        #expect(again.previous.alert("b")?.appearance.titleColor != Color(hex: 0x00FF00))
        #expect(try String(contentsOf: url, encoding: .utf8).contains("title: First"))
    }
}
