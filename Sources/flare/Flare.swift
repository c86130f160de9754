import ArgumentParser
import Foundation

@main
struct Flare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare",
        abstract: "Preview, check and export the alerts a spec file describes.",
        version: Version.text,
        subcommands: [Open.self, Check.self, Lint.self, Fonts.self, Schema.self, Export.self, TestCommand.self, ReportCommand.self, Code.self, Bench.self, Simulate.self, RouteCommand.self, SetValue.self, UnsetValue.self, ExportWorker.self, Monkey.self]
    )

    /// ArgumentParser's own `main`, except that usage errors exit with 2 (Flare's convention), not 64.
    static func main() {
        allowTermination()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
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
