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
/// Writes are atomic (a temporary file, then `rename(2)`). A corrupt file is reported in `problem`, kept
/// aside as `<file>.corrupt`, and replaced by an empty state: never a crash.
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

    public init(specPath: String, directory: String = ScenarioStateFile.directory()) {
        self.specPath = URL(fileURLWithPath: specPath).standardizedFileURL.path
        self.path = Self.path(forSpec: specPath, directory: directory)
        read()
    }

    public func stats(for scenario: String) -> ScenarioStats? { all[scenario] }

    public func save(_ stats: ScenarioStats, for scenario: String) throws {
        all[scenario] = stats
        try write()
    }

    // MARK: File

    private func read() {
        guard let data = FileManager.default.contents(atPath: path) else { return }  // no file yet: empty state
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            let contents = try decoder.decode(Contents.self, from: data)
            all = contents.scenarios
        } catch {
            let aside = path + ".corrupt"
            try? FileManager.default.removeItem(atPath: aside)
            let kept = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
            all = [:]
            let replaced = (try? write()) != nil
            problem = "scenario state file \(path) is corrupt (\(Self.describe(error)))"
                + (replaced ? "; it was replaced by an empty state" : "; it will be replaced on the next save")
                + (kept ? " (the old file is kept as \(aside))" : "")
        }
    }

    private func write() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(Contents(version: 1, spec: specPath, scenarios: all))
        } catch {
            throw ScenarioStateError(path: path, reason: "\(error)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
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
