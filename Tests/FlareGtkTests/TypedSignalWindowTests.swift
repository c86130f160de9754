import CFlareShim
import CGtk
@testable import FlareGtk
import Testing

/// The typed signals of the window's widgets (the preview's and libadwaita's), tick callbacks, event controllers'
/// lifetimes and casts by GType: the rest of `TypedSignalTests`.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct TypedSignalWindowTests {
    @Test func previewSignals() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let app = Application(id: "io.github.flare.SignalTest", flags: [.handlesOpen, .nonUnique])
            SignalCheck.check(
                "activate (application)",
                connect: { t, ran in
                    app.connect(.activate) {
                        _ = t; ran()
                    }
                }
            ) { app.emit(.activate) }
            #expect(g_application_register(app.c(), nil, nil) != 0)
            var uris: [String] = []
            SignalCheck.check(
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
            SignalCheck.check(
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
            SignalCheck.check(
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
            SignalCheck.check(
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
            SignalCheck.check(
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
            SignalCheck.check(
                "button-clicked",
                connect: { t, ran in
                    toast.connect(.buttonClicked) {
                        _ = t; ran()
                    }
                }
            ) { toast.emit(.buttonClicked) }
            SignalCheck.check(
                "dismissed",
                connect: { t, ran in
                    toast.connect(.dismissed) {
                        _ = t; ran()
                    }
                }
            ) { toast.dismiss() }
            let style = StyleManager.standard
            let scheme = style.colorScheme
            SignalCheck.check(
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
