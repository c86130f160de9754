import FlareCore
import Foundation
import Testing
import TestSupport

/// The RocketAlert, JHPopupQueue, WaitForIt and Scotty stubs (Fixtures/CodeStubs) are their releases' API: every
/// `public`/`open` declaration and public protocol requirement of a stub (its signature: names, labels, types,
/// defaults) is a declaration of the release's source at its tag, where the mirror is on this machine. A stub's own
/// additions are named `recorded…`/`recording…`, follow a "Recording only" comment, or say `(stub)` and why.
@Suite struct HandoffReleaseStubTests {
    struct Library: Sendable, CustomStringConvertible {
        var module: String
        var mirror: String
        var release: HandoffRelease
        var tag: String
        var files: [String]
        var description: String { module }
    }

    static let libraries = [
        Library(
            module: "RocketAlert", mirror: "/work/.mirror/peppesapienza+RocketAlert/repo", release: .rocketAlert,
            tag: "1.0-beta.4",
            files: [
                "Rocket.swift", "Model/Author.swift", "Model/Block/ButtonBlock.swift",
                "Model/Block/DoubleButtonBlock.swift", "Model/Block/ImageBlock.swift", "Model/Block/TextBlock.swift",
                "Model/Block/TextInputBlock.swift", "Model/CloseButton.swift", "Model/ElementStyle.swift",
                "Model/TapHandler.swift", "Protocol/RocketBlock.swift",
            ].map { "RocketAlert/" + $0 }),
        Library(
            module: "JHPopupQueue", mirror: "/work/.mirror/hllGitHub+PopupQueue/repo/.git", release: .popupQueue,
            tag: "0.0.2beta", files: ["Source/PopupQueue.swift", "Source/Extension.swift"]),
        Library(
            module: "WaitForIt", mirror: "/work/.mirror/pawurb+WaitForIt/repo/.git", release: .waitForIt,
            tag: "2.0.0", files: ["WaitForIt/Source/ScenarioProtocol.swift"]),
        Library(
            module: "Scotty", mirror: "/work/.mirror/BottleRocketStudios+iOS-Scotty/repo", release: .scotty,
            tag: "2.2.0",
            files: ["Route.swift", "RouteController.swift", "RouteIdentifier.swift"].map { "Sources/Scotty/" + $0 }),
    ]

