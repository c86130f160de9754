import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// Persistence: per spec file and scenario id, atomic, surviving a restart, and a corrupt file replaced.
@Suite(.serialized) struct ScenarioStateFileTests {
    let spec = ScenarioSpec(id: "rate", show: .alert("rate"), minEventsRequired: 2, maxExecutionsPermitted: 1)

    @Test func directoryFollowsXDG() async throws {
        try await onMainActor {
            #expect(
                ScenarioStateFile.directory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])
                    == "/x/state/flare")
            #expect(ScenarioStateFile.directory(environment: ["HOME": "/home/u"]) == "/home/u/.local/state/flare")
            // A relative XDG path is invalid per the spec and ignored.
            #expect(
                ScenarioStateFile.directory(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/u"])
                    == "/home/u/.local/state/flare")
        }
    }

    @Test func fileIsPerSpecPath() async throws {
        try await onMainActor {
            let a = ScenarioStateFile.path(forSpec: "/p/one/app.yaml", directory: "/s")
            let b = ScenarioStateFile.path(forSpec: "/p/two/app.yaml", directory: "/s")
            #expect(a != b)
            #expect(a.hasPrefix("/s/scenarios/app-") && a.hasSuffix(".json"))
            #expect(a == ScenarioStateFile.path(forSpec: "/p/one/../one/app.yaml", directory: "/s"))
        }
    }

    @Test func statsSurviveARestart() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let clock = VirtualClock(start: Date(timeIntervalSince1970: 1_000))
            let specPath = dir.appendingPathComponent("app.yaml").path
            do {
                let session = ScenarioSession(
                    spec, clock: clock, store: ScenarioStateFile(specPath: specPath, directory: dir.path))
                session.triggerEvent(count: 2)
                clock.advance(by: 60)
                #expect(session.tryToExecute().executed)
            }
            // A new process: a new store and session reading the same file.
            let store = ScenarioStateFile(specPath: specPath, directory: dir.path)
            #expect(store.problem == nil)
            let stage = RecordingStage()
            let again = ScenarioSession(spec, clock: clock, store: store, stage: stage)
            #expect(
                again.stats
                    == ScenarioStats(
                        eventsCount: 2, executionsCount: 1, firstEventDate: Date(timeIntervalSince1970: 1_000),
                        lastEventDate: Date(timeIntervalSince1970: 1_000),
                        lastExecutionDate: Date(timeIntervalSince1970: 1_060)))
            #expect(!again.tryToExecute().executed)  // max 1 execution, remembered
            #expect(stage.calls.isEmpty)
            // Another scenario of the same spec keeps its own stats in the same file.
            let other = ScenarioSession(ScenarioSpec(id: "tour", show: .rocket("t")), clock: clock, store: store)
            other.triggerEvent()
            let reread = ScenarioStateFile(specPath: specPath, directory: dir.path)
            #expect(reread.stats(for: "tour")?.eventsCount == 1 && reread.stats(for: "rate")?.executionsCount == 1)
            // No temporary file is left behind.
            let files = try FileManager.default.contentsOfDirectory(
                atPath: dir.appendingPathComponent("scenarios").path)
            #expect(files.count == 1 && files[0].hasSuffix(".json"))
        }
    }

    @Test func resetIsPersistedAndKeepsTheConfig() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let clock = VirtualClock()
            let path = dir.appendingPathComponent("s.yaml").path
            let session = ScenarioSession(
                spec, clock: clock, store: ScenarioStateFile(specPath: path, directory: dir.path))
            session.triggerEvent(count: 3)
            session.reset()
            #expect(session.spec == spec)
            #expect(ScenarioStateFile(specPath: path, directory: dir.path).stats(for: "rate") == ScenarioStats())
        }
    }

    @Test func aCorruptFileIsReportedAndReplaced() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let specPath = dir.appendingPathComponent("app.yaml").path
            let file = ScenarioStateFile.path(forSpec: specPath, directory: dir.path)
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            for garbage in [
                "{not json", "", "{\"version\":1,\"spec\":\"x\",\"scenarios\":{\"rate\":{\"eventsCount\":\"many\"}}}",
            ] {
                try Data(garbage.utf8).write(to: URL(fileURLWithPath: file))
                let store = ScenarioStateFile(specPath: specPath, directory: dir.path)
                let problem = try #require(store.problem)
                #expect(
                    problem.contains("is corrupt") && problem.contains(file)
                        && problem.contains("replaced by an empty state"))
                #expect(store.stats(for: "rate") == nil)
                #expect(FileManager.default.contents(atPath: file + ".corrupt") == Data(garbage.utf8))
                // The replacement is valid: the next reader has no problem.
                #expect(ScenarioStateFile(specPath: specPath, directory: dir.path).problem == nil)
                let session = ScenarioSession(spec, clock: VirtualClock(), store: store)
                session.triggerEvent()
                #expect(ScenarioStateFile(specPath: specPath, directory: dir.path).stats(for: "rate")?.eventsCount == 1)
            }
        }
    }

    @Test func anUnwritableFolderIsReportedNotFatal() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let blocker = dir.appendingPathComponent("blocked")
            try Data("file, not a folder".utf8).write(to: blocker)  // the state folder cannot be created under a file
            let session = ScenarioSession(
                spec, clock: VirtualClock(), store: ScenarioStateFile(specPath: "/x/app.yaml", directory: blocker.path))
            session.triggerEvent()
            #expect(session.stats.eventsCount == 1)
            #expect(
                session.saveError?.description.hasPrefix("cannot save scenario state to \(blocker.path)/scenarios/")
                    == true)
        }
    }

    @Test func sessionPresentsOnlyAfterRecordingTheExecution() async throws {
        try await onMainActor {
            final class CheckingStage: StagePresenting {
                let store: MemoryScenarioStore
                var executionsSeen: [Int] = []
                init(store: MemoryScenarioStore) { self.store = store }
                func present(_ target: SpecItem) {
                    executionsSeen.append(store.stats(for: "rate")?.executionsCount ?? -1)
                }
                func dismiss(_ target: SpecItem) {}
            }
            let store = MemoryScenarioStore()
            let stage = CheckingStage(store: store)
            let session = ScenarioSession(spec, clock: VirtualClock(), store: store, stage: stage)
            session.triggerEvent(count: 2)
            session.tryToExecute()
            #expect(stage.executionsSeen == [1])
        }
    }
}

