import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// Seconds on the boot-time clock, and when this process started on it (`/proc/self/stat` field 22).
enum ProcessClock {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU seconds this process has used, all threads (`CLOCK_PROCESS_CPUTIME_ID`).
    /// CPU seconds of this process and of its children that have ended (`getrusage`, user + system).
    static func cpuWithChildren() -> Double {
        var total = 0.0
        for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
            var usage = rusage()
            getrusage(__rusage_who_t(who.rawValue), &usage)
            total +=
                Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return total
    }

    static func cpu() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Falls back to "now" if /proc is unreadable (then start-up is not counted).
    static func processStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return now() }
        // Fields after the command name start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return now() }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
