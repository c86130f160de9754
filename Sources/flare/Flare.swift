import ArgumentParser
import FlareCommands
import Foundation

@main
struct Flare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare",
        abstract: "Preview, check and export the alerts a spec file describes.",
        version: Version.text,
        subcommands: [
            Open.self, Check.self, Lint.self, Fonts.self, Schema.self, Export.self, TestCommand.self,
            ReportCommand.self, Code.self, Bench.self, Simulate.self, RouteCommand.self, SetValue.self, UnsetValue.self,
            ExportWorker.self, Monkey.self,
        ]
    )

    /// `flareMain` (usage errors exit 2), after unblocking the termination signals.
    static func main() {
        allowTermination()
        flareMain()
    }

    /// A parent may hand Flare a blocked SIGTERM/SIGINT/SIGHUP (test runners and some launchers do), which
    /// would leave `flare open` deaf to `kill` and Ctrl+C. Flare unblocks them so they end it as usual.
    private static func allowTermination() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
