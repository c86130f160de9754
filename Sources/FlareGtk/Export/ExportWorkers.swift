import CFlareShim
import FlareCore
import Foundation
import Glibc

/// An export spread over several processes (`--jobs N`): GTK runs on one thread in every process, so the only
/// way to render on more than one core is more processes. This process spawns N − 1 workers (`flare`'s hidden
/// `export-worker JOB` command, tied to it: they die with it), renders the first share itself, and joins the
/// shares: the images and `manifest.json` are the same as a one-process export's, byte for byte. Shares are dealt
/// as `--shard` deals them (round-robin in the items' stable order). Each worker costs a GTK start-up (~0.15 s of
/// CPU), so a share is at least `minimumShare` images.
public enum ExportWorkers {
    /// What one worker renders: its items (alert ids and variants), of which spec, into which folder, and how.
    public struct Job: Codable, Sendable {
        public var spec: String
        public var root: String?
        /// Each item: the spec alert's id, the id it is exported as, and its variant.
        public var items: [JobItem]
        public var directory: String
        public var frame: Exporter.Frame
        /// `--chrome`: the device's status bar, island and home indicator over the stage.
        public var chrome = false
        public var baseline: [String: ExportEntry]
        /// The file the worker writes its `Outcome` to (JSON).
        public var outcome: String
    }

    public struct JobItem: Codable, Sendable {
        var alert: String
        var id: String
        var variant: Variant
    }

    /// What a worker wrote: an entry per item (in its items' order), its timings, and its warnings and findings,
    /// which this process prints (once each, as a one-process export would).
    public struct Outcome: Codable, Sendable {
        var entries: [ExportEntry]
        var render: [Double]
        var encode: [Double]
        var warnings: [String]
        var findings: [Diagnostic]
    }

    public static let minimumShare = 48

    /// How many processes export `count` images when `jobs` are asked for.
    public static func processes(for count: Int, jobs: Int) -> Int {
        max(1, min(jobs, count / minimumShare))
    }

