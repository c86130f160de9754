import CGtk
@testable import FlareGtk
import Testing

/// A spin button in a scrolled list (the Properties page's lengths, durations and font sizes) lets the wheel
/// scroll the list until it has the focus: scrolling down the page once changed whichever number passed under
/// the pointer, and wrote it to the spec.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct SpinButtonScrollTests {
    /// The spin button's own capture-phase scroll controller (it runs before GTK's, which spins the value).
    @MainActor
    private func captureScroll(of spin: SpinButton) -> ScrollController? {
        let controllers = gtk_widget_observe_controllers(spin.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for i in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, i) else { continue }
            defer { g_object_unref(item) }
            let controller = ScrollController.cast(item)
            if let controller, controller.phase == .capture { return controller }
        }
        return nil
    }

    @Test func theWheelScrollsTheListUntilTheSpinButtonIsFocused() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let spin = SpinButton(min: 0, max: 100, step: 1)
            spin.value = 10
            let column = Box(.vertical)
            let other = Button(label: "Elsewhere")  // where the focus is while the pointer passes the spin button
            column.append(other)
            column.append(spin)
            let filler = Box(.vertical)
            filler.setSizeRequest(width: 100, height: 2000)
            column.append(filler)
            let list = ScrolledWindow(column, horizontal: .never)
            let window = Window()
            window.setDefaultSize(width: 300, height: 400)
            window.child = list
            window.present()
            defer { window.destroy() }
            #expect(MainLoop.run(until: { window.mapped && list.height > 0 }))
            let controller = try #require(captureScroll(of: spin), "the spin button has a capture-phase controller")

            #expect(other.grabFocus())
            #expect(MainLoop.run(until: { !spin.containsFocus }))
            #expect(controller.emit(.scroll, 0, 1), "unfocused: the scroll is the list's, and stops here")
            #expect(list.verticalOffset > 0, "the list scrolled down")
            #expect(spin.value == 10, "the number did not change")
            let scrolled = list.verticalOffset
            #expect(controller.emit(.scroll, 0, -1))
            #expect(list.verticalOffset < scrolled, "and back up")

            #expect(spin.grabFocus())
            #expect(MainLoop.run(until: { spin.containsFocus }))
            let offset = list.verticalOffset
            #expect(!controller.emit(.scroll, 0, 1), "focused: the spin button takes the wheel as GTK's own does")
            #expect(list.verticalOffset == offset)
        }
    }
}
