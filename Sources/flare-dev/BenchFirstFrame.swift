import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

struct FirstFrameResult: Codable {
    var firstFrameMs: Double
    var rssMB: Double
}

/// `flare-dev bench first-frame [SPEC]`: one measuring process of `bench startup` (hidden).
struct BenchFirstFrame: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "first-frame", shouldDisplay: false)

    @Argument var spec: String?

    func run() throws {
        setenv("GTK_A11Y", "none", 0)
        let painted = MainActor.assumeIsolated { () -> Double? in
            var at: Double?
            return FirstFrame.run(spec: spec) { at = ProcessClock.now() } ? at : nil
        }
        guard let painted else { throw ExitCode(1) }
        let result = FirstFrameResult(
            firstFrameMs: (painted - ProcessClock.processStart()) * 1000,
            rssMB: Memory.residentMB())
        print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    }
}
