import Foundation
import Testing
import TestSupport

/// ARCHITECTURE.md stays true: every type it names in backquotes (`SpecLoader`, `PreviewWindow+Reload`,
/// `Exporter.render`) is declared in Sources or Tests (or is Swift's own), and every file it names exists.
@Suite struct ArchitectureNamesTests {
    /// The type names written in backquotes in `text`: a backquoted word in UpperCamelCase, read up to its first
    /// `.`, `+`, `(` or space (`SpecEditor+Items` names `SpecEditor`). Words in capitals only (`PNG`) are no names.
    static func typeNames(in text: String) -> Set<String> {
        var names = Set<String>()
        for (index, span) in text.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            let head = String(span.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard let first = head.first, first.isUppercase, head.contains(where: \.isLowercase),
                head.count == span.count || ".+( ".contains(span[head.endIndex])
            else { continue }
            names.insert(head)
        }
        return names
    }

    /// Swift's own names the document uses.
    static let swift: Set<String> = ["MainActor", "Sendable"]

    /// The names `text` declares as a type (class, struct, enum, actor, protocol, typealias).
    static func declaredTypes(in text: String) -> Set<String> {
        let keywords: Set<Substring> = ["class", "struct", "enum", "actor", "protocol", "typealias"]
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { " :<{=(".contains($0) })
            for (i, word) in words.enumerated().dropLast() where keywords.contains(word) {
                if i > 0, ["func", "var", "let", "case"].contains(words[i - 1]) { continue }
                names.insert(String(words[i + 1]))
            }
        }
        return names
    }

    /// The paths written in backquotes that end in `.swift`, `.md` or `.yaml` and hold a `/`.
    static func paths(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.contains("/") && !$0.contains(" ") && ($0.hasSuffix(".swift") || $0.hasSuffix(".md")) }
    }

    @Test func everyTypeTheDocumentNamesIsDeclared() throws {
        let root = Fixtures.root
        let document = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var declared = Set<String>()
        for folder in ["Sources", "Tests"] {
            let url = root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: url.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                declared.formUnion(Self.declaredTypes(in: text))
            }
        }
        let named = Self.typeNames(in: document)
        #expect(named.count > 40 && declared.count > 300)
        let missing = named.subtracting(declared).subtracting(Self.swift).sorted()
        #expect(missing.isEmpty, "ARCHITECTURE.md names types that do not exist: \(missing)")
        let absent = Self.paths(in: document).filter {
            !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        #expect(absent.isEmpty, "ARCHITECTURE.md names files that do not exist: \(absent)")
    }

    @Test func theScanReadsBackquotedTypeNamesAndDeclarations() {
        let text = "`SpecLoader` → `DocumentParser+Catalog` (`Exporter.render`, `make lint`, `PNG`, `flare code`)"
        #expect(Self.typeNames(in: text) == ["SpecLoader", "DocumentParser", "Exporter"])
        let code = """
            public final class Window: Base {
            struct Item<T> {}
            enum Kind { case a }
            protocol Host: AnyObject {}
            typealias Entry = Item
            func make() -> struct
            """
        #expect(Self.declaredTypes(in: code) == ["Window", "Item", "Kind", "Host", "Entry"])
    }
}
