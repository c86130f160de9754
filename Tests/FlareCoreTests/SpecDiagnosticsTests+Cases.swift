import Foundation
import FlareCore
import Testing

extension SpecDiagnosticsTests {
    /// The cases from action routes on: rockets, scenarios, custom views, repeated keys, many errors in one file.
    static let laterCases: [Case] = [
        Case(
            name: "an action route that matches a pattern must resolve once filled in",
            yaml: """
                flare: 1
                alerts:
                  promo-summer:
                    actions:
                      - {title: Ok, route: "myapp://promo/summer"}
                      - {title: Bad, route: "myapp://promo/winter"}
                routes:
                  "myapp://promo/{campaign}": "flare://alert/promo-{campaign}"
                """,
            expected: [
                "6:29: error: the action's route 'myapp://promo/winter' opens alert 'promo-winter', "
                    + "which does not exist"
            ]),
        Case(
            name: "invalid regular expression in a branch",
            yaml: """
                flare: 1
                rockets:
                  r:
                    blocks:
                      ask:
                        text: Name?
                        buttonTitle: Go
                        branches:
                          - {match: "(unclosed", next: ask}
                """, expected: ["9:21: error: '(unclosed' is not a valid regular expression (in block 'ask')"]),
        Case(
            name: "block keys that do not apply to the inferred type",
            yaml: """
                flare: 1
                rockets:
                  r:
                    blocks:
                      a: {text: Hi, branches: []}
                      b: {type: image, image: x.png, font: text}
                """,
            expected: [
                "5:21: error: 'branches' does not apply to a text block (its type is inferred from its keys; "
                    + "add 'type:' to choose another)",
                "6:31: warning: image file 'x.png' does not exist (looked for DIR/x.png); Flare draws a placeholder",
                "6:38: error: 'font' does not apply to an image block",
            ]),
        Case(
            name: "scenario script errors",
            yaml: """
                flare: 1
                alerts:
                  a: {title: A}
                scenarios:
                  s:
                    show: alert/a
                    script:
                      - {at: 10, event: 0}
                      - {at: 5, try: true}
                      - {at: 20, try: false}
                      - {event: 1}
                      - {at: 30, event: 1, try: true}
                      - jump
                """,
            expected: [
                "8:25: error: 'event' must be at least 1, not 0",
                "9:14: error: this step at 5s comes before the previous one at 10s; write steps in time order",
                "10:23: error: 'try' must be true (it tries to execute the scenario)",
                "11:9: error: a scenario step is missing the required key 'at'",
                "12:28: error: a scenario step does one thing; this one has 'event' and 'try'",
                "13:9: error: unknown step 'jump' (steps: reset, {at, event}, {at, try: true}, {at, set} or {at, "
                    + "reset: true})",
            ]),
        Case(
            name: "custom view with two kinds, slide on a non-slide alert",
            yaml: """
                flare: 1
                alerts:
                  a:
                    custom: {text: hi, image: x.png}
                    slide: {text: Go}
                """,
            expected: [
                "4:14: error: 'custom' has 'image' and 'text'; keep only one",
                "5:5: warning: 'slide' only applies to alerts with 'preset: slide'; it is ignored here",
            ]),
        Case(
            name: "built-in icon names", yaml: "flare: 1\nalerts:\n  a: {icon: 'builtin:warn'}\n",
            expected: ["3:13: error: 'builtin:warn' is not a built-in icon (did you mean 'builtin:warning'?)"]),
        Case(
            name: "the seed's misspelling is a warning",
            yaml: "flare: 1\nalerts:\n  a:\n    appearance: {horizaontalOffset: 12}\n",
            expected: ["4:18: warning: 'horizaontalOffset' is the seed's misspelling; write 'horizontalOffset'"]),
        Case(
            name: "unreachable block and shadowed branches",
            yaml: """
                flare: 1
                rockets:
                  r:
                    blocks:
                      ask:
                        text: Name?
                        buttonTitle: Go
                        branches:
                          - {match: "^a$", next: done}
                          - {match: "^a$", next: done}
                          - {match: ".*", next: done}
                          - {match: "^b$", next: done}
                      done: {text: Bye}
                      lost: {text: Never}
                """,
            expected: [
                "10:21: warning: branch '^a$' of block 'ask' can never be taken: "
                    + "an earlier branch has the same pattern",
                "12:21: warning: branch '^b$' of block 'ask' can never be taken: "
                    + "the earlier branch '.*' matches every text",
                "14:7: warning: block 'lost' of rocket 'r' is never reached from its start block 'ask'",
            ]),
        Case(
            name: "popups never registered by the script",
            yaml: """
                flare: 1
                alerts:
                  a: {title: A}
                queues:
                  q:
                    popups:
                      - {name: one, show: alert/a}
                      - {name: two, show: alert/a}
                    script: [{register: one}, present]
                """, expected: ["8:16: warning: popup 'two' is never registered by the script of queue 'q'"]),
        Case(
            name: "scenarios that can never execute",
            yaml: """
                flare: 1
                alerts:
                  a: {title: A}
                scenarios:
                  s:
                    show: alert/a
                    minEventsRequired: 5
                    maxEventsPermitted: 2
                  t:
                    show: alert/a
                    maxExecutionsPermitted: 0
                """,
            expected: [
                "7:24: warning: scenario 's' can never execute: minEventsRequired (5) is above maxEventsPermitted (2)",
                "11:29: warning: scenario 't' can never execute: maxExecutionsPermitted is 0",
            ]),
        Case(
            name: "duplicate key inside one file points at the second one",
            yaml: """
                flare: 1
                alerts:
                  a: {title: A}
                  b: {title: B}
                  a: {title: C}
                """, expected: ["5:3: error: duplicate key 'a': it is already defined at DIR/spec.yaml:3:3"]),
        Case(
            name: "repeated keys do not hide the file's other errors",
            yaml: """
                flare: 1
                alerts:
                  a: {title: A}
                  a: {title: C}
                  b: {titel: x, "title": y, title: z}
                rockets:
                  r:
                    blocks:
                      text: {text: Hi, next: x}
                      x: {text: Again}
                      x: {text: Twice}
                """,
            expected: [
                "4:3: error: duplicate key 'a': it is already defined at DIR/spec.yaml:3:3",
                "5:7: error: unknown key 'titel' (did you mean 'title'?)",
                "5:29: error: duplicate key 'title': it is already defined at DIR/spec.yaml:5:17",
                "11:7: error: duplicate key 'x': it is already defined at DIR/spec.yaml:10:7",
            ]),
        Case(
            name: "every error of a file is reported, not only the first",
            yaml: """
                flare: 1
                alerts:
                  a:
                    titel: x
                    appearance: {titleColor: nope, borderWidth: -1}
                  b: {preset: sytem}
                """,
            expected: [
                "4:5: error: unknown key 'titel' (did you mean 'title'?)",
                "5:30: error: 'nope' is not a color (write #RRGGBB, a CSS color name, rgba(r, g, b, a) "
                    + "or a palette name)",
                "5:49: error: 'borderWidth' must be at least 0, not -1",
                "6:15: error: 'sytem' is not a valid preset (did you mean 'system'?)",
            ]),
    ]
}
