import ArgumentParser
import FlareCore
import Foundation

/// `flare tokens SPEC`: the spec's palette and design tokens as DTCG 2025.10 files with light and dark as the
/// Resolver module writes them (`TokenWriter`), which a spec's `tokens:` reads back to the same values.
package struct TokensCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write the spec's palette and design tokens as DTCG 2025.10 files (light and dark themes).",
        discussion: """
            With --out design.resolver.json, writes design.tokens.json (every token, colours at their light value), \
            design.dark.tokens.json (the colours that differ in the dark theme) and design.resolver.json (a DTCG \
            Resolver with a theme modifier: light and dark), each atomically (a file that already holds the same \
            bytes is left alone). Without --out, prints one resolver \
            with the same tokens written inline.
            """)

    package init() {}

    @OptionGroup var root: RootOption

    @Option(
        help: ArgumentHelp(
            "Write the resolver and its two token files here (NAME.resolver.json or NAME.tokens.json names them).",
            valueName: "file"))
    var out: String?

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    package func validate() throws {
        if let out, TokenWriter.stem(of: out) == nil {
            throw ValidationError(
                "'\(out)' names no token files: write NAME.resolver.json (or NAME.tokens.json), "
                    + "e.g. design.resolver.json")
        }
    }

    package func run() throws {
        let model = try root.loadSpec(spec)
        guard let out, let stem = TokenWriter.stem(of: out) else {
            print(TokenWriter.inlineResolver(model), terminator: "")
            return
        }
        let folder = URL(fileURLWithPath: out).deletingLastPathComponent()
        let files = TokenWriter.files(model, stem: URL(fileURLWithPath: stem).lastPathComponent)
        for file in files.all {
            let path = folder.appendingPathComponent(file.name)
            // A file that already holds these bytes is left alone (no reload in a window watching it).
            if FileManager.default.contents(atPath: path.path) == Data(file.text.utf8) { continue }
            do { try Data(file.text.utf8).write(to: path, options: .atomic) } catch {
                printError("\(path.path): error: cannot write (\(error.localizedDescription)); check the folder")
                throw ExitCode(2)
            }
        }
    }
}
