import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev bench …`: measurements for BENCHMARKS.md (not timed tests). One subcommand per area.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure Flare's speed (see BENCHMARKS.md).",
        subcommands: [
            BenchExport.self, BenchReload.self, BenchEdit.self, BenchKeystroke.self, BenchStartup.self,
            BenchFirstFrame.self, BenchCatalog.self,
        ]
    )
}
