@testable import FlareGtk
import Testing

/// The Rocket panel's motion as values (`RocketMotion`), with no display: the show, the dismissal, a card's
/// fade-in and a fired card's bounce at chosen instants (µs).
struct RocketMotionTests {
    let second: Int64 = 1_000_000

    @Test func atRestNothingMoves() {
        let motion = RocketMotion(travel: 90)
        #expect(motion.presentation(at: 5 * second) == (0, 1, 1))
        #expect(motion.cardOpacity(0, at: 0) == 1 && motion.cardScale(0, at: 0) == 1)
        #expect(!motion.moving(at: 0) && !motion.isFadingIn(0, at: 0))
    }

    @Test func theShowSlidesTheAuthorUpThenFadesTheColumnIn() {
        var motion = RocketMotion(travel: 90)
        motion.showStart = 0
        #expect(motion.presentation(at: 0) == (90, 0.6, 0))
        #expect(motion.presentation(at: second) == (0, 1, 0))  // slid up after 1 s, the column not yet in
        #expect(motion.presentation(at: 2 * second) == (0, 1, 1))
        #expect(motion.moving(at: 2 * second - 1) && !motion.moving(at: 2 * second))
    }

    @Test func theDismissalRunsTheShowBackwards() {
        var motion = RocketMotion(travel: 90)
        motion.dismissStart = 10 * second
        #expect(motion.presentation(at: 11 * second) == (0, 1, 0))  // the column faded out first
        #expect(motion.presentation(at: 12 * second) == (90, 0.6, 0))  // then the author slid down
        #expect(motion.moving(at: 12 * second - 1) && !motion.moving(at: 12 * second))
    }

    @Test func aNewCardFadesInAndAFiredCardBounces() {
        var motion = RocketMotion(travel: 90)
        motion.cardStart[1] = 0
        #expect(abs(motion.cardOpacity(1, at: 150_000) - 0.5) < 1e-9)
        #expect(motion.isFadingIn(1, at: 299_999) && !motion.isFadingIn(1, at: 300_000))
        #expect(motion.cardOpacity(1, at: second) == 1 && motion.cardOpacity(0, at: 0) == 1)
        motion.bounceStart[1] = second
        #expect(abs(motion.cardScale(1, at: second + 100_000) - (1 - 0.06 * 5 / 6)) < 1e-9)  // the first beat's low
        #expect(motion.cardScale(1, at: second + 600_000) == 1)
        #expect(motion.moving(at: second + 599_999) && !motion.moving(at: second + 600_000))
    }
}
