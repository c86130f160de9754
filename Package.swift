// swift-tools-version: 6.2
// Flare: a GTK 4 previewer for alert specs. Layers depend downward only:
// flare-gtk → FlareGtk → CFlareShim → CGtk, and everything above talks about FlareCore (no GTK). `flare`, the
// binary users run, links only FlareCommands (the commands that need no GTK) and execs flare-gtk for the rest.
import PackageDescription

let package = Package(
    name: "Flare",
    products: [
        .executable(name: "flare", targets: ["flare"]),
        .executable(name: "flare-gtk", targets: ["flare-gtk"]),
        // The developers' tools (benchmarks, the monkey): built with the rest, never installed.
        .executable(name: "flare-dev", targets: ["flare-dev"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // GNOME's widgets for the app's chrome (`FlareGtk/Gtk` wraps them); the stage never uses them.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // libdeflate: CRC-32 and Adler-32 for the PNG encoder (`PNGEncoder`, `PNGDeflate`), and the zlib streams
        // `flare bench export --encoder libdeflate` compares it with (`Export/Bench/Deflate`).
        // GtkSourceView 5: the source pane's editor (highlighting, line numbers); `FlareGtk/Gtk` wraps it.
        .systemLibrary(
            name: "CGtkSource",
            pkgConfig: "gtksourceview-5",
            providers: [.apt(["libgtksourceview-5-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .target(
            name: "CFlareShim",
            dependencies: ["CGtk", "CAdw", "CGtkSource"],
            // render.c registers fonts with fontconfig and refreshes Pango's fontconfig font map, and reads
            // FreeType's version (`flare test`'s renderer fingerprint).
            linkerSettings: [.linkedLibrary("fontconfig"), .linkedLibrary("pangoft2-1.0"), .linkedLibrary("freetype")]
        ),
        // fontconfig alone, for `FontconfigCatalog` (FlareCore): no GTK.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .target(
            name: "FlareCore",
            dependencies: ["CFontconfig", .product(name: "Yams", package: "Yams")],
            // The JSON Schema of the format, compiled into the binary (`SpecSchema.json`, `flare schema`).
            resources: [.embedInCode("Spec/Resources/flare.schema.template.json")]
        ),
        .target(
            name: "FlareGtk",
            dependencies: ["FlareCore", "CFlareShim", "CGtk", "CAdw", "CGtkSource", "CDeflate"],
            resources: []
        ),
        // The commands that need no GTK (code, schema, simulate, route, set, unset, report), and `flareMain`.
        .target(
            name: "FlareCommands",
            dependencies: ["FlareCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `flare`: runs FlareCommands' commands and `--version` itself, without loading GTK (start-up), and
        // execs `flare-gtk` (beside it, or ../libexec/ when installed) with the same arguments for everything else.
        .executableTarget(
            name: "flare",
            dependencies: ["FlareCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // What the two executables that link GTK share: option values, `--jobs`, loading and the headless display
        // (`ExportSupport`), and the export worker command (`bench export --jobs` starts workers too).
        .target(
            name: "FlareGtkCommands",
            dependencies: [
                "FlareCore", "FlareGtk", "FlareCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The full CLI and the app: every command (`flare --help` lists them all), one file per subcommand.
        .executableTarget(
            name: "flare-gtk",
            dependencies: [
                "FlareCore", "FlareGtk", "FlareCommands", "FlareGtkCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `flare-dev`: the benchmarks of BENCHMARKS.md and the monkey, out of the product (SwiftNIO's
        // NIOPerformanceTester): `make bench`, `make monkey` and the tests run it; `make install` leaves it out.
        .executableTarget(
            name: "flare-dev",
            dependencies: [
                "FlareCore", "FlareGtk", "FlareCommands", "FlareGtkCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // `bench catalog` times Yams beside the String Catalog reader.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The spec parser's libFuzzer target (`make fuzz`); a normal build replays the files it is given.
        .executableTarget(
            name: "flare-fuzz",
            dependencies: ["FlareCore", "CFlareFuzz"]
        ),
        .target(name: "CFlareFuzz"),
        .target(
            name: "TestSupport",
            dependencies: ["FlareCore"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "FlareCoreTests",
            dependencies: [
                "FlareCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlareGtkTests",
            dependencies: ["FlareGtk", "FlareCore", "CFlareShim", "CGtk", "CAdw", "CGtkSource", "TestSupport"],
            // Read by path (`#filePath`), never bundled.
            exclude: ["Fixtures", "Goldens"]
        ),
        .testTarget(
            name: "FlareCLITests",
            // FlareCommands for the values the binary prints from one source (`Version.release`).
            dependencies: ["FlareCore", "FlareCommands", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
