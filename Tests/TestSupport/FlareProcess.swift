import Foundation

/// Runs the built `flare` executable, as a user would, and captures what it prints.
public enum FlareProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `flare` binary next to the test bundle (`.build/<config>/flare`).
    public static var executable: URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        let dir =
            bundle.map { URL(fileURLWithPath: $0.bundlePath).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return dir.appendingPathComponent("flare")
    }

    public static func run(
        _ arguments: [String], environment: [String: String]? = nil,
        currentDirectory: URL? = nil
    ) throws -> Result {
        try runTool(executable.path, arguments, environment: environment, currentDirectory: currentDirectory)
    }

    /// The developers' tools beside it (`flare-dev`: bench, monkey), which users do not get.
    public static var devExecutable: URL {
        executable.deletingLastPathComponent().appendingPathComponent("flare-dev")
    }

    /// Runs `flare-dev` as `run` runs `flare`.
    public static func runDev(
        _ arguments: [String], environment: [String: String]? = nil,
        currentDirectory: URL? = nil
    ) throws -> Result {
        try runTool(devExecutable.path, arguments, environment: environment, currentDirectory: currentDirectory)
    }

    /// Runs another program (a validator, a browser) the same way.
    public static func runTool(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil,
        currentDirectory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = TestEnvironment.forChild(environment)
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a chatty child never blocks on a full pipe.
        let errData = LockedData()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData.set(err.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.value, as: UTF8.self))
    }
}

// @unchecked: every access goes through `lock`.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ d: Data) { lock.lock(); data = d; lock.unlock() }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}