    /// The source's lines with a declaration's continuation lines joined (until its parentheses balance), without
    /// trailing comments.
    static func logicalLines(_ text: String) -> [String] {
        var out: [String] = [], buffer = ""
        for raw in text.components(separatedBy: "\n") {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if !line.hasPrefix("//"), !line.contains("\""), let comment = line.range(of: "//") {
                line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            buffer = buffer.isEmpty ? line : buffer + " " + line
            if buffer.filter({ $0 == "(" }).count > buffer.filter({ $0 == ")" }).count { continue }
            out.append(buffer)
            buffer = ""
        }
        return out
    }

    /// A declaration's signature: whitespace collapsed, a one-line body and a trailing `{` dropped, and the access
    /// and isolation words left out (the release's `public extension` gives its members no `public`).
    static func signature(_ line: String) -> String {
        var text = line.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #" ?\{.*\}$"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #" ?\{$"#, with: "", options: .regularExpression)
        for word in ["nonisolated(unsafe) ", "public ", "open ", "@discardableResult "] {
            text = text.replacingOccurrences(of: word, with: "")
        }
        for (from, to) in [("( ", "("), (" )", ")"), (", )", ")"), (",)", ")")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The stub's public declarations, less its own additions.
    static func declarations(_ stub: String) -> [String] {
        var out: [String] = [], previous = ""
        let marked = Set(stub.components(separatedBy: "\n").filter { $0.contains("(stub)") }.map(logicalLines).joined())
        var inProtocol = false
        for line in logicalLines(stub) {
            defer { previous = line.hasPrefix("//") ? (previous + line) : "" }
            // A public protocol's requirements carry no `public` of their own.
            if inProtocol, line == "}" { inProtocol = false }
            if line.hasPrefix("public protocol ") { inProtocol = true }
            let requirement = inProtocol && !line.isEmpty && !line.hasPrefix("//") && !line.hasPrefix("public ")
            guard line.hasPrefix("public ") || line.hasPrefix("open ") || line.hasPrefix("nonisolated(unsafe) public")
                || requirement
            else { continue }
            let text = signature(line)
            // The font presets' colours are checked by `rocketFontPresetsAreTheReleases`.
            let preset = text.hasPrefix("static var") && text.contains("= RocketFont.init(")
            if previous.contains("Recording only") || marked.contains(line) || text.contains(" recording")
                || text.contains(" recorded") || preset
            {
                continue
            }
            out.append(text)
        }
        return out
    }

    static func show(_ library: Library, _ path: String) throws -> String {
        let r = try FlareProcess.runTool(
            "/usr/bin/git", ["--git-dir=\(library.mirror)", "show", "\(library.tag):\(path)"])
        #expect(r.status == 0, "\(library.module): \(path) at \(library.tag): \(r.stderr)")
        return r.stdout
    }

    /// The mirrors the releases were read from are on this machine (docs/handoff.md names them).
    static var mirrors: ConditionTrait {
        .enabled(if: libraries.allSatisfy { FileManager.default.fileExists(atPath: $0.mirror) }, "needs the mirrors")
    }

    @Test(mirrors, arguments: libraries)
    func theStubDeclaresTheReleasesAPI(_ library: Library) throws {
        let tag = try FlareProcess.runTool(
            "/usr/bin/git", ["--git-dir=\(library.mirror)", "rev-parse", "\(library.tag)^{commit}"])
        #expect(
            tag.stdout.hasPrefix(String(library.release.source.split(separator: "@")[1])),
            "\(library.module): HandoffRelease names \(library.release.source), the tag is \(tag.stdout)")
        var release = Set<String>()
        for path in library.files {
            release.formUnion(Self.logicalLines(try Self.show(library, path)).map(Self.signature))
        }
        let stub = try String(
            contentsOf: HandoffStubTests.stubs.appendingPathComponent(library.module + ".swift"), encoding: .utf8)
        let declarations = Self.declarations(stub)
        #expect(declarations.count >= 12, "\(library.module): \(declarations.count) declarations")
        for declaration in declarations {
            let declared = release.contains(declaration)
            #expect(declared, "\(library.module): the release declares no `\(declaration)`")
        }
    }

    /// RocketAlert's font presets: the stub's sizes, weights and 8-bit colours are the release's
    /// (ElementStyle.swift:11-16 writes them as colour literals).
    @Test(mirrors) func rocketFontPresetsAreTheReleases() throws {
        let library = Self.libraries[0]
        let source = try Self.show(library, "RocketAlert/Model/ElementStyle.swift")
        let stub = try String(
            contentsOf: HandoffStubTests.stubs.appendingPathComponent("RocketAlert.swift"), encoding: .utf8)
        let flat = stub.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        let pattern = try Regex(
            #"static var (\w+) = RocketFont\.init\(font: UIFont\.systemFont\((ofSize: \d+, weight: \.\w+)\), "#
                + #"color: #colorLiteral\(red: ([\d.]+), green: ([\d.]+), blue: ([\d.]+), alpha: 1\)\)"#)
        var count = 0
        for match in source.matches(of: pattern) {
            let parts = (1...5).map { match.output[$0].substring.map(String.init) ?? "" }
            let hex = parts[2...].map { String(format: "%02X", Int((Double($0)! * 255).rounded())) }
            let want = "static var \(parts[0]) = RocketFont.init( font: UIFont.systemFont(\(parts[1])), color: hex(0x"
                + hex.joined() + "))"
            #expect(flat.contains(want), "RocketFont.\(parts[0]): the release's is \(want)")
            count += 1
        }
        #expect(count == 6)
    }
}
