import Testing

@testable import CodeRules

/// The layers and the C boundary, on snippets at made-up paths.
@Suite struct LayerRuleTests {
    func file(_ path: String, _ text: String) -> SourceFile { SourceFile(path: path, text: text) }

    @Test func theEngineImportsNoGtk() {
        let core = file("Sources/FlareCore/Alert/A.swift", "import Foundation\nimport CFontconfig\nimport CGtk\n")
        let findings = LayerRule.check(core)
        #expect(findings.map(\.subject) == ["CGtk"])
        #expect(findings.first?.line == 3 && findings.first?.rule == .layers)
    }

    @Test func dependenciesPointDownward() {
        #expect(LayerRule.check(file("Sources/FlareCore/A.swift", "import FlareGtk")).map(\.subject) == ["FlareGtk"])
        #expect(LayerRule.check(file("Sources/flare/A.swift", "import FlareGtk")).map(\.subject) == ["FlareGtk"])
        #expect(LayerRule.check(file("Sources/flare-gtk/A.swift", "import FlareGtk\nimport FlareCore")).isEmpty)
        #expect(LayerRule.check(file("Sources/Unknown/A.swift", "import FlareCore")).count == 1)
    }

    @Test func onlyTheWrappersImportTheCModules() {
        #expect(LayerRule.check(file("Sources/FlareGtk/Gtk/Widget.swift", "import CGtk\nimport CFlareShim")).isEmpty)
        let view = file("Sources/FlareGtk/Alert/AlertView.swift", "// import CGtk\n@preconcurrency import CAdw\n")
        #expect(LayerRule.check(view).map(\.subject) == ["CAdw"], "a comment is no import")
    }

    @Test func testsAndOtherModulesAreNotChecked() {
        #expect(LayerRule.check(file("Tests/FlareGtkTests/A.swift", "import CGtk")).isEmpty)
        #expect(LayerRule.check(file("Sources/FlareCore/A.swift", "import Yams\nimport Glibc")).isEmpty)
    }

    @Test func cCallsAreTheWrappersOnly() {
        let text = """
            let a = gtk_widget_new(x) // gtk_in_a_comment()
            let b = "g_string()"
            let c = FcInit()
            let d = Fctory()
            """
        let findings = CCallRule.check(file("Sources/FlareGtk/Alert/A.swift", text))
        #expect(findings.map(\.subject) == ["gtk_widget_new", "FcInit"])
        #expect(findings.map(\.line) == [1, 3] && findings.first?.column == 9)
        #expect(CCallRule.check(file("Sources/FlareGtk/Gtk/A.swift", text)).isEmpty)
        #expect(CCallRule.check(file("Tests/FlareGtkTests/A.swift", text)).isEmpty)
    }
}
