import FlareCore
import Foundation
import Testing

/// What draws `system`: SF Pro Text below 20 pt and SF Pro Display from 20 pt when installed, the variable SF Pro,
/// else Inter; always with the HIG's tracking table; and the fingerprint that says so.
@Suite struct SystemFontTests {
    @Test func trackingIsTheHIGTableInPoints() {
        // Rows as the HIG prints them (Typography → Specifications → Tracking values, SF Pro).
        #expect(SystemFontTracking.points(size: 17) == -0.43)
        #expect(SystemFontTracking.points(size: 12) == 0)
        #expect(SystemFontTracking.points(size: 13) == -0.08)
        #expect(SystemFontTracking.points(size: 20) == -0.45)
        #expect(SystemFontTracking.points(size: 28) == 0.38)
        #expect(SystemFontTracking.points(size: 11) == 0.06)
        // Between rows: linear (17.5 pt between −0.43 and −0.44; 55 pt between 54's 0.32 and 56's 0.30).
        #expect(abs(SystemFontTracking.points(size: 17.5) - -0.435) < 1e-9)
        #expect(abs(SystemFontTracking.points(size: 55) - 0.31) < 1e-9)
        // Past the ends: 41/1000 em below 6 pt, none from 80 pt.
        #expect(abs(SystemFontTracking.points(size: 4) - 0.164) < 1e-9)
        #expect(SystemFontTracking.points(size: 120) == 0)
        #expect(SystemFontTracking.points(size: .nan) == 0)
    }

    @Test func sfProTextAndDisplaySplitAtTwentyPoints() {
        let both = SystemFont.choose { ["SF Pro Text", "SF Pro Display"].contains($0) }
        #expect(both.isApple)
        #expect(both.family(size: 19.5) == "SF Pro Text")
        #expect(both.family(size: 20) == "SF Pro Display")
        #expect(both.summary == "SF Pro Text below 20 pt, SF Pro Display from 20 pt, with Apple's tracking")
        #expect(both.fingerprint == "SF Pro Text/SF Pro Display, HIG tracking")
        // One cut alone draws every size; the variable SF Pro draws every size with its optical size.
        let text = SystemFont.choose { $0 == "SF Pro Text" }
        #expect(text.family(size: 34) == "SF Pro Text" && text.summary == "SF Pro Text, with Apple's tracking")
        #expect(SystemFont.choose { $0 == "SF Pro Display" }.family(size: 12) == "SF Pro Display")
        let variable = SystemFont.choose { $0 == "SF Pro" }
        #expect(variable.family(size: 12) == "SF Pro" && variable.family(size: 34) == "SF Pro" && variable.isApple)
    }

    @Test func withoutSFProInterStandsIn() {
        let font = SystemFont.choose { $0 == "DejaVu Sans" }
        #expect(font == .standIn && !font.isApple)
        #expect(font.family(size: 34) == "Inter")
        #expect(font.summary == "Inter (SF Pro is not installed), with Apple's tracking")
        #expect(font.tracking(size: 17) == -0.43)
    }

    @Test func aCatalogWithSFProResolvesSystemToIt() {
        let catalog = InMemoryFontCatalog(
            bundled: [FontFace(family: "Inter", style: "Regular", file: "/a/Inter-Regular.otf")],
            systemFamily: "Inter",
            installed: [
                FontFace(family: "SF Pro Text", style: "Regular", file: "/f/SF-Pro-Text-Regular.otf"),
                FontFace(family: "SF Pro Display", style: "Regular", file: "/f/SF-Pro-Display-Regular.otf"),
            ], fallback: "Inter")
        #expect(catalog.match(.system(17), declared: [])?.family == "SF Pro Text")
        #expect(catalog.match(.system(28), declared: [])?.family == "SF Pro Display")
        let check = FontCheck(catalog: catalog, declaredFiles: [])
        #expect(check.source(of: .system(17)) == .installed)
    }

    @Test func theFingerprintNamesTheSystemFont() {
        let old = RendererFingerprint(
            flare: "1", gtk: "4.8", pango: "1.50", cairo: "1.16", harfbuzz: "6", freetype: "2.12", fontconfig: "2.14",
            renderer: "cairo")
        var new = old
        new.systemFont = SystemFont.standIn.fingerprint
        #expect(old.id != new.id)
        #expect(new.changes(from: old) == ["system font not recorded → Inter, HIG tracking"])
        var sf = new
        sf.systemFont = "SF Pro Text/SF Pro Display, HIG tracking"
        #expect(sf.changes(from: new) == ["system font Inter, HIG tracking → SF Pro Text/SF Pro Display, HIG tracking"])
        // A fingerprint stored before the field keeps its id.
        let decoded = try? JSONDecoder().decode(RendererFingerprint.self, from: JSONEncoder().encode(old))
        #expect(decoded?.id == old.id && decoded?.systemFont == nil)
    }
}
