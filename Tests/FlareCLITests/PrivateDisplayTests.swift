import Foundation
import Testing
import TestSupport

/// The private Xvfb of a headless export dies with flare, however flare ends.
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct PrivateDisplayTests {
    /// The pids of `parent`'s children whose command is `name` (from /proc).
    static func children(of parent: pid_t, named name: String) -> [pid_t] {
        let procs = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return procs.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return stat[stat.index(after: open)..<close] == name && fields.count > 2 && Int32(fields[1]) == parent
        }
    }

    /// Whether `pid` is gone (or a zombie nobody has reaped yet: it no longer runs).
    static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// The CPU time `pid` has used (user + system), from /proc/PID/stat.
    static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// Starts `flare export` of 300 alerts at 3x headless: enough that it is still running when its Xvfb is found.
    static func startExport() throws -> Process {
        let folder = try Fixtures.temporaryDirectory()
        let alerts = (0..<300).map {
            "  a\($0): {title: Alert \($0), message: A message long enough to wrap once or twice.}"
        }
        let spec = folder.appendingPathComponent("many.yaml")
        try ("flare: 1\nalerts:\n" + alerts.joined(separator: "\n") + "\n").write(
            to: spec, atomically: true, encoding: .utf8)
        let flare = Process()
        flare.executableURL = FlareProcess.executable
        flare.arguments = ["export", spec.path, "--scale", "3", "--out", folder.appendingPathComponent("out").path]
        // No Swift backtrace on SIGSEGV: symbolicating one can take longer than the test waits on a busy machine.
        flare.environment = TestEnvironment.forChild(
            ExportCommandTests.headless.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
        flare.standardOutput = FileHandle.nullDevice
        flare.standardError = FileHandle.nullDevice
        try flare.run()
        return flare
    }

    /// The private Xvfb `flare` started, once its exec is complete.
    static func server(of flare: Process) throws -> pid_t {
        var xvfb: pid_t?
        #expect(
            poll(timeout: 20) {
                xvfb = children(of: flare.processIdentifier, named: "Xvfb").first { !commandLine(of: $0).isEmpty }
                return xvfb != nil || !flare.isRunning
            })
        return try #require(xvfb, "flare started a private Xvfb")
    }

    /// The arguments `pid` was started with. Empty for a moment within its exec: the kernel names the process
    /// (`comm`, what `children(of:named:)` reads) before it places the new program's arguments.
    static func commandLine(of pid: pid_t) -> [Substring] {
        ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").split(separator: "\0")
    }

    @Test(arguments: [SIGKILL, SIGTERM, SIGSEGV])
    func theServerDiesWithFlare(signal: Int32) throws {
        let flare = try Self.startExport()
        let server = try Self.server(of: flare)
        // Killed once the export is under way (half a second of CPU: GTK started long before), so the server has
        // reported its display and cannot die of a write to a closed pipe instead.
        #expect(Self.poll(timeout: 20) { Self.cpuSeconds(flare.processIdentifier) >= 0.5 || !flare.isRunning })
        #expect(flare.isRunning, "the export was still running when its server was found")
        kill(flare.processIdentifier, signal)
        // Not `waitUntilExit`: Foundation learns of the exit through a descriptor that a surviving server inherits.
        #expect(Self.poll(timeout: 15) { Self.isGone(flare.processIdentifier) })
        #expect(
            Self.poll(timeout: 5) { Self.isGone(server) }, "Xvfb \(server) outlived flare killed by signal \(signal)")
        if !Self.isGone(server) { kill(server, SIGKILL) }
    }

    /// A headless export draws with Cairo into memory: its process loads no GL driver (GDK is told `gl-disable`)
    /// and its private server runs without GLX.
    @Test func aHeadlessExportStartsNoGL() throws {
        let flare = try Self.startExport()
        defer {
            kill(flare.processIdentifier, SIGTERM)
            _ = Self.poll(timeout: 15) { Self.isGone(flare.processIdentifier) }
        }
        let server = try Self.server(of: flare)
        let arguments = Self.commandLine(of: server)
        #expect(arguments.contains("-extension") && arguments.last == "GLX", "\(arguments)")
        // Half a second of CPU: GTK started long before, and the alerts are being drawn.
        #expect(Self.poll(timeout: 20) { Self.cpuSeconds(flare.processIdentifier) >= 0.5 || !flare.isRunning })
        // Read to its end: `String(contentsOfFile:)` stops after the first chunk of a /proc file.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(flare.processIdentifier)/maps"))
        let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        try handle.close()
        #expect(flare.isRunning, "the export was still running when its libraries were read")
        #expect(maps.contains("libgtk-4"))
        for driver in ["libGLX_mesa", "libEGL_mesa", "_dri.so"] {
            #expect(!maps.contains(driver), "the export loaded \(driver)")
        }
    }
}
