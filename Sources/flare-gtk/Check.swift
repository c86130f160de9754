import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare check SPEC…`: 0 when valid (warnings allowed), 1 on errors, 2 on usage or I/O errors.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate spec files and print their diagnostics.",
        discussion: """
            Diagnostics go to standard error as 'path:line:col: error|warning: message'; a valid file prints \
            one summary line to standard output. Each alert of a valid spec is also laid out by GTK as export lays \
            it out, and what the layout hides or cuts (text past the stage, actions out of sight, an alert taller \
            than its stage, a cropped image, an ellipsized action title), and each rocket block's button titles cut \
            with '…', is a warning; this needs a display (a \
            private Xvfb when headless); --no-layout skips it. Exit status: 0 valid (warnings allowed), 1 errors, \
            2 usage or I/O errors.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "How to print diagnostics: text (stderr) or json (an array on stdout).")
    var format: Format = .text

    @OptionGroup var root: RootOption

    @Flag(help: "Skip the GTK layout pass (overflow and clipping warnings): no display is started.")
    var noLayout = false

    @Argument(help: "Spec files (YAML or JSON).")
    var specs: [String]

    func validate() throws {
        if specs.isEmpty { throw ValidationError("name at least one spec file") }
    }

    /// One diagnostic as `--format json` prints it.
    struct Record: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    func run() throws {
        var ioFailed = false
        var failed = false
        var records: [Record] = []
        var loaded: [(path: String, result: LoadResult)] = []
        for path in specs {
            if let problem = Self.unreadable(path) {
                printError("flare: error: cannot read '\(path)': \(problem)")
                ioFailed = true
                continue
            }
            loaded.append((path, SpecLoader.load(path: path, root: root.path, fonts: FontconfigCatalog.shared)))
        }
        let layout = noLayout ? [:] : Self.layoutFindings(loaded.map(\.result))
        for (index, (path, result)) in loaded.enumerated() {
            let diagnostics = result.diagnostics + (layout[index] ?? [])
            let errors = result.errors.count
            let warnings = diagnostics.count - errors
            switch format {
            case .text:
                for d in diagnostics { printError(d.description) }
                if let spec = result.spec, errors == 0 {
                    print("\(path): ok (\(Self.summary(spec, warnings: warnings)))")
                } else {
                    printError(
                        "\(path): "
                            + "\(Self.count(errors, "error"))"
                            + "\(warnings > 0 ? ", " + Self.count(warnings, "warning") : "")"
                    )
                }
            case .json:
                records += diagnostics.map {
                    Record(
                        file: $0.location.file, line: $0.location.line, column: $0.location.column,
                        severity: $0.severity.rawValue, message: $0.message)
                }
            }
            if errors > 0 { failed = true }
        }
        if format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(records)
            print(String(decoding: data, as: UTF8.self))
        }
        if ioFailed { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
    }

    /// The layout findings (`LayoutCheck`) of every valid spec with alerts or rockets, by its index in `results`.
    /// Without a display (and no Xvfb to start), or when GTK cannot start, it says so on stderr and finds nothing.
    static func layoutFindings(_ results: [LoadResult]) -> [Int: [Diagnostic]] {
        let valid = results.enumerated().compactMap { index, result -> (Int, Spec)? in
            guard result.errors.isEmpty, let spec = result.spec, !(spec.alerts.isEmpty && spec.rockets.isEmpty) else {
                return nil
            }
            return (index, spec)
        }
        guard !valid.isEmpty else { return [:] }
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_A11Y", "none", 0)
        let display: PrivateDisplay?
        do { display = try PrivateDisplay.startIfNeeded() } catch {
            printError(
                "flare check: note: alerts were not laid out, so overflow and clipping are not checked: \(error) "
                    + "(--no-layout skips this pass)")
            return [:]
        }
        defer { display?.stop() }
        return MainActor.assumeIsolated {
            var found: [Int: [Diagnostic]] = [:]
            for (index, spec) in valid {
                do { found[index] = try LayoutCheck.findings(in: spec) } catch {
                    printError(
                        "flare check: note: the alerts of \(spec.file) were not laid out, so overflow and clipping "
                            + "are not checked: \(error) (--no-layout skips this pass)")
                    return found
                }
            }
            return found
        }
    }

    /// Why `path` cannot be read, or nil when it can.
    static func unreadable(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        guard FileManager.default.isReadableFile(atPath: path) else { return "permission denied" }
        return nil
    }

    static func summary(_ spec: Spec, warnings: Int) -> String {
        var parts = [
            count(spec.alerts.count, "alert"), count(spec.rockets.count, "rocket"),
            count(spec.queues.count, "queue"), count(spec.scenarios.count, "scenario"),
            count(spec.routes.count, "route"),
        ]
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        return parts.joined(separator: ", ")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
