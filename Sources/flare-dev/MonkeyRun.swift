import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

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
            } else if let aimed = try aimedInput(step, index: index + 1, window: window, child: child) {
                for arguments in aimed { _ = try Self.tool("xdotool", arguments, environment: environment) }
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

    /// The xdotool commands of a Properties or source pane step (`MonkeyAim` says where to click; nothing when it
    /// cannot: no control shows), nil for a step that is not aimed.
    private func aimedInput(_ step: MonkeyStep, index: Int, window: String, child: ChildWindow) throws -> [[String]]? {
        func click(_ point: (Int, Int)) -> [String] {
            ["mousemove", "--window", window, "\(point.0)", "\(point.1)", "click", "1"]
        }
        switch step {
        case .properties(let pick, let then):
            guard let point = aim("properties \(pick)", index: index, child: child) else { return [] }
            return [click(point)] + (then.map { [["key"] + $0.split(separator: " ").map(String.init)] } ?? [])
        case .source(let text, let undo):
            var point = aim("source", index: index, child: child)
            if point == nil {
                _ = try Self.tool("xdotool", ["key", "ctrl+e"], environment: child.process.environment ?? [:])
                point = aim("source", index: index, child: child)
            }
            guard let point else { return [] }
            let typed = ["Return", "BackSpace"].contains(text) ? ["key", text] : ["type", "--delay", "0", text]
            return [click(point), typed, ["key", "ctrl+s"]] + (undo ? [["key", "ctrl+z", "ctrl+s"]] : [])
        default: return nil
        }
    }

    /// Asks the window where `request` is (`aim REQUEST` on the sync channel), for 2 s at most: a page just shown
    /// is laid out on a later frame, which the window's frame clock (not the sync request) brings.
    private func aim(_ request: String, index: Int, child: ChildWindow) -> (Int, Int)? {
        for attempt in 1...40 {
            if attempt > 1 { Thread.sleep(forTimeInterval: 0.05) }
            let token = "\(index).\(attempt) aim \(request)"
            guard child.sync(token) else { return nil }
            guard let line = child.text.split(separator: "\n").last(where: { $0.hasPrefix("aimed \(token) ") })
            else { return nil }
            let words = line.dropFirst("aimed \(token) ".count).split(separator: " ").compactMap { Int($0) }
            if words.count == 2 { return (words[0], words[1]) }
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
