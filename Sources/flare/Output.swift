import ArgumentParser
import FlareCore
import Foundation

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
}

/// `--root DIR`: the folder a spec's includes, images and fonts must be in (default: the spec's own folder).
struct RootOption: ParsableArguments {
    @Option(name: .customLong("root"), help: ArgumentHelp(
        "The folder the spec's includes, images and fonts must be inside (default: the spec's own folder).",
        valueName: "dir"))
    var path: String?
}
