import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// Golden images of the reference alerts (`RenderFixtures.references`), compared with a small tolerance.
/// Regenerate after an intended change with `FLARE_UPDATE_GOLDENS=1` (see Goldens/README.md), then look at them.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RenderGoldenTests {
    static let dir = Fixtures.root.appendingPathComponent("Tests/FlareGtkTests/Goldens")
    static let update = ProcessInfo.processInfo.environment["FLARE_UPDATE_GOLDENS"] == "1"
    /// A pixel differs when a channel is more than this far off (antialiasing across FreeType/Cairo builds)…
    static let channelTolerance = 24
    /// …and the image matches when at most this fraction of its pixels differ.
    static let pixelFraction = 0.002

    /// The cases: every reference alert at 2x light, plus dark and stage variants of two of them.
    @MainActor static var cases: [(name: String, alert: AlertSpec, theme: Theme, frame: Exporter.Frame)] {
        let refs = RenderFixtures.references
        return refs.map { ("\($0.id)-light@2x", $0, Theme.light, Exporter.Frame.alert) }
            + [
                ("name-flight-dark@2x", refs[4], .dark, .alert), ("takeoff-stage@2x", refs[3], .light, .stage),
                ("low-battery-stage-dark@2x", refs[0], .dark, .stage),
            ]
    }

    @Test func referenceAlertsMatchTheirGoldens() async throws {
        try await onGtk {
            for c in Self.cases {
                let raster = try RenderFixtures.render(c.alert, scale: 2, theme: c.theme, frame: c.frame)
                let url = Self.dir.appendingPathComponent("\(c.name).png")
                if Self.update {
                    try raster.png().write(to: url)
                    continue
                }
                let golden = try #require(
                    try? RenderPNGTests().decode(Data(contentsOf: url)),
                    "missing golden \(url.lastPathComponent): run with FLARE_UPDATE_GOLDENS=1")
                #expect(golden.width == raster.width && golden.height == raster.height, "\(c.name): size")
                guard golden.width == raster.width, golden.height == raster.height else { continue }
                var differing = 0
                for i in stride(from: 0, to: raster.rgba.count, by: 4) {
                    for k in 0..<4 where abs(Int(raster.rgba[i + k]) - Int(golden.rgba[i + k])) > Self.channelTolerance
                    {
                        differing += 1
                        break
                    }
                }
                let fraction = Double(differing) / Double(raster.width * raster.height)
                #expect(fraction <= Self.pixelFraction, "\(c.name): \(differing) pixels differ (\(fraction * 100) %)")
                if fraction > Self.pixelFraction {
                    let failed = FileManager.default.temporaryDirectory.appendingPathComponent("\(c.name).actual.png")
                    try raster.png().write(to: failed)
                    Issue.record("\(c.name): the rendered image is at \(failed.path)")
                }
            }
        }
    }

    @Test func aChangedAppearanceFailsTheComparison() async throws {
        try await onGtk {
            // The comparison can fail: a one-point wider border is far outside the tolerance.
            var alert = RenderFixtures.references[4]
            alert.appearance.borderWidth += 1
            let raster = try RenderFixtures.render(alert, scale: 2)
            let golden = try RenderPNGTests().decode(
                Data(contentsOf: Self.dir.appendingPathComponent("name-flight-light@2x.png")))
            var differing = 0
            for i in stride(from: 0, to: min(raster.rgba.count, golden.rgba.count), by: 4)
            where abs(Int(raster.rgba[i]) - Int(golden.rgba[i])) > Self.channelTolerance { differing += 1 }
            #expect(Double(differing) / Double(raster.width * raster.height) > Self.pixelFraction)
        }
    }
}
