import FlareCore
import Foundation

/// The window's `win.*` actions and their keyboard shortcuts, from one table that also fills the shortcuts
/// window (Ctrl+?), so a shortcut cannot exist without being listed.
@MainActor
public enum PreviewActions {
    struct Shortcut: Sendable {
        let action: String
        let accelerators: [String]
        let title: String
        let group: String
    }

    nonisolated static let shortcuts: [Shortcut] = [
        Shortcut(
            action: "new", accelerators: ["<Control>n"], title: "New spec from the alert template", group: "Spec"),
        Shortcut(action: "open", accelerators: ["<Control>o"], title: "Open a spec", group: "Spec"),
        Shortcut(
            action: "export", accelerators: ["<Control><Shift>e"],
            title: "Export images (the options of flare export)", group: "Spec"),
        Shortcut(action: "reload", accelerators: ["F5"], title: "Reload the spec", group: "Spec"),
        Shortcut(action: "find", accelerators: ["<Control>f"], title: "Filter the sidebar", group: "Spec"),
        Shortcut(action: "toggle-sidebar", accelerators: ["F9"], title: "Show or hide the sidebar", group: "Spec"),
        Shortcut(
            action: "undo", accelerators: ["<Control>z"], title: "Undo the window's last edit of the spec",
            group: "Spec"),
        Shortcut(action: "redo", accelerators: ["<Control><Shift>z"], title: "Redo", group: "Spec"),
        Shortcut(action: "replay", accelerators: ["<Control>r"], title: "Replay the show animation", group: "Stage"),
        Shortcut(
            action: "play-pause", accelerators: ["<Control>space"], title: "Pause or play the animation", group: "Stage"
        ),
        Shortcut(
            action: "close-alert", accelerators: ["<Control>w"], title: "Close the alert (its close animation)",
            group: "Stage"),
        Shortcut(
            action: "screenshot", accelerators: ["<Control>s"],
            title: "Screenshot of the stage's alert, rocket or popup", group: "Stage"),
        Shortcut(
            action: "save-motion", accelerators: ["<Control><Shift>s"], title: "Save the animation (animated PNG)",
            group: "Stage"),
        // Not Ctrl+Shift+D: GtkWindow binds it (and Ctrl+Shift+I) to the GTK Inspector, which it opened whenever the
        // action was disabled (no rocket shown). `gtkDebuggingKeys` keeps the table clear of both.
        Shortcut(
            action: "dismiss-rocket", accelerators: ["<Control><Shift>w"],
            title: "Dismiss the rocket (the app's dismiss())", group: "Stage"),
        Shortcut(
            action: "toggle-inspect", accelerators: ["<Control><Alt>i"],
            title: "Inspect: redlines on hover, a click shows what styles a part", group: "Stage"),
        Shortcut(
            action: "toggle-compare", accelerators: ["<Control>g"],
            title: "Compare: the alert in several variants side by side", group: "Stage"),
        Shortcut(
            action: "copy-swift", accelerators: ["<Control><Shift>c"],
            title: "Copy Swift: flare code of the selected item", group: "Stage"),
        Shortcut(action: "toggle-theme", accelerators: ["<Control>t"], title: "Light or dark stage", group: "Stage"),
        // Alt+number: Ctrl+1 is "actual size", as in GNOME's image and document viewers.
        Shortcut(action: "device-phone", accelerators: ["<Alt>1"], title: "Phone", group: "Device"),
        Shortcut(action: "device-landscape", accelerators: ["<Alt>2"], title: "Phone landscape", group: "Device"),
        Shortcut(action: "device-tablet", accelerators: ["<Alt>3"], title: "Tablet", group: "Device"),
        Shortcut(
            action: "zoom-in", accelerators: ["<Control>plus", "<Control>equal", "<Control>KP_Add"],
            title: "Zoom in (… 90, 100, 110, 125 % …)", group: "Zoom"),
        Shortcut(
            action: "zoom-out", accelerators: ["<Control>minus", "<Control>KP_Subtract"], title: "Zoom out",
            group: "Zoom"),
        Shortcut(
            action: "zoom-fit", accelerators: ["<Control>0", "<Control>KP_0"],
            title: "Fit the stage to the window (and keep it fitted)", group: "Zoom"),
        Shortcut(
            action: "zoom-actual", accelerators: ["<Control>1", "<Control>KP_1"], title: "Actual size (100 %)",
            group: "Zoom"),
        Shortcut(
            action: "toggle-inspector", accelerators: ["<Control>i"], title: "Show or hide the inspector",
            group: "Inspector"),
        Shortcut(
            action: "toggle-source", accelerators: ["<Control>e"], title: "Show or hide the source pane",
            group: "Source"),
        // The source pane's own Ctrl+S (SourcePane): bound in the pane, where it comes before the stage's screenshot.
        Shortcut(
            action: "save-source", accelerators: [], title: "Save the source pane's file (in the pane)",
            group: "Source"),
        Shortcut(
            action: "script-step", accelerators: ["<Control>bracketright"], title: "Script: one step forward",
            group: "Inspector"),
        Shortcut(
            action: "script-back", accelerators: ["<Control>bracketleft"], title: "Script: one step back",
            group: "Inspector"),
        Shortcut(action: "shortcuts", accelerators: ["<Control>question"], title: "Keyboard shortcuts", group: "Flare"),
        Shortcut(action: "about", accelerators: [], title: "About Flare", group: "Flare"),
        Shortcut(action: "inspector", accelerators: ["<Control><Shift>i"], title: "GTK Inspector", group: "Flare"),
        Shortcut(action: "quit", accelerators: ["<Control>q"], title: "Quit", group: "Flare"),
    ]

