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
/// break the spec (the error banner) and restore it. xdotool sends each step; then the child answers a sync request
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

/// One step of real input, as xdotool sends it to the window (`WINDOW`: its id; points in window coordinates).
enum MonkeyStep: CustomStringConvertible, Equatable {
    case click(x: Int, y: Int, button: Int, count: Int)
    case drag(x: Int, y: Int, toX: Int, toY: Int)
    case key(String)
    case type(String)
    case breakSpec
    case restoreSpec

    /// The window's default size, where the points fall.
    static let width = 1280, height = 760

    /// The app's shortcuts in xdotool's syntax, but those that leave the window: quit, GTK's inspector, the file
    /// chooser, and the motion export (seconds of encoding, files written). The child disables those actions, so
    /// a click on their menu items does nothing either.
    static let shortcuts: [String] = PreviewActions.accelerators
        .filter { !PreviewActions.outsideTheWindow.contains($0.action) }
        .map { xdotoolKey($0.accelerator) }
    static let keys = [
        "Escape", "Escape", "Tab", "shift+Tab", "Return", "space", "Up", "Down", "Left", "Right", "BackSpace", "Delete",
    ]
    static let words = ["low", "rocket", "flight", "promo", "é", "🚀", "zz"]

    /// `<Control><Alt>i` as xdotool writes it: `ctrl+alt+i`.
    static func xdotoolKey(_ accelerator: String) -> String {
        var rest = Substring(accelerator), parts: [String] = []
        let modifiers = ["<Control>": "ctrl", "<Alt>": "alt", "<Shift>": "shift", "<Super>": "super"]
        while rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
            parts.append(modifiers[String(rest[...close])] ?? "ctrl")
            rest = rest[rest.index(after: close)...]
        }
        return (parts + [String(rest)]).joined(separator: "+")
    }

    /// The steps of `seed`: the same list for the same seed, everywhere (SplitMix64, no platform randomness).
    static func plan(seed: UInt64, count: Int) -> [MonkeyStep] {
        var random = SplitMix64(seed: seed)
        var broken = false
        return (0..<count).map { _ in
            let roll = random.below(100)
            switch roll {
            case 0..<34:
                return .click(
                    x: random.below(width), y: random.below(height), button: random.below(10) == 0 ? 3 : 1, count: 1)
            case 34..<46:
                // A click in the sidebar.
                return .click(x: 10 + random.below(205), y: 100 + random.below(height - 110), button: 1, count: 1)
            case 46..<50: return .click(x: random.below(width), y: random.below(height), button: 1, count: 2)
            case 50..<58:
                return .drag(
                    x: random.below(width), y: random.below(height), toX: random.below(width), toY: random.below(height)
                )
            case 58..<82: return .key(shortcuts[random.below(shortcuts.count)])
            case 82..<94: return .key(keys[random.below(keys.count)])
            case 94..<98: return .type(words[random.below(words.count)])
            default:
                broken.toggle()
                return broken ? .breakSpec : .restoreSpec
            }
        }
    }

    var description: String {
        switch self {
        case .click(let x, let y, let button, let count):
            "\(count == 2 ? "double-click" : "click") \(button) at \(x),\(y)"
        case .drag(let x, let y, let toX, let toY): "drag \(x),\(y) → \(toX),\(toY)"
        case .key(let key): "key \(key)"
        case .type(let text): "type '\(text)'"
        case .breakSpec: "break the spec (the error banner)"
        case .restoreSpec: "restore the spec"
        }
    }

    /// xdotool's arguments for the step (nil: a spec edit, done by the monkey itself).
    func xdotool(window: String) -> [String]? {
        switch self {
        case .click(let x, let y, let button, let count):
            ["mousemove", "--window", window, "\(x)", "\(y)", "click", "--repeat", "\(count)", "\(button)"]
        case .drag(let x, let y, let toX, let toY):
            [
                "mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1",
                "mousemove", "--window", window, "\(toX)", "\(toY)", "mouseup", "1",
            ]
        case .key(let key): ["key", key]
        case .type(let text): ["type", "--delay", "0", text]
        case .breakSpec, .restoreSpec: nil
        }
    }
}

/// One seed's run: a private Xvfb, the child window on a copy of the spec's folder, the steps, the verdict.
struct MonkeyRun {
    struct Failure {
        let step: Int
        let reason: String
        let stderr: [String]
    }

    let spec: URL
    /// Print the child's event log (`flare-dev window` logs as `flare open --log`) after the seed, sync answers
    /// left out.
    var printLog = false
    /// A command the child runs under (`gdb … --args`), empty for none.
    var wrapper: [String] = []

