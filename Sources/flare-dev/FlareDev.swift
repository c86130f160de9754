import ArgumentParser
import FlareCommands
import FlareGtkCommands
import Foundation

/// `flare-dev`: the developers' tools, out of the product (as SwiftNIO's `NIOPerformanceTester`): the benchmarks
/// BENCHMARKS.md records (`bench`), the window under random input (`monkey`), and the window the monkey drives
/// (`window`). Built with the rest (`make build`), run by `make bench`, `make monkey` and the tests; `make install`
/// does not install it and `flare --help` does not list it.
@main
struct FlareDev: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare-dev",
        abstract: "Flare's developer tools: benchmarks and the monkey (not installed).",
        version: Version.text,
        subcommands: [Bench.self, Monkey.self, MonkeyWindow.self, ExportWorker.self]
    )

    /// `flareMain` (usage errors exit 2), after unblocking the termination signals.
    static func main() {
        Termination.allow()
        flareMain()
    }
}
