import Foundation

/// A private Xvfb for one end-to-end test (`Xvfb -displayfd 1` picks a free display number and prints it),
/// so the test's window is alone on its screen: windows that other tests open meanwhile on the shared
/// display cannot cover it and catch a simulated click. Killed with SIGKILL at the end (a test runner's
/// child may have inherited a blocked SIGTERM).
public final class LiveDisplay: @unchecked Sendable {  // @unchecked: immutable after init.
    public let process = Process()
    /// `:N`
    public let name: String

    public init(xvfb: String = "/usr/bin/Xvfb") throws {
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try pipe.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        name = ":" + String(decoding: line, as: UTF8.self)
    }

    /// `environment` with DISPLAY pointing here.
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var env = base
        env["DISPLAY"] = name
        env["WAYLAND_DISPLAY"] = nil
        return env
    }

    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
