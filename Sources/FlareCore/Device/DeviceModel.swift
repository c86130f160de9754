/// One real iPhone or iPad as a designer targets it: its screen in points, held upright, and the system chrome that
/// covers it. Rows live in `DeviceCatalog.models`; a stage shows one in either orientation (`Stage.Device.model`).
public struct DeviceModel: Sendable, Hashable {
    public enum Family: String, Sendable, Hashable, CaseIterable {
        case iPhone, iPad
    }

    /// What cuts into the top of the screen held upright: nothing, a notch, or the Dynamic Island.
    public enum Housing: Sendable, Hashable {
        case none
        /// The camera notch: a rectangle from the top edge, in portrait points.
        case notch(StageRect)
        /// The Dynamic Island: a capsule below the top edge, in portrait points.
        case dynamicIsland(StageRect)

        /// The housing's rectangle held upright, nil for none.
        public var rect: StageRect? {
            switch self {
            case .none: nil
            case .notch(let r), .dynamicIsland(let r): r
            }
        }

        /// "Notch", "Dynamic Island" or "None", as the catalogue and the safe-area overlay name it.
        public var label: String {
            switch self {
            case .none: "None"
            case .notch: "Notch"
            case .dynamicIsland: "Dynamic Island"
            }
        }
    }

    /// UIKit's `safeAreaInsets` of a full-screen view controller, in points.
    public struct Insets: Sendable, Hashable {
        public var top, left, bottom, right: Double

        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
    }

    /// The home indicator: a capsule centred above the bottom edge (`bottomGap` points below it).
    public struct HomeIndicator: Sendable, Hashable {
        public var width, landscapeWidth, height, bottomGap: Double

        public init(width: Double, landscapeWidth: Double, height: Double = 5, bottomGap: Double = 8) {
            (self.width, self.landscapeWidth, self.height, self.bottomGap) = (width, landscapeWidth, height, bottomGap)
        }
    }

    /// Apple's name, lowercase with hyphens: `iphone-15-pro` (`-landscape` is added by the stage, not here).
    public let id: String
    /// Apple's marketing name: `iPhone 15 Pro`, `iPad Air 11-inch (M2)`.
    public let name: String
    public let family: Family
    /// The screen in points, held upright (width < height).
    public let width, height: Double
    /// `UIScreen.main.scale` (the iPhone 13 mini's is 3; its `nativeScale`, 2.88, is a display detail UIKit hides).
    public let scale: Double
    public let portraitInsets, landscapeInsets: Insets
    /// The display's corner radius in points (0: square corners).
    public let displayCornerRadius: Double
    public let housing: Housing
    /// The status bar's height held upright; an iPhone hides its status bar in landscape, an iPad keeps it.
    public let statusBarHeight: Double
    /// Nil on a device with a home button.
    public let homeIndicator: HomeIndicator?

    public init(
        id: String, name: String, family: Family, width: Double, height: Double, scale: Double,
        portrait: Insets, landscape: Insets, displayCornerRadius: Double, housing: Housing, statusBar: Double,
        homeIndicator: HomeIndicator?
    ) {
        (self.id, self.name, self.family) = (id, name, family)
        (self.width, self.height, self.scale) = (width, height, scale)
        (portraitInsets, landscapeInsets) = (portrait, landscape)
        (self.displayCornerRadius, self.housing, statusBarHeight, self.homeIndicator) =
            (displayCornerRadius, housing, statusBar, homeIndicator)
    }

    /// DUX's screen class and alert sizes for this device (`UIDevice+DUXBetaHelper.swift`), computed, never retyped.
    public var duxScreen: DUXScreen { DUXScreen(width: width, height: height, nativeScale: scale) }
}

extension DeviceModel: Codable {
    /// A model is written as its id, and read back from the catalogue (an id it does not know is a decoding error).
    public init(from decoder: Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let model = DeviceCatalog.model(id) else {
            let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no device \(id)")
            throw DecodingError.dataCorrupted(context)
        }
        self = model
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
