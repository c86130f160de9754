import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// `AlertView.layoutFindings` / `StageView.findings`: what GTK's real layout hides or cuts, on the widgets the
/// window and the export draw (phone-landscape: a 442 pt wide alert, at most 414 pt tall, on a 390 pt tall stage).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct LayoutFindingsTests {
    static let longMessage = String(
        repeating: "Keep the drone in sight and land when the battery warning shows. ", count: 30)

    static func at(_ line: Int, _ column: Int = 5) -> FlareCore.SourceLocation {
        FlareCore.SourceLocation(file: "/tmp/test.yaml", line: line, column: column)
    }

    /// An alert whose keys sit at known places, as the parser records them.
    static func located(_ alert: AlertSpec) -> AlertSpec {
        var alert = alert
        alert.location = at(2, 3)
        alert.keys["title"] = at(3)
        alert.keys["message"] = at(4)
        alert.keys["custom.image"] = at(6, 7)
        alert.keys["custom.text"] = at(7, 7)
        for index in alert.actions.indices { alert.actions[index].location = at(10 + index, 9) }
        return alert
    }

    @Test func aLongMessageRunsOffTheStageAndPushesTheActionOutOfSight() async throws {
        try await onGtk {
            let alert = Self.located(
                AlertSpec(
                    id: "terms", title: "Terms", message: Self.longMessage,
                    actions: [ActionSpec(title: "I agree")]))
            try RenderFixtures.withView(alert) { view, raster in
                let found = view.layoutFindings
                #expect(raster.height == 414, "capped at DUX's logicHeightLandscape (DUXBetaAlertView.swift:186)")
                guard case .alertTallerThanStage(let content, let stage)? = found.first else {
                    Issue.record("no alert-taller finding: \(found)")
                    return
                }
                #expect(stage == 414 && content == view.contentHeight.rounded(.up) && content > 414)
                let text = found.compactMap { f -> (Int, Int)? in
                    if case .textOffStage(.message, let lines, let hidden) = f { return (lines, hidden) }
                    return nil
                }
                let (lines, hidden) = try #require(text.first, "\(found)")
                #expect(lines > hidden && hidden > 0)
                #expect(found.contains(.actionOffStage(index: 0)))
                #expect(
                    !found.contains { if case .textOffStage(.title, _, _) = $0 { true } else { false } },
                    "the title is in sight")
                // The hidden action really is outside the drawn image.
                #expect(RenderFixtures.bounds(view.actionButtons[0], in: view).y >= raster.height)
                // Scrolled to the bottom (as a user may in the window), the findings stay those of the top.
                let adjustment = gtk_scrolled_window_get_vadjustment(view.scrolledWindow.opaque)
                gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
                #expect(gtk_adjustment_get_value(adjustment) > 0)
                try RenderHost.shared().allocate(view.widget, width: view.width, height: view.height)
                #expect(RenderFixtures.bounds(view.actionButtons[0], in: view).y < raster.height, "scrolled into sight")
                #expect(view.layoutFindings == found)
                let diagnostics = view.findings
                #expect(diagnostics.map(\.location) == [Self.at(2, 3), Self.at(4), Self.at(10, 9)])
                #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("alert 'terms': ") })
            }
        }
    }

    @Test func alertsThatFitFindNothingAndTheCroppedReferenceImageIsFound() async throws {
        try await onGtk {
            for alert in [RenderFixtures.plain()] + RenderFixtures.references {
                try RenderFixtures.withView(Self.located(alert)) { view, _ in
                    let found = view.layoutFindings
                    if alert.id == "photo-saved" {
                        // aerial.png (320 × 180) in a 90 pt frame across the 422 pt content: cover crops its height.
                        guard case .imageCropped(let frame, let image)? = found.first, found.count == 1 else {
                            Issue.record("\(found)")
                            return
                        }
                        #expect(frame.height == 90 && image.width == 320 && image.height == 180)
                        #expect(view.findings.first?.location == Self.at(6, 7))
                    } else {
                        #expect(found.isEmpty, "\(alert.id): \(found)")
                    }
                }
            }
        }
    }

    @Test func anImageAtItsOwnAspectIsNotCropped() async throws {
        try await onGtk {
            let image = RenderFixtures.file("aerial.png")
            for height in [nil, 90.0] {
                let alert = AlertSpec(id: "photo", title: "Photo", custom: .image(image, height: height))
                try RenderFixtures.withView(alert) { view, _ in
                    let picture = try #require(view.customImage?.picture)
                    let fitted = Double(picture.width) * 180 / 320
                    let found = view.layoutFindings
                    #expect(
                        found.isEmpty == (height == nil),
                        "height \(String(describing: height)), fitted \(fitted): \(found)")
                }
            }
        }
    }

    @Test func anActionTitleTooLongForItsButtonIsFound() async throws {
        try await onGtk {
            // Side by side it gets its proportional share of the row, short of its width; stacked, its own width.
            let long = "Download and install all the new firmware right now"
            let alert = Self.located(
                AlertSpec(
                    id: "update", title: "Update", message: "Firmware 1.4 is ready.",
                    actions: [ActionSpec(title: "Later"), ActionSpec(title: long)]))
            try RenderFixtures.withView(alert) { view, _ in
                let found = view.layoutFindings
                // The two titles need more than the row: `.fillProportionally` shrinks both in proportion, so UIKit
                // cuts "Later" too (DUXBetaAlertView.swift:318).
                guard case .actionTitleCut(1, let needed, let given)? = found.last, found.count == 2,
                    case .actionTitleCut(0, let shortNeeded, let shortGiven)? = found.first
                else {
                    Issue.record("\(found)")
                    return
                }
                #expect(needed > given && given > 0 && shortNeeded > shortGiven)
                #expect(view.findings.map(\.location) == [Self.at(10, 9), Self.at(11, 9)])
            }
            var stacked = AlertPreset.default.appearance
            stacked.actionsLayoutType = .vertical
            let roomy = AlertSpec(
                id: "update", title: "Update", appearance: stacked,
                actions: [ActionSpec(title: "Later"), ActionSpec(title: long)])
            try RenderFixtures.withView(roomy) { view, _ in
                #expect(view.layoutFindings.isEmpty, "stacked, the button has its own width")
            }
        }
    }

    /// A rocket's column grows up from the avatar: a card past the table's top (20 below the stage's,
    /// RocketAlert's `TableView.swift:133`) is found at its block's key.
    @Test func aRocketCardAboveTheStageIsFound() async throws {
        try await onGtk {
            let file = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/overflow/rocket.yaml").path
            let result = SpecLoader.load(path: file)
            let spec = try #require(result.spec, "\(result.diagnostics)")
            let rocket = try #require(spec.rocket("briefing"))
            try Exporter.prepare(spec, warn: { Issue.record("warning: \($0)") })
            let host = try RenderHost.shared()
            let weather = rocket.blocks.first { $0.id == "weather" }?.location
            // After 2 steps the first card has risen past the table's top; the close header, the table's section
            // header, rose with it (TableController.swift:111-124).
            for (steps, cut) in [(1, [FlareCore.SourceLocation?]()), (2, [weather])] {
                let panel = RocketPanel(
                    rocket: rocket, device: spec.stage.device, theme: .light,
                    flow: RocketSimulation.flow(rocket, after: steps), live: false, animate: false)
                defer {
                    host.clear()
                    panel.teardown()
                }
                host.put(panel.widget)
                panel.layout()
                host.allocate(panel.widget, width: 844, height: 390)
                #expect(panel.findings.map(\.location) == cut, "after \(steps) steps: \(panel.findings)")
                #expect(
                    panel.cardFrames.first.map { $0.y < RocketGeometry.tableTop } == !cut.isEmpty, "\(panel.cardFrames)"
                )
                #expect(
                    panel.findings.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("rocket 'briefing': ") }
                )
                let firstCell = panel.cardFrames.first.map { $0.y - RocketGeometry.inset }
                #expect(panel.headerTop == firstCell.map { $0 - RocketGeometry.headerHeight }, "above the first card")
            }
        }
    }

    /// The previewer lists what the painted layout cuts off in its warning banner, at the keys, and drops a
    /// finding once a save fixes it.
    @Test func theWindowsBannerListsTheFindingsOfThePaintedLayout() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let long = String(repeating: "Keep the drone in sight and land when the battery warning shows. ", count: 30)
            let text =
                "flare: 1\nstage: {device: phone-landscape}\nalerts:\n  terms:\n    title: Terms\n"
                + "    message: \(long)\n    actions:\n      - title: I agree\n"
            try folder.write(text)
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.present()
            defer { preview.close() }
            let path = folder.spec.path
            let shown = MainLoop.run(until: { preview.messages.banner.lines.count == 3 }, timeout: 5)
            #expect(shown && preview.messages.banner.kind == .warnings, "\(preview.messages.banner.lines)")
            for (line, place) in zip(preview.messages.banner.lines, ["4:3", "6:5", "8:9"]) {
                #expect(line.hasPrefix("\(path):\(place): warning: alert 'terms': "), "\(line)")
            }
            #expect(
                preview.messages.banner.lines[1].contains(
                    "warning: alert 'terms': the message runs past the bottom of the stage"))
            #expect(preview.stage?.alertView?.spec.id == "terms", "the warnings do not hide the render")
            try folder.write(text.replacingOccurrences(of: long, with: "Short now."))
            preview.reload()
            #expect(
                MainLoop.run(until: { !preview.messages.banner.isShown }, timeout: 5),
                "fixed: \(preview.messages.banner.lines)")
        }
    }

    /// The window's path: a stage in a real toplevel, laid out by the frame clock, reports the same findings.
    @Test func aStageInAWindowReportsItsAlertsFindings() async throws {
        try await onGtk {
            let alert = Self.located(
                AlertSpec(
                    id: "terms", title: "Terms", message: Self.longMessage,
                    actions: [ActionSpec(title: "I agree")]))
            let spec = RenderFixtures.spec([alert])
            try Exporter.prepare(spec, warn: { Issue.record("warning: \($0)") })
            let stage = StageView(spec: spec, theme: .light)
            let window = Window()
            defer { window.destroy() }
            window.child = stage.widget
            #expect(stage.findings.isEmpty, "nothing shown, nothing found")
            stage.show(alert: alert)
            window.present()
            let laidOut = MainLoop.run(until: { stage.findings.count == 3 }, timeout: 5)
            #expect(laidOut, "\(stage.findings)")
            #expect(stage.findings.map(\.location) == [Self.at(2, 3), Self.at(4), Self.at(10, 9)])
            stage.show(alert: RenderFixtures.plain())
            #expect(MainLoop.run(until: { stage.findings.isEmpty }, timeout: 5), "a new alert, new findings")
        }
    }
}
