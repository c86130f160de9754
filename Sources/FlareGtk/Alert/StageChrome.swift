import FlareCore

/// The system chrome a real device draws over the app, for the device frame: the Dynamic Island (a black capsule)
/// and the home indicator (a dark capsule with a light rim, legible on light and dark backdrops), at the catalogue's
/// measured places (`DeviceModel.housingRect`, `homeIndicatorRect`). The notch is `StageOverlays`' (it is also the
/// generic phone's). A generic size has neither.
@MainActor
enum StageChrome {
    /// The CSS of the chrome's classes, inside the overlays' scope.
    static func css(scope: String) -> String {
        """
        .\(scope) .flare-island { background-color: rgba(0, 0, 0, 1); border-radius: 999px; }
        .\(scope) .flare-home-indicator { background-color: rgba(0, 0, 0, 0.85); border-radius: 999px;
          box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.45); }
        """
    }

    /// Puts the island and home indicator of `device` on `layer`; returns what it put (for teardown and tests).
    static func add(to layer: Fixed, device: Stage.Device) -> [Box] {
        guard let model = device.model else { return [] }
        var rects: [(String, StageRect)] = []
        if case .dynamicIsland = model.housing, let r = model.housingRect(landscape: device.isLandscape) {
            rects.append(("flare-island", r))
        }
        if let r = model.homeIndicatorRect(landscape: device.isLandscape) {
            rects.append(("flare-home-indicator", r))
        }
        return rects.map { name, r in
            let box = Box(.vertical)
            box.addClass(name)
            box.setSizeRequest(width: r.width, height: r.height)
            layer.put(box, x: r.x, y: r.y)
            return box
        }
    }
}
