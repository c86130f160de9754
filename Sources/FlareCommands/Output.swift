import ArgumentParser
import FlareCore
import Foundation

/// Writes a message to standard error, its lines kept and each escaped (`TerminalText`).
package func printError(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.escaped(String($0))
    }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
}

/// `--root DIR`: the folder a spec's includes, images and fonts must be in (default: the spec's own folder).
package struct RootOption: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "The folder the spec's includes, images and fonts must be inside (default: the spec's own folder).",
            valueName: "dir"))
    package var path: String?

    /// The spec at `file`, read inside this root, its diagnostics printed; exit status 1 when it has errors.
    package func loadSpec(_ file: String) throws -> Spec {
        let result = SpecLoader.load(path: file, root: path)
        for d in result.diagnostics { printError(d.description) }
        guard let model = result.spec, result.errors.isEmpty else {
            if result.diagnostics.isEmpty { printError("\(file): error: cannot read the spec") }
            throw ExitCode(1)
        }
        return model
    }
}
