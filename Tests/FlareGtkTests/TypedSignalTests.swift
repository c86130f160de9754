import CFlareShim
import CGtk
@testable import FlareGtk
import Testing

/// Every signal of `Gtk/` connected through its typed value and emitted (`g_signal_emit_by_name`), so each
/// trampoline is called with the C signature GTK uses: the handler gets the arguments, and GLib releases the
/// closure when the handler is disconnected. A signal added to `Gtk/` gets a line here.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct TypedSignalTests {
    @Test func noArgumentSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let button = Button(label: "Tap")
            SignalCheck.check(
                "clicked",
                connect: { t, ran in
                    button.connect(.clicked) {
                        _ = t; ran()
                    }
                }
            ) { button.emit(.clicked) }
            let toggle = ToggleButton(label: "On")
            SignalCheck.check(
                "toggled",
                connect: { t, ran in
                    toggle.connect(.toggled) {
                        _ = t; ran()
                    }
                }
            ) { toggle.active = true }
            SignalCheck.check(
                "clicked (toggle)",
                connect: { t, ran in
                    toggle.connect(.clicked) {
                        _ = t; ran()
                    }
                }
            ) { toggle.emit(.clicked) }
            let check = CheckButton(label: "Remember")
            SignalCheck.check(
                "toggled (check)",
                connect: { t, ran in
                    check.connect(.toggled) {
                        _ = t; ran()
                    }
                }
            ) { check.active = true }
            let entry = Entry()
            SignalCheck.check(
                "changed",
                connect: { t, ran in
                    entry.connect(.changed) {
                        _ = t; ran()
                    }
                }
            ) { entry.text = "x" }
            SignalCheck.check(
                "activate",
                connect: { t, ran in
                    entry.connect(.activate) {
                        _ = t; ran()
                    }
                }
            ) { entry.emit(.activate) }
            let search = SearchEntry()
            SignalCheck.check(
                "search-changed",
                connect: { t, ran in
                    search.connect(.searchChanged) {
                        _ = t; ran()
                    }
                }
            ) { search.emit(.searchChanged) }
            SignalCheck.check(
                "activate (search)",
                connect: { t, ran in
                    search.connect(.activate) {
                        _ = t; ran()
                    }
                }
            ) { search.emit(.activate) }
            let scale = Scale(.horizontal, min: 0, max: 10, step: 1)
            SignalCheck.check(
                "value-changed",
                connect: { t, ran in
                    scale.connect(.valueChanged) {
                        _ = t; ran()
                    }
                }
            ) { scale.value = 4 }
            let toggleSwitch = Switch()
            SignalCheck.check(
                "notify::active",
                connect: { t, ran in
                    toggleSwitch.connect(.activeChanged) {
                        _ = t; ran()
                    }
                }
            ) { toggleSwitch.active = true }
            let dropDown = DropDown(["a", "b"])
            SignalCheck.check(
                "notify::selected",
                connect: { t, ran in
                    dropDown.connect(.selectedChanged) {
                        _ = t; ran()
                    }
                }
            ) { dropDown.selected = 1 }
            #expect(dropDown.items == ["a", "b"])
            let window = Window()
            let label = Label("shown"), later = Label("later")
            later.visible = false
            SignalCheck.check(
                "realize",
                connect: { t, ran in
                    label.connect(.realize) {
                        _ = t; ran()
                    }
                }
            ) {
                window.child = Box(row: [label, later])
                window.present()
                #expect(MainLoop.run(until: { label.mapped }))
            }
            SignalCheck.check(
                "map",
                connect: { t, ran in
                    later.connect(.map) {
                        _ = t; ran()
                    }
                }
            ) { later.visible = true }
            SignalCheck.check(
                "unmap",
                connect: { t, ran in
                    later.connect(.unmap) {
                        _ = t; ran()
                    }
                }
            ) { later.visible = false }
            // `destroy` comes when the last reference goes: GTK's toplevel list's (`destroy()`) and the wrapper's.
            var doomed: Window? = Window()
            SignalCheck.check(
                "destroy",
                connect: { t, ran in
                    doomed!.connect(.destroy) {
                        _ = t; ran()
                    }
                }, finalizes: true
            ) {
                doomed?.destroy()
                doomed = nil
            }
            let motion = MotionController()
            SignalCheck.check(
                "leave",
                connect: { t, ran in
                    motion.connect(.leave) {
                        _ = t; ran()
                    }
                }
            ) { motion.emit(.leave) }
            let focus = FocusController()
            SignalCheck.check(
                "enter (focus)",
                connect: { t, ran in
                    focus.connect(.enter) {
                        _ = t; ran()
                    }
                }
            ) { focus.emit(.enter) }
            SignalCheck.check(
                "leave (focus)",
                connect: { t, ran in
                    focus.connect(.leave) {
                        _ = t; ran()
                    }
                }
            ) { focus.emit(.leave) }
            window.destroy()
        }
    }

    @Test func pointSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let drag = GestureDrag()
            for signal in [Signal<GestureDrag, (Double, Double)>.dragBegin, .dragUpdate, .dragEnd] {
                var got: (Double, Double)?
                SignalCheck.check(
                    signal.name,
                    connect: { t, ran in
                        drag.connect(signal) { x, y in
                            _ = t; got = (x, y); ran()
                        }
                    }
                ) {
                    drag.emit(signal, 3.5, -7.25)
                }
                #expect(got.map { $0 == (3.5, -7.25) } == true, "\(signal.name) passes (x, y)")
            }
            let motion = MotionController()
            for signal in [Signal<MotionController, (Double, Double)>.enter, .motion] {
                var got: (Double, Double)?
                SignalCheck.check(
                    signal.name,
                    connect: { t, ran in
                        motion.connect(signal) { x, y in
                            _ = t; got = (x, y); ran()
                        }
                    }
                ) {
                    motion.emit(signal, 12, 34)
                }
                #expect(got.map { $0 == (12, 34) } == true, "\(signal.name) passes (x, y)")
            }
            let scroll = ScrollController()
            var delta: (Double, Double)?
            SignalCheck.check(
                "scroll",
                connect: { t, ran in
                    scroll.connect(.scroll) { dx, dy in
                        _ = t; delta = (dx, dy); ran(); return true
                    }
                }
            ) {
                #expect(scroll.emit(.scroll, 0.5, -1), "the handler's result comes back")
            }
            #expect(delta.map { $0 == (0.5, -1) } == true, "scroll passes (dx, dy)")
            let tipped = Button(label: "Undo")
            var text: String? = "Undo “x”"
            SignalCheck.check(
                "query-tooltip",
                connect: { t, ran in
                    tipped.connect(.queryTooltip) {
                        _ = t; ran(); return text
                    }
                }
            ) {
                #expect(tipped.emit(.queryTooltip), "a text fills the tooltip")
            }
            text = nil
            tipped.tooltip { text }
            #expect(!tipped.emit(.queryTooltip), "no text, no tooltip")
            #expect(gtk_widget_get_has_tooltip(tipped.widget) != 0, "a lazy tooltip sets has-tooltip")
            let pinch = GestureZoom()
            var scale: Double?
            SignalCheck.check(
                "scale-changed",
                connect: { t, ran in
                    pinch.connect(.scaleChanged) { s in
                        _ = t; scale = s; ran()
                    }
                }
            ) {
                pinch.emit(.scaleChanged, 1.75)
            }
            #expect(scale == 1.75, "scale-changed passes the scale")
            SignalCheck.check(
                "begin",
                connect: { t, ran in
                    pinch.connect(.begin) { _ in
                        _ = t; ran()
                    }
                }
            ) { pinch.emit(.begin, nil) }
            let keys = KeyController()
            var pressed: (UInt, UInt, UInt)?, released: (UInt, UInt, UInt)?
            SignalCheck.check(
                "key-pressed",
                connect: { t, ran in
                    keys.connect(.keyPressed) { k, c, m in
                        _ = t; pressed = (k, c, m); ran(); return true
                    }
                }
            ) {
                #expect(keys.emit(.keyPressed, 0x20, 65, 4), "the handler's result comes back")
            }
            #expect(pressed.map { $0 == (0x20, 65, 4) } == true, "key-pressed passes (keyval, keycode, state)")
            SignalCheck.check(
                "key-released",
                connect: { t, ran in
                    keys.connect(.keyReleased) { k, c, m in
                        _ = t; released = (k, c, m); ran()
                    }
                }
            ) {
                keys.emit(.keyReleased, 0x20, 65, 0)
            }
            #expect(released.map { $0 == (0x20, 65, 0) } == true, "key-released passes (keyval, keycode, state)")
        }
    }

    @Test func clickSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let click = GestureClick()
            for signal in [Signal<GestureClick, (Int, Double, Double)>.pressed, .released] {
                var got: (Int, Double, Double)?
                SignalCheck.check(
                    signal.name,
                    connect: { t, ran in
                        click.connect(signal) { n, x, y in
                            _ = t; got = (n, x, y); ran()
                        }
                    }
                ) {
                    click.emit(signal, 2, 10.5, 20.5)
                }
                #expect(got.map { $0 == (2, 10.5, 20.5) } == true, "\(signal.name) passes (n_press, x, y)")
            }
        }
    }

    /// The previewer's signals: its application, actions, sidebar list, file chooser and frame clock.
}
