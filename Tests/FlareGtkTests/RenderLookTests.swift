import FlareCore
@testable import FlareGtk
import Foundation
import Testing

/// Writes the reference alerts as PNGs to `$FLARE_LOOK_DIR` for a human to open (skipped otherwise).
@Suite(.serialized, .enabled(if: hasDisplay && ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] != nil,
                              "set FLARE_LOOK_DIR to write the reference alerts as PNGs"))
struct RenderLookTests {
    @Test func writeReferenceAlerts() async throws {
        try await onGtk {
            let dir = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"]!)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for theme in Theme.allCases {
                for frame in Exporter.Frame.allCases {
                    for alert in RenderFixtures.references {
                        let raster = try RenderFixtures.render(alert, scale: 2, theme: theme, frame: frame)
                        try raster.png().write(to: dir.appendingPathComponent("\(alert.id)-\(theme)-\(frame)@2x.png"))
                    }
                }
            }
        }
    }
}
