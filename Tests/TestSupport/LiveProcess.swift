import Foundation

/// A long-running `flare` process (the previewer window) whose standard output a test reads line by line
/// as it arrives, waiting for a line with a deadline instead of sleeping.
public final class LiveProcess: @unchecked Sendable {  // @unchecked: `output` is guarded by `lock`.
    public let process = Process()
    private let lock = NSCondition()
    private var output = ""
    private let exited = DispatchSemaphore(value: 0)

    public init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = TestEnvironment.forChild(environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.lock()
            output += String(decoding: data, as: UTF8.self)
            lock.broadcast()
            lock.unlock()
        }
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
    }

    /// Everything printed so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return output
    }

    /// Waits until a printed line satisfies `match`, returning it, or nil after `timeout` seconds.
    public func waitForLine(timeout: Double = 20, where match: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let line = output.split(separator: "\n").map(String.init).first(where: match) { return line }
            if !lock.wait(until: deadline) { return nil }
        }
    }

    /// Waits for the process to end by itself: its exit status, or nil after `timeout` seconds.
    public func waitForExit(timeout: Double = 20) -> Int32? {
        guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// SIGTERM, then SIGKILL if the process is still there after 3 s, so a stuck window never hangs a test.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if exited.wait(timeout: .now() + 3) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
    }

    deinit { stop() }
}