    /// `AlertExport.export` on up to `jobs` processes. `worker` runs a worker: the executable and the arguments
    /// before the job file (`[flare, "export-worker"]`); `specPath` and `root` are how the workers load the spec.
    @MainActor
    public static func export(
        _ items: [AlertExport.Item], of spec: Spec, specPath: String, root: String?,
        to directory: URL, options: Exporter.Options, jobs: Int, worker: [String],
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor (Diagnostic) -> Void = Exporter.printFinding,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> AlertExport.Report {
        let count = processes(for: items.count, jobs: jobs)
        guard count > 1 else {
            return try AlertExport.export(
                items, of: spec, to: directory, options: options, warn: warn, found: found,
                progress: progress)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flare-jobs-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let shares = (1...count).map { Shard(index: $0, count: count).select(Array(items.indices)) }
        let workers = try (2...count).map { index in
            let share = shares[index - 1].map { items[$0] }
            let job = Job(
                spec: specPath, root: root,
                items: share.map { JobItem(alert: $0.source ?? $0.alert.id, id: $0.alert.id, variant: $0.variant) },
                directory: directory.path,
                frame: options.frame, chrome: options.chrome, baseline: options.baseline,
                outcome: scratch.appendingPathComponent("outcome-\(index).json").path)
            let file = scratch.appendingPathComponent("job-\(index).json")
            try JSONEncoder().encode(job).write(to: file)
            return try Worker(arguments: worker + [file.path], outcome: URL(fileURLWithPath: job.outcome))
        }
        defer { workers.forEach { $0.stop() } }
        var reported = Set<Diagnostic>(), warned = Set<String>()
        let own = try AlertExport.writeImages(
            shares[0].map { items[$0] }, of: spec, to: directory, options: options,
            warn: { if warned.insert($0).inserted { warn($0) } },
            found: { if reported.insert($0).inserted { found($0) } },
            progress: { done, _ in
                progress(done + workers.reduce(0) { $0 + $1.poll() }, items.count)
            })
        var entries = [ExportEntry?](repeating: nil, count: items.count)
        var render = own.renderMilliseconds, encode = own.encodeMilliseconds
        for (offset, index) in shares[0].enumerated() { entries[index] = own.entries[offset] }
        for (share, worker) in zip(shares.dropFirst(), workers) {
            let outcome = try worker.finish {
                progress(own.entries.count + workers.reduce(0) { $0 + $1.done }, items.count)
            }
            guard outcome.entries.count == share.count else {
                throw RenderError("an export worker wrote \(outcome.entries.count) of \(share.count) images")
            }
            for (offset, index) in share.enumerated() { entries[index] = outcome.entries[offset] }
            for message in outcome.warnings where warned.insert(message).inserted { warn(message) }
            for finding in outcome.findings where reported.insert(finding).inserted { found(finding) }
            render += outcome.render
            encode += outcome.encode
        }
        let all = entries.compactMap { $0 }
        try ExportManifest.merge(all, spec: spec.file, frame: options.frame.rawValue, into: directory)
        return AlertExport.Report(
            entries: all, renderMilliseconds: render, encodeMilliseconds: encode, processes: count)
    }

    /// The worker's side of `flare export-worker JOB`: renders the job's items of `spec` (loaded from the job's
    /// spec and root), reports each finished image on standard output (one line: how many are done), and writes
    /// its `Outcome` to the job's outcome file.
    @MainActor
    public static func work(_ job: Job, spec: Spec) throws {
        let items = try job.items.map { item in
            guard var alert = spec.alert(item.alert) else {
                throw RenderError("no alert '\(item.alert)' in \(spec.file): it changed during the export")
            }
            alert.id = item.id
            return AlertExport.Item(alert: alert, variant: item.variant)
        }
        var options = Exporter.Options(frame: job.frame)
        options.chrome = job.chrome
        options.baseline = job.baseline
        var warnings: [String] = [], findings: [Diagnostic] = []
        let report = try AlertExport.writeImages(
            items, of: spec, to: URL(fileURLWithPath: job.directory), options: options,
            warn: { warnings.append($0) }, found: { findings.append($0) },
            progress: { done, _ in
                // The exporting process is gone (killed, or stopped after an error): nothing is left to report to.
                if !reportDone(done) { _exit(1) }
            })
        let outcome = Outcome(
            entries: report.entries, render: report.renderMilliseconds, encode: report.encodeMilliseconds,
            warnings: warnings, findings: findings)
        try JSONEncoder().encode(outcome).write(to: URL(fileURLWithPath: job.outcome), options: .atomic)
    }

    /// Writes a worker's progress line (`"<done>\n"`) to `fd`, its standard output, which the exporting process
    /// reads. False when that reader is gone (`EPIPE`: the exporting process ended), so the worker stops quietly
    /// where `FileHandle.write` would trap.
    static func reportDone(_ done: Int, to fd: Int32 = STDOUT_FILENO) -> Bool {
        var line = Array("\(done)\n".utf8)[...]
        while !line.isEmpty {
            let written = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            line = line.dropFirst(written)
        }
        return true
    }

    /// A running worker: its pid, and the read end of its standard output, where it counts finished images.
    @MainActor
    final class Worker {
        private var pid: pid_t
        private let output: Int32
        private let outcome: URL
        /// Images the worker has reported finished so far.
        private(set) var done = 0
        private var pending: [UInt8] = []

        init(arguments: [String], outcome: URL) throws {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw RenderError("could not start an export worker: pipe() failed") }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            let child = flare_spawn_tied(arguments[0], &argv, fds[1], STDERR_FILENO)
            let spawnError = errno
            close(fds[1])
            guard child > 0 else {
                close(fds[0])
                throw RenderError("could not start an export worker: \(String(cString: strerror(spawnError)))")
            }
            pid = child
            output = fds[0]
            self.outcome = outcome
        }

        /// Reads what the worker has written so far without waiting; returns `done`.
        func poll() -> Int {
            _ = read(blocking: false)
            return done
        }

        /// Reads the worker's output to its end (calling `progress` as images finish), waits for it to exit, and
        /// returns its outcome; a worker that failed is an error (its messages went to standard error).
        func finish(progress: () -> Void) throws -> Outcome {
            while read(blocking: true) { progress() }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            pid = 0
            close(output)
            let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            guard exit == 0 else { throw RenderError("an export worker failed (exit status \(exit))") }
            return try JSONDecoder().decode(Outcome.self, from: Data(contentsOf: outcome))
        }

        /// Reads available lines ("<done>\n"); blocking: waits for some (false at the end of the output).
        private func read(blocking: Bool) -> Bool {
            guard pid > 0 else { return false }
            if blocking {
                var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                while Glibc.poll(&ready, 1, -1) < 0 && errno == EINTR {}
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = Glibc.read(output, &buffer, buffer.count)
            guard n > 0 else { return n < 0 && errno == EAGAIN }
            pending += buffer[0..<n]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                done = Int(String(decoding: pending[..<newline], as: UTF8.self)) ?? done
                pending.removeSubrange(...newline)
            }
            return true
        }

        /// Ends a worker still running (an error in this process): SIGTERM, then reaped.
        func stop() {
            guard pid > 0 else { return }
            kill(pid, SIGTERM)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            pid = 0
            close(output)
        }
    }
}
