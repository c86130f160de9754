/// The iPhones and iPads designers target, one row each: the table `stage.device:`, `--device`, `variants:`, the
/// window's device menu, the compare grid and the manifest read. Generic sizes (`phone`, `tablet`, `WxH`) are not
/// here: they are `Stage.Device`'s other cases.
///
/// Where each figure comes from (the letter after a figure in the rows' comments):
/// - [H] Apple, Human Interface Guidelines, "Layout" → Specifications → "iOS, iPadOS device screen dimensions"
///   (https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions):
///   the size in points and the scale factor. Cross-checked with each model's Tech Specs page on support.apple.com
///   (pixels ÷ scale = points; e.g. iPhone 15 Pro 1179×2556 px @3x = 393×852 pt).
/// - [S] UIKit's `safeAreaInsets` and `statusBarManager.statusBarFrame`, as the Xcode Simulator reports them
///   (Apple does not publish them in prose). Public measurements used: useyourloaf.com "iPhone 15 Screen Sizes" and
///   "iPhone 16 Screen Sizes" (https://useyourloaf.com/blog/iphone-16-screen-sizes/), csl.cool "iOS Layout
///   Adaptation" (59/34 portrait, 59 · 21 landscape on a Dynamic Island iPhone). MEASURED, not Apple-published.
/// - [C] The display corner radius: UIKit's private `_displayCornerRadius` trait, as reported by Kyle Bashour's
///   ScreenCorners (https://kylebashour.com/posts/finding-the-real-iphone-x-corner-radius: 12 mini 44.0, 12 / 12 Pro
///   47.33, iPad Air / iPad Pro 11" and 12.9" 18.0), the same display carried over to later models (13 mini = 12
///   mini, 14 = 12). The 15 / 16 families (55, 62), the iPad mini (21.5) and the M4 iPad Pros (18, assumed as the
///   earlier Pros') come from the same trait as publicly listed, not from Apple. MEASURED.
/// - [D] Notch, Dynamic Island, home indicator and status bar geometry: measured from Apple's Design Resources
///   (the iOS 17 / iOS 18 UI kits, https://developer.apple.com/design/resources/): island 126×37 pt, 11 pt below
///   the top edge (14 on the 16 Pros, whose bezel is thinner); home indicator 134×5 pt (209 pt in landscape,
///   320 pt on iPads), 8 pt above the bottom edge; the iPhone 14's notch 162×32. The 13 mini's notch is the 13's
///   (same part) at its denser points (×1.07: 174×34). MEASURED, not Apple-published.
///
/// The DUX screen class is computed from the size and scale (`DeviceModel.duxScreen`), never typed here.
public enum DeviceCatalog {
    public static let models: [DeviceModel] = [
        // iPhone SE (3rd generation): 375×667 @2x [H]; status bar 20, no insets below it, home button [S].
        DeviceModel(
            id: "iphone-se-3", name: "iPhone SE (3rd generation)", family: .iPhone, width: 375, height: 667, scale: 2,
            portrait: .init(top: 20), landscape: .init(), displayCornerRadius: 0, housing: .none, statusBar: 20,
            homeIndicator: nil),
        // iPhone 13 mini: 375×812 @3x [H]; insets 50/34, landscape 50 · 21 [S]; corners 44 [C]; notch [D].
        notched("iphone-13-mini", "iPhone 13 mini", 375, 812, inset: 50, corner: 44, notch: (174, 34)),
        // iPhone 14: 390×844 @3x [H]; insets 47/34, landscape 47 · 21 [S]; corners 47.33 [C]; notch 162×32 [D].
        notched("iphone-14", "iPhone 14", 390, 844, inset: 47, corner: 47.33, notch: (162, 32)),
        // iPhone 15, 15 Pro, 16: 393×852 @3x [H]; 15 Plus, 15 Pro Max: 430×932 @3x [H]; insets 59/34, landscape
        // 59 · 21, status bar 54 [S]; corners 55 [C]; island [D].
        island("iphone-15", "iPhone 15", 393, 852, inset: 59, corner: 55, islandTop: 11),
        island("iphone-15-plus", "iPhone 15 Plus", 430, 932, inset: 59, corner: 55, islandTop: 11),
        island("iphone-15-pro", "iPhone 15 Pro", 393, 852, inset: 59, corner: 55, islandTop: 11),
        island("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, inset: 59, corner: 55, islandTop: 11),
        island("iphone-16", "iPhone 16", 393, 852, inset: 59, corner: 55, islandTop: 11),
        // iPhone 16 Pro: 402×874 @3x, 16 Pro Max: 440×956 @3x [H]; insets 62/34, landscape 62 · 21 [S];
        // corners 62 [C]; island 14 pt down [D].
        island("iphone-16-pro", "iPhone 16 Pro", 402, 874, inset: 62, corner: 62, islandTop: 14),
        island("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, inset: 62, corner: 62, islandTop: 14),
        // iPads, all @2x [H]; status bar 24, home indicator 20, in both orientations [S]; camera in the bezel.
        // iPad mini (A17 Pro) 744×1133, corners 21.5 [C].
        pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133, corner: 21.5),
        // iPad Air 11-inch (M2) 820×1180, 13-inch (M2) 1024×1366, corners 18 [C].
        pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180, corner: 18),
        pad("ipad-air-13", "iPad Air 13-inch (M2)", 1024, 1366, corner: 18),
        // iPad Pro 11-inch (M4) 834×1210, 13-inch (M4) 1032×1376, corners 18 [C, assumed].
        pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, corner: 18),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, corner: 18),
    ]

    /// The model with this id (`iphone-15-pro`), nil for any other word.
    public static func model(_ id: String) -> DeviceModel? { models.first { $0.id == id } }

    /// Every name a catalogue device is written by, in the table's order: each id, then its `-landscape`.
    public static var names: [String] { models.flatMap { [$0.id, $0.id + "-landscape"] } }

    // The rows' shapes: what every Face ID iPhone and every Face ID iPad shares, written once.

    private static let phoneIndicator = DeviceModel.HomeIndicator(width: 134, landscapeWidth: 209)

    private static func notched(
        _ id: String, _ name: String, _ w: Double, _ h: Double, inset: Double, corner: Double,
        notch: (width: Double, height: Double)
    ) -> DeviceModel {
        let rect = StageRect(x: (w - notch.width) / 2, y: 0, width: notch.width, height: notch.height)
        return DeviceModel(
            id: id, name: name, family: .iPhone, width: w, height: h, scale: 3,
            portrait: .init(top: inset, bottom: 34), landscape: .init(left: inset, bottom: 21, right: inset),
            displayCornerRadius: corner, housing: .notch(rect), statusBar: inset, homeIndicator: phoneIndicator)
    }

    private static func island(
        _ id: String, _ name: String, _ w: Double, _ h: Double, inset: Double, corner: Double, islandTop: Double
    ) -> DeviceModel {
        let rect = StageRect(x: (w - 126) / 2, y: islandTop, width: 126, height: 37)
        return DeviceModel(
            id: id, name: name, family: .iPhone, width: w, height: h, scale: 3,
            portrait: .init(top: inset, bottom: 34), landscape: .init(left: inset, bottom: 21, right: inset),
            displayCornerRadius: corner, housing: .dynamicIsland(rect), statusBar: 54, homeIndicator: phoneIndicator)
    }

    private static func pad(_ id: String, _ name: String, _ w: Double, _ h: Double, corner: Double) -> DeviceModel {
        DeviceModel(
            id: id, name: name, family: .iPad, width: w, height: h, scale: 2,
            portrait: .init(top: 24, bottom: 20), landscape: .init(top: 24, bottom: 20), displayCornerRadius: corner,
            housing: .none, statusBar: 24, homeIndicator: .init(width: 320, landscapeWidth: 320))
    }
}

