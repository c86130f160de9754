import FlareCore
import Testing

/// RocketAlert's table and the keyboard (`UI/Table View/TableView.swift:50-77`, RocketAlert 1.0-beta.4).
struct RocketKeyboardTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// `TableView.swift:58`: the bottom goes `keyboardHeight − 30` up at once; `:64`: −10 once it hides; 0 before.
    @Test func theTablesBottomLiftsByTheKeyboardLess30AndStays10UpAfterIt() {
        var k = RocketKeyboard(height: 209)
        #expect(k.lift(at: 5) == 0 && !k.isUp(at: 5))
        k.shownAt = 1
        #expect(k.lift(at: 0.99) == 0)
        #expect(k.lift(at: 1) == 179 && k.isUp(at: 1), "at once, not eased")
        k.hiddenAt = 3
        #expect(k.lift(at: 2.99) == 179)
        #expect(k.lift(at: 3) == RocketKeyboard.liftAfterHide && k.lift(at: 3) == 10 && !k.isUp(at: 3))
        k.shownAt = 4
        #expect(k.isUp(at: 4) && k.lift(at: 4) == 179, "a second show lifts it again")
    }

    /// The stand-in slides over 0.25 s, up from `shownAt`, down from `hiddenAt`.
    @Test func theKeyboardSlidesUpAndDown() {
        var k = RocketKeyboard(height: 200, shownAt: 1)
        #expect(k.visibleHeight(at: 1) == 0)
        #expect(near(k.visibleHeight(at: 1.125), 100), "ease-in-out is symmetric")
        #expect(k.visibleHeight(at: 1.25) == 200 && k.visibleHeight(at: 2) == 200)
        k.hiddenAt = 3
        #expect(near(k.visibleHeight(at: 3.125), 100))
        #expect(k.visibleHeight(at: 3.25) == 0)
        #expect(k.settlesAt == 3.25)
    }

    /// A short table moves up whole with its bottom; a full one keeps its content offset (its top stays, the lift
    /// less what it lost at the top shows at once) and scrolls the last cell into sight 0.5 s later, over 0.3 s
    /// (`TableView.swift:59,73-77`).
    @Test func aFullTableKeepsItsOffsetThenScrollsTheLastCellIntoSight() {
        let k = RocketKeyboard(height: 209, shownAt: 0)
        #expect(k.cardShift(at: 0, content: 100, room: 340) == 179, "short: the whole lift at once")
        // 300 of content in 340: the table loses 300 − 161 = 139 at its top: the content moves 40 at once.
        #expect(near(k.cardShift(at: 0, content: 300, room: 340), 40))
        #expect(near(k.cardShift(at: 0.49, content: 300, room: 340), 40))
        #expect(near(k.cardShift(at: 0.65, content: 300, room: 340), 40 + 139 / 2))
        #expect(k.cardShift(at: 0.8, content: 300, room: 340) == 179)
        #expect(k.settlesAt == 0.8)
    }

    /// One table for DUX's input and RocketAlert's: the landscape phone's keyboard is 209 pt.
    @Test func theKeyboardsHeightFollowsTheDevice() {
        #expect(RocketKeyboard.height(.phoneLandscape) == 209)
        #expect(RocketKeyboard.height(.phone) == 291)
        #expect(RocketKeyboard.height(.tablet) == 398)
        #expect(RocketKeyboard.height(.custom(width: 500, height: 1000)) == 350)
    }
}
