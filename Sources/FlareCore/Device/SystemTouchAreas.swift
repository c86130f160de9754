extension Stage.Device {
    /// A part of the screen where iOS, not the app, takes touches: the notch or Dynamic Island, and the home
    /// indicator's strip (the bottom safe-area inset, where the home gesture starts). Lint warns when a touch target
    /// reaches into one (`LintMeasure.target`).
    public struct TouchArea: Sendable, Hashable {
        /// `the Dynamic Island`, `the notch`, `the home indicator`.
        public var name: String
        public var rect: StageRect
    }

    /// The areas of this stage where iOS takes touches, as held; none on a custom size.
    public var systemTouchAreas: [TouchArea] {
        var areas: [TouchArea] = []
        if let model, let r = model.housingRect(landscape: isLandscape) {
            areas.append(TouchArea(name: "the " + model.housing.label, rect: r))
        } else if let n = notch {
            areas.append(TouchArea(name: "the notch", rect: n))
        }
        if let bottom = safeRegions.first(where: { $0.edge == .bottom }) {
            areas.append(TouchArea(name: "the home indicator", rect: bottom.frame(in: size)))
        }
        return areas
    }
}

extension StageRect {
    /// Whether the two rectangles share any area (touching edges do not).
    public func overlaps(_ other: StageRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
