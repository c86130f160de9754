import Foundation
import Testing
import TestSupport

/// `flare set` and `flare unset` end to end: the file's bytes after each edit, the printed line, exit codes.
@Suite struct SetCommandTests {
    static func tree(_ files: [String: String]) throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    static func read(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    static let block = """
        # Battery alerts
        flare: 1
        alerts:
          low-battery:
            title: Battery low   # shown at 20 %

            message: '12 % left.'
            appearance:
              titleColor: red
            actions:
              - title: Return home
              - title: Keep flying
                style: cancel
          other: {title: Other, appearance: {messageColor: blue}}

        """

    @Test func setReplacesAValueAndKeepsEveryOtherByte() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let r = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.appearance.titleColor", "#FF0000"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "spec.yaml:9:19: alerts.low-battery.appearance.titleColor: red → #FF0000\n")
        #expect(
            try Self.read(dir, "spec.yaml")
                == Self.block.replacingOccurrences(of: "titleColor: red", with: "titleColor: \"#FF0000\""))
        let check = try FlareProcess.run(["check", "--no-layout", "spec.yaml"], currentDirectory: dir)
        #expect(check.status == 0)
    }

    @Test func setKeepsQuotesAndQuotesOnlyWhatYAMLNeeds() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let message = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.message", "5 % left"], currentDirectory: dir)
        #expect(message.status == 0)
        let title = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.actions[1].title", "Later: not now"], currentDirectory: dir)
        #expect(title.stdout == "spec.yaml:12:16: alerts.low-battery.actions[1].title: Keep flying → Later: not now\n")
        let plain = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.title", "Battery empty"], currentDirectory: dir)
        #expect(plain.status == 0)
        #expect(
            try Self.read(dir, "spec.yaml")
                == Self.block
                .replacingOccurrences(of: "'12 % left.'", with: "'5 % left'")
                .replacingOccurrences(of: "- title: Keep flying", with: "- title: \"Later: not now\"")
                // The comment keeps its column as far as it can: one space after a longer value.
                .replacingOccurrences(of: "title: Battery low   #", with: "title: Battery empty #"))
    }

    @Test func setInsertsAnAbsentKeyBesideItsSiblingsInBlockAndFlowMaps() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let block = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.actions[0].style", "destructive"], currentDirectory: dir)
        #expect(
            block.stdout == "spec.yaml:12:16: alerts.low-battery.actions[0].style: (default default) → destructive\n",
            "\(block.stderr)")
        let flow = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.other.appearance.titleColor", "#00FF00"], currentDirectory: dir)
        #expect(flow.status == 0, "\(flow.stderr)")
        #expect(flow.stdout.hasSuffix("alerts.other.appearance.titleColor: (default #FFFFFF) → #00FF00\n"))
        let nested = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.actions[1].appearance.actionColor", "green"], currentDirectory: dir
        )
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(
            try Self.read(dir, "spec.yaml")
                == Self.block
                .replacingOccurrences(
                    of: "      - title: Return home\n", with: "      - title: Return home\n        style: destructive\n"
                )
                .replacingOccurrences(
                    of: "        style: cancel\n",
                    with: "        style: cancel\n        appearance:\n          actionColor: green\n"
                )
                .replacingOccurrences(of: "{messageColor: blue}", with: "{messageColor: blue, titleColor: \"#00FF00\"}")
        )
    }

    @Test func unsetRemovesTheKeyAndSaysWhatTheValueIsNow() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let r = try FlareProcess.run(
            ["unset", "spec.yaml", "alerts.low-battery.appearance.titleColor"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "spec.yaml:9:7: alerts.low-battery.appearance.titleColor: red → (default #FFFFFF)\n")
        // The map left empty goes too.
        #expect(
            try Self.read(dir, "spec.yaml")
                == Self.block.replacingOccurrences(of: "    appearance:\n      titleColor: red\n", with: ""))
        let flow = try FlareProcess.run(
            ["unset", "spec.yaml", "alerts.other.appearance.messageColor"], currentDirectory: dir)
        #expect(flow.status == 0, "\(flow.stderr)")
        #expect(try Self.read(dir, "spec.yaml").contains("  other: {title: Other}\n"))
        let again = try FlareProcess.run(
            ["unset", "spec.yaml", "alerts.other.appearance.messageColor"], currentDirectory: dir)
        #expect(again.status == 0)
        #expect(again.stdout.contains("not set"))
    }

    @Test func aRefusedValueLeavesTheFileByteIdentical() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let before = try Data(contentsOf: dir.appendingPathComponent("spec.yaml"))
        let color = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.appearance.titleColor", "#12345"], currentDirectory: dir)
        #expect(color.status == 1)
        #expect(
            color.stderr
                == "spec.yaml:9:19: error: '#12345' is not a color (write #RGB, "
                + "#RRGGBB or #RRGGBBAA with hexadecimal digits)\n"
        )
        // The terminator still works as before.
        let range = try FlareProcess.run(
            ["set", "spec.yaml", "--", "alerts.low-battery.appearance.borderWidth", "-4"], currentDirectory: dir)
        #expect(range.status == 1)
        #expect(range.stderr.hasPrefix("spec.yaml:10:20: error:"), "\(range.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("spec.yaml")) == before)
    }

    /// A value that starts with '-' is a value, with or without '--', and the options around it still parse.
    @Test func aNegativeNumberIsAValueWithoutTheTerminator() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let radius = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.appearance.borderCornerRadius", "-5"], currentDirectory: dir)
        #expect(radius.status == 1, "\(radius.stderr)")
        #expect(!radius.stderr.contains("Missing expected argument"), "\(radius.stderr)")
        #expect(radius.stderr.hasPrefix("spec.yaml:"), "\(radius.stderr)")
        let title = try FlareProcess.run(
            ["set", "--root", ".", "spec.yaml", "alerts.low-battery.title", "-x-"], currentDirectory: dir)
        #expect(title.status == 0, "\(title.stderr)")
        #expect(title.stdout == "spec.yaml:5:12: alerts.low-battery.title: Battery low → -x-\n")
        let message = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.message", "-0.5", "--root", "."], currentDirectory: dir)
        #expect(message.status == 0, "\(message.stderr)")
        #expect(
            try Self.read(dir, "spec.yaml")
                == Self.block
                .replacingOccurrences(of: "title: Battery low   #", with: "title: -x-           #")
                .replacingOccurrences(of: "'12 % left.'", with: "'-0.5'"))
        let missing = try FlareProcess.run(["set", "spec.yaml", "alerts.low-battery.title"], currentDirectory: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Missing expected argument '<value>'"), "\(missing.stderr)")
        let two = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.title", "-1", "-2"], currentDirectory: dir)
        #expect(two.status == 2)
        #expect(two.stderr.contains("one value expected after the path, got 2: -1 -2"), "\(two.stderr)")
        let help = try FlareProcess.run(["set", "--help"])
        #expect(help.stdout.contains("flare set spec.yaml alerts.low-battery.appearance.borderCornerRadius -5"))
    }

    @Test func aPathThatNamesNothingExitsTwoWithADidYouMean() throws {
        let dir = try Self.tree(["spec.yaml": Self.block])
        let before = try Data(contentsOf: dir.appendingPathComponent("spec.yaml"))
        let id = try FlareProcess.run(["set", "spec.yaml", "alerts.low-batery.title", "x"], currentDirectory: dir)
        #expect(id.status == 2)
        #expect(id.stderr == "spec.yaml:4:3: error: no alert 'low-batery' in alerts (did you mean 'low-battery'?)\n")
        let key = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.low-battery.appearance.titelColor", "red"], currentDirectory: dir)
        #expect(key.status == 2)
        #expect(key.stderr == "spec.yaml:9:7: error: unknown key 'titelColor' (did you mean 'titleColor'?)\n")
        let index = try FlareProcess.run(
            ["unset", "spec.yaml", "alerts.low-battery.actions[2].title"], currentDirectory: dir)
        #expect(index.status == 2)
        #expect(index.stderr.contains("has 2 items; [2] is past its end"))
        let unknown = try FlareProcess.run(
            ["unset", "spec.yaml", "alerts.low-battery.appearance.titelColor"], currentDirectory: dir)
        #expect(unknown.status == 2)
        let usage = try FlareProcess.run(["set", "spec.yaml", "alerts..title", "x"], currentDirectory: dir)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("empty"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("spec.yaml")) == before)
    }

    @Test func theIncludeThatDefinesTheAlertIsEditedNotTheEntryFile() throws {
        let entry = "flare: 1\ninclude:\n  - parts/alerts.yaml   # the alerts\n"
        let part = "alerts:\n  a:\n    title: A\n"
        let dir = try Self.tree(["spec.yaml": entry, "parts/alerts.yaml": part])
        let r = try FlareProcess.run(
            ["set", "spec.yaml", "alerts.a.message", "Hello # not a comment"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "parts/alerts.yaml:4:14: alerts.a.message: (not set) → Hello # not a comment\n")
        #expect(try Self.read(dir, "spec.yaml") == entry)
        #expect(try Self.read(dir, "parts/alerts.yaml") == part + "    message: \"Hello # not a comment\"\n")
    }

    @Test func jsonStaysJSON() throws {
        let json = """
            {
              "flare": 1,
              "alerts": {
                "a": {
                  "title": "A",
                  "appearance": {"titleFont": "Inter Bold 17", "animationType": "fade"}
                }
              }
            }

            """
        let dir = try Self.tree(["spec.json": json])
        #expect(
            try FlareProcess.run(["set", "spec.json", "alerts.a.appearance.borderWidth", "2"], currentDirectory: dir)
                .status == 0)
        #expect(
            try FlareProcess.run(["set", "spec.json", "alerts.a.message", "18"], currentDirectory: dir).status == 0)
        #expect(
            try FlareProcess.run(["unset", "spec.json", "alerts.a.appearance.titleFont"], currentDirectory: dir).status
                == 0)
        #expect(
            try FlareProcess.run(["set", "spec.json", "alerts.a.title", "true"], currentDirectory: dir).status == 0)
        let after = try Self.read(dir, "spec.json")
        #expect(
            after == """
                {
                  "flare": 1,
                  "alerts": {
                    "a": {
                      "title": "true",
                      "appearance": {"animationType": "fade", "borderWidth": 2},
                      "message": 18
                    }
                  }
                }

                """)
        #expect(try JSONSerialization.jsonObject(with: Data(after.utf8)) is [String: Any])
    }

    @Test func editingTheShowcaseKeepsItValid() throws {
        let dir = try Fixtures.temporaryDirectory()
        for name in ["showcase.yaml", "showcase", "assets"] {
            try FileManager.default.copyItem(
                at: Fixtures.examples.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        let before = try Self.read(dir, "showcase.yaml")
        let r = try FlareProcess.run(
            ["set", "showcase.yaml", "alerts.low-battery.actions[1].appearance.actionColor", "amber"],
            currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let after = try Self.read(dir, "showcase.yaml")
        #expect(
            after
                == before.replacingOccurrences(
                    of: "        style: cancel\n\n  returning:",
                    with: "        style: cancel\n        appearance:\n          actionColor: amber\n\n  returning:"))
        #expect(try FlareProcess.run(["check", "--no-layout", "showcase.yaml"], currentDirectory: dir).status == 0)
    }
}
