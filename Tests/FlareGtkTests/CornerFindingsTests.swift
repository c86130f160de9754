import FlareCore
@testable import FlareGtk
import Testing

/// `LayoutFinding.outsideRoundedShape`, measured on GTK's layout of the alert (the widgets the window and the export
/// draw): a corner radius so large that the icon or an action falls outside the alert's rounded shape (#45 item 9).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct CornerFindingsTests {
    static func alert(radius: Double) -> AlertSpec {
        var alert = AlertSpec(
            id: "round", title: "Battery low", message: "Land soon.", icon: .builtin(.warning),
            actions: [ActionSpec(title: "Later"), ActionSpec(title: "Land now")])
        alert.appearance.borderCornerRadius = radius
        return alert
    }

    static func corners(_ found: [LayoutFinding]) -> [LayoutFinding.Part: Double] {
        var parts: [LayoutFinding.Part: Double] = [:]
        for case .outsideRoundedShape(let part, let by, _) in found { parts[part] = by }
        return parts
    }

    @Test func aModestRadiusLeavesEveryPartInside() async throws {
        try await onGtk {
            try RenderFixtures.withView(Self.alert(radius: 12)) { view, _ in
                #expect(Self.corners(view.layoutFindings).isEmpty, "\(view.layoutFindings)")
            }
        }
    }

    @Test func aHugeRadiusPutsTheIconAndTheActionsOutsideByTheMeasuredAmount() async throws {
        try await onGtk {
            try RenderFixtures.withView(Self.alert(radius: 400)) { view, _ in
                let corners = Self.corners(view.layoutFindings)
                let icon = try #require(corners[.icon], "\(view.layoutFindings)")
                let action = try #require(corners[.action(0)] ?? corners[.action(1)], "\(view.layoutFindings)")
                // The amounts are the layout's: the icon's own bounds against the drawn shape.
                let shape = RoundedShape(
                    width: Double(view.root.width), height: Double(view.root.height), radius: 400)
                let rect = try #require(view.iconPicture?.bounds(in: view.root))
                let measured = shape.overhang(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                #expect(abs(icon - measured) <= 0.05 && icon > 0.5)
                #expect(action > 0.5)
                let diagnostic = LayoutFinding.outsideRoundedShape(.icon, by: icon, radius: 400)
                    .diagnostic(in: view.spec)
                #expect(view.findings.contains(diagnostic))
            }
        }
    }
}
