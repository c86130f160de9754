import FlareCore
import Foundation
import Testing

/// The window's pane widths kept between runs, and the inspector page a spec opens on.
@Suite struct PaneLayoutTests {
    @Test func savedAndLoadedAgainClamped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flare-panes-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(PaneLayout.load(directory: folder) == PaneLayout(), "no file: the defaults")
        let dragged = PaneLayout(sidebarWidth: 300, sidebarVisible: false, inspectorWidth: 500)
        try dragged.save(directory: folder)
        #expect(PaneLayout.load(directory: folder) == dragged)
        try PaneLayout(sidebarWidth: 5, sidebarVisible: true, inspectorWidth: 99_999).save(directory: folder)
        #expect(
            PaneLayout.load(directory: folder)
                == PaneLayout(
                    sidebarWidth: PaneLayout.sidebarWidths.lowerBound, sidebarVisible: true,
                    inspectorWidth: PaneLayout.inspectorWidths.upperBound))
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: PaneLayout.path(directory: folder)))
        #expect(PaneLayout.load(directory: folder) == PaneLayout(), "a broken file: the defaults")
        // Written atomically: nothing but the file itself is left in the folder.
        try dragged.save(directory: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["window.json"])
    }

    @Test func theInspectorOpensOnAPageThatFitsTheSpec() throws {
        func spec(_ yaml: String) throws -> Spec { try #require(SpecText.load("flare: 1\n" + yaml).spec) }
        let alerts = try spec("alerts:\n  a: {title: A}\n")
        #expect(InspectorPage.fitting(alerts, selection: .alert("a")) == .checks)
        let scenarios = try spec("alerts:\n  a: {title: A}\nscenarios:\n  s: {show: alert/a}\n")
        #expect(InspectorPage.fitting(scenarios, selection: .alert("a")) == .scenario)
        let queues = try spec("alerts:\n  a: {title: A}\nqueues:\n  q: {popups: [{name: p, show: alert/a}]}\n")
        #expect(InspectorPage.fitting(queues, selection: nil) == .queue)
        #expect(InspectorPage.fitting(queues, selection: .scenario("s")) == .scenario, "the selection's page first")
    }
}
