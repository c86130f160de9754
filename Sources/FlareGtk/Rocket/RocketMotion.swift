import Foundation

/// The panel's motion as values (no GTK): when the show, the dismissal, each card's fade-in and each fired card's
/// bounce started (µs on the panel's motion clock), and what they look like at an instant. The show slides the
/// author up, then fades the column in; the dismissal runs it backwards; a new card fades in over 0.3 s; a fired
/// card beats three damped times. `Self.layout()` places its widgets from these values.
struct RocketMotion: Sendable {
    /// The durations in seconds: a card's fade-in, a fired card's bounce, the author's slide, the column's fade.
    static let fadeIn = 0.3, bounce = 0.6, slide = 1.0, columnFade = 1.0

    /// How far below its place the author starts (the avatar's bottom margin and height, in points).
    let travel: Double
    var showStart: Int64?
    var dismissStart: Int64?
    var cardStart: [Int: Int64] = [:]
    var bounceStart: [Int: Int64] = [:]

    /// Ease-out cubic.
    static func ease(_ t: Double) -> Double { 1 - pow(1 - min(1, max(0, t)), 3) }

    private static func seconds(from start: Int64, to now: Int64) -> Double { Double(now - start) / 1_000_000 }

    /// The show/dismiss presentation at `now`: the avatar's offset below its place and scale, the column's opacity.
    func presentation(at now: Int64) -> (avatarOffset: Double, avatarScale: Double, columnOpacity: Double) {
        var slide = 1.0, fade = 1.0
        if let start = showStart {
            let t = Self.seconds(from: start, to: now)
            slide = Self.ease(t / Self.slide)
            fade = Self.ease((t - Self.slide) / Self.columnFade)
        }
        if let start = dismissStart {
            let t = Self.seconds(from: start, to: now)
            fade = min(fade, 1 - Self.ease(t / Self.columnFade))
            slide = min(slide, 1 - Self.ease((t - Self.columnFade) / Self.slide))
        }
        return ((1 - slide) * travel, 0.6 + 0.4 * slide, fade)
    }

    /// Card `index`'s own opacity at `now` (its fade-in; 1 when it has none), times the column's.
    func cardOpacity(_ index: Int, at now: Int64) -> Double {
        guard let start = cardStart[index] else { return 1 }
        return min(1, Self.seconds(from: start, to: now) / Self.fadeIn)
    }

    /// Card `index`'s scale at `now`: three damped beats for `bounce` seconds after it fired.
    func cardScale(_ index: Int, at now: Int64) -> Double {
        guard let start = bounceStart[index] else { return 1 }
        let t = Self.seconds(from: start, to: now) / Self.bounce
        return t < 1 ? 1 - 0.06 * sin(t * 3 * .pi) * (1 - t) : 1
    }

    /// Whether card `index` is still in its fade-in at `now`.
    func isFadingIn(_ index: Int, at now: Int64) -> Bool {
        guard let start = cardStart[index] else { return false }
        return Self.seconds(from: start, to: now) < Self.fadeIn
    }

    /// Whether any motion is still under way at `now`.
    func moving(at now: Int64) -> Bool {
        func within(_ start: Int64?, _ seconds: Double) -> Bool {
            start.map { Self.seconds(from: $0, to: now) < seconds } ?? false
        }
        let presenting = Self.slide + Self.columnFade
        return within(showStart, presenting) || within(dismissStart, presenting)
            || cardStart.values.contains { within($0, Self.fadeIn) }
            || bounceStart.values.contains { within($0, Self.bounce) }
    }
}
