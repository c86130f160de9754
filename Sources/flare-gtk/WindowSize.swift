import ArgumentParser
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

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
