import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The inspector at its narrowest (every pane open at 1280×720, issue 45 deliverable 7): every tab in sight, and on
/// the Properties page of an alert and of a rocket no row's control past the pane's right edge (labels wrap,
/// controls shrink, the pane does not scroll sideways). With `FLARE_LOOK_DIR` set, the window is written there as
/// `inspector-fit-<item>-<light|dark>.png` and `inspector-fit-page-<page>.png` for a person to look at.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InspectorFitTests {
    static let spec = """
        flare: 1
        alerts:
          plain: {title: Fit, message: Every pane open, actions: [{title: OK}, {title: Later}]}
        rockets:
          quiz:
            author: {image: builtin:info}
            closeButton: {title: Skip}
            blocks:
              ask:
                text: A rather long question that wraps on the card
                font: textBold
                next: pick
              pick:
                left: {title: "No thanks", next: bye}
                right: {title: "Yes", next: bye}
              bye: {text: Done}
        queues:
          launch:
            popups:
              - {name: plain, show: alert/plain, priority: 200}
        """

    /// Mapped widgets under `root` whose right edge is past the pane's (described), and the pane's width.
    @MainActor static func pastTheEdge(_ root: Widget, pane: Widget) -> [String] {
        let edge = Double(pane.width) + 0.5
        return ShortcutsWindowTests.descendants(root).compactMap { w in
            // A scrollbar's slider node overhangs its trough by its CSS margins (GTK draws it so).
            guard w.mapped, w.width > 0, w.cssName != "slider", let b = w.bounds(in: pane), b.x + b.width > edge
            else { return nil }
            return "\(w.cssName) at \(b.x)+\(b.width)"
        }
    }

    @Test(arguments: ["alert", "rocket"], [false, true])
    func theNarrowInspectorShowsEveryTabAndRow(item: String, dark: Bool) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            StyleManager.standard.colorScheme = dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT
            defer { StyleManager.standard.colorScheme = ADW_COLOR_SCHEME_DEFAULT }
            let preview = WindowFitTests.allPanesOpen(folder)
            defer { preview.close() }
            preview.stageController.select(item == "alert" ? .alert("plain") : .rocket("quiz"))
            preview.showPropertiesPage()
            let page = preview.inspector.propertiesPage
            let pane = preview.chrome.inspectorPane
            #expect(
                MainLoop.run(
                    until: {
                        let shown =
                            item == "alert" ? page.sheet?.alertID == "plain" : page.rocket.sheet?.rocketID == "quiz"
                        return WindowFitTests.fitted(preview) && preview.stageController.isSettled && !page.isStale
                            && shown
                    },
                    timeout: 10),
                "\(WindowFitTests.widths(preview))")
            RenderFixtures.waitFrames(preview.window, 2)
            #expect(pane.width <= PaneLayout.inspectorWidths.lowerBound + 40, "\(WindowFitTests.widths(preview))")
            let tabs = preview.inspector.tabButtons
            #expect(tabs.count == 7)
            let pageTop = try #require(page.widget.bounds(in: pane)).y
            for tab in tabs {
                let b = try #require(tab.bounds(in: pane))
                #expect(
                    tab.mapped && b.x >= 0 && b.x + b.width <= Double(pane.width) + 0.5 && b.y + b.height <= pageTop,
                    "tab \(tab.label ?? "") at \(b) in a \(pane.width) px inspector")
            }
            let cut = Self.pastTheEdge(page.widget, pane: pane)
            let count = cut.count
            #expect(count == 0, "past the \(pane.width) px inspector's edge: \(cut.prefix(8))")
            if let dir = ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] {
                let url = URL(fileURLWithPath: dir).appendingPathComponent(
                    "inspector-fit-\(item)-\(dark ? "dark" : "light").png")
                try Exporter.render(widget: preview.window, scale: 1).png().write(to: url)
            }
        }
    }

    /// The other pages fit the narrowest inspector too: rows of buttons and the Log's source filters wrap, as the
    /// tabs do, drop-downs ellipsize the name shown, a table's placeholder wraps and its column titles shorten (the
    /// Queue page's asked ~330 px).
    @Test(arguments: ["scenario", "queue", "script", "log", "routes", "checks"])
    func everyPageFitsTheNarrowInspector(page name: String) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let preview = WindowFitTests.allPanesOpen(folder)
            defer { preview.close() }
            preview.inspector.showPage(name, remember: false)
            let pane = preview.chrome.inspectorPane
            #expect(
                MainLoop.run(
                    until: { WindowFitTests.fitted(preview) && preview.stageController.isSettled }, timeout: 10),
                "\(WindowFitTests.widths(preview))")
            RenderFixtures.waitFrames(preview.window, 2)
            #expect(preview.inspector.visiblePage == name)
            let cut = Self.pastTheEdge(preview.inspector.widget, pane: pane)
            #expect(cut.isEmpty, "\(name): past the \(pane.width) px inspector's edge: \(cut.prefix(8))")
            if let dir = ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] {
                let url = URL(fileURLWithPath: dir).appendingPathComponent("inspector-fit-page-\(name).png")
                try Exporter.render(widget: preview.window, scale: 1).png().write(to: url)
            }
        }
    }
}
