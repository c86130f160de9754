import ArgumentParser
import Foundation

/// The commands that need no GTK: `flare` (the front, `Sources/flare`) runs them itself, without loading GTK;
/// `flare-gtk` lists them with the rest.
package let gtkFreeCommands: [ParsableCommand.Type] = [
    Schema.self, ReportCommand.self, Code.self, Simulate.self, RouteCommand.self, SetValue.self, UnsetValue.self,
    TokensCommand.self, StringsCommand.self, Devices.self,
]

extension ParsableCommand {
    /// ArgumentParser's own `main`, except that usage errors exit with 2 (Flare's convention), not 64, and that a
    /// `ValidationError` thrown by `run()` (a check that needs the spec, such as an unknown `--id`) is told with
    /// its command's usage, as one thrown by `validate()` is.
    package static func flareMain() {
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
        let names = path(to: command, from: Self.self)?.joined(separator: " ") ?? _commandName
        return "Error: \(message)\nUsage: \(usageString(for: command))\n  See '\(names) --help' for more information."
    }
}

/// The command names from `root` down to `command` (`flare bench export`); nil when it is not below `root`.
private func path(to command: ParsableCommand.Type, from root: ParsableCommand.Type) -> [String]? {
    if ObjectIdentifier(command) == ObjectIdentifier(root) { return [root._commandName] }
    for sub in root.configuration.subcommands {
        if let below = path(to: command, from: sub) { return [root._commandName] + below }
    }
    return nil
}
