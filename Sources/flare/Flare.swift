import ArgumentParser

@main
struct Flare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare",
        abstract: "Preview, check and export the alerts a spec file describes.",
        version: "0.1.0",
        subcommands: [Check.self, RouteCommand.self]
    )
}
