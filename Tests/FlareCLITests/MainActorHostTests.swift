import Foundation
import Synchronization
import Testing
import TestSupport

/// The test process's main actor (`MainActorHost`): one thread runs every main-actor body, inside the calling test's
/// task, so what a body records is that test's. The host holds the main actor for good, so a test or suite marked
/// `@MainActor` would wait for it forever: each enters through `onMainActor` or `onGtk` instead.
@Suite struct MainActorHostTests {
    @Test func noTestOrSuiteIsMainActorIsolated() throws {
        let tests = Fixtures.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 20)
        var offenders: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                // `@Test @MainActor func`, `@Suite @MainActor struct`, or a `@MainActor` line next to either.
                let inline =
                    (trimmed.hasPrefix("@Test") || trimmed.hasPrefix("@Suite")) && trimmed.contains("@MainActor")
                let alone =
                    trimmed == "@MainActor"
                    && (previous.hasPrefix("@Suite") || next.hasPrefix("@Test") || next.hasPrefix("@Suite")
                        || (next.hasPrefix("struct ") && next.contains("Tests")))
                // `MainActor.run` from a test waits for the host's thread, which never gives the main actor back.
                let hop =
                    trimmed.contains("MainActor.run") && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("///")
                    && file.lastPathComponent != "MainActorHostTests.swift"
                if inline || alone || hop { offenders.append("\(file.lastPathComponent):\(index + 1)") }
            }
        }
        #expect(
            offenders.isEmpty,
            "use `try await onMainActor { … }` (or `onGtk`) instead of @MainActor or MainActor.run: \(offenders)")
    }

    /// A failing expectation inside `onMainActor` (and so `onGtk`) is recorded against the test that ran it, at its
    /// own line: the known-issue scope below is this test's task's, so it sees the issue only if it is recorded here.
    @Test func anIssueInABodyIsTheCallingTests() async throws {
        let line = #line + 3
        let seen = Mutex<[Issue]>([])
        try await withKnownIssue("a failure inside the host body, on purpose") {
            try await onMainActor { #expect(1 + 1 == 3, "the deliberate failure") }
        } matching: { issue in
            seen.withLock { $0.append(issue) }
            return true
        }
        let issues = seen.withLock { $0 }
        #expect(issues.count == 1)
        #expect(
            issues.first?.sourceLocation?.line == line
                && issues.first?.sourceLocation?.fileName == "MainActorHostTests.swift")
        #expect(issues.first.map { String(describing: $0) }?.contains("the deliberate failure") == true)
    }

    /// The body runs in the calling test's task: Swift Testing's `Test.current` there is the caller.
    @Test func aBodyRunsInTheCallingTestsTask() async throws {
        #expect(try await onMainActor { Test.current?.name } == "aBodyRunsInTheCallingTestsTask()")
    }

    @Test func anotherTestSeesItselfToo() async throws {
        #expect(try await onMainActor { Test.current?.name } == "anotherTestSeesItselfToo()")
    }

    /// Every body runs on the host's one thread, concurrent callers too, and never on the caller's own thread.
    @Test func everyBodyRunsOnTheHostThread() async throws {
        for _ in 0..<20 {
            #expect(try await onMainActor { MainActorHost.shared.isCurrent })
        }
        let everyOne = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 { group.addTask { (try? await onMainActor { MainActorHost.shared.isCurrent }) ?? false } }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(everyOne)
        #expect(!MainActorHost.shared.isCurrent, "the test's own code runs on the cooperative pool")
    }

    /// A body is isolated to the main actor as far as the runtime knows, so an `isolated deinit` (every GTK wrapper's)
    /// runs in place, on the host, rather than being queued behind the host for good.
    @Test func anIsolatedDeinitRunsInPlace() async throws {
        let live = try await onMainActor { () -> Int in
            _ = Counted()
            return Counted.live
        }
        #expect(live == 0)
    }

    /// A thrown `#require` failure reaches the caller as before, and its issue is the caller's too.
    @Test func aRequireInABodyThrowsToTheCaller() async throws {
        let seen = Mutex(0)
        try await withKnownIssue("a #require failure inside the host body, on purpose") {
            let nothing: Int? = nil
            _ = try await onMainActor { try #require(nothing, "nothing there") }
        } matching: { _ in
            seen.withLock { $0 += 1 }
            return true
        }
        #expect(seen.withLock { $0 } >= 1)
    }
}

@MainActor private final class Counted {
    static var live = 0
    init() { Self.live += 1 }
    isolated deinit { Self.live -= 1 }
}
