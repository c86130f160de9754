import FlareCore
import Testing

/// `RoundedShape`: the alert's rounded rectangle as GTK draws it, and how far a part's rectangle reaches past its
/// corners; the finding's words and place (the `borderCornerRadius` key).
struct RoundedShapeTests {
    @Test func aRadiusIsAtMostHalfOfEachSide() {
        #expect(RoundedShape(width: 442, height: 200, radius: 500).radius == 100)
        #expect(RoundedShape(width: 442, height: 200, radius: 12).radius == 12)
        #expect(RoundedShape(width: 442, height: 200, radius: -3).radius == 0)
    }

    @Test func aPartInsideTheCurveOrAlongASideIsNotOutside() {
        let shape = RoundedShape(width: 400, height: 200, radius: 20)
        // Inset by the radius's worth: inside.
        #expect(shape.overhang(x: 20, y: 20, width: 50, height: 50) == 0)
        // Along the top edge, clear of the corners.
        #expect(shape.overhang(x: 100, y: 0, width: 200, height: 10) == 0)
        // No radius: nothing is outside a corner.
        #expect(RoundedShape(width: 400, height: 200, radius: 0).overhang(x: 0, y: 0, width: 10, height: 10) == 0)
    }

    @Test func aPartInACornerReachesPastTheArcByItsCornersDistance() {
        let shape = RoundedShape(width: 400, height: 200, radius: 100)
        // Top-left corner at (10, 10): centre (100, 100), distance 90√2 ≈ 127.3, past the arc by ≈ 27.3.
        let topLeft = shape.overhang(x: 10, y: 10, width: 40, height: 40)
        #expect(abs(topLeft - (90 * 2.0.squareRoot() - 100)) < 1e-9)
        // Bottom-right, mirrored: the same amount.
        let bottomRight = shape.overhang(x: 350, y: 150, width: 40, height: 40)
        #expect(abs(bottomRight - topLeft) < 1e-9)
        // A button across the whole bottom: its two bottom corners, each at (0, 200) and (400, 200): 100√2 − 100.
        let button = shape.overhang(x: 0, y: 160, width: 400, height: 40)
        #expect(abs(button - (100 * 2.0.squareRoot() - 100)) < 1e-9)
    }

    @Test func theFindingSitsAtTheRadiusKeyWithTheAmount() {
        var alert = AlertSpec(id: "round", title: "Round", actions: [ActionSpec(title: "OK")])
        alert.location = SourceLocation(file: "spec.yaml", line: 3, column: 3)
        alert.appearance.borderCornerRadius = 120
        let finding = LayoutFinding.outsideRoundedShape(.action(0), by: 41.4, radius: 120)
        #expect(finding.location(in: alert) == alert.location, "no key written: the alert's")
        let key = "appearance." + PropertyCatalog.alertAppearance[\.borderCornerRadius].key
        alert.keys[key] = SourceLocation(file: "spec.yaml", line: 7, column: 25)
        let diagnostic = finding.diagnostic(in: alert)
        #expect(diagnostic.location == SourceLocation(file: "spec.yaml", line: 7, column: 25))
        #expect(diagnostic.message.contains("action 1 ('OK') reaches 41.4 pt outside the alert's rounded corner"))
        #expect(LayoutFinding.outsideRoundedShape(.icon, by: 3, radius: 120).message(in: alert).hasPrefix("the icon"))
    }
}
