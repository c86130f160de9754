import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Inspect mode (redlines on hover, a part's styles on click, Open in editor) and the safe-area and device-frame
/// overlays (`InspectMode`, the window's layers over the stage).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InspectModeTests {
    /// An alert with known offsets and spacings; `titleColor` is on line 9, column 7.
    static let spec = """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          known:
            title: Inspect me
            message: Layout in points
            appearance:
              backgroundColor: "#204080"
              titleColor: "#FFCC00"
              verticalOffset: 20
              horizontalOffset: 16
              alertLayoutSpacing: 12
              actionLayoutSpacing: 8
              actionsLayoutType: horizontal
              animationDuration: 0
            actions:
              - title: One
              - title: Two
        """

    @Test func hoverDrawsTheLayoutAsLabelledRedlines() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(Self.spec)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            let f = try #require(stage.alertFrames())
            let before = try Exporter.render(widget: stage.widget, scale: 1)
            layer.motion.emit(.motion, f.alert.x + 40, f.alert.y + 30)
            let lines = layer.drawing.redlines
            #expect(lines.filter { $0.key == "appearance.verticalOffset" }.map(\.label) == ["20 pt", "20 pt"])
            #expect(lines.filter { $0.key == "appearance.horizontalOffset" }.map(\.label) == ["16 pt", "16 pt"])
            #expect(lines.contains { $0.key == "appearance.alertLayoutSpacing" && $0.label == "12 pt" })
            #expect(lines.contains { $0.key == "appearance.actionLayoutSpacing" && $0.label == "8 pt" })
            #expect(lines.filter { $0.key == nil }.count == 2, "one size outline per action")
            // Drawn: the top inset's line is red, in stage points, where the alert was its background before. The
            // lines are widgets the next frame lays out: until then they draw nothing, so wait for every one.
            #expect(
                MainLoop.run(until: { layer.widget.children.allSatisfy { $0.width > 0 && $0.height > 0 } }),
                "the redlines are laid out")
            #expect(layer.drawing.redlines.map(\.label) == lines.map(\.label), "still the hover the test drew")
            let top = try #require(lines.first { $0.key == "appearance.verticalOffset" })
            let shown = try Exporter.render(widget: stage.widget, scale: 1)
            let (x, y) = (Int(top.x), Int(top.y + top.length / 2))
            #expect(before.matches(x, y, 0x204080FF))
            #expect(
                shown.matches(x, y, 0xFF2D55FF, tolerance: 6),
                "a red line at \(x),\(y): \(String(shown.hex(x, y), radix: 16))")
            // Off the alert: nothing drawn.
            layer.motion.emit(.motion, 2, 2)
            #expect(layer.drawing.redlines.isEmpty && layer.drawing.part == nil)
        }
    }

    @Test func clickOnTheTitleListsItsStylesWithTheirSourceAndOpensTheEditor() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            // A stub $VISUAL that records its arguments, in one rename: the test must never read a half-written file.
            let record = folder.url.appendingPathComponent("editor-args").path
            let stub = folder.url.appendingPathComponent("stub-editor")
            try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record).part' && mv '\(record).part' '\(record)'\n"
                .write(to: stub, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
            let (preview, layer) = try folder.openInspecting(Self.spec)
            defer { preview.close() }
            preview.sourceController.editorEnvironment = ["VISUAL": stub.path, "PATH": "/usr/bin:/bin"]
            let stage = try #require(preview.stage)
            let title = try #require(stage.alertFrames()?.title)
            layer.click.emit(.released, 1, title.x + 3, title.y + title.height / 2)
            #expect(layer.selected == .title)
            let row = try #require(layer.popover.properties.firstIndex { $0.key == "appearance.titleColor" })
            let color = layer.popover.properties[row]
            #expect(color.value == "#FFCC00")
            #expect(
                color.origin == .spec(SourceLocation(file: folder.spec.path, line: 9, column: 7)), "\(color.origin)")
            #expect(layer.popover.properties.contains { $0.key == "appearance.titleFont" && $0.origin == .default })
            let popover = try #require(layer.popover.widget)
            #expect(MainLoop.run(until: { popover.mapped }), "the popover shows")
            let button = try #require(layer.popover.openButtons[row])
            #expect(button.label == "spec.yaml:9:7")
            button.emit(.clicked)
            #expect(MainLoop.run(until: { (try? String(contentsOfFile: record, encoding: .utf8)) != nil }, timeout: 10))
            let args = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(args == ["+9", folder.spec.path])
            #expect(preview.messages.notice.text.contains("line 9"), "\(preview.messages.notice.text)")

            // A click on an action selects it; off the alert nothing is selected and the popover goes.
            let action = try #require(stage.alertFrames()?.actionButtons.last)
            // GTK delivers a pointer over an action to the inspect layer, not to the button under it.
            let picked = try #require(
                gtk_widget_pick(stage.widget.widget, action.x + 5, action.y + 5, GTK_PICK_DEFAULT))
            #expect(picked == layer.widget.widget, "picked \(String(cString: gtk_widget_get_name(picked)))")
            layer.click.emit(.released, 1, action.x + 5, action.y + 5)
            #expect(layer.selected == .action(1))
            #expect(layer.popover.properties.first?.key == "actions[1].title")
            layer.click.emit(.released, 1, 2, 2)
            #expect(layer.selected == nil && layer.popover.widget == nil)
            // Clicks never reach the alert's buttons while inspecting.
            #expect(preview.stageController.shownAlert?.id == "known")
            #expect(PreviewActions.activate("toggle-inspect", on: preview))
            #expect(
                preview.area.inspect.layer == nil && stage.topLayer == nil
                    && !preview.chrome.header.inspectToggle.active)
        }
    }

    /// Issue 25's crash: inspect, click an action (its popover opens), Escape, then Alt+1, Ctrl+G or another alert:
    /// SIGSEGV in GTK. The redlines and outlines the layer drew under the pointer were pointer targets; hover
    /// replaced them under the pointer, and GTK 4.8 then walked a removed target's parents while unmapping the canvas.
    /// Nothing the layer draws may be a target: under the pointer there is only the layer. (The same steps with a
    /// real pointer, in a process of their own: `OpenCommandTests.inspectThenRebuildingTheStageDoesNotCrash`.)
    @Test func nothingTheLayerDrawsIsAPointerTargetSoRebuildingUnderThePointerIsSafe() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(
                Self.spec + """

                      other:
                        title: Another alert
                        appearance: {animationDuration: 0}
                    """)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            let action = try #require(stage.alertFrames()?.actionButtons.last)
            let (x, y) = (action.x + 5, action.y + 5)
            layer.motion.emit(.motion, x, y)
            #expect(!layer.drawing.redlines.isEmpty, "hovering draws redlines")
            layer.click.emit(.pressed, 1, x, y)
            layer.click.emit(.released, 1, x, y)
            #expect(layer.selected == .action(1))
            let popover = try #require(layer.popover.widget)
            #expect(MainLoop.run(until: { popover.mapped }), "the popover shows")
            RenderFixtures.waitFrames(preview.window)
            // What GTK would deliver the pointer to, at the action and along its edges where the outlines are.
            for (px, py) in [(x, y), (action.x, action.y), (action.x + action.width - 1, action.y + action.height / 2)]
            {
                let picked = try #require(gtk_widget_pick(stage.widget.widget, px, py, GTK_PICK_DEFAULT))
                #expect(
                    picked == layer.widget.widget,
                    "at \(px),\(py) the pointer targets \(String(cString: gtk_widget_get_name(picked)))")
            }
            var drawn: [Widget] = layer.widget.children
            var index = 0
            while index < drawn.count { drawn += drawn[index].children; index += 1 }
            #expect(drawn.count > 3, "redlines, labels and the selection outline: \(drawn.count)")
            #expect(drawn.allSatisfy { !$0.canTarget }, "every widget the layer draws lets the pointer through")
            // The rest of the steps: Escape closes the popover; the stage is rebuilt three ways with the layer on.
            popover.popdown()
            #expect(MainLoop.run(until: { !popover.mapped }))
            #expect(PreviewActions.activate("device-phone", on: preview), "Alt+1")
            RenderFixtures.waitFrames(preview.window)
            #expect(preview.area.inspect.layer != nil && preview.stage !== stage, "a new stage, inspected")
            #expect(PreviewActions.activate("toggle-compare", on: preview), "Ctrl+G")
            RenderFixtures.waitFrames(preview.window)
            #expect(preview.area.compareController.axis != nil && preview.area.inspect.layer == nil)
            #expect(PreviewActions.activate("toggle-compare", on: preview))
            preview.stageController.select(SpecItem.alert("other"))
            #expect(MainLoop.run(until: { preview.stageController.shownAlert?.id == "other" }))
        }
    }

    @Test func aClickOnARocketCardListsItsBlock() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(
                Self.spec + """

                    rockets:
                      hello:
                        author: {image: builtin:info}
                        blocks:
                          hi:
                            text: Hello there
                            font: textBold
                    """)
            defer { preview.close() }
            preview.stageController.select(SpecItem.rocket("hello"))
            #expect(
                MainLoop.run(until: {
                    preview.area.rocketPanel?.flow.visible == ["hi"] && preview.area.rocketPanel?.isAnimating == false
                }))
            RenderFixtures.waitFrames(preview.window)
            let panel = try #require(preview.area.rocketPanel)
            let stage = try #require(preview.stage)
            let card = try #require(panel.cards.first?.bounds(in: stage.widget))
            layer.motion.emit(.motion, card.x + 10, card.y + 10)
            #expect(layer.drawing.block == "hi" && layer.drawing.redlines.count == 1)
            layer.click.emit(.released, 1, card.x + 10, card.y + 10)
            #expect(layer.selectedBlock == "hi" && layer.selected == nil)
            let font = try #require(layer.popover.properties.first { $0.key == "font" })
            #expect(font.origin == .spec(SourceLocation(file: folder.spec.path, line: 25, column: 9)), "\(font.origin)")
            #expect(layer.popover.openButtons.count == 3, "type, text and font come from the spec")
            #expect(panel.flow.visible == ["hi"], "the click did not reach the flow")
        }
    }

    @Test func safeAreasAndDeviceFrameDrawOverThePhoneStage() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec.replacingOccurrences(of: "phone-landscape", with: "phone")) { preview in
                preview.viewController.setZoom(1)
                #expect(MainLoop.run(until: { preview.stage?.alertFrames() != nil }))
                let before = try Exporter.render(widget: try #require(preview.stage).widget, scale: 1)
                preview.chrome.header.view.safeAreasCheck.active = true
                let stage = try #require(preview.stage)
                let overlays = try #require(stage.overlays)
                #expect(overlays.safeAreaBoxes.count == 2)
                RenderFixtures.waitFrames(preview.window)
                let top = try #require(overlays.safeAreaBoxes.first?.bounds(in: stage.widget))
                let bottom = try #require(overlays.safeAreaBoxes.last?.bounds(in: stage.widget))
                #expect(top == (0, 0, 390, 47), "status bar: \(top)")
                #expect(bottom == (0, 844 - 34, 390, 34), "home indicator: \(bottom)")
                let shaded = try Exporter.render(widget: stage.widget, scale: 1)
                #expect(shaded.hex(195, 40) != before.hex(195, 40), "the status bar is shaded")
                #expect(shaded.hex(195, 400) == before.hex(195, 400), "the middle is not")

                preview.chrome.header.view.deviceFrameCheck.active = true
                #expect(preview.area.inspect.deviceFrame && preview.stage?.overlays?.frameBox != nil)
                RenderFixtures.waitFrames(preview.window)
                let framed = try Exporter.render(widget: stage.widget, scale: 1)
                #expect(framed.matches(1, 1, 0x000000FF), "the screen's rounded corner is black")
                #expect(framed.matches(195, 5, 0x000000FF), "the notch")
                // A rebuilt stage (another theme) keeps the overlays; turning them off removes them.
                preview.viewController.setTheme(.dark)
                #expect(preview.stage !== stage && preview.stage?.overlays?.frameBox != nil)
                preview.area.inspect.setOverlays(safeAreas: false, deviceFrame: false)
                #expect(preview.stage?.overlays == nil && !preview.chrome.header.view.safeAreasCheck.active)
                // Never in an export.
                let spec = try #require(preview.spec)
                let export = try Exporter.render(spec.alerts[0], in: spec, options: .init(frame: .stage))
                #expect(export.hex(1, 1) == before.hex(1, 1))
            }
        }
    }
}
