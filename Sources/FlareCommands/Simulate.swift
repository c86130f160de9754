import ArgumentParser
import FlareCore
import Foundation

/// `flare simulate SPEC ID [--json]`: plays the `script` of a queue, scenario or rocket on a virtual clock,
/// with no window and without touching the user's saved scenario state.
package struct Simulate: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "Play the script of a queue, scenario or rocket and explain every step.",
        discussion: """
            Queue steps are one virtual second apart; scenario steps happen at their 'at' times; rocket steps take no \
            time except 'wait', and step 0 is the rocket's show. The text form is a \
            transcript; --json prints an array with one object per step. Scenario state is kept in memory: the \
            state the previewer saves for you is never read or changed. Exit status: 0 played, 1 spec errors or \
            unknown id, 2 usage or I/O errors.
            """)

    package init() {}

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case queue, scenario, rocket
    }

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var root: RootOption

    @Argument(help: "The id of a queue, scenario or rocket in the spec.")
    var id: String

    @Flag(help: "Print the steps as a JSON array.")
    var json = false

    @Option(help: "Which section the id is in, when several have it (queue, scenario, rocket).")
    var kind: Kind?

    package func run() throws {
        if let problem = Self.unreadable(spec) {
            printError("flare: error: cannot read '\(spec)': \(problem)")
            throw ExitCode(2)
        }
        let result = SpecLoader.load(path: spec, root: root.path)
        for d in result.diagnostics { printError(d.description) }
        guard let model = result.spec, result.errors.isEmpty else { throw ExitCode(1) }
        if id == "routing" && kind == nil && model.queue(id) == nil && model.scenario(id) == nil
            && model.rocket(id) == nil
        {
            let steps = MainActor.assumeIsolated { RoutingSimulation.run(model) }
            if json { return try output(encode(steps)) }
            var lines = [
                "routing of \(spec): starts \(model.routing.suspended ? "suspended" : "on"), "
                    + "\(model.routing.script.count) step\(model.routing.script.count == 1 ? "" : "s")"
            ]
            for s in steps {
                lines.append(
                    "  \(s.step). \(s.op)\(s.argument.map { " \($0)" } ?? ""): \(s.outcome)"
                        + (s.pending.map { " [waiting: \($0)]" } ?? ""))
            }
            return try output(lines.joined(separator: "\n"))
        }

        let found = Kind.allCases.filter { kind in
            switch kind {
            case .queue: model.queue(id) != nil
            case .scenario: model.scenario(id) != nil
            case .rocket: model.rocket(id) != nil
            }
        }
        let chosen: Kind
        if let kind {
            guard found.contains(kind) else { throw failure("no \(kind.rawValue) '\(id)'", in: model) }
            chosen = kind
        } else {
            guard let only = found.first else { throw failure("no queue, scenario or rocket '\(id)'", in: model) }
            guard found.count == 1 else {
                printError(
                    "flare: error: '\(id)' is a \(found.map(\.rawValue).joined(separator: " and a ")) in \(spec); "
                        + "say which with --kind \(found[0].rawValue)"
                )
                throw ExitCode(1)
            }
            chosen = only
        }

        switch chosen {
        case .queue:
            let queue = model.queue(id)!
            let steps = MainActor.assumeIsolated { QueueSimulation.run(queue, alerts: model.alerts) }
            try output(json ? encode(steps) : SimulationTranscript.queue(queue, steps))
        case .scenario:
            let scenario = model.scenario(id)!
            let steps = MainActor.assumeIsolated { ScenarioSimulation.run(scenario, scenarios: model.scenarios) }
            try output(json ? encode(steps) : SimulationTranscript.scenario(scenario, steps))
        case .rocket:
            try simulateRocket(spec: model, rocket: model.rocket(id)!, json: json)
        }
    }

    private func output(_ text: String) throws { print(text) }

    /// Why `path` cannot be read as a file, or nil when it can.
    static func unreadable(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a folder, not a spec file" }
        return FileManager.default.isReadableFile(atPath: path) ? nil : "permission denied"
    }

    private func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Prints what the spec does have and returns exit code 1.
    private func failure(_ what: String, in model: Spec) -> ExitCode {
        func list(_ ids: [String]) -> String { ids.isEmpty ? "none" : ids.joined(separator: ", ") }
        printError(
            "flare: error: \(what) in \(spec) (queues: \(list(model.queues.map(\.id))); "
                + "scenarios: \(list(model.scenarios.map(\.id))); rockets: \(list(model.rockets.map(\.id))))")
        return ExitCode(1)
    }
}
