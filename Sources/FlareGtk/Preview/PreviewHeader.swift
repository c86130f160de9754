import FlareCore

/// What the header's toggles and pickers change: the view the window shows.
@MainActor
protocol HeaderCommands: AnyObject {
    func setTheme(_ theme: Theme)
    func setSidebar(visible: Bool)
    func setDevice(_ device: Stage.Device?)
    func setCompare(_ axis: CompareGrid.Axis?)
    func setTextFill(_ fill: TextStress)
    func setLocale(_ code: String?)
}

/// The window's header bar: the sidebar, the spec's name and path, the stage's theme, device and zoom, replay,
/// screenshot and the main menu. Buttons trigger the window's `win.*` actions, so shortcuts do the same.
@MainActor
final class PreviewHeader {
    let widget = HeaderBar()
    let themeToggle = ToggleButton()
    /// The devices by their size; "Landscape" is the phone held sideways (short, so the header fits a 900-point
    /// window).
    let devicePicker = DropDown(DeviceMenu.entries.map(\.title))
    let zoomLabel = Button(label: "100 %")
    /// The spec's text or one of its `locales:`.
    let locales = HeaderLocales()
    /// Shows or hides the sidebar (F9).
    let sidebarToggle = ToggleButton()
    /// Shows or hides the inspector pane (Ctrl+I).
    let inspectorToggle = ToggleButton()
    /// Inspect mode: redlines on hover, a part's styles on click (Ctrl+Alt+I).
    let inspectToggle = ToggleButton()
    /// The view menu: the overlays over the stage, the text stress fill.
    let view = HeaderViewMenu()
    /// The compare view (Ctrl+G) and what it compares.
    let compare = HeaderCompare()
    private let title = Label("Flare")
    private let subtitle = Label("")
    private var updating = false
    /// Zoom out, the zoom and zoom in: the single view's (hidden while comparing).
    private let zoomBox = Box(.horizontal)
    /// The main menu's Recent submenu, which `WindowCommands` fills.
    let recentMenu = Menu()
    /// The devices the picker offers, in its order.
    static let devices: [Stage.Device] = DeviceMenu.entries.map(\.device)

    /// The main menu's items (label, action). GTK shows an action's accelerator beside its item, so a label never
    /// names one ("Source Pane (Ctrl+E)  Ctrl+E" said it twice).
    /// "Recent" (a submenu, `WindowCommands`) comes right after "Open…".
    nonisolated static let menuItems = [
        ("New…", "win.new"), ("Open…", "win.open"), ("Export…", "win.export"), ("Reload", "win.reload"),
        ("Copy Swift", "win.copy-swift"),
        ("Source Pane", "win.toggle-source"), ("Keyboard Shortcuts", "win.shortcuts"),
        ("GTK Inspector", "win.inspector"), ("About Flare", "win.about"), ("Quit", "win.quit"),
    ]

    init() {
        let titles = Box(column: [title, subtitle])
        titles.valign = .center
        title.addClass("title")
        subtitle.addClass("subtitle")
        title.ellipsize = .end
        subtitle.ellipsize = .start
        widget.setTitleWidget(titles)

        sidebarToggle.iconName = "sidebar-show-symbolic"
        sidebarToggle.tooltip = "Sidebar (F9)"
        // Open… is the main menu's first item (and Ctrl+O): the sidebar button takes its place, so the header still
        // fits a 900-point window.
        widget.packStart(sidebarToggle)

        themeToggle.iconName = "weather-clear-night-symbolic"
        themeToggle.tooltip = "Dark stage (Ctrl+T)"
        widget.packStart(themeToggle)

        devicePicker.tooltipWhenClosed("Device (Alt+1, Alt+2, Alt+3)")
        widget.packStart(devicePicker)

        widget.packStart(locales.picker)

        inspectToggle.iconName = "find-location-symbolic"  // a crosshair: pick a part, as design tools' inspect does
        inspectToggle.tooltip = "Inspect: layout redlines on hover, click a part for its styles (Ctrl+Alt+I)"
        // Compare and what it compares, one linked group; then inspect, the overlays and the text fill.
        widget.packStart(compare.box)
        widget.packStart(inspectToggle)
        widget.packStart(view.button)

        let menu = MenuButton(icon: "open-menu-symbolic")
        menu.tooltip = "Main menu"
        let model = Menu()
        for (label, action) in Self.menuItems {
            model.append(label, action: action)
            if action == "win.open" { model.appendSubmenu("Recent", recentMenu) }
        }
        menu.setMenu(model)
        widget.packEnd(menu)

        inspectorToggle.iconName = "sidebar-show-right-symbolic"
        inspectorToggle.tooltip = "Inspector: queue, scenarios, script, log, routes (Ctrl+I)"
        widget.packEnd(inspectorToggle)

        widget.packEnd(
            Self.button(
                "camera-photo-symbolic", "Screenshot of the stage's alert, rocket or popup (Ctrl+S)", "win.screenshot")
        )
        widget.packEnd(Self.button("media-playlist-repeat-symbolic", "Replay the animation (Ctrl+R)", "win.replay"))

        zoomLabel.tooltip = "Fit the stage to the window (Ctrl+0); actual size: Ctrl+1"
        zoomLabel.actionName = "win.zoom-fit"
        for child in [
            Self.button("list-remove-symbolic", "Zoom out (Ctrl+−)", "win.zoom-out"), zoomLabel,
            Self.button("list-add-symbolic", "Zoom in (Ctrl++)", "win.zoom-in"),
        ] { zoomBox.append(child) }
        // Flat, as every other header button: GNOME's viewers group zoom as plain icons beside the percentage.
        for child in zoomBox.children { child.addClass("flat") }
        widget.packEnd(zoomBox)
    }