extension Stage.Device {
    /// The catalogue device a name writes (`iphone-15-pro`, `ipad-air-11-landscape`), nil for any other word.
    public init?(catalogName name: String) {
        let landscape = name.hasSuffix("-landscape")
        guard let model = DeviceCatalog.model(landscape ? String(name.dropLast("-landscape".count)) : name) else {
            return nil
        }
        self = .model(model, landscape: landscape)
    }

    /// Every name a device may be written by, for a did-you-mean: the generic sizes, then the catalogue's.
    public static var allNames: [String] { ["phone", "phone-landscape", "tablet"] + DeviceCatalog.names }

    /// The catalogue device this stage shows, nil for a generic size.
    public var model: DeviceModel? { if case .model(let m, _) = self { m } else { nil } }

    /// Whether a catalogue device is held in landscape (false for a generic size).
    public var isLandscape: Bool { if case .model(_, let landscape) = self { landscape } else { false } }
}

extension Stage.Device {
    /// What a spec or the command line says of a word that names no device: the nearest name when one is close,
    /// else what a device may be (`custom`: how this place writes a custom size, `WIDTHxHEIGHT` or `{width, height}`).
    public static func unknownName(
        _ word: String, key: String = PropertyCatalog.stage[\.device].key, custom: String
    ) -> String {
        let hint =
            Suggestion.nearest(to: word, in: allNames).map { "did you mean '\($0)'?" }
            ?? "expected a device such as iphone-15-pro or ipad-air-11-landscape (docs/devices.md lists them), "
            + "phone, phone-landscape, tablet or \(custom)"
        return "'\(word)' is not a valid \(key) (\(hint))"
    }
}
