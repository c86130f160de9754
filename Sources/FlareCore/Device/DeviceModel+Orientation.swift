extension DeviceModel {
    /// The screen's size in points as held.
    public func size(landscape: Bool) -> (width: Double, height: Double) {
        landscape ? (height, width) : (width, height)
    }

    /// The notch or island as held: in landscape the device's top is on the stage's left (UIKit's
    /// `.landscapeRight`, the home indicator side on the right as the home button was), so a centred housing's
    /// rectangle is its portrait one mirrored about the diagonal.
    public func housingRect(landscape: Bool) -> StageRect? {
        guard let r = housing.rect else { return nil }
        return landscape ? StageRect(x: r.y, y: r.x, width: r.height, height: r.width) : r
    }

    /// The status bar as held: the full width, `statusBarHeight` tall; none on an iPhone in landscape (iOS hides it).
    public func statusBar(landscape: Bool) -> StageRect? {
        if landscape && family == .iPhone { return nil }
        return StageRect(x: 0, y: 0, width: size(landscape: landscape).width, height: statusBarHeight)
    }

    /// The home indicator's capsule as held, nil on a device with a home button.
    public func homeIndicatorRect(landscape: Bool) -> StageRect? {
        guard let h = homeIndicator else { return nil }
        let (w, ht) = size(landscape: landscape)
        let width = landscape ? h.landscapeWidth : h.width
        return StageRect(x: (w - width) / 2, y: ht - h.bottomGap - h.height, width: width, height: h.height)
    }

    /// The safe-area insets as held.
    public func insets(landscape: Bool) -> Insets { landscape ? landscapeInsets : portraitInsets }

    /// The insets as the stage's shaded regions, each named by what covers it.
    func safeRegions(landscape: Bool) -> [Stage.Device.SafeRegion] {
        let i = insets(landscape: landscape)
        let top = housing == .none ? "Status bar" : housing.label
        var regions: [Stage.Device.SafeRegion] = []
        if i.top > 0 { regions.append(.init(edge: .top, inset: i.top, name: landscape ? "Status bar" : top)) }
        if i.left > 0 { regions.append(.init(edge: .left, inset: i.left, name: housing.label)) }
        if i.right > 0 { regions.append(.init(edge: .right, inset: i.right, name: housing.label)) }
        if i.bottom > 0 { regions.append(.init(edge: .bottom, inset: i.bottom, name: "Home indicator")) }
        return regions
    }
}
