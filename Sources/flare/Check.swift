import ArgumentParser
import FlareCore

/// `flare check SPEC…`: 0 when valid (warnings allowed), 1 on errors, 2 on usage or I/O errors.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate spec files and print their diagnostics.")

    @Argument(help: "Spec files (YAML or JSON).")
    var specs: [String]

    func run() throws {
        var failed = false
        for path in specs {
            let result = SpecLoader.load(path: path)
            for d in result.diagnostics { printError(d.description) }
            if !result.errors.isEmpty { failed = true }
        }
        if failed { throw ExitCode(1) }
    }
}
