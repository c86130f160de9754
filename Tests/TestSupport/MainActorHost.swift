import Dispatch
import Synchronization
import Testing

/// Runs `body` on the main actor, on the one OS thread that hosts it for the whole test process, and returns
/// its result. Every test that needs the main actor enters it this way; no test or suite is `@MainActor`
/// (`MainActorHostTests` checks the sources): `@Test func name() async throws { try await onMainActor { ... } }`.
/// GTK tests use `onGtk`, which also starts GTK on that thread.
///
/// The body runs in the host's task, not the calling test's, so Swift Testing could not tell which test an issue
/// recorded there belongs to. So the body runs under `withKnownIssue`, whose matcher collects every issue recorded
/// in it (and only there: the scope is the host task's, for this body alone), and the calling test records them
/// again in its own task, each at its own source location: a failing `#expect` inside `onGtk { }` fails the test
/// that ran it, and no other.
public func onMainActor<T: Sendable>(_ body: @escaping @Sendable @MainActor () throws -> T) async throws -> T {
    let (result, issues) = await withCheckedContinuation { continuation in
        MainActorHost.shared.submit { continuation.resume(returning: collectingIssues(body)) }
    }
    for issue in issues {
        if let location = issue.sourceLocation {
            Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
        } else {
            Issue.record(Comment(rawValue: issue.message))
        }
    }
    return try result.get()
}

/// An issue recorded in a host body, to be recorded again by the test that submitted it.
private struct HostedIssue: Sendable {
    let message: String
    let sourceLocation: SourceLocation?
}

/// Runs `body`, returning its result and the issues recorded while it ran (not failing the host's task with them).
@MainActor
private func collectingIssues<T: Sendable>(_ body: @MainActor () throws -> T) -> (Result<T, any Error>, [HostedIssue]) {
    let collected = Mutex<[HostedIssue]>([])
    var result: Result<T, any Error>?
    withKnownIssue("recorded again by the test that ran this body", isIntermittent: true) {
        result = Result { try body() }
    } matching: { issue in
        collected.withLock { $0.append(HostedIssue(message: String(describing: issue), sourceLocation: issue.sourceLocation)) }
        return true
    }
    return (result!, collected.withLock { $0 })
}

/// The test process's main-actor thread.
///
/// `swift test` parks the real main thread in `dispatchMain`, after which libdispatch drains the main queue on
/// whichever worker is free, so `@MainActor` tests would run on several OS threads in turn. GTK must not: it is
/// not thread-safe, and Mesa crashes on a GL context made current on another thread. So one main-actor job is
/// started once and never returns; it runs the tests' bodies one at a time, always on its own thread, and
/// waits in between: on a semaphore, or, once GTK runs, by iterating GLib's default context (`useWaiter`), so
/// GLib's sources run between bodies too. The bodies run inside the host's main-actor job, so
/// `MainActor.assumeIsolated` holds in every callback. The test runner exits the process itself and never
/// needs the main actor back.
public final class MainActorHost: Sendable {
    public typealias Job = @Sendable @MainActor () -> Void

    /// How the idle host waits for the next job, and how a submitter wakes it (from any thread).
    public struct Waiter: Sendable {
        public let wait: @Sendable () -> Void
        public let wake: @Sendable () -> Void
        public init(wait: @escaping @Sendable () -> Void, wake: @escaping @Sendable () -> Void) {
            self.wait = wait
            self.wake = wake
        }
    }

    public static let shared = MainActorHost()

    private struct State {
        var jobs: [Job] = []
        var started = false
        var waiter: Waiter?
    }

    private let state = Mutex(State())
    private let semaphore = DispatchSemaphore(value: 0)

    /// Queues `job` and wakes the host. The job is queued and the waiter read under one lock, so a job queued
    /// before `useWaiter` is seen by the host's next look at the queue: no wake-up is lost.
    public func submit(_ job: @escaping Job) {
        let (start, waiter) = state.withLock { state in
            state.jobs.append(job)
            defer { state.started = true }
            return (!state.started, state.waiter)
        }
        if start { Task.detached { @MainActor in self.run() } }
        if let waiter { waiter.wake() } else { semaphore.signal() }
    }

    /// Makes the idle host wait with `waiter` from now on (GTK tests: `g_main_context_iteration`). Call it on the host.
    @MainActor
    public func useWaiter(_ waiter: Waiter) {
        state.withLock { $0.waiter = waiter }
    }

    @MainActor
    private func run() -> Never {
        while true {
            let (job, waiter) = state.withLock { state in
                (state.jobs.isEmpty ? nil : state.jobs.removeFirst(), state.waiter)
            }
            if let job {
                job()
            } else if let waiter {
                waiter.wait()
            } else {
                semaphore.wait()
            }
        }
    }
}
