import Foundation
import Testing

/// Issue 26: no Swift line in `Sources/`, `Tests/` or `Package.swift` is longer than 120 characters, the
/// `lineLength` of `.swift-format`. swift-format cannot break a long string literal or comment, so this test
/// catches what it leaves: split a literal into `"…" + "…"` (or end a line of a `"""` literal with `\`), re-wrap a
/// comment. Characters are Unicode scalars (`×` and `→` count one). `Fixtures/` hold inputs, not code.
@Suite struct LineLengthTests {
    static let limit = 120
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The 1-based numbers of the lines of `text` longer than `limit` characters, with each line's length.
    static func longLines(in text: String) -> [(line: Int, length: Int)] {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { index, line -> (line: Int, length: Int)? in
            let length = line.count - (line.last == "\r" ? 1 : 0)
            return length > limit ? (index + 1, length) : nil
        }
    }

    /// Every `.swift` file of `Sources/` and `Tests/` (not under a `Fixtures` folder), and `Package.swift`.
    static func swiftFiles() -> [URL] {
        var files = [root.appendingPathComponent("Package.swift")]
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(top), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == "Fixtures" {
                    enumerator?.skipDescendants()
                } else if url.pathExtension == "swift" {
                    files.append(url)
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    @Test func everySwiftLineIsAtMost120Characters() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 100, "found \(files.count) Swift files under \(Self.root.path)")
        var long: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            long += Self.longLines(in: text).map { "\(Self.relative(file)):\($0.line): \($0.length) characters" }
        }
        #expect(long.isEmpty, "lines over \(Self.limit) characters:\n\(long.joined(separator: "\n"))")
    }

    @Test func aLineCountsItsCharactersNotItsBytes() {
        let fits = String(repeating: "×", count: 120)
        #expect(Self.longLines(in: fits).isEmpty, "120 characters (240 bytes) fit")
        let long = Self.longLines(in: "first\n" + fits + "→\r\nlast")
        #expect(long.map(\.line) == [2] && long.map(\.length) == [121])
        #expect(Self.longLines(in: fits + "\r\n").isEmpty, "a CRLF line ending is not a character of the line")
    }
}
