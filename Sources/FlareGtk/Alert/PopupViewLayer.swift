import FlareCore

/// A queue's custom view popup drawn over the stage (`PopupView`): a banner in a rounded card under the top safe
/// area, or an image in the middle of the dimmed screen. Stage-sized, in stage points, with its own scoped CSS.
@MainActor
final class PopupViewLayer {
    let layer = Fixed()
    let name: String
    let view: PopupView
    /// The banner's card, or the image (nil before it is built).
    private(set) var card: Widget?
    /// The user tapped the view (a banner's card, an image or the dimmed screen around it): it closes.
    var onTap: (@MainActor () -> Void)?
    private let style: (scope: String, provider: CssProvider)

    init(_ view: PopupView, name: String, device: Stage.Device, theme: Theme, scale: Int, warn: (String) -> Void) {
        self.view = view
        self.name = name
        let size = device.size
        style = StyleProviders.add(prefix: "flare-popup-view") { scope in
            """
            .\(scope) .flare-popup-dim { background-color: rgba(0, 0, 0, 0.4); }
            .\(scope) .flare-popup-banner { background-color: \(CSS.color(view.cardColor.resolved(for: theme)));
              border-radius: \(CSS.number(PopupView.bannerRadius))px; padding: \
            \(CSS.number(PopupView.bannerPadding))px; }
            .\(scope) .flare-popup-banner label { color: \(CSS.color(view.labelColor.resolved(for: theme)));
              \(FontRegistry.css(view.labelFont)) }
            .\(scope) .flare-popup-image { border-radius: \(CSS.number(PopupView.bannerRadius))px; }
            """
        }
        layer.addClass(style.scope)
        switch view.content {
        case .banner(let text):
            // Inside the safe area (the status bar above; a landscape phone's notch and corners at the sides).
            func inset(_ edge: Stage.Device.SafeRegion.Edge) -> Double {
                device.safeRegions.first { $0.edge == edge }?.inset ?? 0
            }
            let (top, left, right) = (inset(.top), inset(.left), inset(.right))
            let width = size.width - left - right - 2 * PopupView.bannerInset
            let box = Box(.vertical)
            box.addClass("flare-popup-banner")
            box.setSizeRequest(width: width, height: -1)
            let label = Label(text, classes: [], wrap: true)
            label.xalign = 0
            box.append(label)
            layer.put(box, x: left + PopupView.bannerInset, y: top + PopupView.bannerInset)
            card = box
            tappable(box)
        case .image(let source, let height):
            let dim = Box(.vertical)
            dim.addClass("flare-popup-dim")
            dim.setSizeRequest(width: StageView.whole(size.width), height: StageView.whole(size.height))
            layer.put(dim, x: 0, y: 0)
            let h = min(height ?? PopupView.defaultImageHeight, size.height - 80)
            let aspect = ImageLoader.naturalSize(source).map { $0.width / $0.height } ?? 1
            let w = min(h * aspect, size.width - 80)
            let image = ImageLoader.load(source, fit: .contain(w, h), scale: scale, tint: nil, warn: warn)
            let picture = Picture(image.texture, fit: .contain)
            picture.addClass("flare-popup-image")
            picture.overflow = .hidden
            picture.setSizeRequest(width: w, height: h)
            layer.put(picture, x: ((size.width - w) / 2).rounded(), y: ((size.height - h) / 2).rounded())
            card = picture
            tappable(dim)
            tappable(picture)
        }
    }

    private func tappable(_ widget: Widget) {
        let click = GestureClick()
        click.connect(.released) { [weak self] _, _, _ in self?.onTap?() }
        widget.add(click)
    }

    /// Removes the layer's provider (the stage unparents the layer).
    func teardown() {
        StyleProviders.remove(style.provider)
    }
}

extension StageView {
    /// Puts a queue's custom view popup over the stage (replacing the one shown), or removes it (nil).
    func setPopupView(_ layer: PopupViewLayer?) {
        if let old = popupView {
            if old.layer.parent == root { root.removeOverlay(old.layer) }
            old.teardown()
        }
        popupView = layer
        if let layer { root.addOverlay(layer.layer) }
    }
}
