import Foundation
import Testing

@testable import CodeRules

/// The exceptions, and the one run over the repository that `make test` makes (`make lint` runs the same).
@Suite struct LinterTests {
    /// Flare's root: this file is Tools/CodeRules/Tests/CodeRulesTests/LinterTests.swift.
    static let root = (0..<5).reduce(URL(fileURLWithPath: #filePath)) { url, _ in url.deletingLastPathComponent() }

    @Test func anExceptionExcusesItsSubjectInItsFilesUpToItsLimit() {
        let view = SourceFile(path: "Sources/FlareGtk/Alert/A.swift", text: "import CGtk\nlet a = gtk_init()\n")
        #expect(Linter.lint([view], exceptions: []).map(\.rule) == [.layers, .cCalls])
        let excused = [
            Exception(.layers, "CGtk", in: ["Sources/FlareGtk/Alert/"], why: "a folder"),
            Exception(.cCalls, "*", in: ["Sources/FlareGtk/Alert/A.swift"], why: "a file"),
        ]
        #expect(Linter.lint([view], exceptions: excused).isEmpty)
        let elsewhere = [Exception(.layers, "CGtk", in: ["Sources/FlareGtk/Rocket/"], why: "")]
        let findings = Linter.lint([view], exceptions: elsewhere).map(\.rule)
        #expect(findings.sorted { $0.rawValue < $1.rawValue } == [.cCalls, .layers, .staleException])
        let fields = (1...17).map { "var f\($0) = 0" }.joined(separator: "\n")
        let big = SourceFile(path: "Sources/FlareCore/Big.swift", text: "struct Big {\n\(fields)\n}")
        #expect(Linter.lint([big], exceptions: [Exception(.storedProperties, "Big", upTo: 17, why: "")]).isEmpty)
        let grown = Linter.lint([big], exceptions: [Exception(.storedProperties, "Big", upTo: 16, why: "")])
        #expect(Set(grown.map(\.rule)) == [.storedProperties, .staleException], "a type that grows past its limit")
        #expect(grown.count == 2)
    }

    @Test func everyExceptionSaysWhy() {
        for exception in Exceptions.all {
            #expect(exception.why.count > 20, "\(exception.rule.rawValue) \(exception.subject): say why")
        }
    }

    /// The repository keeps its rules: what `make lint` (`flare-lint-code`) checks.
    @Test func theRepositoryKeepsItsRules() throws {
        let files = try Linter.files(root: Self.root)
        #expect(files.count > 300)
        #expect(files.contains { $0.path == "Sources/FlareCore/Spec/Catalog/PropertyCatalog.swift" })
        #expect(!files.contains { $0.path.contains("/Fixtures/") || $0.path.contains(".build") })
        #expect(files.contains { $0.path == "Tools/CodeRules/Sources/CodeRules/Linter.swift" })
        let findings = Linter.lint(files)
        let list = findings.map(\.description).joined(separator: "\n")
        #expect(findings.isEmpty, "\(findings.count) finding(s) (run `make lint`):\n\(list)")
    }
}
