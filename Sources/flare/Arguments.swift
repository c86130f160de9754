import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

// The values options take, each parsed and checked once, where ArgumentParser reads the command line. A value that
// does not parse is a usage error: `Error: The value 'x' is invalid for '--option <name>'`, the option's help and
// the command's usage; exit 2 (`Flare.main`).

extension Theme: ExpressibleByArgument {}
extension TextStress: ExpressibleByArgument {}
extension Exporter.Frame: ExpressibleByArgument {}
extension Exporter.MotionFormat: ExpressibleByArgument {}
extension CompareGrid.Axis: ExpressibleByArgument {}

/// `--shard i/n`, 1 ≤ i ≤ n.
extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// `--device phone|phone-landscape|tablet|WxH`.
extension Stage.Device: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

/// `--zoom PERCENT|fit` (`Zoom.init`).
extension Zoom: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

/// `flare open --size WIDTHxHEIGHT` (`1280x760`, `1280×760`): width 320 to 7680, height 240 to 4320.
struct WindowSize: ExpressibleByArgument, Equatable {
    var width: Int
    var height: Int

    static let standard = WindowSize(width: 1280, height: 760)

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().replacingOccurrences(of: "×", with: "x")
            .split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let h = Int(parts[1].trimmingCharacters(in: .whitespaces)),
            (320...7680).contains(w), (240...4320).contains(h)
        else { return nil }
        self.init(width: w, height: h)
    }

    /// `(width, height)`, as `FirstFrame.screenshot` takes it.
    var pair: (Int, Int) { (width, height) }
}

/// `flare export --motion`: an alert's show or close animation, or a rocket's whole flow.
enum Motion: String, CaseIterable, ExpressibleByArgument {
    case show, close, flow
}

/// `--jobs N`: the processes an export renders with, 1...64 (default: one per core).
struct JobsOption: ParsableArguments {
    @Option(help: "Processes to render with (default: one per core; each takes at least 48 images).")
    var jobs: Int?

    func validate() throws {
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be between 1 and 64") }
    }

    /// The number of processes: the one asked for, else one per core.
    var count: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
