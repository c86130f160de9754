import CFlareShim
import CGtk
import FlareCore

/// The window's header bar: open, the spec's name and path, the stage's theme, device and zoom, replay,
/// screenshot and the main menu. Buttons trigger the window's `win.*` actions, so shortcuts do the same.
@MainActor
final class HeaderBar {
    let widget: UnsafeMutablePointer<GtkWidget>
    let themeToggle: UnsafeMutablePointer<GtkWidget>
    let devicePicker: UnsafeMutablePointer<GtkWidget>
    let zoomLabel: UnsafeMutablePointer<GtkWidget>
    /// Shows or hides the inspector pane (Ctrl+I).
    let inspectorToggle: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let subtitle: UnsafeMutablePointer<GtkWidget>
    private var updating = false
    /// The devices the picker offers, in its order.
    static let devices: [Stage.Device] = [.phone, .phoneLandscape, .tablet]

    init() {
        widget = gtk_header_bar_new()!
        let titles = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_valign(titles, GTK_ALIGN_CENTER)
        title = gtk_label_new("Flare")!
        gtk_widget_add_css_class(title, "title")
        subtitle = gtk_label_new("")!
        gtk_widget_add_css_class(subtitle, "subtitle")
        gtk_label_set_ellipsize(flare_label(subtitle), PANGO_ELLIPSIZE_START)
        gtk_box_append(flare_box(titles), title)
        gtk_box_append(flare_box(titles), subtitle)
        gtk_header_bar_set_title_widget(flare_header_bar(widget), titles)

        let open = Self.button("document-open-symbolic", "Open a spec (Ctrl+O)", "win.open")
        gtk_header_bar_pack_start(flare_header_bar(widget), open)

        themeToggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(flare_button(themeToggle), "weather-clear-night-symbolic")
        gtk_widget_set_tooltip_text(themeToggle, "Dark stage (Ctrl+T)")
        gtk_header_bar_pack_start(flare_header_bar(widget), themeToggle)

        let names = ["Phone 390×844", "Phone landscape 844×390", "Tablet 1180×820"]
        let cNames = names.map { strdup($0) } + [nil]
        devicePicker = cNames.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_drop_down_new_from_strings($0)!
            }
        }
        cNames.forEach { free($0) }
        gtk_widget_set_tooltip_text(devicePicker, "Device (Ctrl+1, Ctrl+2, Ctrl+3)")
        gtk_header_bar_pack_start(flare_header_bar(widget), devicePicker)

        let menu = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(flare_menu_button(menu), "open-menu-symbolic")
        gtk_widget_set_tooltip_text(menu, "Main menu")
        let model = g_menu_new()!
        g_menu_append(model, "Open…", "win.open")
        g_menu_append(model, "Reload", "win.reload")
        g_menu_append(model, "Keyboard Shortcuts", "win.shortcuts")
        g_menu_append(model, "GTK Inspector", "win.inspector")
        g_menu_append(model, "Quit", "win.quit")
        gtk_menu_button_set_menu_model(flare_menu_button(menu), UnsafeMutablePointer<GMenuModel>(model))
        g_object_unref(UnsafeMutableRawPointer(model))
        gtk_header_bar_pack_end(flare_header_bar(widget), menu)

        inspectorToggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(flare_button(inspectorToggle), "sidebar-show-right-symbolic")
        gtk_widget_set_tooltip_text(inspectorToggle, "Inspector: queue, scenarios, script, log, routes (Ctrl+I)")
        gtk_header_bar_pack_end(flare_header_bar(widget), inspectorToggle)

        let shot = Self.button("camera-photo-symbolic", "Screenshot of the stage's alert or rocket (Ctrl+S)", "win.screenshot")
        gtk_header_bar_pack_end(flare_header_bar(widget), shot)
        let replay = Self.button("media-playlist-repeat-symbolic", "Replay the animation (Ctrl+R)", "win.replay")
        gtk_header_bar_pack_end(flare_header_bar(widget), replay)

        let zoomBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(zoomBox, "linked")
        gtk_box_append(flare_box(zoomBox), Self.button("zoom-out-symbolic", "Zoom out (Ctrl+−)", "win.zoom-out"))
        zoomLabel = gtk_button_new_with_label("100 %")!
        gtk_widget_set_tooltip_text(zoomLabel, "Actual size (Ctrl+0)")
        gtk_actionable_set_action_name(OpaquePointer(zoomLabel), "win.zoom-reset")
        gtk_box_append(flare_box(zoomBox), zoomLabel)
        gtk_box_append(flare_box(zoomBox), Self.button("zoom-in-symbolic", "Zoom in (Ctrl++)", "win.zoom-in"))
        gtk_header_bar_pack_end(flare_header_bar(widget), zoomBox)
    }

    private static func button(_ icon: String, _ tooltip: String, _ action: String) -> UnsafeMutablePointer<GtkWidget> {
        let b = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(b, tooltip)
        gtk_actionable_set_action_name(OpaquePointer(b), action)
        return b
    }

    /// Connects the toggle and the picker, which carry a value rather than trigger an action.
    func connect(to window: PreviewWindow) {
        Signals.connect(themeToggle, "toggled") { [weak self, weak window] in
            guard let self, !updating else { return }
            window?.setTheme(gtk_toggle_button_get_active(flare_toggle_button(themeToggle)) != 0 ? .dark : .light)
        }
        Signals.connect(inspectorToggle, "toggled") { [weak self, weak window] in
            guard let self, !updating else { return }
            window?.inspector.setVisible(gtk_toggle_button_get_active(flare_toggle_button(inspectorToggle)) != 0)
        }
        Signals.connectPointer(devicePicker, "notify::selected") { [weak self, weak window] _ in
            guard let self, !updating else { return }
            let index = Int(gtk_drop_down_get_selected(flare_drop_down(devicePicker)))
            if Self.devices.indices.contains(index) { window?.setDevice(Self.devices[index]) }
        }
    }

    func showSpec(name: String, path: String, theme: Theme, device: Stage.Device) {
        gtk_label_set_text(flare_label(title), name)
        gtk_label_set_text(flare_label(subtitle), path)
        setTheme(theme)
        setDevice(device)
    }

    func setTheme(_ theme: Theme) {
        updating = true
        defer { updating = false }
        gtk_toggle_button_set_active(flare_toggle_button(themeToggle), theme == .dark ? 1 : 0)
    }

    func setDevice(_ device: Stage.Device) {
        updating = true
        defer { updating = false }
        // A custom device is not in the list: nothing is highlighted.
        let index = Self.devices.firstIndex(of: device).map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)
        gtk_drop_down_set_selected(flare_drop_down(devicePicker), index)
    }

    func setInspector(visible: Bool) {
        updating = true
        defer { updating = false }
        gtk_toggle_button_set_active(flare_toggle_button(inspectorToggle), visible ? 1 : 0)
    }

    func setZoom(_ zoom: Double) {
        gtk_button_set_label(flare_button(zoomLabel), "\(Int((zoom * 100).rounded())) %")
    }
}
