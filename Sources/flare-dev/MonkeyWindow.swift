import ArgumentParser
import FlareCommands
import FlareGtk
import Foundation

/// `flare-dev window SPEC` (hidden): the monkey's child, `flare open SPEC --log` that also answers each line on
/// standard input with `sync LINE` once the window handled everything sent before it
/// (`PreviewApplication.answerSyncRequests`), so the monkey's steps reach the window in order.
struct MonkeyWindow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window", abstract: "The window the monkey drives (internal).", shouldDisplay: false)

    @Argument(help: "The spec to open.")
    var spec: String

    func run() throws {
        let status = MainActor.assumeIsolated {
            PreviewApplication.run(targets: [spec], log: true, syncInput: true, version: Version.text)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
