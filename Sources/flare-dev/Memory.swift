import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

enum Memory {
    /// This process's resident set (`VmRSS` of /proc/self/status) in MB; 0 when unreadable.
    static func residentMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kB = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kB / 1024
    }
}
