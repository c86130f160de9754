import FlareCore
import Testing
@testable import FlareGtk

/// A live rocket panel's keyboard in a window, on the landscape phone (390 pt tall, its keyboard 209 pt):
/// RocketAlert 1.0-beta.4's `TableView.swift:50-77` and `TextInputCell.swift:45-51,96-103`, played on the frame clock.
@Suite(.serialized) struct WindowRocketKeyboardTests {
    typealias B = RocketBlock

    @Test func aFocusedInputRaisesTheKeyboardSendLeavesItUpAndAReturnPutsItDown() async throws {
        try await onGtk {
            let input = B(id: "q", content: .input(.init(text: "Name?", next: "done")))
            let done = B(id: "done", content: .text(.init(text: "Thanks")))
            let rocket = RocketSpec(id: "r", start: "q", blocks: [input, done])
            let window = Window()
            let panel = RocketPanel(rocket: rocket, device: .phoneLandscape, theme: .light, live: true, animate: false)
            defer {
                window.child = nil
                panel.teardown()
                window.destroy()
            }
            // Shown first, then given the panel: GTK focuses the first focusable widget of a window it maps, which
            // would be the text view (a focus the test does not want to depend on).
            window.present()
            window.child = panel.widget
            #expect(MainLoop.run(until: { panel.widget.mapped }))
            #expect(!panel.isKeyboardUp && panel.keyboardTop == 390 && panel.keyboardShift == 0)
            let area = try #require(panel.textAreas[0])
            area.onFocus?()  // what the text view's focus controller calls when it takes the focus
            #expect(panel.isKeyboardUp && panel.isAnimating)
            #expect(MainLoop.run(until: { !panel.isAnimating }, timeout: 10), "the slide and the scroll end")
            #expect(panel.keyboardShift == 209 - 30 && panel.keyboardTop == 390 - 209, "\(panel.keyboardTop)")
            let card = panel.cardFrames[0]
            #expect(card.y + card.height - panel.keyboardShift == 181 - 10, "10 above the keyboard's top")
            panel.input("Sky")
            #expect(panel.isKeyboardUp, "Send never resigns the text view")
            area.onReturn?()  // a typed return: keyboardWillHide
            #expect(!panel.isKeyboardUp)
            #expect(MainLoop.run(until: { !panel.isAnimating }, timeout: 10))
            #expect(panel.keyboardShift == 10 && panel.keyboardTop == 390, "the table stays 10 up (TableView.swift:64)")
        }
    }
}
