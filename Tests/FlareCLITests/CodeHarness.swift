import FlareCore
import Foundation
import Testing
import TestSupport

/// What the `flare code` tests share: the stub modules (Fixtures/CodeStubs) built once per process as static
/// libraries, the compiler, the examples and a way to run `flare code`.
enum CodeHarness {
    static let stubs = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/CodeStubs")
    static let goldens = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/CodeGoldens")

    /// The compiler beside the running toolchain, or on PATH.
    static let swiftc: String? = {
        let candidates =
            ["/opt/swift/usr/bin/swiftc"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A test that compiles: enabled where there is a compiler.
    static var needsSwiftc: ConditionTrait {
        .enabled(if: swiftc != nil, "needs swiftc (the Swift toolchain's, or on PATH)")
    }

    /// Typechecks `files` in Swift 6 mode against the stub modules in `dir`.
    static func typecheck(_ files: [String], in dir: URL) throws {
        try compile(swiftc!, ["-swift-version", "6", "-typecheck", "-I", dir.path] + files, in: dir)
    }

    /// Every example spec with alerts (`broken/` is the invalid one).
    static var examples: [URL] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: Fixtures.examples, includingPropertiesForKeys: nil))
            ?? []
        return files.filter { ["yaml", "json"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// A stub module's files: `Module.swift` and any `Module+Part.swift`.
    static func sources(of module: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: stubs.path).sorted()
            .filter { $0 == module + ".swift" || $0.hasPrefix(module + "+") }
            .map { stubs.appendingPathComponent($0).path }
    }

    /// The stub modules `UIKit`, `UXSDKCore`, `RocketAlert`, `JHPopupQueue`, `WaitForIt` and `Scotty` as static
    /// libraries with their modules, built once per process.
    static let modules: Result<URL, any Error> = Result {
        guard let swiftc else { throw Failure("no swiftc") }
        let dir = try Fixtures.temporaryDirectory()
        for module in ["UIKit", "UXSDKCore", "RocketAlert", "JHPopupQueue", "WaitForIt", "Scotty"] {
            try compile(
                swiftc,
                [
                    "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module,
                    "-I", dir.path,
                ] + (try sources(of: module)) + ["-o", dir.appendingPathComponent("lib\(module).a").path], in: dir)
        }
        return dir
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func compile(_ swiftc: String, _ arguments: [String], in dir: URL) throws {
        let r = try FlareProcess.runTool(swiftc, arguments, currentDirectory: dir)
        guard r.status == 0 else { throw Failure("swiftc \(arguments.joined(separator: " ")) failed:\n\(r.stderr)") }
    }

    static func code(_ arguments: [String]) throws -> String {
        let r = try FlareProcess.run(["code"] + arguments)
        guard r.status == 0 else { throw Failure("flare code \(arguments) exited \(r.status): \(r.stderr)") }
        return r.stdout
    }
}
