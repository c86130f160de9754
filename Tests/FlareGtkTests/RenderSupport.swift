import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Shared alerts and helpers of the render tests, built from model values (no spec parser needed).
@MainActor
enum RenderFixtures {
    static var dir: URL { Fixtures.root.appendingPathComponent("Tests/FlareGtkTests/Fixtures") }
    static func file(_ name: String) -> ImageSource { .file(dir.appendingPathComponent(name).path) }

    static func spec(_ alerts: [AlertSpec], device: Stage.Device = .phoneLandscape) -> Spec {
        Spec(file: "/tmp/test.yaml", stage: Stage(device: device), alerts: alerts)
    }

    /// A plain, opaque alert on solid colors, easy to sample.
    static func plain(_ id: String = "plain", _ change: (inout AlertAppearance) -> Void = { _ in }) -> AlertSpec {
        var a = AlertPreset.default.appearance
        a.backgroundColor = Color(hex: 0x204080)
        change(&a)
        return AlertSpec(
            id: id, title: "Title", message: "A message.", appearance: a,
            actions: [ActionSpec(title: "OK"), ActionSpec(title: "Cancel", style: .cancel)])
    }

    /// The reference alerts the goldens and the look check use: every preset, custom view and styling kind.
    static var references: [AlertSpec] {
        var styled = AlertAppearance()
        styled.titleFont = FontSpec(size: 22, weight: .bold)
        styled.titleColor = Color(light: RGBA(hex: 0x1C1C1E), dark: RGBA(hex: 0xF2F2F7))
        styled.titleTextAlignment = .center
        styled.messageFont = FontSpec(size: 15, weight: .medium)
        styled.messageColor = Color(light: RGBA(hex: 0x6B7280), dark: RGBA(hex: 0xA1A1AA))
        styled.messageTextAlignment = .center
        styled.imageTintColor = Color(hex: 0x2E9BF0)
        styled.borderColor = Color(hex: 0x2E9BF0)
        styled.borderWidth = 2
        styled.borderCornerRadius = 16
        styled.backgroundColor = Color(light: .white, dark: RGBA(hex: 0x1C1C1E))
        styled.verticalOffset = 24
        styled.horizontalOffset = 20
        styled.headerLayoutType = .vertical
        styled.actionsLayoutType = .vertical
        styled.headerLayoutSpacing = 8
        styled.bodyLayoutSpacing = 12
        styled.actionLayoutSpacing = 8
        styled.alertLayoutSpacing = 16
        var save = ActionAppearance()
        save.actionFont = FontSpec(size: 17, weight: .semibold)
        save.actionColor = Color(hex: 0x1565C0)  // the image sits beside the title (setImage), not behind it
        save.actionBorderColor = Color(hex: 0x1565C0)
        save.actionBorderWidth = 1
        save.actionCornerRadius = 10
        save.actionNormalBackgroundImage = file("button.png")
        save.actionSelectedBackgroundImage = file("button-pressed.png")
        var later = ActionAppearance()
        later.actionFont = FontSpec(size: 15)
        later.actionColor = Color(hex: 0x6B7280)
        later.actionBackgroundColor = Color(hex: 0xF2F2F7)

        var tip = AlertAppearance()
        tip.imageTintColor = Color(hex: 0xFFCC00)
        tip.borderCornerRadius = 12

        return [
            AlertSpec(
                id: "low-battery", title: "Battery low", message: "12 % left. Return to home now to land safely.",
                icon: file("battery.svg"), preset: .systemWarning,
                actions: [ActionSpec(title: "Return home"), ActionSpec(title: "Keep flying", style: .cancel)]),
            AlertSpec(
                id: "photo-saved", title: "Photo saved", message: "DJI_0042.jpg is in your gallery.",
                custom: .image(file("aerial.png"), height: 90), preset: .systemSuccess,
                actions: [ActionSpec(title: "Open gallery"), ActionSpec(title: "OK")]),
            AlertSpec(
                id: "upload-failed", title: "Upload failed",
                message: "The cloud did not answer. Your photos stay on the drone.",
                icon: .builtin(.error), preset: .systemError,
                actions: [ActionSpec(title: "Retry"), ActionSpec(title: "Discard", style: .destructive)]),
            AlertSpec(
                id: "takeoff", title: "Ready for take-off", message: "Props clear, GPS locked (14 satellites).",
                icon: file("drone.svg"), preset: .slide,
                slide: SlideOptions(text: "Slide to Take Off", checkbox: "Skip the pre-flight checklist next time")),
            AlertSpec(
                id: "name-flight", title: "Name this flight", message: "A name helps you find the photos later.",
                icon: file("propeller.png"), custom: .input(placeholder: "e.g. Sunset over the lake", text: nil),
                appearance: styled,
                actions: [
                    ActionSpec(title: "Save", appearance: save),
                    ActionSpec(title: "Not now", style: .cancel, appearance: later),
                ]),
            AlertSpec(
                id: "tip", title: "Pro tip", message: "Golden hour starts in 25 minutes.", icon: .builtin(.info),
                custom: .text("Fly low over water for reflections."), appearance: tip,
                actions: [ActionSpec(title: "Remind me")]),
        ]
    }

