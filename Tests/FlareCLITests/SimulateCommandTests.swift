import FlareCore
import Foundation
import Testing
import TestSupport

/// `flare simulate` end to end: the built binary on small specs written to a temporary folder.
@Suite(.serialized) struct SimulateCommandTests {
    static let spec = """
        flare: 1
        alerts:
          a1: {title: One}
          a2: {title: Two}
          a3: {title: Three}
          rate: {title: Rate us}
        queues:
          demo:
            popups:
              - {name: A1, show: alert/a1, priority: 100}
              - {name: A2, show: alert/a2, priority: 200}
              - {name: A3, show: alert/a3, priority: 300}
            script:
              - {register: A1}
              - {register: A2}
              - {register: A3}
              - {register: A2}
              - present
              - dismiss
              - present
              - dismiss
              - present
              - dismiss
        scenarios:
          rate:
            show: alert/rate
            minEventsRequired: 2
            maxExecutionsPermitted: 1
            minSecondsSinceFirstEvent: 1h
            customConditions: [loggedIn]
            flags: {loggedIn: true}
            script:
              - {at: 0, event: 3}
              - {at: 10s, try: true}
              - {at: 2h, try: true}
              - {at: 3h, try: true}
              - {at: 4h, set: {loggedIn: false}}
              - {at: 5h, reset: true}

        """

    func withSpec(_ body: (URL, URL) throws -> Void) throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app.yaml")
        try Data(Self.spec.utf8).write(to: file)
        try body(dir, file)
    }

    func run(_ args: [String], state: URL) throws -> FlareProcess.Result {
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = state.path
        return try FlareProcess.run(args, environment: env)
    }

    func array(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func missingFileIsAnIOError() throws {
        let result = try FlareProcess.run(["simulate", "/nonexistent/app.yaml", "demo"])
        #expect(result.status == 2)
        #expect(result.stderr == "flare: error: cannot read '/nonexistent/app.yaml': no such file\n")
    }

    @Test func missingIdIsAUsageError() throws {
        let result = try FlareProcess.run(["simulate", "app.yaml"])
        #expect(result.status == 64 || result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '<id>'"))
    }

    @Test func queueJSON() throws {
        try withSpec { dir, file in
            let state = dir.appendingPathComponent("state")
            let result = try run(["simulate", file.path, "demo", "--json"], state: state)
            #expect(result.status == 0, "\(result.stderr)")
            let steps = try array(result.stdout)
            #expect(steps.count == 10)
            #expect(steps.map { $0["showing"] as? String } == [nil, nil, nil, nil, "A1", nil, "A3", nil, "A2", nil])
            #expect(steps[0]["showing"] is NSNull)
            let queue = try #require(steps[2]["queue"] as? [[String: Any]])
            #expect(queue.map { $0["name"] as? String } == ["A1", "A3", "A2"])
            #expect(queue.map { $0["status"] as? String } == ["willShow", "ready", "ready"])
            let log = try #require(steps[3]["log"] as? [String])
            #expect(log.count == 1 && log[0].hasPrefix("A2 ignored: it is already queued"))
            #expect(steps.map { $0["at"] as? Double } == (0..<10).map { Double($0) })
        }
    }

    @Test func scenarioJSON_andNoPersistedState() throws {
        try withSpec { dir, file in
            let state = dir.appendingPathComponent("state")
            let result = try run(["simulate", file.path, "rate", "--json"], state: state)
            #expect(result.status == 0, "\(result.stderr)")
            let steps = try array(result.stdout)
            #expect(steps.map { $0["op"] as? String } == ["event", "try", "try", "try", "set", "reset"])
            #expect(steps.map { $0["executed"] as? Bool } == [nil, false, true, false, nil, nil])
            #expect(steps.map { $0["at"] as? Double } == [0, 10, 7_200, 10_800, 14_400, 18_000])
            let checks = try #require(steps[1]["checks"] as? [[String: Any]])
            let failed = checks.filter { $0["passed"] as? Bool == false }
            #expect(failed.map { $0["name"] as? String } == ["sinceFirstEvent"])
            #expect(
                failed.first?["reason"] as? String
                    == "eligible in 59 min 50 s (needs more than 1 h since the first event, 10 s so far)")
            #expect(steps[2]["executions"] as? Int == 1 && steps[2]["lastExecution"] as? Double == 7_200)
            #expect(steps[5]["events"] as? Int == 0 && steps[5]["firstEvent"] is NSNull)
            // The simulation used memory only: the state folder was never created.
            #expect(!FileManager.default.fileExists(atPath: state.path))
        }
    }

    @Test func textTranscript() throws {
        try withSpec { dir, file in
            let result = try run(["simulate", file.path, "demo"], state: dir)
            #expect(result.status == 0)
            #expect(
                result.stdout.contains(
                    "5. [4 s] present\n   - A1 is showing (the stage presented alert/a1)\n   showing: A1\n   queue: "
                        + "A1 (100, showing), A3 (300, ready), A2 (200, ready)"
                ))
            let scenario = try run(["simulate", file.path, "rate"], state: dir)
            #expect(scenario.stdout.contains("3. [2 h] try: EXECUTED, alert/rate is shown"))
            #expect(scenario.stdout.contains("   FAIL executions: already executed 1 time, at most 1 permitted"))
        }
    }

    @Test func unknownIdListsWhatExists() throws {
        try withSpec { dir, file in
            let result = try run(["simulate", file.path, "nope"], state: dir)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "flare: error: no queue, scenario or rocket 'nope' in \(file.path) (queues: demo; scenarios: "
                    + "rate; rockets: none)\n"
            )
        }
    }
}
