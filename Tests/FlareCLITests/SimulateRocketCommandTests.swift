import FlareCore
import Foundation
import Testing
import TestSupport

/// `flare simulate SPEC ROCKET_ID` end to end: the built binary plays a rocket's script on a virtual clock.
@Suite(.serialized) struct SimulateRocketCommandTests {
    static let spec = """
        flare: 1
        rockets:
          onboard:
            closeButton: {title: Skip}
            blocks:
              hi: {text: Hello, showNextAfter: 1.5s, next: ask}
              ask:
                text: Your name?
                buttonTitle: Send
                branches:
                  - {match: '\\s*', next: anon}
                next: done
              anon: {text: Anonymous then., next: done}
              done: {title: OK}
            script:
              - tap
              - {wait: 2s}
              - {input: "  "}
              - tap
              - close

        """

    func withSpec(_ body: (URL) throws -> Void) throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("rocket.yaml")
        try Data(Self.spec.utf8).write(to: file)
        try body(file)
    }

    @Test func rocketJSON() throws {
        try withSpec { file in
            let result = try FlareProcess.run(["simulate", file.path, "onboard", "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            let steps = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(steps.map { $0["step"] as? Int } == [0, 1, 2, 3, 4, 5])
            #expect(steps.map { $0["op"] as? String } == ["show", "tap", "wait", "input", "tap", "close"])
            // RocketAlert's pace: the 2 s opening, Send at once, a tap's 0.3 s bounce, the close button's 0.6 s.
            func ms(_ t: Any?) -> Double? { (t as? Double).map { ($0 * 1000).rounded() / 1000 } }
            #expect(steps.map { ms($0["at"]) } == [2, 2, 4, 4, 4.3, 4.9])
            #expect(
                steps.map { $0["visible"] as? [String] } == [
                    ["hi"], ["hi"], ["hi", "ask"], ["hi", "ask", "anon"],
                    ["hi", "ask", "anon", "done"], ["hi", "ask", "anon", "done"],
                ])
            #expect(steps.map { $0["dismissed"] as? Bool } == [false, false, false, false, false, true])
            #expect(steps[0].keys.sorted() == ["at", "dismissed", "events", "op", "step", "visible"])
            // A timer block ignores the tap; the wait fires it 1.5 s after it appeared, and its next appears after
            // the bounce.
            let tap = try #require(steps[1]["events"] as? [[String: Any]])
            #expect(tap.count == 1 && tap[0]["event"] as? String == "ignored")
            let wait = try #require(steps[2]["events"] as? [[String: Any]])
            #expect(wait.map { $0["event"] as? String } == ["fired", "blockAdded"])
            #expect(wait.map { ms($0["at"]) } == [3.5, 3.8])
            #expect(wait[1]["index"] as? Int == 1 && wait[1]["id"] as? String == "ask")
            #expect(steps[2]["seconds"] as? Double == 2)
            #expect(steps[3]["text"] as? String == "  ")
            let close = try #require(steps[5]["events"] as? [[String: Any]])
            #expect(close.count == 1 && close[0]["event"] as? String == "dismissed")
            #expect(close[0]["reason"] as? String == "closeButton" && close[0]["count"] as? Int == 4)
        }
    }

    @Test func rocketTranscript() throws {
        try withSpec { file in
            let result = try FlareProcess.run(["simulate", file.path, "onboard"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("rocket onboard: 4 blocks, starts at hi; close button \"Skip\"\n"))
            #expect(
                result.stdout.contains(
                    "1. [2 s] tap\n   - [2 s] tap ignored: block 'hi' advances by itself after 1.5 s and ignores "
                        + "taps\n   shown: hi\n"
                ))
            #expect(
                result.stdout.contains(
                    "2. [4 s] wait 2 s\n   - [3.5 s] fired: #0 'hi' by timer\n   - [3.8 s] block added: #1 'ask'\n"))
            #expect(
                result.stdout.contains(
                    "5. [4.9 s] close\n   - [4.9 s] dismissed: close button, 4 blocks shown\n   shown: "
                        + "hi → ask → anon → done (dismissed)"
                ))
        }
    }

    @Test func showcaseRocketsPlayToTheirEnd() throws {
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        for id in ["first-flight", "feedback"] {
            let result = try FlareProcess.run(["simulate", showcase, id, "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            let steps = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(steps.last?["dismissed"] as? Bool == true, "\(id)")
            // Times are sums of the library's durations (0.3 s bounces, the 2 s opening): printed as written, to the
            // microsecond, never with a double's noise (6.8999999999999995).
            let noisy = result.stdout.matches(of: /"at" : -?\d+\.\d{7,}/).map { String($0.output) }
            #expect(noisy.isEmpty, "\(id): \(noisy)")
        }
    }
}
