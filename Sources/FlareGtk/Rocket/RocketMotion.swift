import FlareCore
import Foundation

/// The panel's motion as values (no GTK): when the show, the dismissal, each card's fade-in and each fired card's
/// bounce started (µs on the panel's motion clock), and what they look like at an instant, as RocketAlert animates
/// them (`peppesapienza/RocketAlert` @0144e9d), every step a `UIViewPropertyAnimator` with `.easeInOut`:
/// - the show: the author rises 300 pt while shrinking to 0.6 (`UI/Author/AuthorView.swift:81,85-86`, 1 s), then
///   `bounce()`s (`UI/Container/RocketViewController.swift:37`; `View Support/Extension.swift:26-47`: 0.2 s each
///   to 0.6, 1.2 and 1) while the table fades in (`UI/Table View/TableView.swift:111-113`, 1 s);
/// - the dismissal: the table fades out (`TableView.swift:95-97`, 1 s), then the author sinks 300 pt
///   (`AuthorView.swift:69-70`, 1 s; `RocketViewController.swift:45-47`);
/// - a new card fades in over 0.3 s (`TableController.swift:107-109`, `Extension.swift:19-23`);
/// - a tapped card, a timer's card and a pressed button's card `smoothBounce` (`Extension.swift:49-72`: 0.15 s to
///   0.8, 0.15 s back to 1). A double button `bounce`s the pressed button alone (`DoubleButtonCell.swift:53,63`;
///   `Extension.swift:26-47`: 0.2 s each from 1 to 0.6, 1.2 and 1), the close button itself
///   (`CloseButtonView.swift:54`) and an input's Send nothing (`TextInputCell.swift:46-51`): their cards stay still.
/// `Self.layout()` places its widgets from these values.
struct RocketMotion: Sendable {
    /// The durations in seconds: a card's fade-in, a fired card's `smoothBounce`, the author's slide, the
    /// author's `bounce` after it, the column's fade.
    static let fadeIn = 0.3, bounce = 0.15 * 2, slide = 1.0, authorBounce = 0.2 * 3, columnFade = 1.0
    /// How far below its place the author starts and ends (`AuthorView.swift:81`).
    static let travel = 300.0

    var showStart: Int64?
    var dismissStart: Int64?
    var cardStart: [Int: Int64] = [:]
    var bounceStart: [Int: Int64] = [:]
    /// The pressed button of a double button (0 left, 1 right) by card, and when it started its `bounce`.
    var pressStart: [Int: (button: Int, start: Int64)] = [:]
    /// When the close button started its `bounce`.
    var closeStart: Int64?
    /// The keyboard for an input block (`RocketKeyboard`, its times in seconds of the motion clock); nil until it
    /// first comes up.
    var keyboard: RocketKeyboard?
    /// `bounce`'s steps: 0.2 s each (`Extension.swift:27,31,35`) to 0.6, 1.2 and 1 (`:28,32,36`).
    static let bounceStep = 0.2, bounceScales = [0.6, 1.2, 1.0]
    /// `bounce`'s whole length, 0.2 s × 3 (written out: 0.2 * 3 is a hair over 0.6 in binary).
    static let bounceLength = 0.6

    /// UIKit's `.easeInOut` at linear progress `t` (clamped).
    static func ease(_ t: Double) -> Double { CubicBezier.easeInOut.value(at: min(1, max(0, t))) }

    private static func seconds(from start: Int64, to now: Int64) -> Double { Double(now - start) / 1_000_000 }

    /// `from` → `to` over `duration` seconds from `start`, eased (`to` after it, `from` before).
    private static func step(_ t: Double, start: Double, duration: Double, _ from: Double, _ to: Double) -> Double {
        from + (to - from) * ease((t - start) / duration)
    }

    /// The show/dismiss presentation at `now`: the avatar's offset below its place and scale, the column's opacity.
    func presentation(at now: Int64) -> (avatarOffset: Double, avatarScale: Double, columnOpacity: Double) {
        var offset = 0.0, scale = 1.0, fade = 1.0
        if let start = showStart {
            let t = Self.seconds(from: start, to: now)
            let rise = Self.ease(t / Self.slide)
            offset = (1 - rise) * Self.travel
            // Down to 0.6 while rising, then bounce: 0.6 (held), 1.2, 1.
            let b = Self.slide + 0.2
            scale =
                t < Self.slide
                ? 1 - 0.4 * rise
                : t < b
                    ? 0.6
                    : t < b + 0.2
                        ? Self.step(t, start: b, duration: 0.2, 0.6, 1.2)
                        : Self.step(t, start: b + 0.2, duration: 0.2, 1.2, 1)
            fade = Self.ease((t - Self.slide) / Self.columnFade)
        }
        if let start = dismissStart {
            let t = Self.seconds(from: start, to: now)
            fade = min(fade, 1 - Self.ease(t / Self.columnFade))
            offset = max(offset, Self.ease((t - Self.columnFade) / Self.slide) * Self.travel)
        }
        return (offset, scale, fade)
    }

    /// Card `index`'s own opacity at `now` (its fade-in; 1 when it has none), times the column's.
    func cardOpacity(_ index: Int, at now: Int64) -> Double {
        guard let start = cardStart[index] else { return 1 }
        let t = Self.seconds(from: start, to: now)
        return t >= Self.fadeIn ? 1 : Self.ease(t / Self.fadeIn)
    }

    /// Card `index`'s scale at `now`: `smoothBounce`, 0.15 s to 0.8 and 0.15 s back, after it fired.
    func cardScale(_ index: Int, at now: Int64) -> Double {
        guard let start = bounceStart[index] else { return 1 }
        let t = Self.seconds(from: start, to: now), half = Self.bounce / 2
        return t < half
            ? Self.step(t, start: 0, duration: half, 1, 0.8) : Self.step(t, start: half, duration: half, 0.8, 1)
    }

    /// `UIView.bounce()` (`Extension.swift:26-47`) `t` seconds after it started: from 1 to 0.6, 1.2 and 1, each step
    /// 0.2 s ease-in-out; 1 before and after.
    static func bounceScale(_ t: Double) -> Double {
        guard t > 0 else { return 1 }
        var from = 1.0
        for (i, to) in bounceScales.enumerated() {
            let start = Double(i) * bounceStep
            if t < start + bounceStep { return step(t, start: start, duration: bounceStep, from, to) }
            from = to
        }
        return 1
    }

    /// The scale of button `button` (0 left, 1 right) of double-button card `index` at `now`: its `bounce` once
    /// pressed, 1 otherwise.
    func buttonScale(_ index: Int, _ button: Int, at now: Int64) -> Double {
        guard let press = pressStart[index], press.button == button else { return 1 }
        return Self.bounceScale(Self.seconds(from: press.start, to: now))
    }

    /// The close button's scale at `now`: its `bounce` once pressed (`CloseButtonView.swift:54`).
    func closeScale(at now: Int64) -> Double {
        closeStart.map { Self.bounceScale(Self.seconds(from: $0, to: now)) } ?? 1
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
        let showing = max(Self.slide + Self.authorBounce, Self.slide + Self.columnFade)
        return within(showStart, showing) || within(dismissStart, Self.columnFade + Self.slide)
            || cardStart.values.contains { within($0, Self.fadeIn) }
            || bounceStart.values.contains { within($0, Self.bounce) }
            || pressStart.values.contains { within($0.start, Self.bounceLength) }
            || within(closeStart, Self.bounceLength)
            || (keyboard?.settlesAt.map { Double(now) / 1_000_000 < $0 } ?? false)
    }
}
