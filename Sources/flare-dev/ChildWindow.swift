import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

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
