import FlareCore

/// The rocket's tools in Flare's chrome, a bar under the canvas while a rocket plays (never drawn on the device
/// screen, so never read as part of the design, and the same size at every zoom): Map (then Flow) shows the
/// flow's map in place of the stage, with its zoom buttons, and Dismiss is the app calling RocketAlert's
/// `dismiss()`. The window wires the buttons (`onMap`, `onDismiss`, `PreviewWindow+Rocket`).
@MainActor
public final class RocketBar {
    let widget = Box(.horizontal, spacing: 6)
    /// Where the window shows the map (in the canvas's column, hidden while the stage shows).
    let mapSlot = Box(.vertical)
    let title = Label("")
    let mapToggle = Button(label: "Map")
    let dismissButton = Button(label: "Dismiss")
    let zoomOut = Button(icon: "zoom-out-symbolic")
    let zoomIn = Button(icon: "zoom-in-symbolic")
    var onMap: (@MainActor () -> Void)?
    var onDismiss: (@MainActor () -> Void)?
    var onZoom: (@MainActor (Double) -> Void)?

    init() {
        widget.addClasses("toolbar", "flare-rocket-bar")
        widget.visible = false
        mapSlot.visible = false
        mapSlot.vexpand = true
        title.addClass("dim-label")
        title.xalign = 0
        title.hexpand = true
        title.ellipsize = .end
        mapToggle.tooltip = "Show the flow's blocks and ways out as a map, or the flow again"
        dismissButton.tooltip = "The app dismisses the rocket (RocketAlert's dismiss()) (Ctrl+Shift+W)"
        zoomOut.tooltip = "Zoom the map out (Ctrl+scroll)"
        zoomIn.tooltip = "Zoom the map in (Ctrl+scroll)"
        for button in [zoomOut, zoomIn] { button.addClass("flat") }
        for part in [title, zoomOut, zoomIn, mapToggle, dismissButton] as [Widget] { widget.append(part) }
        mapToggle.connect(.clicked) { [weak self] in self?.onMap?() }
        dismissButton.connect(.clicked) { [weak self] in self?.onDismiss?() }
        zoomOut.connect(.clicked) { [weak self] in self?.onZoom?(0.8) }
        zoomIn.connect(.clicked) { [weak self] in self?.onZoom?(1.25) }
        show(nil)
    }

    /// Shows the bar for the rocket `id` (hides it for nil), with the map shown or not.
    func show(_ id: String?, map: Bool = false) {
        widget.visible = id != nil
        title.text =
            id.map { "Rocket “\($0)”" + (map ? ": its map (a click on a block starts the flow there)" : "") } ?? ""
        mapToggle.label = map ? "Flow" : "Map"
        zoomOut.visible = map
        zoomIn.visible = map
    }

    /// Puts `view` in the map slot (nil: empties it).
    func host(_ view: RocketMapView?) {
        mapSlot.removeAll()
        if let view { mapSlot.append(view.widget) }
        mapSlot.visible = view != nil
    }
}
