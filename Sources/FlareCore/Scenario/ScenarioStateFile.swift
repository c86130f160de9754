import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failure to write the scenario state file, with the path and the system's reason.
public struct ScenarioStateError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot save scenario state to \(path): \(reason)" }
}

/// The persisted stats of every scenario of one spec file, in
/// `$XDG_STATE_HOME/flare/scenarios/` (default `~/.local/state/flare/scenarios/`), one JSON file per spec file
/// keyed by its absolute path (not by an unqualified name, which WaitForIt shares between same-named types).
/// Writes are atomic (a temporary file, then `rename(2)`) and merge under a lock (`flock` on the scenarios folder): the
/// file is read again, this process's new counts are added to what other windows saved meanwhile, and only then
/// replaced, so two windows on one spec never erase each other's counts. A file that cannot be read (permissions,
/// a folder in its place) is never overwritten: `problem` says so and saves fail until it is fixed. A corrupt
/// file is reported in `problem`, kept aside as `<file>.corrupt`, and replaced by an empty state: never a crash.
/// Temporary files left by a writer that was killed are removed.
public final class ScenarioStateFile: ScenarioStateStore {
    private struct Contents: Codable {
        var version: Int
        var spec: String
        var scenarios: [String: ScenarioStats]
    }

    public let path: String
    public let specPath: String
    /// What went wrong reading the file, if anything (the caller shows it once).
    public private(set) var problem: String?
    private var all: [String: ScenarioStats] = [:]

    /// The state folder: `$XDG_STATE_HOME/flare`, or `$HOME/.local/state/flare`.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("flare")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/state/flare")
    }

    /// The file for the spec at `specPath`: its base name (readable) plus a hash of its absolute path (unique).
    public static func path(forSpec specPath: String, directory: String) -> String {
        let absolute = URL(fileURLWithPath: specPath).standardizedFileURL.path
        let base = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
            .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        let hash = String(stableHash(absolute), radix: 16)
        return (directory as NSString).appendingPathComponent("scenarios/\(String(base))-\(hash).json")
    }

    public init(specPath: String, directory: String) {
        self.specPath = URL(fileURLWithPath: specPath).standardizedFileURL.path
        self.path = Self.path(forSpec: specPath, directory: directory)
        removeStaleTemporaries()
        load()
    }

    public func stats(for scenario: String) -> ScenarioStats? { all[scenario] }

    public func save(_ stats: ScenarioStats, for scenario: String) throws -> ScenarioStats {
        if let unreadable { throw ScenarioStateError(path: path, reason: unreadable) }
        let merged = try locked {
            var disk: [String: ScenarioStats]
            switch Self.read(path) {
            case .success(let contents): disk = contents ?? [:]
            case .failure(.unreadable(let why)): throw ScenarioStateError(path: path, reason: why)
            case .failure(.corrupt): disk = [:]  // what this process read is all there is; the corrupt file goes
            }
            let base = self.all[scenario] ?? ScenarioStats()
            let mine = stats.merged(onto: disk[scenario] ?? ScenarioStats(), since: base)
            disk[scenario] = mine
            try write(disk)
            self.all = disk
            return mine
        }
        return merged
    }

    // MARK: File

    private enum ReadFailure: Error {
        case unreadable(String)
        case corrupt(Error)
    }

    /// The file's scenarios; nil when there is no file yet.
    private static func read(_ path: String) -> Result<[String: ScenarioStats]?, ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            return errno == ENOENT ? .success(nil) : .failure(.unreadable(String(cString: strerror(errno))))
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.unreadable("not a regular file"))
        }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .failure(.unreadable((error as NSError).localizedDescription))
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            return .success(try decoder.decode(Contents.self, from: data).scenarios)
        } catch {
            return .failure(.corrupt(error))
        }
    }

    /// Why the file cannot be read, when it exists but cannot be: saves refuse to overwrite it.
    private var unreadable: String?
    /// The problem to show for as long as the file cannot be read (nil when it can).
    public var unreadableProblem: String? { unreadable == nil ? nil : problem }

    private func load() {
        switch Self.read(path) {
        case .success(let contents):
            all = contents ?? [:]
        case .failure(.unreadable(let why)):
            unreadable = why
            problem =
                "scenario state file \(path) cannot be read (\(why)); Flare keeps this session's counts in memory "
                + "and will not overwrite the file: fix its permissions and reopen the spec"
        case .failure(.corrupt(let error)):
            let aside = path + ".corrupt"
            try? FileManager.default.removeItem(atPath: aside)
            let kept = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
            all = [:]
            let replaced = (try? locked { try write([:]) }) != nil
            problem =
                "scenario state file \(path) is corrupt (\(Self.describe(error)))"
                + (replaced ? "; it was replaced by an empty state" : "; it will be replaced on the next save")
                + (kept ? " (the old file is kept as \(aside))" : "")
        }
    }

    /// Runs `body` holding an exclusive `flock` on the state folder (not on the file, which is replaced by rename:
    /// a lock on it would not survive a save).
    private func locked<T>(_ body: () throws -> T) throws -> T {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ScenarioStateError(path: path, reason: (error as NSError).localizedDescription)
        }
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw ScenarioStateError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw ScenarioStateError(path: path, reason: String(cString: strerror(errno))) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    private func write(_ scenarios: [String: ScenarioStats]) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(Contents(version: 1, spec: specPath, scenarios: scenarios))
        } catch {
            throw ScenarioStateError(path: path, reason: "\(error)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw ScenarioStateError(path: path, reason: (error as NSError).localizedDescription)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw ScenarioStateError(path: path, reason: reason)
        }
    }

    /// Removes `.<file>.<pid>.<uuid>.tmp` files whose writer process no longer exists (killed mid-write).
    private func removeStaleTemporaries() {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = ".\((path as NSString).lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            guard let pid, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(context.debugDescription) at '\(at)'"
        default: return "\(error)"
        }
    }
}