    /// Renders `alert` with the exporter, warnings collected instead of printed.
    static func render(
        _ alert: AlertSpec, scale: Int = 1, theme: Theme = .light, frame: Exporter.Frame = .alert,
        device: Stage.Device = .phoneLandscape
    ) throws -> Raster {
        try Exporter.render(
            alert, in: spec([alert], device: device),
            options: .drawing(scale: scale, theme: theme, device: device, frame: frame), warn: { _ in })
    }
}

extension Exporter.Options {
    /// Options that draw one variant: `theme` at `scale` on `device` (a spec's default stage's unless given), with
    /// the `text` fill and `locale`.
    static func drawing(
        scale: Int = 1, theme: Theme = .light, device: Stage.Device = Stage().device,
        text: TextStress = .default, locale: String? = nil, frame: Exporter.Frame = .alert
    ) -> Self {
        Self(Variant(theme: theme, scale: scale, device: device, text: text, locale: locale), frame: frame)
    }
}

extension Raster {
    /// The pixel as `0xRRGGBBAA`.
    func hex(_ x: Int, _ y: Int) -> UInt32 {
        let p = pixel(x, y)
        return UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a)
    }

    /// Whether the pixel is within `tolerance` per channel of `rgba` (0xRRGGBBAA).
    func matches(_ x: Int, _ y: Int, _ rgba: UInt32, tolerance: Int = 3) -> Bool {
        let p = pixel(x, y)
        let want = [Int(rgba >> 24 & 0xFF), Int(rgba >> 16 & 0xFF), Int(rgba >> 8 & 0xFF), Int(rgba & 0xFF)]
        let got = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        return zip(want, got).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The bounding box of pixels satisfying `test` inside `region` (x0, y0, x1, y1 exclusive), nil if none.
    func bounds(
        in region: (Int, Int, Int, Int)? = nil, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    )
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    {
        let (x0, y0, x1, y1) = region ?? (0, 0, width, height)
        var box: (Int, Int, Int, Int)?
        for y in y0..<y1 {
            for x in x0..<x1 where test(pixel(x, y)) {
                if let b = box {
                    box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}

extension RenderFixtures {
    /// Builds an `AlertView`, lays it out in the export window exactly as the exporter does, renders it,
    /// and hands both to `body` (the view's widgets give the regions to sample).
    static func withView<T>(
        _ alert: AlertSpec, scale: Int = 1, theme: Theme = .light,
        device: Stage.Device = .phoneLandscape,
        _ body: (AlertView, Raster) throws -> T
    ) throws -> T {
        try Exporter.prepare(spec([alert], device: device), warn: { _ in })
        let host = try RenderHost.shared()
        let view = AlertView(alert: alert, theme: theme, device: device, scale: scale)
        defer {
            host.clear()
            view.teardown()
        }
        host.put(view.widget)
        let height = view.fitHeight()
        host.allocate(view.widget, width: view.width, height: height)
        let raster = try WidgetRenderer.render(view.widget, width: view.width, height: height, scale: scale)
        return try body(view, raster)
    }

    /// Lets the frame clock run `count` frames (style changes propagate at layout time).
    static func waitFrames(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ count: Int = 2,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        waitFrames(Widget(borrowing: widget), count, sourceLocation: sourceLocation)
    }

    /// Lets the frame clock run `count` frames on `widget` (mapped: an unmapped widget gets no frame). Frames that do
    /// not come fail the test: what the caller checks next would be read before the layout it waits for. The
    /// deadline only bounds a hang; a loaded machine can go seconds without a frame.
    static func waitFrames(
        _ widget: Widget, _ count: Int = 2, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var frames = 0
        widget.addTickCallback { _ in
            frames += 1; return frames < count
        }
        let ran = MainLoop.run(until: { frames >= count }, timeout: 20)
        #expect(ran, "\(frames) of \(count) frames in 20 s", sourceLocation: sourceLocation)
    }

    /// `widget`'s bounds in the alert's coordinates, in pixels at `scale`.
    static func bounds(
        _ widget: Widget, in view: AlertView, scale: Int = 1
    )
        -> (x: Int, y: Int, width: Int, height: Int)
    {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget.widget, view.widget.widget, &rect)
        let s = Float(scale)
        return (Int(rect.origin.x * s), Int(rect.origin.y * s), Int(rect.size.width * s), Int(rect.size.height * s))
    }

    /// A solid-color PNG written to a temporary file (for background-image tests).
    static func solidPNG(_ rgba: (UInt8, UInt8, UInt8, UInt8), width: Int = 40, height: Int = 20) throws -> String {
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) { bytes += [rgba.0, rgba.1, rgba.2, rgba.3] }
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("solid.png")
        try Raster(width: width, height: height, scale: 1, rgba: bytes).png().write(to: url)
        return url.path
    }
}
