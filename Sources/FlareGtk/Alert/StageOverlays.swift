import FlareCore

/// The window's guides over the stage, in stage points and above the alert: the device's safe areas (status bar,
/// notch, home indicator, shaded and labelled) and a device frame (the screen's rounded corners and notch in
/// black, and a real device's status bar, island and home indicator: `StageChrome`). Built by the window
/// (`InspectMode.setOverlays`) and, frame only, by an export with `--chrome` (`Exporter.Options.chrome`).
@MainActor
final class StageOverlays {
    let layer = Fixed()
    /// The shaded safe-area regions, in the device's order (`Stage.Device.safeRegions`).
    private(set) var safeAreaBoxes: [Box] = []
    private(set) var frameBox: Box?
    /// The status bar, island and home indicator of a real device (`StageChrome`), with the frame.
    private(set) var chrome: [Widget] = []
    private let style: (scope: String, provider: CssProvider)

    init(device: Stage.Device, theme: Theme = .light, safeAreas: Bool, deviceFrame: Bool) {
        let radius = CSS.number(device.screenCornerRadius)
        style = StyleProviders.add(prefix: "flare-overlays") { scope in
            """
            .\(scope) .flare-safe-area { background-color: rgba(255, 45, 85, 0.16);
              border: 1px dashed rgba(255, 45, 85, 0.8); }
            .\(scope) .flare-safe-area-label { font-family: Inter; font-size: 10px; font-weight: 600;
              color: rgba(255, 255, 255, 1); background-color: rgba(255, 45, 85, 0.9); border-radius: 3px; \
            padding: 1px 4px; }
            .\(scope) .flare-device-frame { border-radius: \(radius)px; box-shadow: 0 0 0 200px rgba(0, 0, 0, 1),
              inset 0 0 0 2px rgba(60, 60, 67, 0.6); }
            .\(scope) .flare-notch { background-color: rgba(0, 0, 0, 1); border-radius: 16px; }
            \(StageChrome.css(scope: scope, theme: theme))
            """
        }
        layer.addClass(style.scope)
        layer.canTarget = false
        let size = device.size
        if safeAreas {
            for region in device.safeRegions {
                let f = region.frame(in: size)
                let box = Box(.vertical)
                box.addClass("flare-safe-area")
                box.setSizeRequest(width: f.width, height: f.height)
                box.tooltip = "\(region.name): \(CSS.number(region.inset)) pt"
                layer.put(box, x: f.x, y: f.y)
                safeAreaBoxes.append(box)
                // Inside its region, centred; a side region (47 points wide) writes its inset on a second line.
                let side = region.edge == .left || region.edge == .right
                let label = Label("\(region.name)\(side ? "\n" : " ")\(CSS.number(region.inset)) pt")
                label.addClass("flare-safe-area-label")
                label.justify = .center
                // The status bar's label beside the notch, not under it.
                label.halign = region.edge == .top && device.notch != nil ? .start : .center
                label.marginStart = region.edge == .top ? 16 : 0
                label.valign = .center
                label.vexpand = true
                box.append(label)
            }
        }
        if deviceFrame {
            let frame = Box(.vertical)
            frame.addClass("flare-device-frame")
            frame.setSizeRequest(width: StageView.whole(size.width), height: StageView.whole(size.height))
            layer.put(frame, x: 0, y: 0)
            frameBox = frame
            if let n = device.notch {
                let notch = Box(.vertical)
                notch.addClass("flare-notch")
                notch.setSizeRequest(width: n.width, height: n.height)
                // Drawn from past the edge so only the inner corners show rounded.
                let (dx, dy) = n.width > n.height ? (0.0, -16.0) : (-16.0, 0.0)
                notch.setSizeRequest(width: n.width - dx, height: n.height - dy)
                layer.put(notch, x: n.x + dx, y: n.y + dy)
            }
            chrome = StageChrome.add(to: layer, device: device)
        }
    }

    /// Removes the layer's provider (the stage unparents the layer with itself).
    func teardown() {
        StyleProviders.remove(style.provider)
    }
}

extension StageView {
    /// Shows the safe areas and/or the device frame over the stage, replacing what was shown.
    func setOverlays(safeAreas: Bool, deviceFrame: Bool) {
        if let old = overlays {
            root.removeOverlay(old.layer)
            old.teardown()
            overlays = nil
        }
        guard safeAreas || deviceFrame else { return }
        let new = StageOverlays(device: spec.stage.device, theme: theme, safeAreas: safeAreas, deviceFrame: deviceFrame)
        root.addOverlay(new.layer)
        overlays = new
        // The inspect layer stays on top.
        if let top = topLayer { setTopLayer(nil); setTopLayer(top) }
    }
}