/// Two windows on one spec, files that cannot be read, writers killed mid-save, counters at their limit.
@Suite(.serialized) struct ScenarioStateSafetyTests {
    let spec = ScenarioSpec(id: "rate", show: .alert("rate"), minEventsRequired: 2, maxExecutionsPermitted: 1)

    @Test func twoWindowsOnOneSpecAddUpTheirCounts() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            let specPath = dir.appendingPathComponent("app.yaml").path
            let clock = VirtualClock()
            let first = ScenarioSession(
                spec, clock: clock, store: ScenarioStateFile(specPath: specPath, directory: dir.path))
            let second = ScenarioSession(
                spec, clock: clock, store: ScenarioStateFile(specPath: specPath, directory: dir.path))
            first.triggerEvent(count: 2)
            second.triggerEvent(count: 3)
            first.triggerEvent()
            #expect(ScenarioStateFile(specPath: specPath, directory: dir.path).stats(for: "rate")?.eventsCount == 6)
            #expect(first.stats.eventsCount == 6, "a save brings back what the other window saved")
            #expect(second.stats.eventsCount == 5)
            // A reset is a reset, whatever the other window counted.
            second.reset()
            #expect(ScenarioStateFile(specPath: specPath, directory: dir.path).stats(for: "rate") == ScenarioStats())
        }
    }

    /// Root reads any file whatever its mode, so the unreadable file here is a folder in its place (EISDIR).
    @Test func aFileThatCannotBeReadIsNeverOverwritten() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            let specPath = dir.appendingPathComponent("app.yaml").path
            let path = ScenarioStateFile.path(forSpec: specPath, directory: dir.path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data("five events".utf8).write(to: URL(fileURLWithPath: path + "/keep"))
            let store = ScenarioStateFile(specPath: specPath, directory: dir.path)
            let problem = try #require(store.unreadableProblem)
            #expect(problem.contains("cannot be read (not a regular file)") && problem.contains("will not overwrite"))
            let session = ScenarioSession(spec, clock: VirtualClock(), store: store)
            session.triggerEvent()
            #expect(session.stats.eventsCount == 1, "the session carries on in memory")
            #expect(session.saveError?.reason == "not a regular file")
            #expect(FileManager.default.contents(atPath: path + "/keep") == Data("five events".utf8))
        }
    }

    @Test func temporariesOfAKilledWriterAreRemoved() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            let specPath = dir.appendingPathComponent("app.yaml").path
            let path = ScenarioStateFile.path(forSpec: specPath, directory: dir.path)
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let name = (path as NSString).lastPathComponent
            let dead = "\(folder)/.\(name).2147483600.\(UUID().uuidString).tmp"  // no such process
            let alive = "\(folder)/.\(name).1.\(UUID().uuidString).tmp"  // init: a writer still running
            for file in [dead, alive] { try Data("{".utf8).write(to: URL(fileURLWithPath: file)) }
            _ = ScenarioStateFile(specPath: specPath, directory: dir.path)
            #expect(!FileManager.default.fileExists(atPath: dead))
            #expect(FileManager.default.fileExists(atPath: alive))
        }
    }

    @Test func countersSaturateInsteadOfOverflowing() async throws {
        try await onMainActor {
            let dir = try Fixtures.temporaryDirectory()
            let specPath = dir.appendingPathComponent("app.yaml").path
            let store = ScenarioStateFile(specPath: specPath, directory: dir.path)
            try store.save(ScenarioStats(eventsCount: .max, executionsCount: .max - 1), for: "rate")
            let session = ScenarioSession(
                ScenarioSpec(id: "rate", show: .alert("rate")), clock: VirtualClock(),
                store: ScenarioStateFile(specPath: specPath, directory: dir.path))
            session.triggerEvent()
            session.triggerEvent(count: .max)
            #expect(session.stats.eventsCount == .max)
            #expect(session.tryToExecute().executed)
            #expect(session.tryToExecute().executed)
            #expect(session.stats.executionsCount == .max)
        }
    }
}
