import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The Rocket panel under Xvfb: a flow clicked through in the previewer, and the pixels of its cards, avatar
/// styles and fonts as the exporter draws them.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RocketPanelTests {
    @MainActor static func flowSpec(hi: String = "Hello there") -> String {
        """
        flare: 1
        stage: {device: phone}
        alerts:
          note: {title: Note}
        rockets:
          flow:
            closeButton: {title: Skip}
            blocks:
              hi: {text: \(hi), next: pick}
              pick:
                left: {title: "No", next: bye}
                right: {title: "Yes", next: ask}
              ask:
                text: Your name?
                buttonTitle: Send
                branches:
                  - {match: 'sky.*', next: yay}
                next: bye
              yay: {title: Hooray}
              bye: {text: Bye}
        """
    }

    @MainActor func rocketLog(_ preview: PreviewWindow) -> [String] {
        preview.log.filtered(sources: [.rocket]).map(\.message)
    }

    @Test func clickThroughAFlowInThePreviewer() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.flowSpec())
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.present()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.window.mapped }))
            let (panelsBefore, providersBefore) = (RocketPanel.liveCount, StyleProviders.live)
            var reports: [StageReport] = []
            preview.stageController.onReport = { reports.append($0) }
            preview.stageController.select(SpecItem.rocket("flow"))
            let panel = try #require(preview.area.rocketPanel)
            #expect(panel.flow.visible.isEmpty, "the first block appears after the 2 s opening")
            #expect(MainLoop.run(until: { panel.flow.visible == ["hi"] && !panel.isAnimating }, timeout: 15))
            #expect(preview.stage?.panel == panel.widget)
            #expect(!preview.area.timelineSlot.visible, "no alert animation to scrub under a rocket")
            #expect(panel.cards.count == 1 && panel.flow.visible == ["hi"])
            #expect(rocketLog(preview) == ["flow: block added: #0 'hi'"])

            // A fast double tap on the text card appends its next once, after the card's 0.3 s bounce.
            panel.tap(0)
            panel.tap(0)
            #expect(MainLoop.run(until: { panel.flow.visible == ["hi", "pick"] && panel.cards.count == 2 }))
            let fired = "flow: tap ignored: block #0 'hi' has already fired (a block fires once)"
            #expect(
                rocketLog(preview).suffix(3) == ["flow: fired: #0 'hi' by tap", fired, "flow: block added: #1 'pick'"])
            // Only the last card takes clicks.
            #expect(!panel.cards[0].canTarget && panel.cards[1].canTarget)

            // The real buttons: right, then type and send.
            panel.buttons[1][1].emit(.clicked)
            panel.buttons[1][0].emit(.clicked)  // dead after the first press
            #expect(MainLoop.run(until: { panel.flow.visible == ["hi", "pick", "ask"] }, timeout: 10))
            let area = try #require(panel.textAreas[2])
            #expect(TextView.cast(area.widget) != nil, "a live panel's text area is a text view")
            area.text = "skyler"
            panel.buttons[2][0].emit(.clicked)
            #expect(panel.flow.visible == ["hi", "pick", "ask", "yay"])

            // A reload (live, from the file watcher) that keeps the blocks keeps the step; the edited text shows.
            try folder.write(Self.flowSpec(hi: "Hello again"))
            #expect(
                MainLoop.run(until: { rocketLog(preview).last == "flow: reloaded; kept at block #3 'yay'" }, timeout: 5)
            )
            let reloaded = try #require(preview.area.rocketPanel)
            #expect(MainLoop.run(until: { reloaded.widget.mapped }, timeout: 10))
            #expect(reloaded !== panel)
            #expect(reloaded.flow.visible == ["hi", "pick", "ask", "yay"])
            #expect(
                reloaded.rocket.block("hi").map { if case .text(let t) = $0.content { t.text } else { "" } }
                    == "Hello again")
            #expect(rocketLog(preview).last == "flow: reloaded; kept at block #3 'yay'")

            // The button ends the flow: dismissed with its reason and count, and the panel goes away after its motion.
            reloaded.buttons[3][0].emit(.clicked)
            #expect(MainLoop.run(until: { reloaded.flow.dismissal == .end }, timeout: 10))
            #expect(rocketLog(preview).last == "flow: dismissed: end of the flow, 4 blocks shown")
            #expect(MainLoop.run(until: { reloaded.isGone }, timeout: 15))
            #expect(reports == [.dismissed(.rocket("flow"))])  // the inspector's sessions hear that the user ended it

            // Ctrl+R replays from start; the old flow is dismissed programmatically (logged with its reason).
            preview.stageController.replay()
            let replayed = try #require(preview.area.rocketPanel)
            #expect(MainLoop.run(until: { replayed.flow.visible == ["hi"] }, timeout: 15) && !replayed.flow.isDismissed)
            // The close button in the header: it bounces (0.6 s) before the rocket dismisses.
            let close = try #require(replayed.closeButton)
            close.emit(.clicked)
            #expect(MainLoop.run(until: { replayed.flow.dismissal == .closeButton }, timeout: 10))
            #expect(rocketLog(preview).last == "flow: dismissed: close button, 1 block shown")

            // Selecting something else removes the panel.
            preview.stageController.select(SpecItem.alert("note"))
            #expect(preview.area.rocketPanel == nil && preview.stage?.panel == nil)
            // Every panel built on the way (select, reload, replay) was torn down with its CSS provider.
            #expect(
                MainLoop.run(until: { RocketPanel.liveCount == panelsBefore && StyleProviders.live == providersBefore }
                ),
                """
                panels \(RocketPanel.liveCount) (was \(panelsBefore)), \
                style providers \(StyleProviders.live) (was \(providersBefore))
                """
            )
            // nothing more to dismiss
            #expect(rocketLog(preview).last == "flow: dismissed: close button, 1 block shown")
        }
    }

    @Test func timerBlockAdvancesInRealTime() async throws {
        try await onGtk {
            let rocket = RocketSpec(
                id: "t", start: "a",
                blocks: [
                    RocketBlock(id: "a", content: .text(.init(text: "Wait for it", next: "b", showNextAfter: 0.2))),
                    RocketBlock(id: "b", content: .text(.init(text: "Here"))),
                ])
            try withLivePanel(rocket) { panel in
                panel.tap()
                #expect(panel.flow.visible == ["a"])  // a timer block ignores taps
                #expect(MainLoop.run(until: { panel.flow.visible == ["a", "b"] }, timeout: 10))
                #expect(
                    panel.flow.events.first { if case .fired = $0.kind { true } else { false } }?.kind
                        == .fired(index: 0, id: "a", by: .timer))
            }
        }
    }

    @Test func mapShowsEveryBlockAndTheWayThrough() async throws {
        try await onGtk {
            let rocket = RocketSpec(
                id: "m", closeButton: RocketCloseButton(title: "Skip"), start: "hi",
                blocks: [
                    RocketBlock(id: "hi", content: .text(.init(text: "Hello", next: "pick"))),
                    RocketBlock(
                        id: "pick",
                        content: .doubleButton(left: .init(title: "No"), right: .init(title: "Yes", next: "end"))),
                    RocketBlock(id: "end", content: .button(.init(title: "Done"))),
                    RocketBlock(id: "orphan", content: .text(.init(text: "Nobody comes here"))),
                ])
            try withLivePanel(rocket) { panel in
                #expect(MainLoop.run(until: { panel.widget.mapped }))
                panel.tap()
                #expect(MainLoop.run(until: { panel.flow.visible == ["hi", "pick"] }, timeout: 10))
                var hosted: [RocketMapView?] = []
                panel.onMapChanged = { hosted.append($0) }
                panel.setMap(shown: true)
                let map = try #require(panel.mapView)
                #expect(hosted.count == 1 && hosted[0] === map, "the window is given the view to host")
                #expect(Set(map.cards.keys) == ["hi", "pick", "end", "orphan"])
                #expect(map.cards["hi"]!.hasClass("rocket-map-shown"))
                #expect(map.cards["pick"]!.hasClass("rocket-map-current"))
                #expect(!map.cards["end"]!.hasClass("rocket-map-shown"))
                panel.buttons[1][1].emit(.clicked)  // the map follows the flow
                #expect(MainLoop.run(until: { map.cards["end"]!.hasClass("rocket-map-current") }, timeout: 10))
                // Its own window here (the preview window hosts it in place of the stage).
                let window = Window()
                window.setDefaultSize(width: 900, height: 500)
                window.child = map.widget
                window.present()
                defer {
                    window.child = nil
                    window.destroy()
                }
                RenderFixtures.waitFrames(map.widget, 3)
                let raster = try Exporter.render(widget: map.widget, scale: 1)
                if let dir = ProcessInfo.processInfo.environment["FLARE_SAVE_PNG"] {
                    try raster.png().write(to: URL(fileURLWithPath: dir).appendingPathComponent("rocket-map.png"))
                }
                // The current block's map card is filled light blue.
                let rect = try #require(map.cards["end"]!.bounds(in: map.widget))
                #expect(raster.matches(Int(rect.x) + 6, Int(rect.y + rect.height / 2), 0xE4F1FEFF, tolerance: 4))
                panel.setMap(shown: false)
                #expect(panel.mapView == nil && hosted.count == 2 && hosted[1] == nil)
            }
        }
    }

    /// The app's dismiss(): the panel's Dismiss tool ends the flow as a programmatic dismissal, said why.
    @Test func theDismissToolDismissesTheFlowWithItsReason() async throws {
        try await onGtk {
            let rocket = RocketSpec(
                id: "r", start: "hi",
                blocks: [
                    RocketBlock(id: "hi", content: .text(.init(text: "Hi", next: "pick"))),
                    RocketBlock(
                        id: "pick", content: .doubleButton(left: .init(title: "No"), right: .init(title: "Yes"))),
                ])
            try withLivePanel(rocket) { panel in
                var events: [String] = []
                panel.onEvent = { events.append($0.description) }
                panel.tap()
                panel.dismiss(because: "the app's dismiss() (Dismiss button)")
                #expect(panel.flow.dismissal == .programmatic("the app's dismiss() (Dismiss button)"))
                #expect(
                    events.contains { $0.contains("programmatic (the app's dismiss() (Dismiss button))") }, "\(events)")
            }
        }
    }

    /// An author without an image draws the placeholder avatar (grey, a light head), not nothing.
    @Test func anAuthorWithoutAnImageDrawsThePlaceholderAvatar() async throws {
        try await onGtk {
            let rocket = RocketSpec(
                id: "r", start: "hi", blocks: [RocketBlock(id: "hi", content: .text(.init(text: "Hi")))])
            let spec = Spec(file: "/tmp/r.yaml", stage: Stage(device: .phone), rockets: [rocket])
            let raster = try RocketExport.renderRocket(rocket, in: spec, options: .init(frame: .stage))
            let (w, h) = Stage.Device.phone.size
            let ax = Int(w - RocketPanel.avatarRight - RocketPanel.avatarSize),
                ay = Int(h - RocketPanel.avatarBottom - RocketPanel.avatarSize)
            #expect(
                raster.matches(ax + 30, ay + 5, 0xC7CCD4FF, tolerance: 4),
                "background: \(String(raster.hex(ax + 30, ay + 5), radix: 16))")
            #expect(
                raster.matches(ax + 30, ay + 23, 0xF4F5F7FF, tolerance: 4),
                "head: \(String(raster.hex(ax + 30, ay + 23), radix: 16))")
        }
    }

    /// The wrappers own the panel's references: once torn down and dropped, the panel and its whole widget tree
    /// (root, cards, the input card's text view, the map) are freed; no handler, tick or timer keeps them.
    @Test func aTornDownPanelFreesItsWidgets() async throws {
        try await onGtk {
            let rocket = RocketSpec(
                id: "f", start: "a",
                blocks: [
                    RocketBlock(id: "a", content: .text(.init(text: "Wait", next: "b", showNextAfter: 30))),
                    RocketBlock(id: "b", content: .input(.init(text: "Name?", buttonTitle: "Send"))),
                ])
            let slots = UnsafeMutablePointer<gpointer?>.allocate(capacity: 3)
            defer { slots.deallocate() }
            weak var released: RocketPanel?
            do {
                let window = Window()
                let panel = RocketPanel(rocket: rocket, device: .phone, theme: .light, live: true, animate: true)
                window.child = panel.widget
                window.present()
                #expect(MainLoop.run(until: { panel.widget.mapped }))
                panel.play([{ $0.tap() }])  // after the opening: a timer card ignores the tap
                panel.setMap(shown: true)
                let map = try #require(panel.mapView)
                for (i, object) in [panel.widget, panel.cards[0], map.widget].enumerated() {
                    slots[i] = object.raw
                    g_object_add_weak_pointer(object.raw.assumingMemoryBound(to: GObject.self), slots + i)
                }
                #expect(panel.isAnimating, "the show ticks on the frame clock")
                window.child = nil
                panel.teardown()
                window.destroy()
                released = panel
            }
            #expect(released == nil)
            #expect(
                MainLoop.run(until: { (0..<3).allSatisfy { slots[$0] == nil } }, timeout: 10),
                "still alive: \((0..<3).filter { slots[$0] != nil })")
        }
    }

    /// A live panel alone in a window, torn down (and the window destroyed) after `body`.
    @MainActor func withLivePanel(_ rocket: RocketSpec, _ body: (RocketPanel) throws -> Void) throws {
        let window = Window()
        let panel = RocketPanel(rocket: rocket, device: .phone, theme: .light, live: true, animate: false)
        defer {
            window.child = nil
            panel.teardown()
            window.destroy()
        }
        window.child = panel.widget
        window.present()
        try body(panel)
    }

    // MARK: Pixels

    @MainActor static func rocket(avatar: RocketImageStyle, image: String, blocks: [RocketBlock]) -> RocketSpec {
        RocketSpec(
            id: "p", author: RocketAuthor(image: .file(image), style: avatar), start: blocks[0].id, blocks: blocks)
    }

    @MainActor func render(_ rocket: RocketSpec, step: Int? = nil) throws -> Raster {
        let spec = Spec(file: "/tmp/rocket.yaml", stage: Stage(device: .phone), rockets: [rocket])
        return try RocketExport.renderRocket(
            rocket, in: spec, step: step, options: Exporter.Options(frame: .stage), warn: { _ in })
    }

    @Test(arguments: RocketImageStyle.allCases)
    func avatarStyleAndCards(_ style: RocketImageStyle) async throws {
        try await onGtk {
            let red = try RenderFixtures.solidPNG((255, 0, 0, 255), width: 60, height: 60)
            let rocket = Self.rocket(
                avatar: style, image: red,
                blocks: [
                    RocketBlock(id: "a", content: .text(.init(text: "Hello")))
                ])
            let raster = try render(rocket)
            // Avatar: 60×60, 20 from the right and 30 from the bottom of the 390×844 stage.
            let (ax, ay) = (390 - 20 - 60, 844 - 30 - 60)
            #expect(raster.matches(ax + 30, ay + 30, 0xFF0000FF))
            #expect(!raster.matches(ax + 61, ay + 30, 0xFF0000FF, tolerance: 60))
            switch style {
            case .circular:
                #expect(!raster.matches(ax + 8, ay + 8, 0xFF0000FF, tolerance: 60))
                #expect(raster.matches(ax + 30, ay + 1, 0xFF0000FF, tolerance: 60))
            case .round:
                #expect(!raster.matches(ax, ay, 0xFF0000FF, tolerance: 60))
                #expect(raster.matches(ax + 8, ay + 8, 0xFF0000FF))
            case .square:
                #expect(raster.matches(ax, ay, 0xFF0000FF))
                #expect(raster.matches(ax + 59, ay + 59, 0xFF0000FF))
            }
            // The card: white, in the 234 pt column 6 left of the avatar (TableView.swift:45,130,134), inset 10.
            let cardRow = ay + 30
            let white = try #require(
                raster.bounds(in: (0, cardRow - 2, 390, cardRow + 2)) { $0.r == 255 && $0.g == 255 && $0.b == 255 })
            #expect(white.minX == 70 + 10 && white.maxX == 70 + 234 - 10 - 1)
            #expect(raster.matches(50, cardRow, 0xF2F2F7FF))  // the backdrop left of the column
        }
    }

    @Test func fontsFollowTheirPresets() async throws {
        try await onGtk {
            let red = try RenderFixtures.solidPNG((255, 0, 0, 255), width: 60, height: 60)
            @MainActor func ink(_ font: RocketFont) throws -> (count: Int, color: Bool) {
                let rocket = Self.rocket(
                    avatar: .square, image: red,
                    blocks: [
                        RocketBlock(id: "a", content: .text(.init(text: "Mmmm Wwww", font: font)))
                    ])
                let raster = try render(rocket)
                var count = 0, colored = false
                let target = font.color.resolved(for: .light)
                for y in 600..<844 {
                    for x in 86..<300 {
                        let p = raster.pixel(x, y)
                        guard p.r < 200 || p.g < 200 else { continue }
                        count += 1
                        if abs(Int(p.r) - Int(target.red * 255)) < 12, abs(Int(p.g) - Int(target.green * 255)) < 12,
                            abs(Int(p.b) - Int(target.blue * 255)) < 12
                        {
                            colored = true
                        }
                    }
                }
                return (count, colored)
            }
            let regular = try ink(.text), bold = try ink(.textBold), black = try ink(.button), emoji = try ink(.emoji)
            #expect(regular.color && bold.color && black.color)
            #expect(
                regular.count < bold.count && bold.count < black.count,
                "weights: \(regular.count) < \(bold.count) < \(black.count)")
            #expect(black.count < emoji.count)  // 25 black is bigger than 20 black
        }
    }

    @Test func doubleButtonSeparatorAndImageBlock() async throws {
        try await onGtk {
            let red = try RenderFixtures.solidPNG((255, 0, 0, 255), width: 60, height: 60)
            let blue = try RenderFixtures.solidPNG((0, 0, 255, 255), width: 100, height: 50)
            var rocket = Self.rocket(
                avatar: .square, image: red,
                blocks: [
                    RocketBlock(id: "img", content: .image(.init(text: "", image: .file(blue), next: "pick"))),
                    RocketBlock(id: "pick", content: .doubleButton(left: .init(title: "A"), right: .init(title: "B"))),
                ])
            rocket.script = [.tap]
            let raster = try render(rocket)
            // The image block: blue, 140 high less 24 cut by the card (ImageCell.swift:47-48), the card wide.
            let image = try #require(raster.bounds { $0.b > 240 && $0.r < 10 && $0.g < 10 })
            #expect(image.maxY - image.minY + 1 == 116)
            #expect(image.minX == 80 && image.maxX == 80 + 214 - 1)
            // The separator: 2 px of #F2F2F2 in the middle of the double-button card.
            let cardY = 844 - 30 - 10 - 20
            let sep = try #require(
                raster.bounds(in: (80, cardY - 10, 294, cardY + 10)) { $0.r == 0xF2 && $0.g == 0xF2 && $0.b == 0xF2 })
            #expect(sep.maxX - sep.minX + 1 == 2)
            #expect(abs((sep.minX + sep.maxX) / 2 - (80 + 107)) <= 2)
        }
    }
}
