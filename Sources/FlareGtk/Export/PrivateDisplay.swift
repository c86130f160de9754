import Foundation

/// A private X server for headless export: when neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, start
/// `Xvfb -displayfd` (it picks a free display number and writes it back), point GTK at it, and stop it afterwards.
public final class PrivateDisplay {
    public let display: String
    private let process: Process

    public enum Failure: Error, CustomStringConvertible {
        case xvfbMissing
        case didNotStart(String)

        public var description: String {
            switch self {
            case .xvfbMissing:
                "there is no display (DISPLAY is not set) and Xvfb, which flare starts for headless export, is not installed; "
                    + "install it with `sudo apt-get install xvfb` (or run `make setup`), or run flare inside a desktop session"
            case .didNotStart(let why):
                "could not start a private Xvfb for headless export: \(why)"
            }
        }
    }

    /// Whether the process already has a display GTK can use.
    public static var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Starts a private Xvfb when there is no display and sets `DISPLAY` (and `GDK_BACKEND=x11`) for this process.
    /// Returns nil when a display is already there. Call before GTK starts.
    public static func startIfNeeded() throws -> PrivateDisplay? {
        if hasDisplay { return nil }
        guard let xvfb = findExecutable("Xvfb") else { throw Failure.xvfbMissing }
        let display = try PrivateDisplay(xvfb: xvfb)
        setenv("DISPLAY", display.display, 1)
        setenv("GDK_BACKEND", "x11", 1)
        return display
    }

    private init(xvfb: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure.didNotStart("\(error)") }
        // Xvfb writes "<number>\n" on fd 1 once it accepts connections; EOF means it exited.
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        let number = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else {
            process.terminate()
            throw Failure.didNotStart("Xvfb exited before reporting its display")
        }
        display = ":" + number
    }

    /// Stops the server (SIGTERM) and waits for it.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
