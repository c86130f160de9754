import FlareCore
import Foundation
import Testing
import TestSupport

/// The source pane's cursor → the key it is in → what that key styles on the stage; and the window's state file.
struct SourcePlaceTests {
    static let yaml = """
        flare: 1
        alerts:
          hello:
            title: Hello, pilot
            message: Connected.
            appearance:
              titleColor: "#FF0000"
              backgroundColor: "#202020"
            actions:
              - title: OK
              - title: Later
                style: cancel
        rockets:
          welcome:
            blocks:
              hi: {text: Hi}
        """

    func path(_ line: Int, _ column: Int, _ text: String = yaml) -> String? {
        SourcePlace.path(atLine: line, column: column, in: text)?.description
    }

    @Test func theCursorIsInTheInnermostKey() {
        #expect(path(4, 5) == "alerts.hello.title", "on the key")
        #expect(path(4, 14) == "alerts.hello.title", "in the value")
        #expect(path(4, 25) == "alerts.hello.title", "at the end of the line")
        #expect(path(7, 7) == "alerts.hello.appearance.titleColor")
        #expect(path(10, 9) == "alerts.hello.actions[0].title")
        #expect(path(12, 12) == "alerts.hello.actions[1].style")
        #expect(path(16, 15) == "rockets.welcome.blocks.hi.text")
        #expect(path(3, 3) == "alerts.hello")
        #expect(path(1, 1) == "flare")
        #expect(path(99, 1) == nil, "past the text")
        #expect(path(2, 2, "flare: 1\nalerts: [") == nil, "text that does not parse")
    }

    @Test func jsonToo() {
        let json = "{\"flare\": 1, \"alerts\": {\"a\": {\"title\": \"Hi\", \"actions\": [{\"title\": \"OK\"}]}}}"
        #expect(path(1, 34, json) == "alerts.a.title")
        #expect(path(1, 60, json) == "alerts.a.actions[0].title")
    }

    @Test func columnsCountCharactersNotBytes() {
        let text = "alerts:\n  é:\n    title: Ünïcode\n    message: x\n"
        #expect(path(3, 14, text) == "alerts.é.title")
        #expect(path(4, 6, text) == "alerts.é.message")
    }

    func target(_ path: String) throws -> String? {
        try SourcePlace.target(of: EditPath(parsing: path)).map {
            "\($0.item) \($0.part.map(String.init(describing:)) ?? "-")"
        }
    }

    @Test func aKeyTargetsItsItemAndPart() throws {
        #expect(try target("alerts.hello.title") == "\(SpecItem.alert("hello")) the title")
        #expect(try target("alerts.hello.message") == "\(SpecItem.alert("hello")) the message")
        #expect(try target("alerts.hello.actions[1].style") == "\(SpecItem.alert("hello")) action 2")
        #expect(try target("alerts.hello.appearance.titleColor") == "\(SpecItem.alert("hello")) the title")
        #expect(try target("alerts.hello.appearance.messageFont") == "\(SpecItem.alert("hello")) the message")
        #expect(try target("alerts.hello.appearance.backgroundColor") == "\(SpecItem.alert("hello")) the alert")
        #expect(try target("alerts.hello") == "\(SpecItem.alert("hello")) -")
        #expect(try target("rockets.welcome.blocks.hi.text") == "\(SpecItem.rocket("welcome")) -")
        #expect(try target("queues.q.popups[0]") == "\(SpecItem.queue("q")) -")
        #expect(try target("scenarios.s.show") == "\(SpecItem.scenario("s")) -")
        #expect(try target("palette.brand") == nil)
        #expect(try target("alerts") == nil)
    }

    @Test func theWindowStateIsKeptAtomicallyAndRecentSpecsComeFirstOnce() throws {
        let folder = try Fixtures.temporaryDirectory().appendingPathComponent("state")
        let file = WindowStateFile(directory: folder.path)
        #expect(file.read() == WindowState(), "no file: an empty state")
        file.update { state in
            state.sourcePaneWidth = 400
            for i in 0..<12 { state.opened("/specs/\(i).yaml") }
            state.opened("/specs/5.yaml")
        }
        let state = file.read()
        #expect(state.sourcePaneWidth == 400 && state.sourcePaneShown == nil)
        #expect(state.recentSpecs.count == WindowState.maximumRecent)
        #expect(state.recentSpecs.prefix(3) == ["/specs/5.yaml", "/specs/11.yaml", "/specs/10.yaml"])
        #expect(Set(state.recentSpecs).count == state.recentSpecs.count)
        try Data("{\"recentSpecs\": [\"relative.yaml\", \"/a.yaml\"], \"sourcePaneWidth\": \"wide\"}".utf8)
            .write(to: URL(fileURLWithPath: file.path))
        #expect(file.read() == WindowState(recentSpecs: ["/a.yaml"]), "what does not fit is dropped, the rest kept")
        try Data("not json".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(file.read() == WindowState())
    }
}
