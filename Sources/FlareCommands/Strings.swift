import ArgumentParser
import FlareCore
import Foundation

/// `flare strings SPEC --out Localizable.xcstrings`: the spec's texts written or merged into an Xcode String
/// Catalog in Xcode's own layout (`StringCatalogMerge`), which a spec's `strings:` reads back.
package struct StringsCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Write or merge the spec's texts into an Xcode String Catalog (.xcstrings).")

    package init() {}

    @OptionGroup var root: RootOption

    @Option(
        help: ArgumentHelp(
            "Merge into this catalog (created if missing; written atomically) instead of printing a new one.",
            valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("The language of the spec's texts, for a new catalog.", valueName: "tag"))
    var sourceLanguage = "en"

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    package func validate() throws {
        guard SpecLocale.isValidCode(sourceLanguage) else {
            throw ValidationError("'\(sourceLanguage)' is not a language tag (write en, de or pt-BR)")
        }
    }

    package func run() throws {
        let model = try root.loadSpec(spec)
        let texts = ShownText.all(alerts: model.alerts, rockets: model.rockets)
        var existing: String?
        if let out, FileManager.default.fileExists(atPath: out) {
            guard let data = FileManager.default.contents(atPath: out),
                let text = String(validating: data, as: UTF8.self)
            else {
                printError("\(out): error: cannot read this catalog as UTF-8 text")
                throw ExitCode(2)
            }
            existing = text
        }
        let json: String
        do {
            json = try StringCatalogMerge.merge(
                texts, into: existing, file: out ?? "Localizable.xcstrings", sourceLanguage: sourceLanguage)
        } catch {
            for d in error.diagnostics { printError(d.description) }
            printError("\(out ?? ""): error: the catalog has errors; fix them and run again (nothing was written)")
            throw ExitCode(1)
        }
        guard let out else {
            print(json)
            return
        }
        guard json != existing else { return }
        do { try Data(json.utf8).write(to: URL(fileURLWithPath: out), options: .atomic) } catch {
            printError("\(out): error: cannot write (\(error.localizedDescription)); check the folder")
            throw ExitCode(2)
        }
    }
}