    /// GtkWindow's own key bindings for the GTK Inspector (on by default in GTK 4's settings). Only the "inspector"
    /// action may use them: a Flare shortcut on one of them falls through to GTK whenever its action is disabled.
    nonisolated static let gtkDebuggingKeys: Set<String> = ["<Control><Shift>i", "<Control><Shift>d"]

    /// Every shortcut's accelerators in GTK's syntax (`<Control><Alt>i`), by action name: what `flare monkey` presses.
    public nonisolated static var accelerators: [(action: String, accelerator: String)] {
        shortcuts.flatMap { shortcut in shortcut.accelerators.map { (shortcut.action, $0) } }
    }

    /// The actions that leave Flare's window for another program's (GTK's inspector, the file chooser), end it, or
    /// encode for seconds: `flare monkey` leaves them out (`leaveOut`).
    public nonisolated static let outsideTheWindow = [
        "inspector", "new", "open", "open-recent", "export", "quit", "save-motion",
    ]

    /// Disables the actions that leave the window (`outsideTheWindow`): their shortcuts and menu items do nothing.
    /// For `flare monkey`, whose random input is about Flare's window, not GTK's inspector.
    static func leaveOut(of host: any ActionsHost) {
        for name in outsideTheWindow { host.chrome.actions?.setEnabled(name, false) }
        host.toplevel.deletable = false  // nor the title bar's close button (a click on it ends the window, as Quit)
    }

    @discardableResult
    static func install(on host: any ActionsHost) -> SimpleActionGroup {
        let group = SimpleActionGroup()
        let toplevel = host.toplevel
        let handlers: [String: @MainActor (any ActionsHost) -> Void] = [
            "new": { $0.chrome.commands?.newSpec() },
            "open": { showOpenDialog($0) },
            "export": { $0.chrome.commands?.showExport() },
            "reload": { $0.reload() },
            "find": { host in
                host.viewController.setSidebar(visible: true)
                host.chrome.sidebar.filterEntry.grabFocus()
            },
            "toggle-sidebar": { $0.viewController.setSidebar(visible: !$0.chrome.panes.sidebarVisible) },
            "undo": { $0.edits.undo() },
            "redo": { $0.edits.redo() },
            "replay": { $0.stageController.replay() },
            "play-pause": { $0.stageController.togglePause() },
            "close-alert": { $0.stageController.closeShownAlert(reason: "Ctrl+W") },
            "screenshot": { WindowShots(of: $0).screenshot() },
            "save-motion": { WindowShots(of: $0).saveMotion() },
            "dismiss-rocket": { $0.area.rocketPanel?.dismiss(because: "the app's dismiss() (Ctrl+Shift+W)") },
            "toggle-inspect": { $0.area.inspect.setInspecting(!$0.area.inspect.inspecting) },
            "toggle-compare": { host in
                let compare = host.area.compareController!
                compare.set(compare.axis == nil ? host.chrome.header.compare.selectedAxis : nil)
            },
            "copy-swift": { host in
                CopySwift.copy(
                    host.selection, of: host.spec, to: host.toplevel.clipboard, messages: host.chrome.messages,
                    record: { [weak host] in host?.record($0, $1) })
            },
            "toggle-theme": { $0.viewController.setTheme($0.state.view.theme == .light ? .dark : .light) },
            "device-phone": { $0.viewController.setDevice(.phone) },
            "device-landscape": { $0.viewController.setDevice(.phoneLandscape) },
            "device-tablet": { $0.viewController.setDevice(.tablet) },
            "zoom-in": { $0.viewController.zoom(by: 1) },
            "zoom-out": { $0.viewController.zoom(by: -1) },
            "zoom-fit": { $0.viewController.setZoom(Zoom.fit) },
            "zoom-actual": { $0.viewController.setZoom(1) },
            "toggle-inspector": { host in
                host.inspector.toggle()
                host.record(.stage, "inspector \(host.inspector.isVisible ? "shown" : "hidden")")
            },
            "toggle-source": { $0.sourceController.toggle() },
            "save-source": { $0.sourceController.pane.save() },
            "script-step": { $0.inspector.stepScript() },
            "script-back": { $0.inspector.stepScriptBack() },
            "shortcuts": { showShortcuts(over: $0.toplevel) },
            "about": { showAbout(over: $0.toplevel) },
            "inspector": { _ in Window.setInteractiveDebugging(true) },
            "quit": { host in
                // Unsaved edits in the source pane: the window's close asks first (SourcePane.mayClose).
                if host.sourceController.pane.hasUnsavedEdits {
                    host.toplevel.close()
                } else if let app = host.toplevel.application {
                    app.quit()
                } else {
                    host.close()
                }
            },
        ]
        let controller = ShortcutController(scope: .global)
        // Ctrl+I runs in the capture phase, before the focused widget sees the key: the inspector opens and
        // closes from any focus (a text entry, the alert's field, a text view), whatever that widget binds.
        let always = ShortcutController(scope: .global)
        always.phase = .capture
        for shortcut in shortcuts {
            guard let handler = handlers[shortcut.action] else { continue }
            let action = SimpleAction(shortcut.action)
            action.connect(.activate) { [weak host] _ in
                if let host { handler(host) }
            }
            group.add(action)
            for accelerator in shortcut.accelerators {
                (shortcut.action == "toggle-inspector" ? always : controller)
                    .add(accelerator: accelerator, action: "win.\(shortcut.action)")
            }
        }
        // Recent's items name the spec they open (`win.open-recent::PATH`, `WindowCommands`).
        let recent = SimpleAction(stringParameter: "open-recent")
        recent.connect(.activate) { [weak host] parameter in
            if let path = SimpleAction.string(parameter) { host?.chrome.commands?.openRecent(path) }
        }
        group.add(recent)
        toplevel.insert(group, as: "win")
        toplevel.add(controller)
        toplevel.add(always)
        // Ctrl+Z in a Properties entry showing the file's value is the spec's undo, not the entry's.
        EditorUndo.install(on: toplevel) { [weak toplevel] action in
            toplevel?.activateAction("win.\(action)") ?? false
        }
        return group
    }

