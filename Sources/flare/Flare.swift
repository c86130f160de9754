import ArgumentParser
import Foundation

@main
struct Flare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare",
        abstract: "Preview, check and export the alerts a spec file describes.",
        version: "0.1.0",
        subcommands: [Open.self, Check.self, Schema.self, Export.self, Bench.self, Simulate.self, RouteCommand.self]
    )

    /// ArgumentParser's own `main`, except that usage errors exit with 2 (Flare's convention), not 64.
    static func main() {
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
}
