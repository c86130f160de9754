import Foundation
import TestSupport
import Testing

/// `flare tokens SPEC`, end to end: `--out` writes the base file, the dark file and the resolver (atomically; a
/// second run leaves them alone), a spec's `tokens:` reads the resolver back, and without `--out` one resolver with
/// the tokens inline is printed.
@Suite struct TokensCommandTests {
    private static let spec = """
        flare: 1
        palette:
          brand: {light: '#0A84FF', dark: '#64D2FF'}
          ink: '#111111'
        alerts:
          hi: {title: Hi, appearance: {titleColor: brand, messageColor: ink}}

        """

    private func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flare-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("spec.yaml"))
        return dir
    }

    @Test func outWritesTheThreeFilesAndASecondRunLeavesThemAlone() throws {
        let dir = try folder()
        let run = try FlareProcess.run(["tokens", "spec.yaml", "--out", "design.resolver.json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let names = ["design.tokens.json", "design.dark.tokens.json", "design.resolver.json"]
        let texts = try names.map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }
        #expect(texts[0].contains(##""hex": "#0a84ff""##) && texts[0].contains(##""hex": "#111111""##))
        #expect(texts[1].contains(##""hex": "#64d2ff""##) && !texts[1].contains("ink"))
        #expect(texts[2].contains(#""$ref": "design.dark.tokens.json""#))
        let inodes = try names.map {
            try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent($0).path)[.systemFileNumber]
                as? Int
        }
        let again = try FlareProcess.run(["tokens", "spec.yaml", "--out", "design.tokens.json"], currentDirectory: dir)
        #expect(again.status == 0)
        let after = try names.map {
            try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent($0).path)[.systemFileNumber]
                as? Int
        }
        #expect(after == inodes)
        // Read back by a spec with no palette: the same two themes.
        let back = """
            flare: 1
            tokens: [design.resolver.json]
            alerts:
              hi: {title: Hi, appearance: {titleColor: brand}}

            """
        try Data(back.utf8).write(to: dir.appendingPathComponent("back.yaml"))
        let check = try FlareProcess.run(["check", "back.yaml"], currentDirectory: dir)
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func withoutOutOneResolverIsPrintedAndABadNameIsAUsageError() throws {
        let dir = try folder()
        let run = try FlareProcess.run(["tokens", "spec.yaml"], currentDirectory: dir)
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""version": "2025.10""#) && run.stdout.contains(##""hex": "#64d2ff""##))
        let bad = try FlareProcess.run(["tokens", "spec.yaml", "--out", "design.json"], currentDirectory: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'design.json' names no token files"))
    }
}
