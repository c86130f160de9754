#if FUZZING
import CFlareFuzz
#endif
import FlareCore
import Foundation

/// The libFuzzer target for the spec parser and validator (`make fuzz`): any bytes, as the root spec of a
/// folder, must give a model or diagnostics with a place inside the text, never a trap or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func flareFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.run(bytes)
    return 0
}

enum FuzzTarget {
    /// Where relative includes, images and fonts of the fuzzed spec resolve: an empty folder.
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flare-fuzz").path

    static func run(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let result = SpecLoader.parse(text: text, path: folder + "/spec.yaml")
        let lines = lineCount(text)
        for diagnostic in result.diagnostics where diagnostic.location.file.hasSuffix("spec.yaml") {
            // Every diagnostic of the fuzzed file points inside it.
            precondition(diagnostic.location.line >= 1 && diagnostic.location.line <= max(lines, 1) + 1,
                         "diagnostic outside the text: \(diagnostic)")
        }
        _ = result.diagnostics.map(\.description)
    }

    /// Lines as YAML counts them: LF, CR LF, a lone CR, NEL, and the line and paragraph separators break lines.
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": if previous != "\r" { count += 1 }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}": count += 1
            default: break
            }
            previous = scalar
        }
        return count
    }
}

@main
struct FuzzMain {
    static func main() {
        #if FUZZING
        // Built with -sanitize=fuzzer (`make fuzz`): libFuzzer takes over, with the command line's options.
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in flareFuzzOne(data, size) })
        #else
        // A normal build replays the files given, e.g. a crash the fuzzer saved.
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            FuzzTarget.run(Array(data))
            print("\(path): ok")
        }
        #endif
    }
}