    private static func button(_ icon: String, _ tooltip: String, _ action: String) -> Button {
        let b = Button(icon: icon)
        b.tooltip = tooltip
        b.actionName = action
        return b
    }

    /// Connects the toggle and the picker, which carry a value rather than trigger an action.
    func connect(to window: any HeaderCommands, inspector: Inspector, inspect: InspectMode) {
        themeToggle.connect(.toggled) { [weak self, weak window] in
            guard let self, !updating else { return }
            window?.setTheme(themeToggle.active ? .dark : .light)
        }
        sidebarToggle.connect(.toggled) { [weak self, weak window] in
            guard let self, !updating else { return }
            window?.setSidebar(visible: sidebarToggle.active)
        }
        inspectorToggle.connect(.toggled) { [weak self, weak inspector] in
            guard let self, !updating else { return }
            inspector?.setVisible(inspectorToggle.active)
        }
        inspectToggle.connect(.toggled) { [weak self, weak inspect] in
            guard let self, !updating else { return }
            inspect?.setInspecting(inspectToggle.active)
        }
        devicePicker.connect(.selectedChanged) { [weak self, weak window] in
            guard let self, !updating, let index = devicePicker.selected else { return }
            if Self.devices.indices.contains(index) { window?.setDevice(Self.devices[index]) }
        }
        compare.connect(to: window)
        view.connect(to: window, inspect: inspect)
        locales.connect(to: window)
    }

    func showSpec(name: String, path: String, theme: Theme, device: Stage.Device) {
        title.text = name
        if subtitle.tooltip != path {  // the folder's label is worked out once per path, not on every reload
            subtitle.text = FolderLabel.folder(of: path)
            subtitle.tooltip = path
        }
        setTheme(theme)
        setDevice(device)
    }

    func setTheme(_ theme: Theme) {
        updating = true
        defer { updating = false }
        themeToggle.active = theme == .dark
    }

    func setDevice(_ device: Stage.Device) {
        updating = true
        defer { updating = false }
        // A custom device is not in the list: nothing is highlighted.
        devicePicker.selected = Self.devices.firstIndex(of: device)
    }

    /// Lists "Spec text" and `codes` in the locale picker, hidden when there are none, with `selected` (nil: the
    /// spec's text) chosen.
    func showLocales(_ codes: [String], selected: String?) {
        locales.show(codes, selected: selected)
    }

    /// Shows the compare toggle on while `axis` is compared, and the axis picker listing `offered`.
    func setCompare(_ axis: CompareGrid.Axis?, offered: [CompareGrid.Axis]) {
        compare.show(axis, offered: offered)
        // Zoom is the single view's: hidden while comparing, so the axis picker takes its room in the header.
        zoomBox.visible = axis == nil
    }

    func setTextFill(_ fill: TextStress) { view.setTextFill(fill) }

    func setSidebar(visible: Bool) {
        updating = true
        defer { updating = false }
        sidebarToggle.active = visible
    }

    func setInspector(visible: Bool) {
        updating = true
        defer { updating = false }
        inspectorToggle.active = visible
    }

    func setInspecting(_ on: Bool) {
        updating = true
        defer { updating = false }
        inspectToggle.active = on
    }

    func setOverlays(safeAreas: Bool, deviceFrame: Bool) {
        view.setOverlays(safeAreas: safeAreas, deviceFrame: deviceFrame)
    }

    /// Shows the zoom as a percentage; while it fits the stage to the window, the button says so and then
    /// offers the actual size instead.
    func setZoom(_ zoom: Double, fits: Bool) {
        zoomLabel.label = "\(Int((zoom * 100).rounded())) %"
        zoomLabel.actionName = fits ? "win.zoom-actual" : "win.zoom-fit"
        zoomLabel.tooltip =
            fits
            ? "Fitted to the window (Ctrl+0). Click for the actual size (Ctrl+1)"
            : "Fit the stage to the window (Ctrl+0); actual size: Ctrl+1"
    }
}
