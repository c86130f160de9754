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

    /// DUXBetaAlertView.swift:436-444 and :464-467 (the mask's, DUXBetaAlertViewMask.swift:66-70): the show is
    /// `CABasicAnimation`s without a timing function, which Core Animation paces linearly, in both types.
    @Test func showIsLinearInEveryType() {
        let p = AlertAnimation(type: .standard, phase: .show, duration: 0.4).presentation(at: 0.1)
        #expect(abs(p.alertOpacity - 0.25) < 1e-9)
        #expect(abs(p.alertScale - (0.1 + 0.9 * 0.25)) < 1e-9)
        #expect(abs(p.maskOpacity - 0.25) < 1e-9)
        let fade = AlertAnimation(type: .fade, phase: .show, duration: 0.3)
        for progress in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(fade.presentation(progress: progress).alertOpacity - progress) < 1e-9)
        }
    }

    /// DUXBetaAlertView.swift:486-491: the standard close animates the transform to 0.1 and the mask's alpha to 0 with
    /// `.curveEaseOut`, and never the card's alpha: the close is a scale, eased out,
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

    /// DUXBetaAlertView.swift:498-501: the fade close is `UIView.animate(withDuration:animations:completion:)`
    /// without options, documented as `curveEaseInOut`; ease-in-out (0.42,0,0.58,1) at x = 0.25 is 0.12916.
    @Test func fadeCloseFadesTheCardEasedInOut() {
        let a = AlertAnimation(type: .fade, phase: .close, duration: 0.3)
        let p = a.presentation(progress: 0.25)
        #expect(abs((1 - p.alertOpacity) - 0.12916) < 1e-4 && p.alertScale == 1)
        #expect(abs((1 - a.presentation(progress: 0.5).maskOpacity) - 0.5) < 1e-6)
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
