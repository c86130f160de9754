extension Stage.Device {
    /// One region of the screen that system chrome covers (iOS's safe-area insets), in stage points.
    public struct SafeRegion: Sendable, Hashable {
        public enum Edge: Sendable, Hashable { case top, left, bottom, right }
        public var edge: Edge
        /// How far the region reaches in from its edge, in points.
        public var inset: Double
        /// What covers it: `Status bar`, `Dynamic Island`, `Home indicator`.
        public var name: String

        public init(edge: Edge, inset: Double, name: String) {
            (self.edge, self.inset, self.name) = (edge, inset, name)
        }

        /// The region's rectangle on a stage of `size`.
        public func frame(in size: (width: Double, height: Double)) -> StageRect {
            switch edge {
            case .top: StageRect(x: 0, y: 0, width: size.width, height: inset)
            case .bottom: StageRect(x: 0, y: size.height - inset, width: size.width, height: inset)
            case .left: StageRect(x: 0, y: 0, width: inset, height: size.height)
            case .right: StageRect(x: size.width - inset, y: 0, width: inset, height: size.height)
            }
        }
    }

    /// The safe-area insets of the device the preset stands for (UIKit's `safeAreaInsets` on an iPhone 14 and an
    /// iPad Air held in landscape); a custom stage has none.
    public var safeRegions: [SafeRegion] {
        switch self {
        case .phone:
            [
                SafeRegion(edge: .top, inset: 47, name: "Status bar"),
                SafeRegion(edge: .bottom, inset: 34, name: "Home indicator"),
            ]
        case .phoneLandscape:
            [
                SafeRegion(edge: .left, inset: 47, name: "Notch"), SafeRegion(edge: .right, inset: 47, name: "Notch"),
                SafeRegion(edge: .bottom, inset: 21, name: "Home indicator"),
            ]
        case .tablet:
            [
                SafeRegion(edge: .top, inset: 24, name: "Status bar"),
                SafeRegion(edge: .bottom, inset: 20, name: "Home indicator"),
            ]
        case .custom:
            []
        case .model(let m, let landscape):
            m.safeRegions(landscape: landscape)
        }
    }

    /// The screen's corner radius, in points, for the device frame (0 for a custom stage: square corners).
    public var screenCornerRadius: Double {
        switch self {
        case .phone, .phoneLandscape: 47
        case .tablet: 18
        case .custom: 0
        case .model(let m, _): m.displayCornerRadius
        }
    }

    /// The camera cut-out (iPhone 14's notch) the device frame draws, on the stage; nil where the device has none.
    public var notch: StageRect? {
        switch self {
        case .phone: StageRect(x: (390 - 162) / 2, y: 0, width: 162, height: 32)
        case .phoneLandscape: StageRect(x: 0, y: (390 - 162) / 2, width: 32, height: 162)
        case .tablet, .custom: nil
        case .model(let m, let landscape):
            if case .notch = m.housing { m.housingRect(landscape: landscape) } else { nil }
        }
    }
}