    /// Runs `win.<name>` as a shortcut or a button would (`gtk_widget_activate_action`).
    static func activate(_ name: String, on host: any ActionsHost) -> Bool {
        host.toplevel.activateAction("win.\(name)")
    }

    /// The open file choosers, kept until they answer.
    private static var choosers: [FileChooserNative] = []

    /// The YAML/JSON file chooser (`GtkFileChooserNative`, a portal when sandboxed).
    private static func showOpenDialog(_ host: any ActionsHost) {
        let dialog = FileChooserNative(
            title: "Open a Spec", parent: host.toplevel, action: .open,
            accept: "_Open", cancel: "_Cancel")
        dialog.add(FileFilter(name: "Flare specs (YAML, JSON)", patterns: ["*.yaml", "*.yml", "*.json"]))
        dialog.connect(.response) { [weak host, weak dialog] response in
            guard let dialog else { return }
            defer { choosers.removeAll { $0 === dialog } }
            guard response == FileChooserNative.accepted, let path = dialog.path else { return }
            host?.open(specPath: path)
        }
        choosers.append(dialog)
        dialog.show()
    }

    /// GNOME's about window (`AboutWindow`), modal over the preview.
    static func showAbout(over toplevel: Window) {
        AboutWindow(
            name: "Flare", icon: "io.github.flare.Flare", version: PreviewApplication.version,
            developer: "The Flare developers",
            website: "https://github.com/flare-previewer/flare",
            issues: "https://github.com/flare-previewer/flare/issues", license: .mitX11,
            comments: "See the alerts you design exactly as users will.", parent: toplevel
        ).present()
    }

    /// The shortcuts window (`GtkShortcutsWindow` from GtkBuilder XML built from `shortcuts`).
    private static func showShortcuts(over toplevel: Window) {
        guard let window = shortcutsWindow() else { return }
        window.setTransient(for: toplevel)
        window.present()
    }

    /// Rows per column of the shortcuts window (GTK puts two columns on a page, and more pages behind a switcher):
    /// 24 rows made it 920 pixels tall, taller than a 720 or 800 pixel screen; 12 fit it there on two pages. The
    /// keypad's twins of a shortcut (Ctrl+KP_0 for Ctrl+0) look the same there, so each row shows its first
    /// accelerator only.
    static let maximumColumnHeight = 12

    /// Keys a pane binds, not the window (so not among `shortcuts`' accelerators), which the shortcuts window lists.
    static let paneKeys = ["save-source": "<Control>s"]

    /// Builds the shortcuts window (unowned: GTK keeps toplevels alive until they are destroyed).
    static func shortcutsWindow() -> Window? {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var groups: [String] = []
        for name in shortcuts.map(\.group) where !groups.contains(name) { groups.append(name) }
        var xml = """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">flare</property>
            <property name="max-height">\(maximumColumnHeight)</property>
            """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group))</property>"
            // An action without keys (About) is no shortcut; a pane's own keys are listed (`paneKeys`).
            for s in shortcuts where s.group == group {
                guard let keys = s.accelerators.first ?? paneKeys[s.action] else { continue }
                xml +=
                    "<child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"accelerator\">\(escape(keys))</property>"
                    + "<property name=\"title\">\(escape(s.title))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        PreviewStyle.install()
        let window = Builder(xml: xml).object("shortcuts", as: Window.self)
        window?.addClass("flare-shortcuts")
        return window
    }
}
