import CFlareShim
import CGtk
@testable import FlareGtk
import Testing

/// Every signal of `Gtk/` connected through its typed value and emitted (`g_signal_emit_by_name`), so each
/// trampoline is called with the C signature GTK uses: the handler gets the arguments, and GLib releases the
/// closure when the handler is disconnected. A signal added to `Gtk/` gets a line here.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct TypedSignalTests {
    /// Connects `connect`'s handler, emits with `emit`, checks it ran once, disconnects it and checks that
    /// GLib released the closure (the token it captured is gone).
    @MainActor
    private func check(
        _ name: String, connect: (_ token: Token, _ ran: @escaping @MainActor () -> Void) -> SignalHandler,
        finalizes: Bool = false, emit: () -> Void
    ) {
        var runs = 0
        weak var weakToken: Token?
        let handler: SignalHandler
        do {
            let token = Token()
            weakToken = token
            handler = connect(token) { runs += 1 }
        }
        emit()
        #expect(runs == 1, "\(name): the handler ran once")
        if finalizes {  // the instance is gone, and its handlers with it
            #expect(weakToken == nil, "\(name): GLib released the closure with the instance")
            return
        }
        #expect(weakToken != nil, "\(name): the closure is alive while connected")
        handler.disconnect()
        #expect(weakToken == nil, "\(name): GLib released the closure on disconnect")
    }

    @Test func noArgumentSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let button = Button(label: "Tap")
            check(
                "clicked",
                connect: { t, ran in
                    button.connect(.clicked) {
                        _ = t; ran()
                    }
                }
            ) { button.emit(.clicked) }
            let toggle = ToggleButton(label: "On")
            check(
                "toggled",
                connect: { t, ran in
                    toggle.connect(.toggled) {
                        _ = t; ran()
                    }
                }
            ) { toggle.active = true }
            check(
                "clicked (toggle)",
                connect: { t, ran in
                    toggle.connect(.clicked) {
                        _ = t; ran()
                    }
                }
            ) { toggle.emit(.clicked) }
            let check = CheckButton(label: "Remember")
            self.check(
                "toggled (check)",
                connect: { t, ran in
                    check.connect(.toggled) {
                        _ = t; ran()
                    }
                }
            ) { check.active = true }
            let entry = Entry()
            self.check(
                "changed",
                connect: { t, ran in
                    entry.connect(.changed) {
                        _ = t; ran()
                    }
                }
            ) { entry.text = "x" }
            self.check(
                "activate",
                connect: { t, ran in
                    entry.connect(.activate) {
                        _ = t; ran()
                    }
                }
            ) { entry.emit(.activate) }
            let search = SearchEntry()
            self.check(
                "search-changed",
                connect: { t, ran in
                    search.connect(.searchChanged) {
                        _ = t; ran()
                    }
                }
            ) { search.emit(.searchChanged) }
            self.check(
                "activate (search)",
                connect: { t, ran in
                    search.connect(.activate) {
                        _ = t; ran()
                    }
                }
            ) { search.emit(.activate) }
            let scale = Scale(.horizontal, min: 0, max: 10, step: 1)
            self.check(
                "value-changed",
                connect: { t, ran in
                    scale.connect(.valueChanged) {
                        _ = t; ran()
                    }
                }
            ) { scale.value = 4 }
            let toggleSwitch = Switch()
            self.check(
                "notify::active",
                connect: { t, ran in
                    toggleSwitch.connect(.activeChanged) {
                        _ = t; ran()
                    }
                }
            ) { toggleSwitch.active = true }
            let dropDown = DropDown(["a", "b"])
            self.check(
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
            self.check(
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
            self.check(
                "map",
                connect: { t, ran in
                    later.connect(.map) {
                        _ = t; ran()
                    }
                }
            ) { later.visible = true }
            self.check(
                "unmap",
                connect: { t, ran in
                    later.connect(.unmap) {
                        _ = t; ran()
                    }
                }
            ) { later.visible = false }
            // `destroy` comes when the last reference goes: GTK's toplevel list's (`destroy()`) and the wrapper's.
            var doomed: Window? = Window()
            self.check(
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
            self.check(
                "leave",
                connect: { t, ran in
                    motion.connect(.leave) {
                        _ = t; ran()
                    }
                }
            ) { motion.emit(.leave) }
            let focus = FocusController()
            self.check(
                "enter (focus)",
                connect: { t, ran in
                    focus.connect(.enter) {
                        _ = t; ran()
                    }
                }
            ) { focus.emit(.enter) }
            self.check(
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
                check(
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
                check(
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
            check(
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
            check(
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
            check(
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
            check(
                "begin",
                connect: { t, ran in
                    pinch.connect(.begin) { _ in
                        _ = t; ran()
                    }
                }
            ) { pinch.emit(.begin, nil) }
            let keys = KeyController()
            var pressed: (UInt, UInt, UInt)?, released: (UInt, UInt, UInt)?
            check(
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
            check(
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
                check(
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
    @Test func previewSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let app = Application(id: "io.github.flare.SignalTest", flags: [.handlesOpen, .nonUnique])
            check(
                "activate (application)",
                connect: { t, ran in
                    app.connect(.activate) {
                        _ = t; ran()
                    }
                }
            ) { app.emit(.activate) }
            #expect(g_application_register(app.c(), nil, nil) != 0)
            var uris: [String] = []
            check(
                "open",
                connect: { t, ran in
                    app.connect(.open) { got in
                        _ = t; uris = got; ran()
                    }
                }
            ) {
                var files: [OpaquePointer?] = [g_file_new_for_path("/tmp/flare signal.yaml")]
                g_application_open(app.c(), &files, 1, "")
                g_object_unref(UnsafeMutableRawPointer(files[0]))
            }
            #expect(uris == ["file:///tmp/flare%20signal.yaml"])

            let action = SimpleAction("reload")
            check(
                "activate (action)",
                connect: { t, ran in
                    action.connect(.activate) { _ in
                        _ = t; ran()
                    }
                }
            ) {
                action.emit(.activate, nil)
            }

            let list = ListBox(selection: .single)
            let row = list.append(Label("first"))
            var selected: ListBoxRow?
            check(
                "row-selected",
                connect: { t, ran in
                    list.connect(.rowSelected) { (got: ListBoxRow?) in
                        _ = t; selected = got; ran()
                    }
                }
            ) {
                list.select(row)
            }
            #expect(selected == row, "row-selected passes the row")

            let chooser = FileChooserNative(
                title: "Open", parent: nil, action: .open, accept: "_Open", cancel: "_Cancel")
            var response: Int?
            check(
                "response",
                connect: { t, ran in
                    chooser.connect(.response) { r in
                        _ = t; response = r; ran()
                    }
                }
            ) {
                chooser.emit(.response, Int(GTK_RESPONSE_CANCEL.rawValue))
            }
            #expect(response == Int(GTK_RESPONSE_CANCEL.rawValue))

            let window = Window()
            window.present()
            #expect(MainLoop.run(until: { window.realized }))
            let clock = try #require(window.clock)
            check(
                "after-paint",
                connect: { t, ran in
                    clock.connect(.afterPaint) {
                        _ = t; ran()
                    }
                }
            ) { clock.emit(.afterPaint) }
            window.destroy()
        }
    }

    /// libadwaita's: a toast's button and dismissal, and the style manager's dark flag (forced dark, then back).
    @Test func adwaitaSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            Adwaita.initialize()
            let toast = Toast("Saved", seconds: 0)
            toast.buttonLabel = "Show in Files"
            let overlay = ToastOverlay(Label("content"))
            overlay.add(toast)
            check(
                "button-clicked",
                connect: { t, ran in
                    toast.connect(.buttonClicked) {
                        _ = t; ran()
                    }
                }
            ) { toast.emit(.buttonClicked) }
            check(
                "dismissed",
                connect: { t, ran in
                    toast.connect(.dismissed) {
                        _ = t; ran()
                    }
                }
            ) { toast.dismiss() }
            let style = StyleManager.standard
            let scheme = style.colorScheme
            check(
                "notify::dark",
                connect: { t, ran in
                    style.connect(.darkChanged) {
                        _ = t; ran()
                    }
                }
            ) {
                style.colorScheme = style.dark ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK
            }
            style.colorScheme = scheme
        }
    }

    @Test func aTickCallbackGetsFrameTimesUntilItStops() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let window = Window()
            window.present()
            var ticks: [Int64] = []
            weak var weakToken: Token?
            do {
                let token = Token()
                weakToken = token
                window.addTickCallback { [token] time in
                    _ = token
                    ticks.append(time)
                    return ticks.count < 3
                }
            }
            #expect(MainLoop.run(until: { ticks.count == 3 }))
            #expect(ticks == ticks.sorted())
            #expect(MainLoop.run(until: { weakToken == nil }), "GTK released the closure when the callback stopped")
            window.destroy()
        }
    }

    /// `gtk_widget_add_controller` takes its own reference: a widget and its controller outlive the controller's
    /// wrapper and are finalized together (GTK aborts in `gtk_widget_finalize` when a reference is dropped twice).
    @Test func aControllerLivesWithItsWidget() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            var presses = 0
            var box: Box? = Box(.vertical)
            weak var weakGesture: GestureClick?
            do {
                let gesture = GestureClick()
                weakGesture = gesture
                gesture.connect(.pressed) { _, _, _ in presses += 1 }
                box?.add(gesture)
            }
            #expect(weakGesture == nil, "the wrapper went; the widget keeps the controller")
            let controllers = gtk_widget_observe_controllers(box!.widget)!
            let item = g_list_model_get_item(controllers, 0)  // transfer full
            let gesture = try #require(GestureClick.cast(item))
            g_object_unref(item)
            g_object_unref(UnsafeMutableRawPointer(controllers))
            gesture.emit(.pressed, 1, 0, 0)
            #expect(presses == 1)
            box = nil  // finalizes the box and its controller once
        }
    }

    @Test func wrappersCastByGType() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let toggle = ToggleButton(label: "x")
            let box = Box(row: [toggle])
            let child = try #require(box.firstChild)
            #expect(Button.cast(child) == toggle, "a toggle button is a button")
            #expect(Label.cast(child) == nil, "but not a label")
            #expect(box.children.count == 1)
        }
    }
}

final class Token {}
