@testable import FlareGtk
import Testing

/// The Rocket panel's motion as values (`RocketMotion`), with no display, at chosen instants (µs), against
/// RocketAlert's animators (`peppesapienza/RocketAlert` @0144e9d), every one `.easeInOut`.
struct RocketMotionTests {
    let second: Int64 = 1_000_000
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func atRestNothingMoves() {
        let motion = RocketMotion()
        #expect(motion.presentation(at: 5 * second) == (0, 1, 1))
        #expect(motion.cardOpacity(0, at: 0) == 1 && motion.cardScale(0, at: 0) == 1)
        #expect(!motion.moving(at: 0) && !motion.isFadingIn(0, at: 0))
    }

    /// `AuthorView.swift:81,85-86`: from 300 pt below, at scale 1, to its place at 0.6 in 1 s; then `bounce()`
    /// (`RocketViewController.swift:37`, `Extension.swift:26-47`): 0.6 held 0.2 s, 1.2 at 1.4 s, 1 at 1.6 s; the
    /// table fades in from 1 s to 2 s (`TableView.swift:111-113`).
    @Test func theShowRaisesTheAuthor300PointsThenBouncesItWhileTheColumnFadesIn() {
        var motion = RocketMotion()
        motion.showStart = 0
        #expect(motion.presentation(at: 0) == (300, 1, 0))
        let half = motion.presentation(at: second / 2)
        #expect(near(half.avatarOffset, 150) && near(half.avatarScale, 0.8), "ease-in-out is symmetric")
        #expect(motion.presentation(at: second) == (0, 0.6, 0))
        #expect(motion.presentation(at: 1_200_000).avatarScale == 0.6)
        #expect(near(motion.presentation(at: 1_400_000).avatarScale, 1.2))
        #expect(near(motion.presentation(at: 1_500_000).columnOpacity, 0.5))
        #expect(motion.presentation(at: 2 * second) == (0, 1, 1))
        #expect(motion.moving(at: 2 * second - 1) && !motion.moving(at: 2 * second))
    }

    /// `RocketViewController.swift:45-47`: the table fades out (`TableView.swift:95-97`, 1 s), then the author
    /// sinks 300 pt (`AuthorView.swift:69-70`, 1 s).
    @Test func theDismissalFadesTheColumnThenLowersTheAuthor() {
        var motion = RocketMotion()
        motion.dismissStart = 10 * second
        #expect(motion.presentation(at: 11 * second) == (0, 1, 0))
        #expect(motion.presentation(at: 12 * second) == (300, 1, 0))
        #expect(motion.moving(at: 12 * second - 1) && !motion.moving(at: 12 * second))
    }

    /// `TableController.swift:107-109`, `Extension.swift:19-23`: a new cell fades in over 0.3 s; `smoothBounce`
    /// (`Extension.swift:49-72`): 0.8 at 0.15 s, 1 at 0.3 s.
    @Test func aNewCardFadesInAndAFiredCardSmoothBounces() {
        var motion = RocketMotion()
        motion.cardStart[1] = 0
        #expect(near(motion.cardOpacity(1, at: 150_000), 0.5))
        #expect(motion.isFadingIn(1, at: 299_999) && !motion.isFadingIn(1, at: 300_000))
        #expect(motion.cardOpacity(1, at: second) == 1 && motion.cardOpacity(0, at: 0) == 1)
        motion.bounceStart[1] = second
        #expect(near(motion.cardScale(1, at: second + 150_000), 0.8))
        #expect(motion.cardScale(1, at: second + 300_000) == 1)
        #expect(motion.moving(at: second + 299_999) && !motion.moving(at: second + 300_000))
    }

    /// `DoubleButtonCell.swift:53,63`: the pressed half `bounce`s alone (`Extension.swift:26-47`: 0.2 s each to 0.6,
    /// 1.2 and 1, `.easeInOut`), its neighbour and the card stay at 1; the close button too
    /// (`CloseButtonView.swift:54`).
    @Test func aDoubleButtonsPressedHalfAndTheCloseButtonBounce() {
        var motion = RocketMotion()
        motion.pressStart[2] = (1, second)
        #expect(motion.buttonScale(2, 1, at: second) == 1)
        #expect(near(motion.buttonScale(2, 1, at: second + 100_000), 0.8), "halfway from 1 to 0.6")
        #expect(near(motion.buttonScale(2, 1, at: second + 200_000), 0.6))
        #expect(near(motion.buttonScale(2, 1, at: second + 400_000), 1.2))
        #expect(near(motion.buttonScale(2, 1, at: second + 500_000), 1.1))
        #expect(motion.buttonScale(2, 1, at: second + 600_000) == 1)
        #expect(motion.buttonScale(2, 0, at: second + 200_000) == 1, "the other half stays")
        #expect(motion.cardScale(2, at: second + 200_000) == 1, "the card stays")
        #expect(motion.moving(at: second + 599_999) && !motion.moving(at: second + 600_000))
        motion.closeStart = 0
        #expect(near(motion.closeScale(at: 200_000), 0.6) && near(motion.closeScale(at: 400_000), 1.2))
        #expect(motion.closeScale(at: 600_000) == 1)
    }
}
