import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev monkey [SPEC] --seed N [--runs R] [--steps K]` (`make monkey`, `MonkeyCommandTests`): drives the real
/// window with random real input and fails on a crash, a GTK critical or a hang.
///
/// For each seed, `flare-dev window SPEC` (the window with its log) runs as a child on a private Xvfb of its own (so
/// nothing else moves its pointer), with `G_DEBUG=fatal-criticals`, on a copy of the spec's folder. The seed alone
/// picks the steps (`MonkeyStep.plan`): clicks, double clicks and drags anywhere in the window (the sidebar's alerts,
/// rockets, queues and scenarios; the stage; the inspector's pages; popovers), the app's shortcuts (inspect mode,
/// compare, the inspector, the shortcuts window, devices, zoom, theme...), Escape, Tab, arrows, typing, and edits that
/// break the spec (the error banner) and restore it; clicks on the Properties page's controls (drop-downs, + and −,
/// pickers, Add block: the child says where each is, `MonkeyAim`), and typing and Ctrl+S in the source pane. xdotool
/// sends each step; then the child answers a sync request
/// once it has handled everything sent before (`flare-dev window`), so the steps reach the window in the same order and
/// state for a seed. A failure prints the seed, what happened and the step list, and how to replay it.
struct Monkey: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Drive the window with random input (seeded) and fail on a crash, a GTK critical or a hang.")

    @Argument(help: "The spec to open (default: the bundled showcase).")
    var spec: String?

    @Option(help: "The first seed.")
    var seed: UInt64 = 1

    @Option(help: "How many seeds to run, from --seed on.")
    var runs: Int = 1

    @Option(help: "Steps per seed.")
    var steps: Int = 60

    @Flag(help: "Print each seed's steps without running them.")
    var dryRun = false

    @Flag(help: "Print the window's event log after each seed (what the steps did).")
    var log = false

    @Option(
        help: ArgumentHelp(
            "Run the window under this command, e.g. 'gdb -batch -ex run -ex bt --args' (a replay's backtrace).",
            valueName: "command"))
    var wrapper: String?

    func validate() throws {
        guard runs >= 1, steps >= 1 else { throw ValidationError("--runs and --steps must be at least 1") }
    }

    func run() throws {
        let specPath = URL(fileURLWithPath: spec ?? Assets.showcase.path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: specPath.path) else {
            printError("flare-dev monkey: \(specPath.path): no such file")
            throw ExitCode(2)
        }
        if dryRun {
            for seed in seed..<(seed + UInt64(runs)) {
                print("seed \(seed):")
                for (index, step) in MonkeyStep.plan(seed: seed, count: steps).enumerated() {
                    print("  \(index + 1). \(step)")
                }
            }
            return
        }
        signal(SIGPIPE, SIG_IGN)  // a sync request written as the child dies is an error, not the monkey's death
        for tool in ["Xvfb", "xdotool"] where MonkeyRun.which(tool) == nil {
            printError("flare-dev monkey: \(tool) is not installed (make setup installs it)")
            throw ExitCode(2)
        }
        for seed in seed..<(seed + UInt64(runs)) {
            let plan = MonkeyStep.plan(seed: seed, count: steps)
            let start = Date()
            let outcome = try MonkeyRun(
                spec: specPath, printLog: log, wrapper: wrapper?.split(separator: " ").map(String.init) ?? []
            ).run(plan)
            let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
            guard let failure = outcome else {
                // Unbuffered: a long `make monkey` shows each seed as it passes.
                FileHandle.standardOutput.write(
                    Data(
                        "flare-dev monkey: seed \(seed): \(plan.count) steps, no crash, no critical (\(seconds) s)\n"
                            .utf8)
                )
                continue
            }
            var report = [
                "flare-dev monkey: seed \(seed) FAILED at step \(failure.step) of \(plan.count): \(failure.reason)"
            ]
            if !failure.stderr.isEmpty {
                report += ["  its standard error, last lines:"] + failure.stderr.map { "    \($0)" }
            }
            report +=
                ["  steps:"] + plan.prefix(failure.step).enumerated().map { "    \($0.offset + 1). \($0.element)" }
            report += ["  replay: flare-dev monkey \(specPath.path) --seed \(seed) --steps \(failure.step)"]
            printError(report.joined(separator: "\n"))
            throw ExitCode(1)
        }
    }
}
