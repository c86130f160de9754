import FlareCore
import Foundation
import Testing
import TestSupport

struct RendererFingerprintTests {
    static let base = RendererFingerprint(
        flare: "0.1.0", gtk: "4.8.3", pango: "1.50.12", cairo: "1.16.0", harfbuzz: "6.0.0",
        freetype: "2.12.1", fontconfig: "2.14.1", renderer: "cairo",
        fonts: ["Inter-Regular.otf": "aa", "Inter-Bold.otf": "bb"])

    @Test func equalFingerprintsHaveNoChangesAndOneId() {
        #expect(Self.base.changes(from: Self.base).isEmpty)
        #expect(Self.base.id.count == 16 && Self.base.id == Self.base.id)
        var other = Self.base
        other.fonts["Inter-Bold.otf"] = "cc"
        #expect(other.id != Self.base.id)
    }

    @Test func eachChangedPartIsNamed() {
        var now = Self.base
        now.gtk = "4.10.1"
        now.freetype = "2.13.0"
        now.fonts["Inter-Bold.otf"] = "cc"
        now.fonts["Inter-Regular.otf"] = nil
        now.fonts["Lobster.otf"] = "dd"
        #expect(
            now.changes(from: Self.base) == [
                "GTK 4.8.3 → 4.10.1", "FreeType 2.12.1 → 2.13.0", "font Inter-Bold.otf: other bytes",
                "font Inter-Regular.otf: no longer used", "font Lobster.otf: not used before",
            ])
    }

    @Test func itRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.base)
        #expect(try JSONDecoder().decode(RendererFingerprint.self, from: data) == Self.base)
    }
}
