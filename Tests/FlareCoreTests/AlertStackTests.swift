import Testing
@testable import FlareCore

/// The DUX stack: one entry per show (`AlertStack`).
@Suite struct AlertStackTests {
    /// `DUXBetaAlertStackController.swift:60-63,71-74` compares instances and DUX's widgets build a new alert on
    /// every show (`DUXBetaTakeOffWidget.swift:350`): the same alert shown twice is on the stack twice.
    @Test func topIsTheMostRecent_andTheSameAlertShownTwiceStacksTwice() {
        var stack = AlertStack()
        #expect(stack.top == nil && stack.isEmpty)
        for id in ["battery", "update", "battery"] { stack.push(id) }
        #expect(stack.alerts == ["battery", "update", "battery"] && stack.top == "battery")
        stack.close("battery")  // its top-most show
        #expect(stack.alerts == ["battery", "update"] && stack.top == "update")
    }

    @Test func closingRemovesThatAlert_notTheLastOne() {
        var stack = AlertStack()
        for id in ["a", "b", "c"] { stack.push(id) }
        let closed = stack.close("a")  // the seed's pop() would have removed "c"
        #expect(closed)
        #expect(stack.alerts == ["b", "c"] && stack.top == "c")
        let closedTwice = stack.close("a")  // harmless (the seed's pop() crashes on an empty stack)
        stack.push("a")  // re-showing a closed alert works
        #expect(!closedTwice)
        #expect(stack.top == "a")
    }

    @Test func clearClosesTopMostFirst() {
        var stack = AlertStack()
        for id in ["a", "b", "c"] { stack.push(id) }
        let closedOrder = stack.clear()
        #expect(closedOrder == ["c", "b", "a"])
        #expect(stack.isEmpty)
    }
}
