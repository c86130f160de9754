import CFlareShim
import CGtk

extension MainLoop {
    /// GLib's monotonic clock in µs (`g_get_monotonic_time`), the time base of the frame clock and of timeouts.
    static var monotonicTime: Int64 { Int64(g_get_monotonic_time()) }
}
