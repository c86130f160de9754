import FlareCore

/// The system chrome a real device draws over the app, for the device frame (`--chrome` on export, the Device Frame
/// toggle in the window): the status bar (`StatusBarChrome`: time, signal, battery), the Dynamic Island (a black
/// capsule) and the home indicator (a dark capsule with a light rim, legible on light and dark backdrops), at the
/// catalogue's places (`DeviceModel.housingRect`, `statusBar`, `homeIndicatorRect`). The notch is `StageOverlays'`
/// (it is also the generic phone's). A generic size has none of these.
@MainActor
enum StageChrome {
    /// The CSS of the chrome's classes, inside the overlays' scope; the status bar's glyphs in `theme`'s colour.
    static func css(scope: String, theme: Theme) -> String {
        """
        .\(scope) .flare-island { background-color: rgba(0, 0, 0, 1); border-radius: 999px; }
        .\(scope) .flare-home-indicator { background-color: rgba(0, 0, 0, 0.85); border-radius: 999px;
          box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.45); }
        \(StatusBarChrome.css(scope: scope, theme: theme))
        """
    }

    /// Puts the status bar, island and home indicator of `device` on `layer`; returns what it put (for teardown and
    /// tests): the status bar's parts first.
    static func add(to layer: Fixed, device: Stage.Device) -> [Widget] {
        guard let model = device.model else { return [] }
        let statusBar = StatusBarChrome.add(to: layer, model: model, landscape: device.isLandscape)
        var rects: [(String, StageRect)] = []
        if case .dynamicIsland = model.housing, let r = model.housingRect(landscape: device.isLandscape) {
            rects.append(("flare-island", r))
        }
        if let r = model.homeIndicatorRect(landscape: device.isLandscape) {
            rects.append(("flare-home-indicator", r))
        }
        return statusBar
            + rects.map { name, r in
                let box = Box(.vertical)
                box.addClass(name)
                box.setSizeRequest(width: r.width, height: r.height)
                layer.put(box, x: r.x, y: r.y)
                return box
            }
    }
}
