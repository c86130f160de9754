import Foundation
import Testing

@testable import FlareCore

/// The shortcuts every load takes through path arithmetic and text scans give what the general forms give.
@Suite struct SpecPathTests {
    static let paths = [
        "", "/", "//", "a", "/a", "/a/b", "a/b", "a/b/", "/a/b/", "a//b", "/a//b/c", ".", "..", "./a", "../a",
        "/a/./b", "/a/../b", "a/..", "/a/.hidden", "/a/b.yaml", "data/examples/showcase.yaml", "/.", "/..", "~/a",
        "/é/ü.yaml", "a/./", "/a/b/..", "x/../../y",
    ]

    /// What `NSString.deletingLastPathComponent` answers for each (asked of the paths read from the command line:
    /// on some literals this Foundation traps, "a" among them).
    static let directories: [String: String] = [
        "": "", "/": "/", "//": "", "a": "", "/a": "/", "/a/b": "/a", "a/b": "a", "a/b/": "a", "/a/b/": "/a",
        "a//b": "a", "/a//b/c": "/a/b", ".": "", "..": "", "./a": ".", "../a": "..", "/a/./b": "/a/.",
        "/a/../b": "/a/..", "a/..": "a", "/a/.hidden": "/a", "/a/b.yaml": "/a", "/.": "/", "/..": "/", "~/a": "~",
        "data/examples/showcase.yaml": "data/examples", "/é/ü.yaml": "/é", "a/./": "a", "/a/b/..": "/a/b",
        "x/../../y": "x/../..",
    ]

    @Test func directoryIsWhatNSStringSays() {
        for (path, directory) in Self.directories { #expect(SpecPath.directory(of: path) == directory, "\(path)") }
    }

    /// The shortcut for a path already normal returns what the split and join would.
    @Test func normalizeIsASplitAndAJoin() {
        for path in Self.paths { #expect(SpecPath.normalize(path) == SpecPath.normalizing(path), "\(path)") }
    }

    @Test func nestingAtTheLimitsIsNoProblem() {
        #expect(SpecLoadSession.nestingProblem(String(repeating: "[", count: 100)) == nil)
        #expect(SpecLoadSession.nestingProblem(String(repeating: "[", count: 101))?.1 == 101)
        #expect(SpecLoadSession.nestingProblem("x:\n" + String(repeating: " ", count: 1000) + "y") == nil)
        #expect(SpecLoadSession.nestingProblem("x:\n" + String(repeating: " ", count: 1001))?.0 == 2)
        #expect(SpecLoadSession.nestingProblem(String(repeating: "[]", count: 500)) == nil)
        #expect(SpecLoadSession.nestingProblem(String(repeating: "x", count: 5000)) == nil)
    }
}
