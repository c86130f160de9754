import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

// The values options take (in `flare-gtk` and `flare-dev`), each parsed and checked once, where ArgumentParser reads
// the command line. A value that does not parse is a usage error: `Error: The value 'x' is invalid for
// '--option <name>'`, the option's help and the command's usage; exit 2 (`flareMain`).

extension Theme: ExpressibleByArgument {}

extension TextStress: ExpressibleByArgument {}

extension Exporter.Frame: ExpressibleByArgument {}

extension MotionExport.MotionFormat: ExpressibleByArgument {}

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
