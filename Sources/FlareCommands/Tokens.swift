import ArgumentParser
import FlareCore
import Foundation

/// `flare tokens SPEC`: the spec's palette and design tokens as a DTCG 2025.10 token file (`TokenWriter`), which
/// a spec's `tokens:` reads back to the same values.
package struct TokensCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write the spec's palette and design tokens as a DTCG 2025.10 design-token file.")

    package init() {}

    @OptionGroup var root: RootOption

    @Option(help: ArgumentHelp("Write the file here (atomically) instead of printing it.", valueName: "file"))
    var out: String?

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    package func run() throws {
        let model = try root.loadSpec(spec)
        let json = TokenWriter.json(model)
        guard let out else {
            print(json, terminator: "")
            return
        }
        do { try Data(json.utf8).write(to: URL(fileURLWithPath: out), options: .atomic) } catch {
            printError("\(out): error: cannot write (\(error.localizedDescription)); check the folder")
            throw ExitCode(2)
        }
    }
}
