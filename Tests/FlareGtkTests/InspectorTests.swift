import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A spec with a popup queue (the PopupQueue demo), a gated scenario and a route, in a temporary folder.
@MainActor
struct InspectorSpec {
    let folder: URL
    var spec: URL { folder.appendingPathComponent("inspector.yaml") }
    var stateDirectory: String { folder.appendingPathComponent("state").path }

    init() throws {
        folder = try Fixtures.temporaryDirectory()
        try """
        flare: 1
        alerts:
          a1: {title: First, appearance: {animationDuration: 0.1}, actions: [{title: OK}]}
          a2: {title: Second, appearance: {animationDuration: 0.1}}
          a3: {title: Third, appearance: {animationDuration: 0.1}}
        rockets:
          tour:
            start: hi
            blocks:
              hi: {text: Hello}
        queues:
          rooms:
            containers: [window, camera, gallery]
            top: camera
            autoPoll: false
            popups:
              - {name: battery, show: alert/a1, priority: 1000, container: camera, selfMaintain: true}
              - {name: saved, show: alert/a2, priority: 10, container: gallery}
              - {name: coach, show: rocket/tour}
          demo:
            popups:
              - {name: A1, show: alert/a1, priority: 100}
              - {name: A2, show: alert/a2, priority: 200}
              - {name: A3, show: alert/a3, priority: 300}
            script:
              - {register: A1}
              - present
              - {register: A2}
              - {register: A3}
              - dismiss
              - present
              - dismiss
              - present
              - dismiss
        scenarios:
          rate:
            show: alert/a2
            minEventsRequired: 2
            minSecondsBetweenExecutions: 1d
            customConditions: [isPro]
            flags: {isPro: false}
            script:
              - {at: 0, event: 2}
              - {at: 1h, try: true}
              - {at: 2h, set: {isPro: true}}
              - {at: 3h, try: true}
        routes:
          "myapp://promo/{id}": "flare://alert/{id}"
        """.write(to: spec, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The window on this spec, mapped, with its inspector shown.
    func openWindow() -> PreviewWindow {
        let preview = PreviewWindow(specPath: spec.path, stateDirectory: stateDirectory)
        preview.present()
        #expect(MainLoop.run(until: { preview.window.mapped }))
        preview.inspector.setVisible(true)
        return preview
    }
}

@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InspectorTests {
    @MainActor func open(_ spec: InspectorSpec) -> PreviewWindow { spec.openWindow() }

    @MainActor func click(_ button: Button?) {
        guard let button else { Issue.record("no such button"); return }
        button.emit(.clicked)
    }

    /// The queue table as `name status` strings, in the order the popups will show.
    @MainActor func table(_ inspector: Inspector) -> [String] {
        inspector.queuePage.table.rows.map { "\($0[0]) \($0[3])" }
    }

    @Test func queueButtonsDriveTheTableAndTheStage() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = open(spec)
            defer { preview.close() }
            let inspector = preview.inspector!
            #expect(inspector.isVisible)
            #expect(inspector.sessions.queueInUse.spec?.id == "rooms", "the spec's first queue")
            preview.stageController.select(SpecItem.queue("demo"))
            #expect(inspector.sessions.queueInUse.spec?.id == "demo")
            #expect(inspector.visiblePage == "queue")
            #expect(table(inspector) == [])

            click(inspector.queuePage.register.buttons["A1"])
            #expect(table(inspector) == ["A1 willShow"])
            #expect(preview.stageController.shownAlert?.id == "a1")
            // The stage reports the show animation's end: the popup is showing.
            #expect(MainLoop.run(until: { table(inspector) == ["A1 showing"] }))
            click(inspector.queuePage.register.buttons["A2"])
            click(inspector.queuePage.register.buttons["A3"])
            click(inspector.queuePage.register.buttons["A3"])
            #expect(
                table(inspector) == ["A1 showing", "A3 ready", "A2 ready"],
                "A3 never pre-empts A1; the duplicate is ignored")
            #expect(inspector.sessions.queueInUse.session?.queue.log.last?.kind == .ignored)
            #expect(inspector.queuePage.onScreen.text.contains("A1"))

            // The user taps the alert's action: it closes, and when its close animation ends next() runs: A3 shows.
            click(preview.stage?.alertView?.actionButtons.first)
            #expect(table(inspector) == ["A1 showing", "A3 ready", "A2 ready"], "the close animation is still playing")
            #expect(MainLoop.run(until: { table(inspector) == ["A3 showing", "A2 ready"] }))
            #expect(preview.stageController.shownAlert?.id == "a3")
            #expect(inspector.queuePage.stackTable.rows.map { $0[1] }.first?.hasPrefix("a3") == true)

            // A tap on the mask closes it too (shouldDismissOnTap defaults to true): A2 shows.
            preview.stage?.onMaskTap?()
            #expect(MainLoop.run(until: { table(inspector) == ["A2 showing"] }))
            #expect(preview.stageController.shownAlert?.id == "a2")
            click(inspector.queuePage.register.buttons["A3"])
            #expect(table(inspector) == ["A2 showing", "A3 ready"], "A3 may be registered again once it is over")

            click(inspector.queuePage.buttons["next"])
            #expect(table(inspector).first == "A3 willShow")
            #expect(preview.stageController.shownAlert?.id == "a3")
            #expect(MainLoop.run(until: { table(inspector) == ["A3 showing"] }))

            click(inspector.queuePage.buttons["clear"])
            #expect(table(inspector) == [])
            // PopupQueue's clear() only replaces its queue (Source/PopupQueue.swift:110-112): A3 stays on screen.
            #expect(preview.stageController.shownAlert?.id == "a3")
            #expect(preview.log.filtered(sources: [.queue]).contains { $0.message.contains("cleared 1: A3") })
        }
    }

    @Test func containersTheTopSwitchAndARocketPopup() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = open(spec)
            defer { preview.close() }
            let inspector = preview.inspector!
            let page = inspector.queuePage
            for name in ["saved", "battery", "coach"] { click(page.register.buttons[name]) }
            #expect(
                table(inspector) == ["battery ready", "saved ready", "coach ready"], "autoPoll is off: nothing starts")
            click(page.buttons["poll"])
            #expect(
                inspector.sessions.queueInUse.session?.queue.log.last?.message
                    == "poll does nothing before the first show (as in the seed)")
            click(page.buttons["show"])
            #expect(table(inspector).first == "battery willShow")
            #expect(preview.stageController.shownAlert?.id == "a1")
            #expect(MainLoop.run(until: { table(inspector).first == "battery showing" }))

            // The user closes battery, which is selfMaintain: it stays in the queue until an explicit next()
            // (PopupQueue's README), so nothing else starts.
            preview.stageController.closeShownAlert(reason: "test")
            #expect(
                MainLoop.run(until: {
                    inspector.sessions.queueInUse.session?.queue.log.last?.message.contains(
                        "stays in the queue until next()") == true
                }))
            #expect(table(inspector).first == "battery showing")
            // next() ends it and starts saved, whose container (gallery) is not on top: it waits.
            click(page.buttons["next"])
            #expect(MainLoop.run(until: { table(inspector).first == "saved willShow" }))
            #expect(page.onScreen.text == "saved will show (alert/a2)")
            #expect(preview.stageController.shownAlert == nil)
            // Switching the top container to gallery presents it.
            page.topPicker.selected = 2
            #expect(inspector.sessions.queueInUse.session?.queue.top == "gallery")
            #expect(preview.stageController.shownAlert?.id == "a2")
            #expect(MainLoop.run(until: { table(inspector).first == "saved showing" }))

            // next() ends saved; coach (a rocket) is selected on the stage and reported presented.
            click(page.buttons["next"])
            #expect(preview.selection == SpecItem.rocket("tour"))
            #expect(MainLoop.run(until: { table(inspector) == ["coach showing"] }))
        }
    }

    /// The sessions hold the window weakly (through `WindowStage`): a closed window is freed.
    @Test func theInspectorDoesNotKeepItsWindowAlive() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            weak var freed: PreviewWindow?
            do {
                let preview = open(spec)
                preview.stageController.select(SpecItem.queue("demo"))
                preview.inspector.seekScript(to: 3)
                preview.inspector.goLive()
                click(preview.inspector.queuePage.register.buttons["A1"])
                click(preview.inspector.scenarioPage.buttons["trigger"])
                freed = preview
                preview.close()
            }
            #expect(MainLoop.run(until: { freed == nil }, timeout: 10))
        }
    }

    @Test func scenarioChecksExplainEveryDecisionAsTheClockMoves() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = open(spec)
            defer { preview.close() }
            let inspector = preview.inspector!
            let page = inspector.scenarioPage
            @MainActor func reason(_ check: String) -> String? { page.checks.rows.first { $0[1] == check }?[2] }
            @MainActor func passed(_ check: String) -> Bool { page.checks.rows.first { $0[1] == check }?[0] == "✓" }

            #expect(reason("Events") == "needs 2 more events (0 of at least 2)")
            #expect(reason("Flags") == "flag isPro is off")
            click(page.buttons["try"])
            #expect(preview.log.filtered(sources: [.scenario], text: "not executed").count == 1)

            click(page.buttons["trigger"])
            click(page.buttons["trigger"])
            #expect(passed("Events"))
            let toggle = try #require(page.flags.switches["isPro"])
            toggle.active = true
            #expect(passed("Flags"))
            #expect(reason("Flags") == "flag isPro is on")

            click(page.buttons["try"])
            #expect(preview.stageController.shownAlert?.id == "a2", "executing puts the scenario's alert on the stage")
            #expect(inspector.sessions.scenarioInUse.session?.stats.executionsCount == 1)
            #expect(!passed("Between executions"))

            click(page.buttons["+1 d"])
            #expect(
                reason("Between executions")?.hasPrefix("eligible again in 0 s (needs more than 1 d between executions")
                    == true,
                "exactly one day is not more than one day")
            click(page.buttons["+1 h"])
            #expect(passed("Between executions"))
            #expect(reason("Between executions") == "last executed 1 d 1 h ago, more than 1 d")

            // The state lives in the injected folder, never in the user's.
            let file = try #require(inspector.sessions.stateFile)
            #expect(file.path.hasPrefix(spec.stateDirectory))
            #expect(FileManager.default.fileExists(atPath: file.path))
            #expect(file.stats(for: "rate")?.executionsCount == 1)

            // Set a date: the checks follow the clock.
            page.dateEntry.text = "2030-01-02 10:00"
            click(page.buttons["set"])
            #expect(page.clockLabel.text.contains("2 Jan 2030 10:00"))
            #expect(passed("Between executions"))
            page.dateEntry.text = "next tuesday"
            click(page.buttons["set"])
            #expect(preview.log.entries.last?.message.contains("cannot read the date") == true)

            click(page.buttons["reset"])
            #expect(reason("Events") == "needs 2 more events (0 of at least 2)")
        }
    }

    @Test func theScriptSliderMovesBackAndForthWithTheStageFollowing() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = open(spec)
            defer { preview.close() }
            let inspector = preview.inspector!
            let page = inspector.scriptPage
            #expect(inspector.script?.source == .queue("demo"))

            #expect(PreviewActions.activate("script-step", on: preview))
            #expect(inspector.script?.position == 1)
            #expect(table(inspector) == ["A1 willShow"])
            #expect(PreviewActions.activate("script-back", on: preview))
            #expect(inspector.script?.position == 0)
            #expect(table(inspector) == [])

            page.slider.value = 5  // as a drag of the slider would
            #expect(inspector.script?.position == 5)
            #expect(inspector.sessions.queueInUse.scripted)
            #expect(table(inspector) == ["A3 willShow", "A2 ready"])
            #expect(preview.stageController.shownAlert?.id == "a3")

            click(page.buttons["back"])
            click(page.buttons["back"])
            click(page.buttons["back"])
            #expect(inspector.script?.position == 2)
            #expect(table(inspector) == ["A1 showing"])
            #expect(preview.stageController.shownAlert?.id == "a1")
            #expect(page.slider.value == 2)

            inspector.seekScript(to: 5)
            #expect(table(inspector) == ["A3 willShow", "A2 ready"], "moving back and forth is deterministic")
            click(page.buttons["all"])
            #expect(inspector.script?.position == 9)
            #expect(table(inspector) == [])
            #expect(preview.stageController.shownAlert == nil)
            #expect(page.steps.rows.count == 9)

            // The stage's own reports do not disturb a scripted session...
            inspector.seekScript(to: 1)
            #expect(MainLoop.run(until: { preview.area.player?.isRunning == false }))
            #expect(table(inspector) == ["A1 willShow"])
            // ...until a button carries it on live.
            click(inspector.queuePage.buttons["poll"])
            #expect(!inspector.sessions.queueInUse.scripted)

            // A scenario's script: the checks follow the step.
            inspector.selectScript(.scenario("rate"))
            inspector.seekScript(to: 2)
            #expect(inspector.sessions.scenarioInUse.scripted)
            #expect(inspector.scenarioPage.checks.rows.first { $0[1] == "Flags" }?[2] == "flag isPro is off")
            click(page.buttons["all"])
            #expect(inspector.sessions.scenarioInUse.session?.stats.executionsCount == 1)
            #expect(preview.stageController.shownAlert?.id == "a2")
            #expect(inspector.sessions.stateFile?.stats(for: "rate") == nil, "a script never touches the saved state")
        }
    }

    @Test func theLogFiltersBySourceAndText() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = open(spec)
            defer { preview.close() }
            let inspector = preview.inspector!
            preview.stageController.select(SpecItem.queue("demo"))
            click(inspector.queuePage.register.buttons["A1"])
            click(inspector.queuePage.register.buttons["A1"])
            let log = inspector.logPage
            #expect(log.text.contains("spec"))
            #expect(log.text.contains("registered A1"))

            log.show(sources: [.queue])
            #expect(!log.text.isEmpty)
            #expect(log.text.split(separator: "\n").allSatisfy { $0.contains(" queue ") })
            log.filterEntry.text = "ignored"
            #expect(
                MainLoop.run(until: { log.text.split(separator: "\n").count == 1 }),
                "search-changed is delayed a little")
            #expect(log.text.contains("A1 ignored: it is already queued"))

            // New entries that pass the filter appear at once; others do not.
            click(inspector.queuePage.register.buttons["A1"])
            #expect(log.text.split(separator: "\n").count == 2)
            preview.record(.stage, "ignored by the source filter")
            #expect(log.text.split(separator: "\n").count == 2)
            log.copy()
        }
    }

    @Test func routesOpenAURLAndTheShortcutTogglesThePane() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = open(spec)
            defer { preview.close() }
            let inspector = preview.inspector!
            let routes = inspector.routesPage
            #expect(routes.patterns.rows == [["myapp://promo/{id}", "flare://alert/{id}"]])
            routes.urlEntry.text = "myapp://promo/a3"
            click(routes.openButton)
            #expect(preview.selection == SpecItem.alert("a3"))
            #expect(routes.result.text.hasPrefix("→"))
            routes.urlEntry.text = "myapp://nowhere"
            click(routes.openButton)
            #expect(routes.result.text.hasPrefix("Does not resolve"))

            #expect(
                PreviewActions.shortcuts.contains {
                    $0.action == "toggle-inspector" && $0.accelerators == ["<Control>i"]
                })
            #expect(PreviewActions.activate("toggle-inspector", on: preview))
            #expect(!inspector.isVisible)
            #expect(!preview.chrome.header.inspectorToggle.active)
            preview.chrome.header.inspectorToggle.emit(.clicked)
            #expect(inspector.isVisible)

            // Picking a scenario in the sidebar brings its page forward.
            preview.stageController.select(SpecItem.scenario("rate"))
            #expect(inspector.visiblePage == "scenario")
            #expect(inspector.script?.source == .scenario("rate"))
        }
    }
}