    static func which(_ tool: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `plan`; nil when the window lived through it.
    func run(_ plan: [MonkeyStep]) throws -> Failure? {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("flare-monkey-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: spec.deletingLastPathComponent(), to: folder)
        let copy = folder.appendingPathComponent(spec.lastPathComponent)
        let original = try Data(contentsOf: copy)

        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: Self.which("Xvfb")!)
        xvfb.arguments = ["-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]
        let displayPipe = Pipe()
        xvfb.standardOutput = displayPipe
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        defer { kill(xvfb.processIdentifier, SIGKILL); xvfb.waitUntilExit() }
        var number = Data()
        while let byte = try displayPipe.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8)
        {
            number.append(byte)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":" + String(decoding: number, as: UTF8.self)
        environment["WAYLAND_DISPLAY"] = nil
        environment["G_DEBUG"] = "fatal-criticals"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        for (name, sub) in [
            ("HOME", "home"), ("XDG_CONFIG_HOME", "home/.config"), ("XDG_DATA_HOME", "home/.local/share"),
            ("XDG_CACHE_HOME", "home/.cache"),
        ] {
            environment[name] = work.appendingPathComponent(sub).path
            try FileManager.default.createDirectory(
                at: work.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        // Screenshots (Ctrl+S) go to the Pictures folder GLib reads here, not the user's.
        try "XDG_PICTURES_DIR=\"\(work.appendingPathComponent("home/Pictures").path)\"\n"
            .write(to: work.appendingPathComponent("home/.config/user-dirs.dirs"), atomically: true, encoding: .utf8)

        let child = try ChildWindow(
            wrapper: wrapper, arguments: ["window", copy.path],
            environment: environment, stderr: work.appendingPathComponent("stderr.txt"))
        defer {
            child.stop()
            if printLog {
                FileHandle.standardOutput.write(
                    Data(
                        child.text.split(separator: "\n").filter { !$0.hasPrefix("sync ") }
                            .map { "  | \($0)\n" }.joined().utf8))
            }
        }
        func failure(_ step: Int, _ reason: String) -> Failure {
            let text = (try? String(contentsOf: work.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").map(String.init)
            // GLib's own messages first (the critical that stopped it), then the end of the rest (a backtrace).
            let glib = lines.filter {
                $0.contains("-CRITICAL **") || $0.contains("-WARNING **") || $0.contains("-ERROR **")
            }
            let rest = lines.filter { !glib.contains($0) && !$0.hasPrefix("0x0000") && !$0.contains(" 0x") }
            return Failure(
                step: step, reason: child.exitDescription.map { "\(reason) (\($0))" } ?? reason,
                stderr: glib.suffix(10) + rest.suffix(12))
        }
        guard child.sync("start") else { return failure(0, "the window did not start") }
        let search = try Self.tool(
            "xdotool", ["search", "--sync", "--pid", "\(child.process.processIdentifier)", "--name", "."],
            environment: environment)
        guard let window = search.split(separator: "\n").first.map(String.init) else {
            return failure(0, "no window to drive")
        }
        for (index, step) in plan.enumerated() {
            if let arguments = step.xdotool(window: window) {
                _ = try Self.tool("xdotool", arguments, environment: environment)
            } else {
                try (step == .breakSpec ? original + Data("\nalerts: [\n".utf8) : original).write(
                    to: copy, options: .atomic)
            }
            guard child.sync("\(index + 1)") else {
                return failure(
                    index + 1,
                    child.process.isRunning ? "the window stopped answering (hung for 30 s)" : "the window died")
            }
        }
        return nil
    }

    @discardableResult
    static func tool(_ name: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which(name) ?? "/usr/bin/\(name)")
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The child `flare-dev window`: its standard output read as it arrives, sync requests on its standard input.
final class ChildWindow: @unchecked Sendable {  // @unchecked: `output` is guarded by `lock`.
    let process = Process()
    private let input = Pipe()
    private let lock = NSCondition()
    private var output = ""

    init(wrapper: [String], arguments: [String], environment: [String: String], stderr: URL) throws {
        let flare = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if let tool = wrapper.first {
            process.executableURL = URL(fileURLWithPath: MonkeyRun.which(tool) ?? tool)
            process.arguments = wrapper.dropFirst() + [flare.path] + arguments
        } else {
            process.executableURL = flare
            process.arguments = arguments
        }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = input
        FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: stderr)
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            lock.lock()
            output += String(decoding: data, as: UTF8.self)
            lock.broadcast()
            lock.unlock()
        }
        process.terminationHandler = { [weak self] _ in
            guard let self else { return }
            lock.lock()
            lock.broadcast()
            lock.unlock()
        }
        try process.run()
    }

    /// Asks the window to answer `token` once it handled everything sent before; false if it died or did not answer
    /// within `timeout` seconds.
    func sync(_ token: String, timeout: Double = 30) -> Bool {
        guard process.isRunning else { return false }
        try? input.fileHandleForWriting.write(contentsOf: Data("\(token)\n".utf8))
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !output.contains("sync \(token)\n") {
            guard process.isRunning, lock.wait(until: deadline) else { return false }
        }
        return true
    }

    /// Everything the child printed so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return output
    }

    /// How the child ended ("killed by signal 11", "exit status 1"), or nil while it runs.
    var exitDescription: String? {
        guard !process.isRunning else { return nil }
        return process.terminationReason == .uncaughtSignal
            ? "killed by signal \(process.terminationStatus)"
            : "exit status \(process.terminationStatus)"
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
