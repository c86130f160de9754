import ArgumentParser
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare export --motion`: an alert's show or close animation, or a rocket's whole flow.
enum Motion: String, CaseIterable, ExpressibleByArgument {
    case show, close, flow
}
