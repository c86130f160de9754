import ArgumentParser
import FlareCore

/// `flare schema`: prints the JSON Schema of the spec format, for editors and validators.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format.")

    func run() throws {
        print(SpecSchema.json, terminator: "")
    }
}
