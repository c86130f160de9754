/// Every exception to the code's rules, in one place, each with why. `flare-lint-code` reports an exception that
/// excuses nothing any more, and a counting one (`upTo:`) excuses no growth: the list only shrinks.
public enum Exceptions {
    public static let all: [Exception] = layers + sizes + catalogue

    static let layers: [Exception] = {
        let spawn = ["Sources/FlareGtk/Export/PrivateDisplay.swift", "Sources/FlareGtk/Export/ExportWorkers.swift"]
        let spawnWhy =
            "forking the private Xvfb and the export workers with `flare_spawn_tied` (the shim's fork-and-exec): "
            + "no GTK, and Swift cannot fork safely"
        let deflate = [
            "Sources/FlareGtk/Export/PNGEncoder.swift", "Sources/FlareGtk/Export/PNGDeflate.swift",
            "Sources/FlareGtk/Export/Bench/Deflate.swift",
        ]
        let deflateWhy =
            "libdeflate is no GTK: the PNG encoder's CRC-32 and Adler-32 (one call each) and the encoder bench's "
            + "zlib streams; a wrapper in Gtk/ would put a compression library in GTK's layer"
        return [
            Exception(.layers, "CFlareShim", in: spawn, why: spawnWhy),
            Exception(.cCalls, "flare_spawn_tied", in: spawn, why: spawnWhy),
            Exception(.layers, "CDeflate", in: deflate, why: deflateWhy),
            Exception(.cCalls, "*", in: deflate, why: deflateWhy),
            Exception(
                .cCalls, "*", in: ["Sources/FlareCore/Support/FontconfigCatalog.swift"],
                why: "the engine's one C library (fontconfig, no GTK), so FlareCore resolves and measures fonts "
                    + "without a display; the layer table lets FlareCore import CFontconfig for this file"),
        ]
    }()

    static let sizes: [Exception] = {
        let record = "a record written or read whole (a manifest line, a JSON result, a CLI's options): one field each"
        return [
            Exception(
                .storedProperties, "AlertAppearance", upTo: 25,
                why: "a table mirroring DUXBetaAlertViewAppearance field for field (issue #46: it stays whole)"),
            Exception(
                .storedProperties, "Spec", upTo: 17, why: "the document model: one field per section of the format"),
            Exception(.storedProperties, "ExportEntry", upTo: 21, why: record + " (`manifest.json`)"),
            Exception(
                .storedProperties, "ScenarioSimulation.Step", upTo: 16, why: record + " (`flare simulate --json`)"),
            Exception(.storedProperties, "BenchExport.Result", upTo: 17, why: record + " (`flare-dev bench export`)"),
            Exception(.storedProperties, "BenchReload.Result", upTo: 19, why: record + " (`flare-dev bench reload`)"),
            Exception(.storedProperties, "Export", upTo: 16, why: record + " (`flare export`'s options)"),
        ]
    }()

    static let catalogue: [Exception] = {
        let routes = [
            "Sources/FlareCore/Spec/DocumentParser+Locales.swift", "Sources/FlareCore/Spec/FlareURLSyntax.swift",
            "Sources/FlareCore/Route/RouteResolver.swift", "Sources/FlareCore/Route/Destination.swift",
        ]
        let scroller = [
            "Sources/FlareGtk/Gtk/ScrolledWindow.swift", "Sources/FlareGtk/Preview/ViewController.swift",
            "Sources/FlareGtk/Preview/CanvasNavigation.swift", "Sources/FlareGtk/Inspector/PropertiesPage.swift",
        ]
        let scrollerWhy = "a scrolled window's scroll position (`scroller.verticalOffset`), not the alert's inset"
        let control = [
            "Sources/FlareCore/Alert/CustomControl.swift", "Sources/FlareCore/Alert/CustomStyle.swift",
            "Sources/FlareCore/Handoff/ControlCode.swift", "Sources/FlareGtk/Alert/ControlView.swift",
        ]
        // Fields named by a word too common to count: most of their uses are other things of the same name.
        let generic = [
            "text", "title", "next", "font", "image", "style", "start", "device", "theme", "scale", "height",
        ]
        return [
            Exception(
                .catalogKeys, "theme", in: routes,
                why: "a variant's `themes` items and a flare:// URL's query parameter are named by the same word"),
            Exception(
                .catalogKeys, "theme", in: ["Sources/FlareCore/Spec/Tokens/TokenWriter.swift"],
                why: "the DTCG Resolver module's modifier `flare tokens` writes for light and dark, not a stage key"),
            Exception(
                .catalogKeys, "scale", in: routes,
                why: "a variant's `scales` items and a flare:// URL's query parameter are named by the same word"),
            Exception(
                .catalogKeys, "device",
                in: [
                    "Sources/FlareCore/Spec/DocumentParser+Locales.swift", "Sources/flare-dev/BenchExport.swift",
                    "Sources/flare-gtk/Export.swift",
                ],
                why: "a variant's `devices` items and the CLI's --device value are named by the same word"),
            Exception(
                .catalogKeys, "start",
                in: [
                    "Sources/FlareGtk/Inspector/ScriptPage.swift", "Sources/FlareGtk/Rocket/RocketMapView.swift",
                    "Sources/flare-dev/MonkeyRun.swift",
                ],
                why: "a word of the window (the script's back-to-start button, the map's first step) and of Monkey's "
                    + "sync"),
            Exception(.identifierSpread, "verticalOffset", in: scroller, why: scrollerWhy),
            Exception(
                .identifierSpread, "horizontalOffset", in: scroller.filter { !$0.hasSuffix("PropertiesPage.swift") },
                why: scrollerWhy),
            Exception(
                .identifierSpread, "labelColor", in: control,
                why: "a custom control's derived look (`CustomControl.Look`), not a popup view's text"),
        ]
            + generic.map {
                Exception(.identifierSpread, $0, why: "a word too common to count: most of its uses are other things")
            }
    }()
}
