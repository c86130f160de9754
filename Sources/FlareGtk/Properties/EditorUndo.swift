/// Ctrl+Z and Ctrl+Shift+Z in the window undo and redo the spec's edits, even with a Properties entry or spin button
/// focused: that control keeps its own text undo only while its text differs from the file's value (a person is
/// typing a value not written yet). Without this, the entry's own undo ran first and emptied the field just written,
/// and Enter then wrote the empty text.
@MainActor
enum EditorUndo {
    /// A Properties text control: how to read its text now (nil once it is gone) and the text the file's value
    /// shows as in it.
    private struct Control {
        let read: @MainActor () -> String?
        var fileText: String
    }

    /// Each Properties entry and spin button, by its widget.
    private static var controls: [UnsafeMutableRawPointer: Control] = [:]

    /// `entry` shows the file's value now (built or refreshed from the spec).
    /// Its own undo history starts there: Ctrl+Z after typing takes back the typing, never the value shown (which
    /// emptied the field).
    static func showsFile(_ entry: Entry) {
        entry.startUndoHere()
        register(entry, fileText: entry.text) { [weak entry] in entry?.text }
    }

    /// `spin` shows the file's value now.
    static func showsFile(_ spin: SpinButton) {
        spin.startUndoHere()
        register(spin, fileText: spin.text) { [weak spin] in spin?.text }
    }

    private static func register(_ widget: Widget, fileText: String, read: @escaping @MainActor () -> String?) {
        let key = UnsafeMutableRawPointer(widget.widget)
        if var control = controls[key], control.read() != nil {
            control.fileText = fileText
            controls[key] = control
            return
        }
        // The controls of pages rebuilt since are dropped now and then, not at every registration (a page has ~100).
        if controls.count > 512 { controls = controls.filter { $0.value.read() != nil } }
        controls[key] = Control(read: read, fileText: fileText)
    }

    /// For the focused widget (or the entry or spin button around it, GTK focuses their text child): true when it
    /// keeps its own undo (its text differs from the file's value), false when Ctrl+Z is the spec's; nil when it
    /// is no Properties control.
    static func keepsOwnUndo(_ focus: Widget) -> Bool? {
        var widget: Widget? = focus
        for _ in 0..<3 {
            guard let current = widget else { return nil }
            if let control = controls[UnsafeMutableRawPointer(current.widget)], let text = control.read() {
                return text != control.fileText
            }
            widget = current.parent
        }
        return nil
    }

    static let z: UInt = 0x07A  // GDK_KEY_z
    static let shiftedZ: UInt = 0x05A  // GDK_KEY_Z

    /// The window action a key press asks for: "undo" for Ctrl+Z, "redo" for Ctrl+Shift+Z, nil for any other key.
    static func action(keyval: UInt, state: UInt) -> String? {
        let held = ModifierType(rawValue: UInt32(truncatingIfNeeded: state))
            .intersection([.control, .shift, .alt, .super])
        guard keyval == z || keyval == shiftedZ else { return nil }
        if held == .control { return "undo" }
        if held == [.control, .shift] { return "redo" }
        return nil
    }

    /// A key pressed in the window (its capture phase, before the focused entry's own bindings): runs the spec's
    /// undo or redo (`run`) when the key asks for it and the focus is a Properties control showing the file's value.
    /// True: handled, the entry does not see it. Any other focus is left to the widget and the window's shortcuts.
    static func pressed(keyval: UInt, state: UInt, focus: Widget?, run: (String) -> Bool) -> Bool {
        guard let action = action(keyval: keyval, state: state), let focus, keepsOwnUndo(focus) == false else {
            return false
        }
        return run(action)
    }

    /// Installs the capture-phase key controller on `window` (`run` activates `win.undo` or `win.redo`).
    static func install(on window: Window, run: @escaping @MainActor (String) -> Bool) {
        let keys = KeyController()
        keys.phase = .capture
        keys.connect(.keyPressed) { [weak window] keyval, _, state in
            pressed(keyval: keyval, state: state, focus: window?.focus, run: run)
        }
        window.add(keys)
    }
}
