import ArgumentParser
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

    /// ArgumentParser's own `main`, except that usage errors exit with 2 (Flare's convention), not 64, and that a
    /// `ValidationError` thrown by `run()` (a check that needs the spec, such as an unknown `--id`) is told with
    /// its command's usage, as one thrown by `validate()` is.
    static func main() {
        allowTermination()
        var command: ParsableCommand?
        do {
            command = try parseAsRoot()
            try command?.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            if let error = error as? ValidationError, let command {
                printError(usageError(error.message, of: type(of: command)))
            } else {
                printError(fullMessage(for: error))
            }
            Foundation.exit(2)
        }
    }

    /// What ArgumentParser prints for a usage error of `command`: `Error: message`, its usage, where to read more.
    static func usageError(_ message: String, of command: ParsableCommand.Type) -> String {
        let names = path(to: command)?.joined(separator: " ") ?? _commandName
        return "Error: \(message)\nUsage: \(usageString(for: command))\n  See '\(names) --help' for more information."
    }

    /// The command names from `root` down to `command` (`flare bench export`); nil when it is not below `root`.
    private static func path(
        to command: ParsableCommand.Type, from root: ParsableCommand.Type = Flare.self
    ) -> [String]? {
        if ObjectIdentifier(command) == ObjectIdentifier(root) { return [root._commandName] }
        for sub in root.configuration.subcommands {
            if let below = path(to: command, from: sub) { return [root._commandName] + below }
        }
        return nil
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
