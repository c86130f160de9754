import FlareCore
import PropertyBased
import Testing

@Suite struct AlertAnimationTests {
    @Test func standardShowStartsSmallAndTransparentAndEndsShown() {
        let a = AlertAnimation(type: .standard, phase: .show, duration: 0.3)
        #expect(a.presentation(at: 0) == .init(alertOpacity: 0, alertScale: 0.1, maskOpacity: 0))
        #expect(a.presentation(at: 0.3) == .shown)
        #expect(a.presentation(at: 5) == .shown)
    }

    @Test func standardShowAtMidTimeIsHalfwaySinceEaseInOutIsSymmetric() {
        let p = AlertAnimation(type: .standard, phase: .show, duration: 0.4).presentation(at: 0.2)
        #expect(abs(p.alertOpacity - 0.5) < 1e-6)
        #expect(abs(p.alertScale - 0.55) < 1e-6)
        #expect(abs(p.maskOpacity - 0.5) < 1e-6)
    }

    /// DUX (DUXBeta-alerts-architecture.md, "Standard"): "a frame transformation that animates the scale factor from
    /// 0.1 to 1.0 when the alert is shown, and reverts it when the alert is hidden": the close is a scale, eased out,
    /// with the card fully opaque until it is removed; only the mask fades.
    @Test func standardCloseIsAScaleOnlyEasedOut() {
        let a = AlertAnimation(type: .standard, phase: .close, duration: 0.3)
        let p = a.presentation(progress: 0.5)
        // ease-out (0,0,0.58,1) at x = 0.5 is 0.68464 (bisection in Python)
        #expect(abs((1 - p.maskOpacity) - 0.68464) < 1e-4)
        #expect(abs(p.alertScale - (0.1 + 0.9 * p.maskOpacity)) < 1e-9)
        for progress in stride(from: 0.0, to: 1.0, by: 0.05) {
            #expect(a.presentation(progress: progress).alertOpacity == 1, "the card does not fade at \(progress)")
        }
        #expect(
            a.presentation(progress: 1) == .init(alertOpacity: 0, alertScale: 0.1, maskOpacity: 0), "removed at the end"
        )
    }

    @Test func fadeCloseFadesTheCard() {
        let p = AlertAnimation(type: .fade, phase: .close, duration: 0.3).presentation(progress: 0.5)
        #expect(abs((1 - p.alertOpacity) - 0.68464) < 1e-4 && p.alertScale == 1)
    }

    @Test func fadeKeepsScaleOne() {
        let a = AlertAnimation(type: .fade, phase: .show, duration: 1)
        #expect(a.presentation(at: 0.25).alertScale == 1)
        #expect(a.presentation(at: 0.25).alertOpacity > 0 && a.presentation(at: 0.25).alertOpacity < 0.5)
    }

    @Test func noneTakesNoTime() {
        #expect(AlertAnimation(type: .none, phase: .show, duration: 0.3).duration == 0)
        #expect(AlertAnimation(type: .none, phase: .show, duration: 0.3).presentation(at: 0) == .shown)
        #expect(AlertAnimation(type: .none, phase: .close, duration: 0.3).presentation(at: 0).alertOpacity == 0)
    }

    @Test func bezierMatchesKnownValues() {
        #expect(abs(CubicBezier.easeInOut.value(at: 0.25) - 0.12916) < 1e-4)
        #expect(abs(CubicBezier.easeOut.value(at: 0.25) - 0.37814) < 1e-4)
    }

    @Test func curvesAreMonotonicAndBounded() async {
        await propertyCheck(input: Gen.double(in: 0...1), Gen.double(in: 0...1)) { a, b in
            let (lo, hi) = (min(a, b), max(a, b))
            for curve in [CubicBezier.easeInOut, .easeOut] {
                let (vl, vh) = (curve.value(at: lo), curve.value(at: hi))
                #expect(vl <= vh + 1e-9)
                #expect(vl >= 0 && vh <= 1)
            }
        }
    }
}
