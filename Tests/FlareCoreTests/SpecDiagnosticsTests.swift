import Foundation
import FlareCore
import Testing

/// Every error and warning the parser reports, each with its exact line and column.
@Suite struct SpecDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown key, with a did-you-mean hint at the key",
            yaml: """
                flare: 1
                alerts:
                  a:
                    title: Hi
                    appearance:
                      titelFont: bold 17
                """, expected: ["6:7: error: unknown key 'titelFont' (did you mean 'titleFont'?)"]),
        Case(
            name: "unknown top-level key", yaml: "flare: 1\nalert: {}\n",
            expected: ["2:1: error: unknown key 'alert' (did you mean 'alerts'?)"]),
        Case(
            name: "missing flare version", yaml: "alerts:\n  a: {title: Hi}\n",
            expected: ["1:1: error: missing 'flare: 1' (the format version) at the top of the spec"]),
        Case(
            name: "unsupported version", yaml: "flare: 2\n",
            expected: ["1:8: error: unsupported format version '2' (this Flare reads 'flare: 1')"]),
        Case(
            name: "bad color at the value", yaml: "flare: 1\nalerts:\n  a:\n    appearance: {titleColor: '#12345'}\n",
            expected: [
                "4:30: error: '#12345' is not a color (write #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits)"
            ]),
        Case(
            name: "unquoted # color reads as a comment",
            yaml: "flare: 1\nalerts:\n  a:\n    appearance:\n      titleColor: #FFF\n",
            expected: [
                "5:18: error: 'titleColor' has no value: in YAML '#' starts a comment, "
                    + "so put the value in quotes: \"#FFF\""
            ]),
        Case(
            name: "misspelled color name", yaml: "flare: 1\nalerts:\n  a:\n    appearance: {borderColor: gren}\n",
            expected: ["4:31: error: 'gren' is not a color (did you mean 'green'?)"]),
        Case(
            name: "bad font", yaml: "flare: 1\nalerts:\n  a:\n    appearance:\n      titleFont: Inter Bold\n",
            expected: ["5:18: error: 'Inter Bold' is not a font: it has no size (add a number of points, e.g. '17')"]),
        Case(
            name: "bad duration", yaml: "flare: 1\nalerts:\n  a:\n    appearance:\n      animationDuration: 5x\n",
            expected: [
                "5:26: error: '5x' is not a duration (write seconds, or a number with a unit: 500ms, 90s, 15m, "
                    + "1.5h, 7d, 1w)"
            ]),
        Case(
            name: "bad enum value", yaml: "flare: 1\nalerts:\n  a:\n    appearance: {animationType: bounce}\n",
            expected: ["4:33: error: 'bounce' is not a valid animationType (expected standard, fade or none)"]),
        Case(
            name: "wrong types",
            yaml: """
                flare: 1
                alerts:
                  a:
                    title: [x]
                    appearance:
                      borderWidth: wide
                      shouldDismissOnTap: maybe
                    actions: {title: OK}
                """,
            expected: [
                "4:12: error: 'title' must be text, not a list",
                "6:20: error: 'borderWidth' must be a number, not 'wide'",
                "7:27: error: 'shouldDismissOnTap' must be true or false, not 'maybe'",
                "8:14: error: 'actions' must be a list, not a map",
            ]),
        Case(
            name: "missing required keys",
            yaml: """
                flare: 1
                alerts:
                  a:
                    actions:
                      - style: cancel
                scenarios:
                  s: {minEventsRequired: 1}
                """,
            expected: [
                "5:9: error: an action is missing the required key 'title'",
                "7:6: error: scenario 's' is missing the required key 'show'",
            ]),
        Case(
            name: "invalid id", yaml: "flare: 1\nalerts:\n  my alert: {title: x}\n",
            expected: ["3:3: error: 'my alert' is not a valid alert id (use only letters, digits, '-' and '_')"]),
        Case(
            name: "stage values", yaml: "flare: 1\nstage: {device: phone-portrait, theme: dim, scale: 4}\n",
            expected: [
                "2:17: error: 'phone-portrait' is not a valid device (expected a device such as iphone-15-pro or "
                    + "ipad-air-11-landscape (docs/devices.md lists them), phone, phone-landscape, tablet or "
                    + "{width, height})",
                "2:40: error: 'dim' is not a valid theme (expected light or dark)",
                "2:52: error: 'scale' must be 1, 2 or 3, not 4",
            ]),
        Case(
            name: "dangling next, start and branch",
            yaml: """
                flare: 1
                rockets:
                  r:
                    start: hello
                    blocks:
                      ask: {text: Name?, buttonTitle: Go, next: thanx, branches: [{match: x, next: nope}]}
                      thanks: {text: Thanks}
                """,
            expected: [
                "4:12: error: rocket 'r' starts at block 'hello', which does not exist",
                "6:49: error: block 'ask' names next 'thanx', which does not exist (did you mean 'thanks'?)",
                "6:84: error: block 'ask' names next 'nope', which does not exist",
            ]),
        Case(
            name: "dangling show, popups and scenario",
            yaml: """
                flare: 1
                alerts:
                  hello: {title: Hi}
                queues:
                  q:
                    popups:
                      - {name: p, show: alert/helo}
                      - {name: r, show: rocket/none}
                      - {name: x, show: banner/x}
                scenarios:
                  s: {show: alert/nope}
                """,
            expected: [
                "7:25: error: popup 'p' shows alert 'helo', which does not exist (did you mean 'hello'?)",
                "8:25: error: popup 'r' shows rocket 'none', which does not exist",
                "9:25: error: 'banner/x' is not something to show (write alert/<id> or rocket/<id>)",
                "11:13: error: scenario 's' shows alert 'nope', which does not exist",
            ]),
        Case(
            name: "containers and queue script references",
            yaml: """
                flare: 1
                alerts:
                  a: {title: A}
                queues:
                  q:
                    containers: [home]
                    top: settings
                    popups:
                      - {name: p, show: alert/a, container: hom}
                    script:
                      - {register: pp}
                      - {top: nowhere}
                      - presnt
                """,
            expected: [
                "7:10: error: 'top' names container 'settings', which does not exist (containers: window, home)",
                "9:16: warning: popup 'p' is never registered by the script of queue 'q'",
                "9:45: error: popup 'p' is in container 'hom', which does not exist (did you mean 'home'?)",
                "11:20: error: the script registers popup 'pp', which queue 'q' does not define (did you mean 'p'?)",
                "12:15: error: the script puts on top container 'nowhere', which does not exist (containers: "
                    + "window, home)",
                "13:9: error: unknown step 'presnt' (did you mean 'present'?) (steps: register, show, present, "
                    + "dismiss, tapMask, poll, pause, next, clear or top)",
            ]),
        Case(
            name: "routes: bad target, unknown id, bad placeholder, dangling action route",
            yaml: """
                flare: 1
                alerts:
                  promo-summer:
                    actions: [{title: Go, route: "myapp://nowhere"}]
                rockets:
                  r: {blocks: {a: {text: Hi}}}
                routes:
                  "myapp://promo/{campaign}": "flare://alert/promo-{campaign}"
                  "myapp://x": "flare://alert/nope"
                  "myapp://y/{a}": "flare://alert/{b}"
                  "myapp://z": "https://example.com"
                  "myapp://b": "flare://rocket/r?block=b"
                  "myapp://t": "flare://queue/q?theme=sepia"
                  "noscheme/{x}": "flare://alert/promo-summer"
                  "myapp://{x": "flare://alert/promo-summer"
                  "myapp://q?id={x}": "flare://alert/promo-summer"
                """,
            expected: [
                "4:34: error: the action's route 'myapp://nowhere' is not a flare:// URL and matches no route pattern "
                    + "(routes: myapp://promo/{campaign}, myapp://x, myapp://y/{a}, myapp://z, myapp://b, myapp://t)",
                "9:16: error: route 'myapp://x' opens alert 'nope', which does not exist",
                "10:20: warning: route 'myapp://y/{a}' opens 'flare://alert/{b}', "
                    + "whose placeholder '{b}' is not in the route pattern: it comes from the URL's query (?b=…), "
                    + "and a URL without it does not open",
                "11:16: error: route 'myapp://z' opens 'https://example.com', which is not a valid flare:// URL: "
                    + "it does not start with flare://",
                "12:16: error: route 'myapp://b' opens block 'b' of rocket 'r', "
                    + "which does not exist (did you mean 'a'?)",
                "13:16: error: route 'myapp://t' opens queue 'q', which does not exist",
                "14:3: error: 'noscheme/{x}' is not a URL pattern (write scheme://path, e.g. myapp://promo/{campaign})",
                "15:3: error: 'myapp://{x' is not a valid route pattern: a '{' is never closed",
                "16:3: error: 'myapp://q?id={x}' is not a route pattern: patterns match scheme, host and path; "
                    + "a URL's query and fragment are the route's options (use {name} in the target for ?name=…)",
            ]),
    ]

    @Test(arguments: cases + laterCases)
    func diagnostic(_ c: Case) throws {
        let dir = FileManagerTemp.directory()
        let result = SpecLoader.parse(text: c.yaml, path: dir + "/spec.yaml")
        let lines = SpecText.lines(result).map { $0.replacingOccurrences(of: dir, with: "DIR") }
        #expect(lines == c.expected)
        #expect(result.diagnostics.allSatisfy { $0.location.file == dir + "/spec.yaml" })
        let hasErrors = c.expected.contains { $0.contains(": error: ") }
        #expect((result.spec == nil) == hasErrors)
    }
}
