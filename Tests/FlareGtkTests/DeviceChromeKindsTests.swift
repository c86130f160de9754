import FlareCore
import Foundation
import Testing
@testable import FlareGtk

/// `--chrome` (`Exporter.Options.chrome`) on every stage-frame export kind besides an alert's still image
/// (`DeviceChromeExportTests`): a rocket (its panel under the device's chrome, as an app under iOS's status bar and
/// home indicator), a rocket's storyboard, DUX's stack and an alert in a state, read from pixels at the iPhone 15
/// Pro's Dynamic Island (126 × 37 at (133.5, 11)) and home indicator (134 × 5, 8 above the bottom edge).
@Suite(.serialized) struct DeviceChromeKindsTests {
    @MainActor static func device() throws -> Stage.Device {
        .model(try #require(DeviceCatalog.model("iphone-15-pro")), landscape: false)
    }

    @MainActor static func options(chrome: Bool) throws -> Exporter.Options {
        var options = Exporter.Options(Variant(theme: .light, scale: 1, device: try device()), frame: .stage)
        options.chrome = chrome
        return options
    }

    func isDark(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 80 && p.g < 80 && p.b < 80 }

    /// Whether the island's middle (196, 29) and the home indicator's (196, 841) are drawn dark.
    func chromeShows(_ raster: Raster) -> (island: Bool, home: Bool) {
        (isDark(raster.pixel(196, 29)), isDark(raster.pixel(196, 841)))
    }

    /// The showcase's first rocket after its script: its cards stop short of the island and home indicator, so
    /// there the stage is light without the chrome.
    @Test func aRocketIsDrawnUnderTheChrome() async throws {
        try await onGtk {
            let showcase = try #require(SpecLoader.load(path: WindowExportIdentityTests.showcase).spec)
            let rocket = try #require(showcase.rockets.first)
            @MainActor func render(_ chrome: Bool) throws -> Raster {
                try RocketExport.renderRocket(
                    rocket, in: showcase, options: try Self.options(chrome: chrome), warn: { _ in })
            }
            let plain = chromeShows(try render(false)), dressed = chromeShows(try render(true))
            #expect(!plain.island && !plain.home)
            #expect(dressed.island && dressed.home)
        }
    }

    /// DUX's stack (two alerts, masks transparent) and an alert with the keyboard up (the home indicator over the
    /// keyboard, as iOS draws it).
    @Test func aStackAndAStateAreDrawnUnderTheChrome() async throws {
        try await onGtk {
            var low = RenderFixtures.plain("low"), top = RenderFixtures.plain("top")
            low.appearance.maskViewColor = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            top.appearance.maskViewColor = low.appearance.maskViewColor
            let spec = RenderFixtures.spec([low, top], device: try Self.device())
            @MainActor func stack(_ chrome: Bool) throws -> Raster {
                try StackExport.renderStack(
                    [low, top], in: spec, options: try Self.options(chrome: chrome), warn: { _ in })
            }
            let plain = chromeShows(try stack(false)), dressed = chromeShows(try stack(true))
            #expect(!plain.island && !plain.home)
            #expect(dressed.island && dressed.home)
            let keyboard = try StateExport.renderState(
                .keyboard, of: top, in: spec, options: try Self.options(chrome: true), warn: { _ in })
            #expect(chromeShows(keyboard).island && chromeShows(keyboard).home)
            let bare = try StateExport.renderState(
                .keyboard, of: top, in: spec, options: try Self.options(chrome: false), warn: { _ in })
            #expect(!chromeShows(bare).island && !chromeShows(bare).home)
        }
    }

    /// A queue's steps (`QueueExport.renderStage`): the empty stage before the first step, a custom view popup and
    /// an alert popup, each under the chrome when asked for and bare otherwise.
    @Test func aQueuesStepsAreDrawnUnderTheChrome() async throws {
        try await onGtk {
            let spec = try #require(
                SpecLoader.parse(
                    text: """
                        flare: 1
                        stage: {device: iphone-15-pro}
                        alerts:
                          rate: {title: Rate us, appearance: {maskViewColor: "#00000000"}}
                        queues:
                          launch:
                            popups:
                              - {name: sale, view: {banner: "Summer sale", backgroundColor: "#FFFFFF"}}
                              - {name: rate, show: alert/rate}
                            script: [{register: sale}, present, dismiss, {register: rate}, present]
                        """, path: "/tmp/queue.yaml"
                ).spec)
            let view = try #require(spec.queues.first?.popup("sale")?.view)
            let targets: [PopupTarget?] = [nil, .view(name: "sale", view), .item(.alert("rate"))]
            for target in targets {
                @MainActor func render(_ chrome: Bool) throws -> Raster {
                    try QueueExport.renderStage(
                        target, in: spec, options: try Self.options(chrome: chrome), warn: { _ in })
                }
                let plain = chromeShows(try render(false)), dressed = chromeShows(try render(true))
                #expect(!plain.island && !plain.home, "\(String(describing: target))")
                #expect(dressed.island && dressed.home, "\(String(describing: target))")
            }
        }
    }

    /// The window's Device Frame over a rocket: turned on, then the rocket shown again (Ctrl+R puts a new panel on
    /// the stage), its layer is still over the panel (drawn after it) and the island shows.
    @Test(.enabled(if: hasDisplay, "needs a display")) func theWindowsDeviceFrameIsOverARocket() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            try folder.write(
                """
                flare: 1
                stage: {device: iphone-15-pro}
                rockets:
                  hi:
                    blocks:
                      start: {text: Hello there}
                """)
            let preview = folder.openWindow(width: 1280, height: 1000)
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.area.rocketPanel?.widget.mapped == true }))
            preview.area.inspect.setOverlays(deviceFrame: true)
            let first = preview.area.rocketPanel?.widget.raw
            preview.stageController.replay()
            #expect(MainLoop.run(until: { preview.area.rocketPanel?.widget.mapped == true }))
            #expect(preview.area.rocketPanel?.widget.raw != first, "a new panel")
            RenderFixtures.waitFrames(preview.window)
            let stage = try #require(preview.stage)
            // GTK draws an overlay's children in order: the device frame's layer comes after the panel.
            let order = stage.widget.children.map(\.raw)
            let panel = try #require(preview.area.rocketPanel?.widget.raw),
                frame = try #require(stage.overlays?.layer.raw)
            let panelAt = try #require(order.firstIndex(of: panel)), frameAt = try #require(order.firstIndex(of: frame))
            #expect(frameAt > panelAt, "\(order)")
            let shown = chromeShows(try Exporter.render(widget: stage.widget, scale: 1))
            #expect(shown.island)
        }
    }
}
