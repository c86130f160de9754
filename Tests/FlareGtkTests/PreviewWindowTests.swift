import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PreviewWindowTests {

    @MainActor func title(_ preview: PreviewWindow) -> String? {
        guard let label = preview.stage?.alertView?.titleLabel else { return nil }
        return label.text
    }

    @Test func opensTheSpecAndShowsItsFirstAlert() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Hello")) { preview in
                #expect(preview.selection == SpecItem.alert("first"))
                #expect(title(preview) == "Hello")
                #expect(preview.state.stack.alerts == ["first"])
                #expect(preview.chrome.sidebar.items == [SpecItem.alert("first"), SpecItem.alert("second")])
                #expect(!preview.messages.banner.isShown)
                #expect(preview.area.timelineSlot.visible, "the timeline scrubs the alert's animation")
                preview.routes.open(url: "flare://alert/second")
                RenderFixtures.waitFrames(preview.window.widget)
                #expect(preview.messages.banner.widget.height == 0, "a hidden banner leaves no band above the stage")
            }
        }
    }

    /// Each way editors save, and a burst of saves, ends in one reload showing the newest content.
    @Test(arguments: ["in-place", "atomic-rename", "delete-recreate", "truncate-then-write"])
    func everyEditorSaveStyleReloads(style: String) async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Before")) { preview, folder in
                #expect(title(preview) == "Before")
                let text = SpecFolder.text(title: "After \(style)")
                let path = folder.spec.path
                switch style {
                case "in-place":
                    let handle = try FileHandle(forWritingTo: folder.spec)
                    try handle.write(contentsOf: Data(text.utf8))
                    try handle.truncate(atOffset: UInt64(text.utf8.count))
                    try handle.close()
                case "atomic-rename":
                    let temporary = folder.url.appendingPathComponent(".spec.yaml.swp")
                    try text.write(to: temporary, atomically: false, encoding: .utf8)
                    #expect(rename(temporary.path, path) == 0)
                case "delete-recreate":
                    try FileManager.default.removeItem(at: folder.spec)
                    try folder.write(text)
                default:
                    let fd = Glibc.open(path, O_WRONLY | O_TRUNC)
                    #expect(fd >= 0)
                    let bytes = Array(text.utf8)
                    #expect(Glibc.write(fd, bytes, bytes.count) == bytes.count)
                    close(fd)
                }
                #expect(MainLoop.run(until: { title(preview) == "After \(style)" }, timeout: 5))
                #expect(!preview.messages.banner.isShown)
                #expect(preview.selection == SpecItem.alert("first"), "the selection survives the reload")
            }
        }
    }

    /// `observeFrames` reports every painted frame, the first one of each generation once (what `FirstFrame` and
    /// `flare bench reload` time, and where the window reads the painted layout).
    @Test func theFirstFrameOfEachGenerationIsObservedOnce() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Hello")) { preview in
                var firsts: [Int] = [], frames = 0
                preview.observeFrames { frame in
                    frames += 1
                    if frame.isFirst { firsts.append(frame.generation) }
                }
                #expect(MainLoop.run(until: { preview.paintedGeneration == preview.generation }))
                let generation = preview.generation
                preview.stageController.select(SpecItem.alert("second"))
                #expect(preview.generation > generation)
                #expect(MainLoop.run(until: { firsts.last == preview.generation }))
                RenderFixtures.waitFrames(preview.window.widget)
                #expect(
                    firsts.filter { $0 == preview.generation }.count == 1, "one first frame per generation: \(firsts)")
                #expect(frames >= firsts.count)
            }
        }
    }

    @Test func aBurstOfSavesCoalescesIntoOneReloadOfTheNewest() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Start")) { preview, folder in
                let before = preview.log.entries.filter { $0.message.hasPrefix("reloaded") }.count
                for i in 1...10 {
                    try SpecFolder.text(title: "Save \(i)").write(to: folder.spec, atomically: true, encoding: .utf8)
                }
                // Every save's events are queued before the loop runs again, so the watcher reads the burst in one go.
                #expect(MainLoop.run(until: { title(preview) == "Save 10" }))
                @MainActor func reloads() -> Int {
                    preview.log.entries.filter { $0.message.hasPrefix("reloaded") }.count - before
                }
                #expect(reloads() == 1, "10 saves gave \(reloads()) reloads")
                // No straggler reloads later: inotify is first in, first out, so once a later save is shown every event
                // of the burst has been read, and the later save is the one more reload.
                try SpecFolder.text(title: "Later").write(to: folder.spec, atomically: true, encoding: .utf8)
                #expect(MainLoop.run(until: { title(preview) == "Later" }))
                #expect(reloads() == 2, "the burst and the later save gave \(reloads()) reloads")
            }
        }
    }

    @Test func aBrokenSaveShowsTheBannerWithTheLineAndKeepsTheRender() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Good")) { preview, folder in
                let broken = SpecFolder.text(title: "Good").replacingOccurrences(
                    of: "    message: Hello", with: "    mesage: Hello")
                try broken.write(to: folder.spec, atomically: true, encoding: .utf8)
                #expect(MainLoop.run(until: { preview.messages.banner.isShown }))
                #expect(preview.messages.banner.lines.count == 1)
                #expect(
                    preview.messages.banner.lines.first?.hasPrefix(
                        "\(folder.spec.path):6:5: error: unknown key 'mesage'")
                        == true,
                    "\(preview.messages.banner.lines)")
                #expect(title(preview) == "Good", "the last good render stays")
                // The banner reads as an error: white on GNOME's red, whatever the theme defines.
                #expect(MainLoop.run(until: { preview.messages.banner.widget.height > 0 }))
                RenderFixtures.waitFrames(preview.window)
                let pixels = try WidgetRenderer.render(preview.messages.banner.widget, width: 40, height: 8, scale: 1)
                #expect(pixels.matches(4, 4, 0xC01C28FF), "banner background: \(String(pixels.hex(4, 4), radix: 16))")
                // The copy button copies the line; a click on the line shows the source pane with the cursor there.
                if let button = preview.messages.banner.copyButton(0) { button.emit(.clicked) }
                #expect(preview.messages.notice.text.hasPrefix("Copied"))
                #expect(!preview.source.shown)
                if let button = preview.messages.banner.button(0) { button.emit(.clicked) }
                #expect(preview.source.shown)
                let tab = try #require(preview.source.current)
                #expect(tab.path == folder.spec.standardizedFileURL.path)
                #expect(tab.buffer.cursor.line == 6, "\(tab.buffer.cursor)")
                try SpecFolder.text(title: "Fixed").write(to: folder.spec, atomically: true, encoding: .utf8)
                #expect(MainLoop.run(until: { title(preview) == "Fixed" }))
                #expect(!preview.messages.banner.isShown)
            }
        }
    }

    @Test func aVanishedSpecSaysSoAndComesBack() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Here")) { preview, folder in
                try FileManager.default.removeItem(at: folder.spec)
                #expect(MainLoop.run(until: { !preview.state.specExists }))
                #expect(preview.messages.banner.isShown)
                #expect(title(preview) == "Here")
                try folder.write(SpecFolder.text(title: "Back"))
                #expect(MainLoop.run(until: { title(preview) == "Back" }))
                #expect(!preview.messages.banner.isShown)
            }
        }
    }

    @Test func aReloadKeepsThemeZoomAndSelection() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "A")) { preview, folder in
                preview.stageController.select(SpecItem.alert("second"))
                preview.viewController.setTheme(.dark)
                preview.viewController.setZoom(1.5)
                try SpecFolder.text(title: "A", second: "Second v2").write(
                    to: folder.spec, atomically: true, encoding: .utf8)
                #expect(MainLoop.run(until: { title(preview) == "Second v2" }))
                #expect(preview.selection == SpecItem.alert("second"))
                #expect(preview.state.view.theme == .dark && preview.stage?.theme == .dark)
                #expect(preview.state.view.zoom == 1.5)
            }
        }
    }

    @Test func urlsRouteAndWaitInTheSlotWhileThereIsNoSpec() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            // No spec yet: routing is suspended; the newer URL replaces the older one.
            let preview = PreviewWindow(specPath: folder.spec.path)
            defer { preview.close() }
            preview.routes.open(url: "flare://alert/first")
            preview.routes.open(url: "myapp://promo/second")
            #expect(preview.routes.pendingRoute == "myapp://promo/second")
            try folder.write(SpecFolder.text(title: "Loaded"))
            #expect(MainLoop.run(until: { preview.selection == SpecItem.alert("second") }))
            #expect(preview.routes.pendingRoute == nil)
            preview.routes.open(url: "flare://alert/first?theme=dark")
            #expect(preview.selection == SpecItem.alert("first"))
            #expect(preview.state.view.theme == .dark)
            preview.routes.open(url: "flare://alert/nope")
            #expect(preview.messages.notice.text.contains("Cannot open flare://alert/nope"))
            #expect(preview.selection == SpecItem.alert("first"))
        }
    }

    @Test func theShowAnimationFollowsTheCurveAtMidTime() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Anim")) { preview in
                let player = try #require(preview.area.player)
                preview.stageController.replay()
                let widget = try #require(preview.stage?.alertView?.widget)
                #expect(player.isRunning)
                // Running on the frame clock: some frame lands between start and end, and shows the curve's value
                // there.
                #expect(MainLoop.run(until: { player.progress > 0.05 && player.progress < 0.95 }))
                let curve = AlertAnimation(type: .standard, phase: .show, duration: 0.4)
                #expect(abs(widget.opacity - curve.presentation(progress: player.progress).alertOpacity) < 0.01)
                // Scrubbed to mid-time and paused: opacity and scale are the curve's (linear: exactly half way).
                player.scrub(to: 0.5)
                #expect(player.isPaused)
                #expect(abs(widget.opacity - 0.5) < 0.01)
                #expect(abs((preview.stage?.presentationScale ?? 0) - 0.55) < 1e-6)
                #expect(preview.area.timeline.map { $0.scale.value } == 0.5)
                // Moving the scrubber drives the stage.
                try #require(preview.area.timeline?.scale).value = 0.25
                #expect(abs(widget.opacity - curve.presentation(progress: 0.25).alertOpacity) < 0.01)
                // Linear, as DUX's CABasicAnimation without a timing function (DUXBetaAlertView.swift:436-444).
                #expect(abs(widget.opacity - 0.25) < 0.01)
                #expect(abs((preview.stage?.presentationScale ?? 0) - (0.1 + 0.9 * 0.25)) < 1e-6)
                preview.stageController.togglePause()
                #expect(MainLoop.run(until: { player.progress == 1 }))
                #expect(widget.opacity == 1)
            }
        }
    }

    @Test func anActionRoutesAndClosesAndTheMaskObeysShouldDismissOnTap() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Tap", dismissOnTap: false)) { preview in
                // OK: closes with the close animation; the stack forgets the alert at once.
                let ok = try #require(preview.stage?.alertView?.actionButtons.first)
                ok.emit(.clicked)
                #expect(preview.state.stack.isEmpty)
                #expect(preview.area.player?.animation?.phase == .close)
                #expect(MainLoop.run(until: { preview.stage?.alertView == nil }))
                // Next: routes to the second alert in dark.
                preview.stageController.replay()
                let next = try #require(preview.stage?.alertView?.actionButtons.last)
                next.emit(.clicked)
                #expect(preview.selection == SpecItem.alert("second"))
                #expect(preview.state.view.theme == .dark)
                // The first alert does not dismiss on a mask tap.
                preview.stageController.select(SpecItem.alert("first"))
                preview.stage?.onMaskTap?()
                #expect(preview.state.stack.alerts == ["first"])
                #expect(preview.log.entries.last?.message.contains("shouldDismissOnTap is false") == true)
            }
        }
    }

    @Test func focusingAnInputRaisesTheKeyboard() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try """
            flare: 1
            alerts:
              name:
                title: Name it
                custom: {input: {placeholder: Name}}
            """.write(to: folder.spec, atomically: true, encoding: .utf8)
            let preview = folder.openWindow()
            defer { preview.close() }
            let entry = try #require(preview.stage?.alertView?.inputEntry)
            #expect(preview.stage?.keyboardOffset == 0)
            entry.grabFocus()
            #expect(MainLoop.run(until: { preview.stage?.keyboardOffset == 209 }))
            preview.chrome.sidebar.filterEntry.grabFocus()
            #expect(MainLoop.run(until: { preview.stage?.keyboardOffset == 0 }))
        }
    }

    @Test func theScreenshotSavesTheAlertWithoutOverwriting() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Shot")) { preview, folder in
                let out = folder.url.appendingPathComponent("Pictures/Flare")
                let first = try #require(WindowShots(of: preview).screenshot(into: out))
                let second = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(first != second)
                #expect(first.lastPathComponent.hasPrefix("first "))
                let data = try Data(contentsOf: first)
                #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
                // Width from the IHDR: DUX's width on a landscape phone is 736 × 0.6 = 441.6 points, 442 at 1x.
                let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == 442)
                #expect(preview.messages.notice.text.hasPrefix("Saved “first "))
                // A GNOME toast whose button shows the folder in Files (the desktop's handler, replaced here).
                #expect(preview.messages.notice.isShown && preview.messages.notice.buttonLabel == "Show in Files")
                var shown: URL?
                preview.messages.showFolder = { shown = $0 }
                preview.messages.notice.buttonAction?()
                #expect(shown?.standardizedFileURL.path == out.standardizedFileURL.path)
                let overlay = try #require(preview.messages.notice.widget)
                #expect(overlay.mapped, "the toast overlay holds the canvas")
            }
        }
    }

    @Test func shortcutsRunTheirActionsAndAreListed() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Keys")) { preview in
                #expect(PreviewActions.activate("toggle-theme", on: preview))
                #expect(preview.state.view.theme == .dark)
                let fitted = preview.state.view.zoom
                #expect(PreviewActions.activate("zoom-in", on: preview))
                #expect(preview.state.view.zoom == Canvas.step(from: fitted, by: 1) && preview.state.view.zoom > fitted)
                #expect(PreviewActions.activate("device-phone", on: preview))
                #expect(preview.stage?.deviceSize.width == 390)
                let shortcuts = try #require(PreviewActions.shortcutsWindow())
                #expect(shortcuts.firstChild != nil)
                shortcuts.destroy()
            }
        }
    }

    @Test func theSidebarFilters() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Filter")) { preview in
                preview.chrome.sidebar.filterEntry.text = "sec"
                #expect(MainLoop.run(until: { preview.chrome.sidebar.visibleItems == [SpecItem.alert("second")] }))
            }
        }
    }

    /// A text edit keeps the alert's stylesheet (same CSS, same scope class); an appearance edit swaps its scope
    /// class. Neither adds a provider to the display, which would restyle every widget of the window: the alert's
    /// provider sits on its own widgets (`TreeStyle`, RestyleReachTests).
    @Test func aTextEditKeepsTheStyleProviderAndAnAppearanceEditSwapsIt() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "One")) { preview, folder in
                let scope = try #require(preview.stage?.alertView?.scope)
                let onDisplay = StyleProviders.onDisplay
                try folder.write(SpecFolder.text(title: "Two"))
                preview.reload()
                #expect(title(preview) == "Two")
                #expect(preview.stage?.alertView?.scope == scope)
                #expect(StyleProviders.onDisplay == onDisplay)
                try folder.write(SpecFolder.text(title: "Two").replacingOccurrences(of: "#204080", with: "#802040"))
                preview.reload()
                #expect(preview.stage?.alertView?.scope != scope)
                #expect(
                    MainLoop.run(until: { StyleProviders.onDisplay == onDisplay }),
                    "no provider was left on the display")
            }
        }
    }
}
