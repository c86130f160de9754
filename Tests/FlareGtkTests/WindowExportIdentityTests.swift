import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The host desktop a window may run on: a GTK theme, a font setting, text scaling. None of them may reach the
/// stage: the window's stage pixels must equal `flare export --frame stage`'s, rendered before the host changed.
enum HostLook: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case plain, adwaitaDark, highContrast, fontAndScaling

    var testDescription: String { rawValue }

    /// Applies the look to the default settings (what `GTK_THEME=…` or the desktop's XSETTINGS would set).
    @MainActor func apply(_ settings: OpaquePointer) {
        // libadwaita first (the window starts it anyway): it sets the theme name, and `reset` must restore *that*.
        // Read before `adw_init`, the name was GTK's own, and restoring it left every later test's chrome on GTK's
        // colours (ChromeContrastTests then measured GTK's #cc0000 and #33d17a, when this suite ran first).
        Adwaita.initialize()
        Self.themeBefore = Self.string(settings, "gtk-theme-name")
        switch self {
        case .plain:
            break
        case .adwaitaDark:
            flare_object_set_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", "Adwaita")
            flare_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", 1)
        case .highContrast:
            flare_object_set_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", "HighContrast")
        case .fontAndScaling:
            flare_object_set_string(UnsafeMutableRawPointer(settings), "gtk-font-name", "DejaVu Serif Bold 15")
            flare_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", 144 * 1024)
        }
    }

    /// Whether the look reached the window's own widgets (so the test would see a leak into the stage).
    @MainActor func isVisible(on window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(window), &color)
        let family = pango_font_description_get_family(
            pango_context_get_font_description(gtk_widget_get_pango_context(window))
        )
        .map { String(cString: $0) }
        // The chrome is libadwaita's: its light text is black at 80 % (`window_fg_color`); GTK's own Adwaita (a
        // window built before `adw_init`) is #2e3436.
        let plain = (color.red < 0.01 && abs(color.alpha - 0.8) < 0.01) || abs(color.red - 0x2E / 255.0) < 0.01
        switch self {
        case .plain: return plain
        case .adwaitaDark: return color.red > 0.9
        case .highContrast: return !plain && color.red < 0.5  // HighContrast's text is opaque black
        case .fontAndScaling: return family == "DejaVu Serif"
        }
    }

    @MainActor func reset(_ settings: OpaquePointer) {
        for name in ["gtk-theme-name", "gtk-application-prefer-dark-theme", "gtk-font-name", "gtk-xft-dpi"] {
            gtk_settings_reset_property(settings, name)
        }
        // libadwaita sets the theme name when it starts; resetting it would leave later tests' chrome on GTK's own
        // theme (its colours differ), so the name it had before comes back.
        if let theme = Self.themeBefore {
            flare_object_set_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", theme)
        }
    }

    /// The theme name before `apply`.
    @MainActor static var themeBefore: String?

    /// A string property of `settings` (`g_object_get_property`; `g_object_get` is variadic).
    @MainActor static func string(_ settings: OpaquePointer, _ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro Swift cannot import
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutablePointer<GObject>(settings), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}

@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowExportIdentityTests {
    static let showcase = Fixtures.root.appendingPathComponent("data/examples/showcase.yaml").path

    /// Every showcase alert in a real window at zoom 100 %, nothing focused or hovered, against the export of the
    /// same alert made under GTK's defaults: at most 1 per channel apart.
    @Test(arguments: HostLook.allCases)
    func windowStageIsTheExport(look: HostLook) async throws {
        try await onGtk {
            let spec = try #require(SpecLoader.load(path: Self.showcase).spec)
            let exported = try spec.alerts.map {
                try Exporter.render(
                    $0, in: spec, options: .drawing(theme: spec.stage.theme, device: spec.stage.device, frame: .stage))
            }
            let settings = try #require(gtk_settings_get_default())
            look.apply(settings)
            defer { look.reset(settings) }
            let preview = PreviewWindow(specPath: Self.showcase)
            preview.viewController.setZoom(1)  // the window fits by default; the identity holds at 100 %
            preview.present()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.window.mapped }))
            preview.window.setFocus(nil)
            #expect(
                look.isVisible(on: preview.window.widget),
                "the host look \(look.rawValue) did not reach the window \(Self.color(preview.window.widget))")
            for (alert, export) in zip(spec.alerts, exported) {
                preview.stageController.select(SpecItem.alert(alert.id))
                #expect(
                    MainLoop.run(until: {
                        preview.area.player?.isRunning == false && preview.stageController.shownAlert?.id == alert.id
                    }))
                RenderFixtures.waitFrames(preview.window.widget)
                let stage = try #require(preview.stage)
                try compare(stage.widget, export, "\(alert.id) under \(look.rawValue)")
                // Hover and keyboard-focus looks the spec does not describe draw nothing either.
                let hovered = GtkStateFlags(
                    GTK_STATE_FLAG_PRELIGHT.rawValue | GTK_STATE_FLAG_FOCUSED.rawValue
                        | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue)
                Self.each(stage.widget.widget) { gtk_widget_set_state_flags($0, hovered, 0) }
                RenderFixtures.waitFrames(preview.window)
                try compare(stage.widget, export, "\(alert.id) under \(look.rawValue), hovered and focused")
                Self.each(stage.widget.widget) { gtk_widget_unset_state_flags($0, hovered) }
            }
        }
    }

    @MainActor func compare(_ widget: Widget, _ export: Raster, _ what: String) throws {
        let shown = try Exporter.render(widget: widget, scale: 1)
        let diff = RasterDiff(shown, export)
        #expect(diff.maxChannel <= 1, "\(what): \(diff)")
        if diff.maxChannel > 1, let dir = ProcessInfo.processInfo.environment["FLARE_IDENTITY_DUMP"] {
            let name = what.replacingOccurrences(of: " ", with: "_")
            try shown.png().write(to: URL(fileURLWithPath: "\(dir)/\(name)-window.png"))
            try export.png().write(to: URL(fileURLWithPath: "\(dir)/\(name)-export.png"))
        }
    }

    @MainActor static func color(_ w: UnsafeMutablePointer<GtkWidget>) -> String {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(w), &color)
        return "\(color)"
    }

    /// `body` on `widget` and every widget under it.
    @MainActor static func each(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        body(widget)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            each(c, body)
            child = gtk_widget_get_next_sibling(c)
        }
    }
}

/// How far apart two rasters are: the largest difference of any channel and how many pixels differ at all.
struct RasterDiff: CustomStringConvertible {
    var maxChannel = 0
    var differing = 0
    var firstAt: (x: Int, y: Int)?
    var sizes: String?

    init(_ a: Raster, _ b: Raster) {
        guard a.width == b.width, a.height == b.height else {
            maxChannel = 255
            sizes = "\(a.width)×\(a.height) vs \(b.width)×\(b.height)"
            return
        }
        for i in stride(from: 0, to: a.rgba.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c]))) }
            guard worst > 0 else { continue }
            differing += 1
            maxChannel = max(maxChannel, worst)
            if worst > 1, firstAt == nil { firstAt = ((i / 4) % a.width, (i / 4) / a.width) }
        }
    }

    var description: String {
        if let sizes { return "sizes differ: \(sizes)" }
        return "max channel difference \(maxChannel), \(differing) pixels differ"
            + (firstAt.map { ", first at (\($0.x), \($0.y))" } ?? "")
    }
}
