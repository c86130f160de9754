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
        let lines = SourceLocation.lineCount(in: text)
        for diagnostic in result.diagnostics where diagnostic.location.file.hasSuffix("spec.yaml") {
            // Every diagnostic of the fuzzed file points inside it.
            precondition(
                diagnostic.location.line >= 1 && diagnostic.location.line <= max(lines, 1) + 1,
                "diagnostic outside the text: \(diagnostic)")
        }
        _ = result.diagnostics.map(\.description)
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
