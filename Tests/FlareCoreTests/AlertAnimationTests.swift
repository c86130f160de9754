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

    @Test func closeEasesOutSoItIsPastHalfwayAtMidTime() {
        let p = AlertAnimation(type: .standard, phase: .close, duration: 0.3).presentation(progress: 0.5)
        // ease-out (0,0,0.58,1) at x = 0.5 is 0.68464 (bisection in Python)
        #expect(abs((1 - p.alertOpacity) - 0.68464) < 1e-4)
        #expect(abs(p.alertScale - (0.1 + 0.9 * p.alertOpacity)) < 1e-9)
        #expect(AlertAnimation(type: .standard, phase: .close, duration: 0.3).presentation(progress: 1)
                == .init(alertOpacity: 0, alertScale: 0.1, maskOpacity: 0))
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
