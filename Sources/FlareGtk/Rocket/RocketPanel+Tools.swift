import CFlareShim
import CGtk
import FlareCore

/// The live panel's tools (Flare's, not the rocket's: exports never draw them) and the map they show.
extension RocketPanel {
    /// Shows (or hides) the flow as a map of its blocks over the stage; the shown blocks are outlined.
    public func setMap(shown: Bool) {
        guard shown != (mapView != nil), !tornDown else { return }
        if let mapView {
            root.removeOverlay(mapView.widget)
            self.mapView = nil
        } else {
            let view = RocketMapView(rocket: rocket, vertical: size.width < size.height)
            view.highlight(flow)
            view.onSelect = { [weak self] id in self?.onJump?(id) }
            root.addOverlay(view.widget)
            // Keep the buttons above the map: moved last among the overlay's children (never unparented, which
            // would free them in the middle of their own click).
            tools?.insert(into: root, before: nil)
            mapView = view
        }
        if let mapToggle, let label = Label.cast(mapToggle.child) {
            label.text = mapView == nil ? "Map" : "Flow"
        }
    }

    /// The tools at the panel's top left: the map, and Dismiss, the app calling RocketAlert's `dismiss()` (logged
    /// as a programmatic dismissal).
    func buildTools() {
        let box = Box(GTK_ORIENTATION_HORIZONTAL)
        box.halign = GTK_ALIGN_START
        box.valign = GTK_ALIGN_START
        func tool(_ title: String, _ tooltip: String, _ action: @escaping @MainActor (RocketPanel) -> Void) -> Button {
            let button = Button()
            button.addClass("rocket-map-toggle")
            button.child = Label(title)
            button.tooltip = tooltip
            button.connect(.clicked) { [weak self] in if let self { action(self) } }
            box.append(button)
            return button
        }
        mapToggle = tool("Map", "The flow's blocks and ways out") { $0.setMap(shown: $0.mapView == nil) }
        dismissButton = tool("Dismiss", "The app dismisses the rocket (RocketAlert's dismiss()) (Ctrl+Shift+W)") {
            $0.dismiss(because: "the app's dismiss() (Dismiss button)")
        }
        root.addOverlay(box)
        tools = box
    }
}
