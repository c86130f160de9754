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

/// `--device iphone-15-pro|…|phone|phone-landscape|tablet|WxH`.
extension Stage.Device: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }

    /// `--device`'s value, or a usage error with a did-you-mean: `Error: The value 'iphone-15-por' is invalid for
    /// '--device <device>': did you mean 'iphone-15-pro'? …` (an option's `transform:`).
    public static func argument(_ word: String) throws -> Stage.Device {
        guard let device = Stage.Device(name: word) else { throw DeviceArgumentError(word: word) }
        return device
    }
}

/// A `--device` value that names no device, said as the spec's check says it, with the nearest name.
struct DeviceArgumentError: Error, CustomStringConvertible {
    var word: String
    var description: String {
        let hint =
            Suggestion.nearest(to: word, in: Stage.Device.allNames).map { "did you mean '\($0)'? " } ?? ""
        return "\(hint)A device is an id from 'flare devices' (iphone-15-pro, ipad-air-11-landscape, …), phone, "
            + "phone-landscape, tablet or WIDTHxHEIGHT points"
    }
}

/// `--zoom PERCENT|fit` (`Zoom.init`).
extension Zoom: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
