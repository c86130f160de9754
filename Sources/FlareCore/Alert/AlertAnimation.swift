/// The DUX show and close animations as pure curves, so the previewer's frame clock, its scrubber and the
/// tests all read the same numbers.
///
/// - `standard`: showing scales 0.1 → 1 while the opacity goes 0 → 1; closing only scales back to 0.1 (the seed's
///   "frame transformation that animates the scale factor from 0.1 to 1.0 when the alert is shown, and reverts it
///   when the alert is hidden": the card keeps its opacity and is removed at the end).
/// - `fade`: opacity only; `none`: the end state at once.
/// - The mask fades with the alert in every type (0 → 1 on show, 1 → 0 on close).
/// - Timing, as `DUXBetaAlertView` (UXSDK @b7ad7f6) animates:
///   - show, every type: linear. `internalShow` adds `CABasicAnimation`s without a `timingFunction`
///     (DUXBetaAlertView.swift:436-444, :464-467; the mask's, DUXBetaAlertViewMask.swift:66-70), and Core Animation
///     paces an animation without one linearly.
///   - close `standard`: `UIView.animate(… options: .curveEaseOut …)` (DUXBetaAlertView.swift:486-491): ease-out.
///   - close `fade`: `UIView.animate(withDuration:animations:completion:)` without options
///     (DUXBetaAlertView.swift:498-501), which Apple documents as using `curveEaseInOut`: ease-in-out.
///   The eased curves are the CSS cubic-béziers of the same names (UIKit's `kCAMediaTimingFunctionEase*`).
public struct AlertAnimation: Sendable, Hashable {
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        case show, close
    }

    /// What the stage draws at one instant.
    public struct Presentation: Sendable, Hashable {
        public var alertOpacity: Double
        public var alertScale: Double
        public var maskOpacity: Double

        public init(alertOpacity: Double, alertScale: Double, maskOpacity: Double) {
            self.alertOpacity = alertOpacity
            self.alertScale = alertScale
            self.maskOpacity = maskOpacity
        }

        public static let shown = Presentation(alertOpacity: 1, alertScale: 1, maskOpacity: 1)
        public static let hidden = Presentation(alertOpacity: 0, alertScale: 1, maskOpacity: 0)
    }

    /// The scale a `standard` alert starts from and closes to.
    public static let minimumScale = 0.1

    public var type: AnimationType
    public var phase: Phase
    /// Seconds; `none` and non-positive durations take no time.
    public var duration: Double

    public init(type: AnimationType, phase: Phase, duration: Double) {
        self.type = type
        self.phase = phase
        self.duration = type == .none ? 0 : max(0, duration)
    }

    /// The eased progress at linear progress `t` (clamped to 0...1).
    public func eased(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch (phase, type) {
        case (.show, _): return t  // DUXBetaAlertView.swift:436-444: no timing function, linear
        case (.close, .fade): return CubicBezier.easeInOut.value(at: t)  // DUXBetaAlertView.swift:498-501
        case (.close, _): return CubicBezier.easeOut.value(at: t)  // DUXBetaAlertView.swift:488 .curveEaseOut
        }
    }

    /// The presentation `elapsed` seconds after the animation started.
    public func presentation(at elapsed: Double) -> Presentation {
        presentation(progress: duration > 0 ? elapsed / duration : 1)
    }

    /// The presentation at linear progress 0...1 (what a scrubber sets).
    public func presentation(progress: Double) -> Presentation {
        let e = eased(progress)
        // How "shown" the alert is: rises on show, falls on close.
        let shown = phase == .show ? e : 1 - e
        let scale = type == .standard ? Self.minimumScale + (1 - Self.minimumScale) * shown : 1
        // A standard close reverts the scale only; the card is removed when it ends (`Presentation.hidden`).
        let opacity = type == .standard && phase == .close && progress < 1 ? 1 : shown
        // A closed `none` alert is gone at once; a shown one is there at once.
        return Presentation(alertOpacity: opacity, alertScale: scale, maskOpacity: shown)
    }
}

/// A CSS/UIKit timing curve from (0,0) to (1,1) through two control points, solved for x by Newton steps
/// with a bisection fallback (the WebKit `UnitBezier` method).
public struct CubicBezier: Sendable, Hashable {
    public var x1, y1, x2, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)

    private func sample(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        // B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func slopeX(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
    }

    /// y for x in 0...1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = sample(x1, x2, t) - x
            if abs(error) < 1e-7 { return sample(y1, y2, t) }
            let d = slopeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > 1e-7 {
            if sample(x1, x2, t) < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return sample(y1, y2, t)
    }
}
