import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// The welcome page (`flare open` without a spec): recent specs, the four templates, Open and the showcase.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WelcomeWindowTests {
    @Test func itListsTheRecentSpecsThatStillExistAndOpensOne() async throws {
        try await onGtk {
            let folder = try Fixtures.temporaryDirectory()
            let a = folder.appendingPathComponent("a.yaml").path, b = folder.appendingPathComponent("b.yaml").path
            try "flare: 1\n".write(toFile: a, atomically: true, encoding: .utf8)
            try "flare: 1\n".write(toFile: b, atomically: true, encoding: .utf8)
            let page = WelcomeWindow(recent: [b, folder.appendingPathComponent("gone.yaml").path, a])
            defer { page.close() }
            page.present()
            #expect(MainLoop.run(until: { page.window.mapped }))
            #expect(page.recent.map(\.path) == [b, a], "most recent first; a deleted spec is left out")
            var opened: [String] = []
            page.onOpen = { opened.append($0) }
            page.recent[1].button.emit(.clicked)
            page.showcaseButton.emit(.clicked)
            #expect(opened == [a, Assets.showcase.path])
            #expect(page.templateButtons.count == SpecTemplate.allCases.count)
        }
    }

    @Test func ctrlQQuitsFromTheWelcomePageToo() async throws {
        try await onGtk {
            let quit = try #require(PreviewActions.shortcuts.first { $0.action == "quit" })
            for accelerator in quit.accelerators {
                #expect(WelcomeWindow.shortcuts.contains { $0 == (accelerator, "welcome.quit") }, "\(accelerator)")
            }
            let page = WelcomeWindow(recent: [])
            defer { page.close() }
            page.present()
            #expect(MainLoop.run(until: { page.window.mapped }))
            // Without an application (a test) the page closes; with one, the application quits.
            #expect(page.window.activateAction("welcome.quit"))
            #expect(MainLoop.run(until: { !page.window.visible && !page.window.mapped }), "the page closed")
        }
    }

    @Test func anEmptyListSaysWhatWillBeThere() async throws {
        try await onGtk {
            let page = WelcomeWindow(recent: [])
            defer { page.close() }
            #expect(page.recent.isEmpty)
            #expect(page.window.descendant(withClass: "boxed-list") != nil)
        }
    }

    @Test func eachTemplateIsWrittenWhereAskedAndOpensWithoutAFinding() async throws {
        try await onGtk {
            let folder = try Fixtures.temporaryDirectory()
            let page = WelcomeWindow(recent: [])
            defer { page.close() }
            var opened: [String] = []
            page.onOpen = { opened.append($0) }
            for template in SpecTemplate.allCases {
                let path = folder.appendingPathComponent("my-\(template.rawValue).yaml").path
                #expect(page.create(template, at: path))
                #expect(opened.last == path)
                #expect(
                    try String(contentsOfFile: path, encoding: .utf8)
                        == String(contentsOf: template.url, encoding: .utf8))
                let preview = PreviewWindow(specPath: path)
                defer { preview.close() }
                preview.present()
                #expect(MainLoop.run(until: { preview.spec != nil }), "\(template) loads")
                #expect(preview.state.diagnostics.isEmpty, "\(template): \(preview.state.diagnostics)")
                let spec = try #require(preview.spec)
                switch template {
                case .alert: #expect(spec.alerts.count == 1 && preview.selection == .alert(spec.alerts[0].id))
                case .rocket: #expect(spec.rockets.count == 1 && preview.selection == .rocket(spec.rockets[0].id))
                case .queue: #expect(spec.queues.count == 1)
                case .scenario: #expect(spec.scenarios.count == 1)
                }
            }
            #expect(!page.problem.visible)
            #expect(!page.create(.alert, at: "/no/such/folder/new.yaml"), "an unwritable place opens nothing")
            #expect(page.problem.visible && page.problem.text.hasPrefix("Could not write /no/such/folder/new.yaml"))
            #expect(opened.count == SpecTemplate.allCases.count)
        }
    }
}
