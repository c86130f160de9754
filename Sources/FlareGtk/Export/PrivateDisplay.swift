import CFlareShim
import Foundation

/// A private X server for headless export: when neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, start
/// `Xvfb -displayfd` (it picks a free display number and writes it back), point GTK at it, and stop it afterwards.
public final class PrivateDisplay {
    /// `:N`, once the server said it accepts connections (`ready()`).
    public private(set) var display = ""
    private let pid: pid_t
    /// The read end of the pipe Xvfb writes its display number to, until it is read.
    private var readEnd: Int32
    private var stopped = false

    public enum Failure: Error, CustomStringConvertible {
        case xvfbMissing
        case didNotStart(String)

        public var description: String {
            switch self {
            case .xvfbMissing:
                "there is no display (DISPLAY is not set) and Xvfb, which flare starts for headless export, "
                    + "is not installed; install it with `sudo apt-get install xvfb` (or run `make setup`), "
                    + "or run flare inside a desktop session"
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
        try display.ready()
        return display
    }

    /// Waits until the server accepts connections, then sets `DISPLAY` (and `GDK_BACKEND=x11`) for this process.
    private func ready() throws {
        defer {
            close(readEnd)
            readEnd = -1
        }
        // Xvfb writes "<number>\n" on fd 1 once it accepts connections; EOF means it exited.
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        let number = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, Int(number) != nil else {
            stop()
            throw Failure.didNotStart("Xvfb exited before reporting its display")
        }
        display = ":" + number
        setenv("DISPLAY", display, 1)
        setenv("GDK_BACKEND", "x11", 1)
        if let address = Self.sessionBusAddress(environment: ProcessInfo.processInfo.environment) {
            setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        }
    }

    /// The private server's arguments: it picks its display number and writes it to fd 1, a screen larger than any
    /// stage, no TCP, and no GLX: GL on Xvfb is always Mesa's software rasteriser, Flare draws with Cairo there (a
    /// window falls back to GTK's Cairo renderer), and the server starts ~40 ms sooner without it.
    static func arguments(xvfb: String) -> [String] {
        [xvfb, "-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-extension", "GLX"]
    }

    /// The session bus address to set with a private display: a private display has no session bus, and without
    /// an address GIO (GDK's settings portal, GApplication) would spawn `dbus-launch` to autolaunch one on it,
    /// on the way to the first frame. `disabled:` names no transport, so GIO fails at once and GTK goes on without
    /// a bus. nil when the environment has an address already (a test's private bus: it wins).
    static func sessionBusAddress(environment: [String: String]) -> String? {
        (environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty ? "disabled:" : nil
    }

    /// Spawns Xvfb tied to this process (`flare_spawn_tied`): in its own process group, with a clean signal mask
    /// (test runners block SIGTERM, which a child inherits), and sent SIGTERM by the kernel when flare's main
    /// thread ends, so no crash, time-out or SIGKILL of flare leaves a server running.
    private init(xvfb: String) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure.didNotStart("pipe() failed: errno \(errno)") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        // Close-on-exec, so no other child of flare inherits the pipe (the Xvfb child gets it as its stdout).
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let arguments = Self.arguments(xvfb: xvfb)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let child = flare_spawn_tied(xvfb, &argv, writeEnd, -1)
        let spawnError = errno
        close(writeEnd)
        guard child > 0 else {
            close(readEnd)
            throw Failure.didNotStart(String(cString: strerror(spawnError)))
        }
        pid = child
        self.readEnd = readEnd
    }

    /// Stops the server (SIGTERM, so it removes its lock file and socket) and reaps it.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        var status: Int32 = 0
        // Up to 2 s for a clean exit, then SIGKILL: flare never leaves a server behind.
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        stop()
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
