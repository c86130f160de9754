import Foundation
import Testing
import TestSupport

/// The C boundary (ARCHITECTURE.md, "Layers"): only the typed wrappers in `FlareGtk/Gtk` import the GTK stack;
/// views, export and lint speak their Swift types (`Align`, `Orientation`, `CairoContext`, ...).
@Suite struct LayerBoundaryTests {
    /// The modules that bring GTK's C API (CFlareShim's header includes CGtk's, so importing it brings GTK too).
    static let gtkModules = ["CGtk", "CAdw", "CGtkSource", "CFlareShim"]
    /// Files outside `Gtk/` that need the shim for something Swift cannot do and GTK is not part of: forking the
    /// private Xvfb and the export workers with `flare_spawn_tied`.
    static let allowed = [
        "FlareGtk/Export/PrivateDisplay.swift": "CFlareShim",
        "FlareGtk/Export/ExportWorkers.swift": "CFlareShim",
    ]

    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
        }
    }

    @Test func onlyGtkWrappersImportTheGtkStack() throws {
        let sources = Fixtures.root.appendingPathComponent("Sources")
        let paths = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("FlareGtk/Gtk/") && !$0.hasPrefix("C") }
        #expect(paths.count > 100)
        var leaks: [String] = []
        for path in paths {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for module in Self.imports(in: text) where Self.gtkModules.contains(module) && Self.allowed[path] != module
            {
                leaks.append("\(path) imports \(module)")
            }
        }
        #expect(leaks.isEmpty, "outside FlareGtk/Gtk, use the wrappers' Swift types instead: \(leaks.sorted())")
    }

    @Test func theImportScanReadsOnlyImportLines() {
        #expect(Self.imports(in: "import CGtk\nimport FlareCore\n// import CAdw\nlet a = 1") == ["CGtk", "FlareCore"])
    }
}
