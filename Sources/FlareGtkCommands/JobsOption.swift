import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

// The values options take (in `flare-gtk` and `flare-dev`), each parsed and checked once, where ArgumentParser reads
// the command line. A value that does not parse is a usage error: `Error: The value 'x' is invalid for
// '--option <name>'`, the option's help and the command's usage; exit 2 (`flareMain`).

/// `--jobs N`: the processes an export renders with, 1...64 (default: one per core).
package struct JobsOption: ParsableArguments {
    package init() {}

    @Option(help: "Processes to render with (default: one per core; each takes at least 48 images).")
    package var jobs: Int?

    package func validate() throws {
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be between 1 and 64") }
    }

    /// The number of processes: the one asked for, else one per core.
    package var count: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
