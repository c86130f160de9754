import ArgumentParser
import FlareCore
import Foundation

/// `flare set SPEC PATH VALUE`: writes one value into the file that defines it, keeping every other byte.
package struct SetValue: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set one value of a spec in its file, keeping comments and formatting.",
        // The value is one word; ArgumentParser would show its `.allUnrecognized` array as `[<value> ...]`.
        usage: "flare set [--root <dir>] <spec> <path> <value>",
        discussion: """
            PATH is written as yq writes it, lists counted from 0: alerts.low-battery.message, \
            alerts.low-battery.actions[1].title. A key that is not written yet is added beside its siblings, in the \
            file (the spec or an include) that defines the item. VALUE is written as YAML would read it, quoted only \
            when YAML needs it ("#FF0000", a text with ': ' in it); a VALUE in quotes ('"null"') is written as quoted \
            text; a VALUE that starts with '-' is a value too (-5, -0.5, '-x'). A value the spec would reject \
            leaves the file untouched. Prints 'file:line:col: path: old → new'. \
            Exit status: 0 written, 1 refused (the diagnostic says why), 2 the path names nothing, or a usage error.

            Example: flare set spec.yaml alerts.low-battery.appearance.borderCornerRadius -5
            """)

    package init() {}

    @OptionGroup var root: RootOption

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Argument(help: ArgumentHelp("Where the value is, as yq writes it.", valueName: "path"))
    var pathText: String

    var path: EditPath { (try? EditPath(parsing: pathText)) ?? EditPath([]) }

    package func validate() throws {
        do { _ = try EditPath(parsing: pathText) } catch { throw ValidationError(error.message) }
        if values.isEmpty { throw ValidationError("Missing expected argument '<value>'") }
        if values.count > 1 {
            let words = values.joined(separator: " ")
            throw ValidationError("one value expected after the path, got \(values.count): \(words)")
        }
    }

    /// The value, taken whole even when it starts with '-' (`-5`): ArgumentParser reads `-5` as an unknown short
    /// option, so a plain `@Argument` says "Missing expected argument"; `.allUnrecognized` keeps every other option
    /// (`--root`, `--help`) recognized and hands over what is left, which `validate()` requires to be one word.
    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The new value (it may start with '-').", valueName: "value"))
    var values: [String] = []

    var value: String { values.first ?? "" }

    package func run() throws {
        let editor = SpecEditor(path: spec, root: root.path)
        let (text, quoted) = Self.unquoted(value)
        let before = try EditOutcome.run { () throws(SpecEditError) in try editor.set(path, to: text, quoted: quoted) }
        try EditOutcome.run { () throws(SpecEditError) in try editor.write(before) }
        let old = before.oldValue ?? EditOutcome.inherited(before.previous, path) ?? "(not set)"
        print(TerminalText.escaped("\(before.location): \(path): \(old) → \(before.newValue ?? "")"))
    }

    /// A VALUE written in quotes is quoted text: its content, and that it must stay quoted.
    static func unquoted(_ value: String) -> (String, Bool) {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first,
            let text = SpecEditor.quotedText(value)
        else { return (value, false) }
        return (text, true)
    }
}

/// `flare unset SPEC PATH`: removes a key, so its value returns to the preset's or the default.
package struct UnsetValue: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "unset",
        abstract: "Remove one key of a spec, so its value returns to its preset or default.",
        discussion: """
            PATH is written as in 'flare set'. The key is removed from the file that writes it, with its line; a map \
            left empty goes too. Prints 'file:line:col: path: old → (default value)'. Exit status: 0 removed (or not \
            written), 1 refused, 2 the path names nothing, or a usage error.
            """)

    package init() {}

    @OptionGroup var root: RootOption

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Argument(help: ArgumentHelp("Where the key is, as yq writes it.", valueName: "path"))
    var pathText: String

    var path: EditPath { (try? EditPath(parsing: pathText)) ?? EditPath([]) }

    package func validate() throws {
        do { _ = try EditPath(parsing: pathText) } catch { throw ValidationError(error.message) }
    }

    package func run() throws {
        let editor = SpecEditor(path: spec, root: root.path)
        let edit = try EditOutcome.run { () throws(SpecEditError) in try editor.unset(path) }
        try EditOutcome.run { () throws(SpecEditError) in try editor.write(edit) }
        let now = EditOutcome.inherited(edit.spec, path) ?? "(not set)"
        guard let old = edit.oldValue ?? (edit.edits.isEmpty ? nil : "(a map)") else {
            print(TerminalText.escaped("\(edit.file): \(path): not set \(now)"))
            return
        }
        print(TerminalText.escaped("\(edit.location): \(path): \(old) → \(now)"))
    }
}

/// Exit codes and messages shared by `set` and `unset`.
enum EditOutcome {
    static func run<T>(_ body: () throws(SpecEditError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            printError(error.description)
            switch error {
            case .noSuchPath: throw ExitCode(2)
            default: throw ExitCode(1)
            }
        }
    }

    /// `(default #FFFFFF)`, `(preset systemWarning: #FFCC00)`: what a key not written means, for alert properties.
    static func inherited(_ spec: Spec, _ path: EditPath) -> String? {
        guard let row = spec.styleProperty(at: path) else { return nil }
        switch row.origin {
        case .spec: return row.value
        case .preset: return "(\(row.origin): \(row.value))"
        case .default: return "(default \(row.value))"
        }
    }
}
