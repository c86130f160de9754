import ArgumentParser
import FlareCore
import Foundation

/// `flare devices`: every name `stage.device:`, `--device` and `variants.devices` take: the catalogue's iPhones and
/// iPads (id, Apple's name, points, scale, status bar, DUX's screen class), then the generic sizes. No display needed.
package struct Devices: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "List the devices a spec, --device and variants can name.",
        discussion: """
            One line per real device: its id (add -landscape for landscape), Apple's name, its screen in points \
            held upright, its scale, its status bar's height and the screen class DUX sizes its alerts by. Then the \
            generic sizes. docs/devices.md says where each figure comes from.
            """)

    package init() {}

    package func run() {
        for line in Self.lines() { print(line) }
    }

    /// What `run` prints.
    package static func lines() -> [String] {
        let idWidth = DeviceCatalog.models.map(\.id.count).max() ?? 0
        let nameWidth = DeviceCatalog.models.map(\.name.count).max() ?? 0
        var out: [String] = []
        for family in DeviceModel.Family.allCases {
            out.append("\(family.rawValue):")
            for m in DeviceCatalog.models where m.family == family {
                let id = m.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let name = m.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                out.append(
                    "  \(id)  \(name)  \(points(m.width))×\(points(m.height)) @\(points(m.scale))x  "
                        + "status bar \(points(m.statusBarHeight))  DUX \(m.duxScreen.screenClass.label)")
            }
        }
        out.append("Generic sizes:")
        out.append("  phone            390×844 (an iPhone 14's safe areas and notch)")
        out.append("  phone-landscape  844×390 (the default)")
        out.append("  tablet           1180×820 (an iPad Air's safe areas)")
        out.append("  WIDTHxHEIGHT     any size in points, e.g. 400x800 (no safe areas)")
        out.append("Add -landscape to a device's id for the device held in landscape: iphone-15-pro-landscape.")
        return out
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
