import Foundation
import Testing
import TestSupport

/// `flare check` end to end: exit codes, the stderr format, the summary line and `--format json`.
@Suite struct CheckExitCodeTests {
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

    static let valid = """
        flare: 1
        alerts:
          a: {title: A}
          b: {title: B, icon: missing.png}
        rockets:
          r: {blocks: {x: {text: Hi}}}
        routes:
          "app://a": flare://alert/a
        """
    static let invalid = "flare: 1\nalerts:\n  a:\n    titel: A\n    appearance: {titleColor: '#12345'}\n"

    @Test func validSpecExitsZeroWithASummary() throws {
        let dir = try Self.tree(["ok.yaml": Self.valid])
        let r = try FlareProcess.run(["check", "ok.yaml"], currentDirectory: dir)
        #expect(r.status == 0)
        #expect(r.stdout == "ok.yaml: ok (2 alerts, 1 rocket, 0 queues, 0 scenarios, 1 route, 1 warning)\n")
        #expect(
            r.stderr
                == "ok.yaml:4:23: warning: image file 'missing.png' does not exist (looked for "
                + "\(dir.resolvingSymlinksInPath().path)/missing.png); Flare draws a placeholder\n"
                || r.stderr
                    == "ok.yaml:4:23: warning: image file 'missing.png' does not exist (looked for "
                    + "\(dir.path)/missing.png); Flare draws a placeholder\n"
        )
    }

    @Test func errorsExitOneWithPathLineColumnAsGiven() throws {
        let dir = try Self.tree(["specs/bad.yaml": Self.invalid])
        let r = try FlareProcess.run(["check", "specs/bad.yaml"], currentDirectory: dir)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(
            r.stderr.split(separator: "\n") == [
                "specs/bad.yaml:4:5: error: unknown key 'titel' (did you mean 'title'?)",
                "specs/bad.yaml:5:30: error: '#12345' is not a color (write #RGB, "
                    + "#RRGGBB or #RRGGBBAA with hexadecimal digits)",
                "specs/bad.yaml: 2 errors",
            ])
    }

    @Test func missingFilesAndUsageErrorsExitTwo() throws {
        let dir = try Self.tree(["ok.yaml": Self.valid, "bad.yaml": Self.invalid])
        let missing = try FlareProcess.run(["check", "ok.yaml", "nope.yaml", "bad.yaml"], currentDirectory: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("flare: error: cannot read 'nope.yaml': no such file\n"))
        #expect(missing.stdout.contains("ok.yaml: ok"))
        #expect(missing.stderr.contains("bad.yaml:4:5: error:"))  // the other files are still checked
        let directory = try FlareProcess.run(["check", "."], currentDirectory: dir)
        #expect(directory.status == 2)
        #expect(directory.stderr == "flare: error: cannot read '.': it is a directory\n")
        let usage = try FlareProcess.run(["check"], currentDirectory: dir)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("\nUsage: flare check"), "the usage on its own line, not escaped")
        #expect(!usage.stderr.contains("\\u{A}"))
        let badOption = try FlareProcess.run(["check", "--format", "xml", "ok.yaml"], currentDirectory: dir)
        #expect(badOption.status == 2)
    }

    @Test func jsonFormatPrintsAnArrayOnStdout() throws {
        let dir = try Self.tree(["bad.yaml": Self.invalid, "ok.yaml": "flare: 1\n"])
        let r = try FlareProcess.run(["check", "--format", "json", "bad.yaml", "ok.yaml"], currentDirectory: dir)
        #expect(r.status == 1)
        #expect(r.stderr.isEmpty)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["file"] as? String == "bad.yaml")
        #expect(array[0]["line"] as? Int == 4)
        #expect(array[0]["column"] as? Int == 5)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["message"] as? String == "unknown key 'titel' (did you mean 'title'?)")
        #expect(array[1]["line"] as? Int == 5 && array[1]["column"] as? Int == 30)

        let clean = try FlareProcess.run(["check", "--format", "json", "ok.yaml"], currentDirectory: dir)
        #expect(clean.status == 0)
        #expect(
            clean.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]"
                || clean.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test func binaryAndEmptyFilesGetOneClearError() throws {
        let dir = try Self.tree(["empty.yaml": ""])
        try Data([0x00, 0x01, 0x02, 0xFF]).write(to: dir.appendingPathComponent("blob.yaml"))
        let r = try FlareProcess.run(["check", "empty.yaml", "blob.yaml"], currentDirectory: dir)
        #expect(r.status == 1)
        #expect(
            r.stderr.split(separator: "\n") == [
                "empty.yaml:1:1: error: the file is empty; a spec starts with 'flare: 1'",
                "empty.yaml: 1 error",
                "blob.yaml:1:1: error: this is a binary file, not a YAML or JSON spec",
                "blob.yaml: 1 error",
            ])
    }
}
