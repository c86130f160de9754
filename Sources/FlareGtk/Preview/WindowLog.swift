import FlareCore
import Foundation

/// The window's event log: every entry, timed from the window's opening, and who hears of each (`flare open
/// --log` prints them; the inspector's Log page lists them).
@MainActor
final class WindowLog {
    /// How a part of the window writes to its log (the window's `record`, which the inspector's Log page hears too).
    typealias Record = @MainActor (EventLog.Source, String) -> Void

    /// The entries so far, oldest first.
    private(set) var log = EventLog()
    /// Called for every entry (`flare open --log` prints them).
    var onLog: (@MainActor (EventLog.Entry) -> Void)?
    let started = Date()

    /// Appends `message` from `source`, timed now, and tells `onLog`.
    @discardableResult
    func record(_ source: EventLog.Source, _ message: String) -> EventLog.Entry {
        let entry = EventLog.Entry(time: Date().timeIntervalSince(started), source: source, message: message)
        log.append(entry)
        onLog?(entry)
        return entry
    }
}
