import CFlareShim
import CGtk
import Foundation
import Glibc
import Synchronization

/// Process-wide GTK start-up, and the thread GTK belongs to.
///
/// GTK is not thread-safe, and GL contexts are bound to the OS thread that made them current: every GTK
/// call of a process must come from one thread. The thread that initializes GTK owns it (the real main
/// thread in the app; the test host's thread in tests, see `Tests/FlareGtkTests/GtkHost.swift`), and
/// the places where Flare enters GTK (`initialize`, `MainLoop`'s callbacks and its loop) check it.
@MainActor
public enum GtkRuntime {
    private static var initialized = false
    /// Whether `initialize` succeeded.
    public static var isInitialized: Bool { initialized }
    /// `pthread_self()` of GTK's thread, 0 until `initialize` ran. Atomic so a check from any thread is sound.
    private nonisolated static let owner = Atomic<UInt>(0)
    /// The renderer rule's decision when it was applied at start-up (nil: GTK's default was left alone).
    public private(set) static var renderer: RendererChoice?

    /// `gtk_init_check`: false when there is no display to talk to. The calling thread becomes GTK's.
    /// First applies Flare's renderer rule (`RendererChoice`) unless `chooseRenderer` is false
    /// (`bench startup`'s bare window: GTK's own default).
    public static func initialize(chooseRenderer: Bool = true) -> Bool {
        if initialized {
            assertOnGtkThread()
            return true
        }
        owner.store(UInt(pthread_self()), ordering: .releasing)
        if chooseRenderer { renderer = RendererChoice.apply() }
        initialized = gtk_init_check() != 0
        return initialized
    }

    /// `initialize` for a process that only draws offscreen (export, `flare test`, lint, the layout check): GDK
    /// is also told to start no GL (`headlessDebugFlags`). Flare draws every image with Cairo into memory, so GL
    /// is never used there, and GDK's GL start-up (GLX, Mesa's driver) was a tenth of the CPU time of a `flare
    /// test` that renders ten images. No effect once GTK runs (a window's process keeps its GL).
    public static func initializeHeadless() -> Bool {
        if !initialized, let flags = headlessDebugFlags(environment: ProcessInfo.processInfo.environment) {
            setenv("GDK_DEBUG", flags, 1)
        }
        return initialize()
    }

    /// The `GDK_DEBUG` a headless process sets before GTK starts: `gl-disable`, unless the user set GDK_DEBUG
    /// (theirs wins, as their `GSK_RENDERER` does); nil: leave it alone.
    nonisolated static func headlessDebugFlags(environment: [String: String]) -> String? {
        (environment["GDK_DEBUG"] ?? "").isEmpty ? "gl-disable" : nil
    }

    /// Works around GTK 4.8's tooltip keeping a closed popover (`flare_guard_tooltip`); once per process, for any
    /// window with popovers and tooltips.
    static func guardTooltips() { flare_guard_tooltip() }

    /// Whether the calling thread is GTK's (true before `initialize`, when no thread owns GTK yet).
    public nonisolated static var isOnGtkThread: Bool {
        let thread = owner.load(ordering: .acquiring)
        return thread == 0 || pthread_equal(pthread_t(thread), pthread_self()) != 0
    }

    /// Traps when GTK is entered from a thread other than the one that initialized it (a cheap comparison).
    public nonisolated static func assertOnGtkThread(file: StaticString = #fileID, line: UInt = #line) {
        precondition(
            isOnGtkThread, "GTK entered from a second thread: GTK runs on exactly one thread",
            file: file, line: line)
    }
}
