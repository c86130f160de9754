import ArgumentParser
import FlareCommands
import FlareGtkCommands
import Foundation

@main
struct Flare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare",
        abstract: "Preview, check and export the alerts a spec file describes.",
        version: Version.text,
        subcommands: [
            Open.self, Check.self, Lint.self, Fonts.self, Schema.self, Export.self, TestCommand.self,
            ReportCommand.self, Code.self, Simulate.self, RouteCommand.self, SetValue.self, UnsetValue.self,
            Devices.self, ExportWorker.self,
        ]
    )

    /// `flareMain` (usage errors exit 2), after unblocking the termination signals.
    static func main() {
        Termination.allow()
        flareMain()
    }
}
