import ArgumentParser
import FlareCore

/// `flare route URL [--spec SPEC]`: prints what the URL opens, or exits 1 with the reason.
package struct RouteCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Resolve a flare:// URL or one of a spec's route patterns to what it opens.")

    package init() {}

    @Argument(
        help: ArgumentHelp(
            "A flare:// URL, a URL one of the spec's routes matches, or a typed request: "
                + "'shortcut|activity|notification ID'.")
    )
    var url: String

    @Option(help: "The spec whose routes and ids the URL is resolved against.")
    var spec: String?

    @OptionGroup var root: RootOption

    package func run() throws {
        var loaded: Spec?
        if let path = spec {
            let result = SpecLoader.load(path: path, root: root.path)
            for d in result.diagnostics { printError(d.description) }
            guard let model = result.spec, result.errors.isEmpty else { throw ExitCode(1) }
            loaded = model
        }
        switch RouteResolver(spec: loaded).resolve(url) {
        case .success(let resolution):
            print(resolution.description)
        case .failure(let failure):
            printError("flare route: \(failure.message)")
            throw ExitCode(1)
        }
    }
}
