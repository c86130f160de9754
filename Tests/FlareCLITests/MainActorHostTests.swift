import Foundation
import Synchronization
import Testing
import TestSupport

/// The test process's main actor (`MainActorHost`): one thread runs every main-actor body, inside the calling test's
/// task, so what a body records is that test's. The host holds the main actor for good, so a test or suite marked
/// `@MainActor` would wait for it forever: each enters through `onMainActor` or `onGtk` instead (`make lint`'s
/// test-isolation rule checks that none is).
@Suite struct MainActorHostTests {
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
