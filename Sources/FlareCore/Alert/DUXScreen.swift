/// The screen classes DUX sizes its alerts by, exactly as `UIDevice+DUXBetaHelper.swift` (UXSDK 5.0-b4, @b7ad7f6)
/// computes them: the screen's aspect ratio matched, in the source's order, against a fixed table; a screen it does
/// not know (every iPhone since the 12: 844×390, 852×393, 932×430) stays `.unknown` and is sized as a 736×414 phone.
public enum DUXScreenClass: String, Sendable, CaseIterable, Codable {
    // `DUXBetaDeviceScreenType`, UIDevice+DUXBetaHelper.swift:30-44.
    case unknown
    case r480x320, r568x320, r667x375, r736x414, r812x375, r896x414
    case r1024x768, r1080x810, r1180x820, r1112x834, r1366x1024, r834x1194

    /// The table's ratios in the order `duxbeta_currentScreenType` tests them (UIDevice+DUXBetaHelper.swift:66-88).
    /// The order matters: 1080×810 and 1112×834 are 4:3 like 1024×768, so they are matched as 1024×768 first.
    static let table: [(DUXScreenClass, Double, Double)] = [
        (.r480x320, 480, 320), (.r568x320, 568, 320), (.r667x375, 667, 375), (.r736x414, 736, 414),
        (.r812x375, 812, 375), (.r896x414, 896, 414), (.r1024x768, 1024, 768), (.r1080x810, 1080, 810),
        (.r1180x820, 1180, 820), (.r1112x834, 1112, 834), (.r1366x1024, 1366, 1024), (.r834x1194, 1194, 834),
    ]

    /// The class of a screen of `width`×`height` points, in either orientation: `height × a == width × b` or
    /// `width × a == height × b`, compared exactly as the source compares `CGFloat`s (UIDevice+DUXBetaHelper.swift:66).
    public static func of(width: Double, height: Double) -> DUXScreenClass {
        for (screenClass, a, b) in table where height * a == width * b || width * a == height * b {
            return screenClass
        }
        return .unknown
    }

    /// `duxbeta_isiPad` (UIDevice+DUXBetaHelper.swift:96-99).
    public var isPad: Bool {
        switch self {
        case .r1024x768, .r1080x810, .r1180x820, .r1112x834, .r1366x1024, .r834x1194: true
        default: false
        }
    }

    /// The class as a person reads it: "896×414", or "unknown (sized as 736×414)".
    public var label: String {
        guard self != .unknown else { return "unknown (sized as 736×414)" }
        return String(rawValue.dropFirst()).replacingOccurrences(of: "x", with: "×")
    }
}

/// DUX's logical screen for an alert: its class and the screen's scale (`UIScreen.main.scale`, which tells an
/// iPhone XR from an XS Max at 896×414), and the sizes `DUXBetaAlertView` takes from them.
public struct DUXScreen: Sendable, Hashable {
    public let screenClass: DUXScreenClass
    /// The device's native scale (2 or 3), or nil for a generic size: an 896×414 screen of unknown scale is sized as
    /// the XR and XS Max are (every device of that size is one of them); the source would size a 1× one as 736×414.
    public let nativeScale: Double?

    public init(width: Double, height: Double, nativeScale: Double? = nil) {
        screenClass = DUXScreenClass.of(width: width, height: height)
        self.nativeScale = nativeScale
    }

    /// `duxbeta_isiPhoneXR || duxbeta_isiPhoneXMax`: 896×414 at scale 2 or 3 (UIDevice+DUXBetaHelper.swift:121-127).
    var isXRorMax: Bool {
        guard screenClass == .r896x414 else { return false }
        guard let nativeScale else { return true }
        return nativeScale == 2 || nativeScale == 3
    }

    /// `duxbeta_logicWidthPotrait` (sic; UIDevice+DUXBetaHelper.swift:137-146), which is also
    /// `duxbeta_logicHeightLandscape` (:159-161): the alert's height cap.
    public var logicalHeightLandscape: Double {
        if screenClass.isPad { return 768 }
        if screenClass == .r568x320 { return 320 }
        if screenClass == .r667x375 { return 375 }
        if screenClass == .r812x375 { return 375 }
        if isXRorMax { return 414 }
        return 414
    }

    /// `duxbeta_logicHeightPotrait` (UIDevice+DUXBetaHelper.swift:148-157), which is also
    /// `duxbeta_logicWidthLandscape` (:163-165).
    public var logicalWidthLandscape: Double {
        if screenClass.isPad { return 1024 }
        if screenClass == .r568x320 { return 568 }
        if screenClass == .r667x375 { return 667 }
        if screenClass == .r812x375 { return 812 }
        if isXRorMax { return 896 }
        return 736
    }

    /// `duxbeta_widthScale` (UIDevice+DUXBetaHelper.swift:167-173): iPad 0.4, 568×320 0.7, else 0.6.
    public var widthScale: Double {
        if screenClass.isPad { return 0.4 }
        if screenClass == .r568x320 { return 0.7 }
        return 0.6
    }

    /// `DUXBetaAlertView.defaultWidth` (DUXBetaAlertView.swift:182-184): the alert's width in points, whatever the
    /// orientation (441.6 on a 390×844 portrait phone: wider than its screen, as the app draws it).
    public var alertWidth: Double { logicalWidthLandscape * widthScale }
}
