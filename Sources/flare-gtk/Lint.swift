import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare lint SPEC [--id ID]… [--format text|json|junit] [--strict]`: accessibility and layout checks of every
/// alert and rocket as rendered. Exit 0 without errors, 1 with errors (`--strict`: with warnings too), 2 on usage
/// errors. Headless: starts a private Xvfb when there is no display.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check that a spec's alerts and rockets can be read and used by everyone, as rendered.",
        discussion: """
            Every alert and rocket (and every queue's banner popup) is laid out and rendered as `flare export` draws \
            it, in the spec's theme (and the \
            other one when a palette color has a dark value), and checked: contrast (WCAG 2.2 1.4.3 and 1.4.11), \
            target-size (24 pt: SC 2.5.8; 44 pt: Apple HIG), font-size, reading-time, overflow and font-fallback. \
            Each finding is 'file:line:col: error|warning: [rule] what, measured value, threshold, how to fix'. \
            The spec's `lint:` section sets each rule's level (error, warning, off) and thresholds. \
            Exit status: 0 no errors, 1 errors (--strict: or warnings), 2 usage errors.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit
    }

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var root: RootOption

    @Option(
        name: .customLong("id"),
        help: "An alert, rocket or queue to check (repeatable; every one when omitted).")
    var ids: [String] = []

    @Option(help: "text (one line per finding), json (an array) or junit (XML), on standard output.")
    var format: Format = .text

    @Flag(help: "Warnings fail the run too (exit 1).")
    var strict = false

    /// One finding as `--format json` prints it.
    struct Record: Codable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var subject: String
        var theme: String?
        var message: String
        var measured: Double?
        var threshold: Double?
    }

    func run() throws {
        if let problem = Check.unreadable(spec) {
            printError("flare lint: cannot read '\(spec)': \(problem)")
            throw ExitCode(2)
        }
        // Loaded without the font check: lint reports a missing family itself, as a font-fallback finding.
        let result = SpecLoader.load(path: self.spec, root: root.path)
        // The catalog's coverage warnings are `translation` findings here: printed once, as findings.
        let covered = Set(result.spec.map { SpecLint.catalogWarnings($0) } ?? [])
        for d in result.diagnostics where !covered.contains(d) { printError(d.description) }
        guard result.errors.isEmpty, let spec = result.spec else { throw ExitCode(1) }
        let known = spec.alerts.map(\.id) + spec.rockets.map(\.id) + spec.queues.map(\.id)
        if let unknown = ids.first(where: { !known.contains($0) }) {
            throw ValidationError(
                "no alert, rocket or queue '\(unknown)' in \(self.spec) (its alerts, rockets and queues: "
                    + "\(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        let selected = ids.isEmpty ? nil : Set(ids)
        let findings = try ExportSupport.withAnyDisplay(command: "flare lint") {
            setenv("GSK_RENDERER", "cairo", 0)
            return try MainActor.assumeIsolated {
                do { return try Linter.findings(in: spec, ids: selected) } catch let error as RenderError {
                    printError("flare lint: \(error)")
                    throw ExitCode(1)
                }
            }
        }
        // A queue is checked for its custom view popups (its alerts and rockets are checked as themselves).
        let subjects =
            spec.alerts.filter { selected?.contains($0.id) ?? true }.map { SpecItem.alert($0.id) }
            + spec.rockets.filter { selected?.contains($0.id) ?? true }.map { SpecItem.rocket($0.id) }
            + spec.queues.filter { q in (selected?.contains(q.id) ?? true) && q.popups.contains { $0.view != nil } }
            .map { SpecItem.queue($0.id) }
        try print(findings, subjects: subjects, themes: SpecLint.themes(for: spec))
        if let note = Self.systemFontNote(FontconfigCatalog.shared.systemFont) { printError(note) }
        let errors = findings.filter { $0.severity == .error }.count
        if errors > 0 || (strict && !findings.isEmpty) { throw ExitCode(1) }
    }

    private func print(_ findings: [LintFinding], subjects: [SpecItem], themes: [Theme]) throws {
        switch format {
        case .text:
            for finding in findings { Swift.print(finding.diagnostic.description) }
            let errors = findings.filter { $0.severity == .error }.count
            let warnings = findings.count - errors
            let checked = Self.checked(subjects) + " checked in " + themes.map(\.rawValue).joined(separator: " and ")
            let counts = [
                errors > 0 ? Check.count(errors, "error") : nil, warnings > 0 ? Check.count(warnings, "warning") : nil,
            ]
            let summary = findings.isEmpty ? "no findings" : counts.compactMap { $0 }.joined(separator: ", ")
            Swift.print("\(spec): \(summary) (\(checked))")
        case .json:
            let records = findings.map {
                Record(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column,
                    severity: $0.severity.rawValue, rule: $0.rule.rawValue, subject: $0.subject.description,
                    theme: $0.theme?.rawValue, message: $0.message, measured: $0.measured.map(Self.rounded),
                    threshold: $0.threshold.map(Self.rounded))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Swift.print(String(decoding: try encoder.encode(records), as: UTF8.self))
        case .junit:
            Swift.print(LintReport.junit(findings, subjects: subjects, strict: strict, suite: spec), terminator: "")
        }
    }

    /// The note lint prints once (on standard error, whatever the format) when SF Pro is not installed: `system`
    /// draws a stand-in, so line breaks and truncation are approximate. Nil with SF Pro.
    static func systemFontNote(_ font: SystemFont) -> String? {
        font.isApple
            ? nil
            : "flare lint: note: 'system' draws \(font.text) because SF Pro is not installed (with Apple's tracking): "
                + "line breaks and truncation of system text are approximate; install SF Pro for the app's own"
    }

    /// What the summary says was checked: `2 alerts, 1 rocket and 1 queue` (the kinds the run had).
    static func checked(_ subjects: [SpecItem]) -> String {
        let parts = ["alert", "rocket", "queue"].compactMap { section -> String? in
            let n = subjects.filter { $0.section == section }.count
            return n == 0 ? nil : Check.count(n, section)
        }
        guard let last = parts.last else { return "no alerts, rockets or queues" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Two decimals: ratios and points as the messages say them.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
