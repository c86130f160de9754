import Testing

@testable import FlareCore

@Suite struct EventLogTests {
    @Test func filtersBySourceAndTextAndDropsTheOldestPastCapacity() {
        var log = EventLog(capacity: 3)
        for (i, source) in [EventLog.Source.route, .stack, .route, .queue].enumerated() {
            log.append(.init(time: Double(i), source: source, message: "event \(i) Opened"))
        }
        #expect(log.entries.map(\.time) == [1, 2, 3])
        #expect(log.filtered(sources: [.route]).map(\.time) == [2])
        #expect(log.filtered(text: "OPENED").count == 3)
        #expect(log.filtered(text: "event 3").map(\.source) == [.queue])
        #expect(log.entries[0].description.hasPrefix("1.0     stack    event 1"))
    }
}
