import FlareCore
import Testing

/// Redline labels placed so none covers another, each as close to its line as the others allow.
@Suite struct RedlineLabelsTests {
    typealias P = RedlineLabels.Point

    @Test func aFreePlaceIsKeptAndATakenOneGivesWayToTheNext() {
        let frames = RedlineLabels.place([
            .init(width: 60, height: 12, places: [P(100, 100)]),
            // the first place overlaps the first label
            .init(width: 30, height: 12, places: [P(110, 104), P(110, 130)]),
        ])
        #expect(frames[0] == StageRect(x: 100, y: 100, width: 60, height: 12))
        #expect(frames[1] == StageRect(x: 110, y: 130, width: 30, height: 12))
    }

    @Test func manyLabelsOnOneSpotNeverOverlap() {
        let requests = (0..<12).map { i in
            RedlineLabels.Request(width: 40 + Double(i), height: 12, places: [P(50, 50), P(52, 60)])
        }
        let frames = RedlineLabels.place(requests)
        #expect(frames.count == requests.count)
        for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] { #expect(!RedlineLabels.overlap(a, b, spacing: 0), "\(a) and \(b)") }
        }
    }
}
