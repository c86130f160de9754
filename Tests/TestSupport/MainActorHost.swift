import Dispatch
import Glibc
import Synchronization

/// Runs `body` on the main actor, on the one OS thread that hosts it for the whole test process, inside the calling
/// test's task, and returns its result: `@Test func name() async throws { try await onMainActor { ... } }`.
/// Because the body runs in the caller's task, an expectation that fails in it is attributed to that test.
/// GTK tests use `onGtk`, which also starts GTK on that thread. No test or suite is `@MainActor`
/// (`MainActorHostTests` checks the sources): the host holds the main actor's queue for good.
public func onMainActor<T: Sendable>(_ body: @escaping @Sendable @MainActor () throws -> T) async throws -> T {
    try await withTaskExecutorPreference(MainActorHost.shared) { try await MainActorHost.run(body) }
}

/// The test process's main-actor thread.
///
/// `swift test` parks the real main thread in `dispatchMain`, after which libdispatch drains the main queue on
/// whichever worker is free, so `@MainActor` code would run on several OS threads in turn. GTK must not: it is not
/// thread-safe, and Mesa crashes on a GL context made current on another thread. So one main-actor job is started
/// once and never returns: the host. It is also a `TaskExecutor`: `onMainActor` prefers it, so the calling test's
/// task runs its body on the host's thread, isolated to the main actor (`runSynchronously(isolatedTo:taskExecutor:)`:
/// `assumeIsolated` holds and an `isolated deinit` runs in place), with the test's task-local values, so Swift
/// Testing knows which test recorded an issue. Between jobs the host waits: on a semaphore, or, once GTK runs, by
/// iterating GLib's default context (`useWaiter`), so GLib's sources run between bodies too.
public final class MainActorHost: TaskExecutor, Sendable {
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
        var jobs: [UnownedJob] = []
        var started = false
        var waiter: Waiter?
        /// The host's thread (`pthread_self`), once it runs.
        var thread: UInt?
    }

    private let state = Mutex(State())
    private let semaphore = DispatchSemaphore(value: 0)

    /// Queues a job of a task that prefers the host (`onMainActor`) and wakes the host. The job is queued and the
    /// waiter read under one lock, so a job queued before `useWaiter` is seen by the host's next look at the
    /// queue: no wake-up is lost. The host's own task is detached: it carries no test's task-local values.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let (start, waiter) = state.withLock { state in
            state.jobs.append(job)
            defer { state.started = true }
            return (!state.started, state.waiter)
        }
        if start { Task.detached { @MainActor in self.host() } }
        if let waiter { waiter.wake() } else { semaphore.signal() }
    }

    /// Makes the idle host wait with `waiter` from now on (GTK tests: `g_main_context_iteration`). Call it on the host.
    @MainActor
    public func useWaiter(_ waiter: Waiter) {
        state.withLock { $0.waiter = waiter }
    }

    /// True on the host's thread.
    public var isCurrent: Bool { state.withLock { $0.thread } == Self.currentThread }

    /// Runs on the host's thread in the calling task (whose executor preference is the host), isolated to the main
    /// actor by the host's `runSynchronously(isolatedTo:)`.
    fileprivate nonisolated static func run<T: Sendable>(_ body: @Sendable @MainActor () throws -> T) async throws -> T
    {
        try enter(body)
    }

    private nonisolated static func enter<T: Sendable>(_ body: @Sendable @MainActor () throws -> T) throws -> T {
        try MainActor.assumeIsolated { try body() }
    }

    private static var currentThread: UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: UInt(pthread_self()))))
    }

    @MainActor
    private func host() -> Never {
        state.withLock { $0.thread = Self.currentThread }
        while true {
            let (job, waiter) = state.withLock { state in
                (state.jobs.isEmpty ? nil : state.jobs.removeFirst(), state.waiter)
            }
            if let job {
                job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            } else if let waiter {
                waiter.wait()
            } else {
                semaphore.wait()
            }
        }
    }
}
