import ArgumentParser
import FlareCore
import Foundation

/// `flare schema`: prints the JSON Schema of the spec format, for editors and validators;
/// `flare schema --modeline SPEC` points a YAML spec at that schema for editors (see docs/editors.md).
package struct Schema: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, or add its editor modeline to a spec.")

    package init() {}

    @Option(
        name: .customLong("modeline"),
        help: ArgumentHelp(
            "Add (or update) the '# yaml-language-server: $schema=…' line at the top of this YAML spec instead of "
                + "printing the schema.",
            valueName: "spec"))
    var modelineSpec: String?

    /// `make generated`: rewrites the catalog's property tables in docs/spec.md (`PropertyDocs`).
    @Option(name: .customLong("update-docs"), help: ArgumentHelp(visibility: .hidden))
    var docsFile: String?

    package func run() throws {
        if let docsFile {
            let file = URL(fileURLWithPath: docsFile)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                printError("\(docsFile): error: cannot read the docs; check the path")
                throw ExitCode(2)
            }
            let updated = PropertyDocs.apply(to: text)
            if updated != text { try Data(updated.utf8).write(to: file, options: .atomic) }
            return
        }
        guard let path = modelineSpec else {
            print(SpecSchema.json, terminator: "")
            return
        }
        let file = URL(fileURLWithPath: path)
        guard !file.pathExtension.lowercased().hasPrefix("json") else {
            throw ValidationError(
                "\(path): JSON has no comments for a modeline; editors take a JSON spec's schema from a \"$schema\" "
                    + "key or their settings (docs/editors.md)"
            )
        }
        let text: String
        do { text = try String(contentsOf: file, encoding: .utf8) } catch {
            printError("\(path): error: cannot read the spec (\(error.localizedDescription)); check the path")
            throw ExitCode(2)
        }
        let updated = SchemaModeline.apply(to: text, schema: Self.installedSchema)
        guard updated != text else { return }
        do { try Data(updated.utf8).write(to: file, options: .atomic) } catch {
            printError(
                "\(path): error: cannot write the spec (\(error.localizedDescription)); check its folder's permissions")
            throw ExitCode(2)
        }
    }

    /// The schema file next to the bundled assets: `PREFIX/share/flare/flare.schema.json` when installed,
    /// `data/schema/flare.schema.json` in a checkout.
    static var installedSchema: URL {
        let installed = Assets.root.appendingPathComponent("../flare.schema.json").standardized
        if FileManager.default.fileExists(atPath: installed.path) { return installed }
        return Assets.root.appendingPathComponent("../data/schema/flare.schema.json").standardized
    }
}
