import FlareCore
import Foundation
import PropertyBased
import Testing
import TestSupport

/// Mutated specs through the parser and validator, as `flare check` reads them: never a trap, and every
/// diagnostic of the file points at a line inside it (lines counted as YAML counts them). `make fuzz` runs the
/// same property for millions of inputs; this keeps a short run of it in every test run.
@Suite struct SpecMutationPropertyTests {
    static let seeds: [[UInt8]] = [
        "alert.yaml", "appearance.yaml", "queue.yaml", "rocket.yaml", "scenario.yaml", "routes.yaml",
    ]
    .compactMap {
        FileManager.default.contents(atPath: Fixtures.examples.appendingPathComponent($0).path).map(Array.init)
    }
    static let hostile: [[UInt8]] = [
        "1e19", "-1e300", "100000000000", "\u{1B}[2J", "../../etc/passwd", "&a [*a, *a]",
        "{", "- ", ": :", "\r", "\u{2028}", "0x10", "nan", String(repeating: "a", count: 300),
    ]
    .map { Array($0.utf8) }

    /// Applies one mutation chosen by `code` at a place chosen by `at`.
    static func mutate(_ bytes: [UInt8], _ code: Int, _ at: Int) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var out = bytes
        let i = at % out.count
        switch code % 6 {
        case 0: out[i] = UInt8(truncatingIfNeeded: code / 6)  // a byte changed
        case 1: out.removeSubrange(i..<min(out.count, i + 1 + code % 40))  // a span removed
        case 2: out.insert(contentsOf: hostile[(code / 6) % hostile.count], at: i)  // a hostile token inserted
        case 3:  // a span repeated (duplicate keys)
            let end = min(out.count, i + 1 + code % 200)
            out.insert(contentsOf: out[i..<end], at: end)
        case 4:  // a number made huge
            if let digit = out[i...].firstIndex(where: { (48...57).contains($0) }) {
                out.insert(contentsOf: Array("e308".utf8), at: digit + 1)
            }
        default: out.insert(contentsOf: Array("\n    ".utf8), at: i)  // indentation broken
        }
        return out
    }

    @Test func mutatedSpecsGiveDiagnosticsInsideTheFile() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flare-mutants").path
        await propertyCheck(
            count: 400, input: Gen.int(in: 0...(Self.seeds.count - 1)),
            Gen.int(in: 0...1_000_000).array(of: 1...6), Gen.int(in: 0...100_000)
        ) { seed, codes, at in
            var bytes = Self.seeds[seed]
            for (n, code) in codes.enumerated() { bytes = Self.mutate(bytes, code, at &+ n * 7919) }
            guard let text = String(validating: bytes, as: UTF8.self) else { return }
            let result = SpecLoader.parse(text: text, path: folder + "/spec.yaml")
            let lines = SourceLocation.lineCount(in: text)
            for d in result.diagnostics where d.location.file.hasSuffix("spec.yaml") {
                #expect(d.location.line >= 1 && d.location.line <= lines + 1 && d.location.column >= 1, "\(d)")
                #expect(!d.description.unicodeScalars.contains { $0.value == 0x1B }, "no raw ESC in \(d)")
            }
        }
    }
}

/// Inputs the fuzzer found, and the hostile seeds it starts from: each loads to diagnostics, quickly.
@Suite struct FuzzSeedTests {
    @Test func everySeedLoadsToDiagnostics() throws {
        let folder = Fixtures.root.appendingPathComponent("data/fuzz-seeds")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.contains("repeat-not-found-loop.yaml"), "a repeated complex key once looped for ever")
        for name in names {
            let result = SpecLoader.load(path: folder.appendingPathComponent(name).path)
            #expect(!result.errors.isEmpty, "\(name) is hostile: it has errors")
        }
    }
}
