import Testing

@testable import FlareCore

/// `UIDevice+DUXBetaHelper.swift` (UXSDK 5.0-b4 @b7ad7f6), as `DUXBetaAlertView.defaultWidth` (:182) uses it.
@Suite struct DUXScreenTests {
    /// Every screen in the source's table, in both orientations, and the phones it does not know.
    @Test(arguments: [
        // (width, height, class, alert width, height cap)
        (480.0, 320.0, DUXScreenClass.r480x320, 441.6, 414.0),  // no branch for it: sized as the fallback
        (568, 320, .r568x320, 397.6, 320),  // 568 × 0.7 (:150, :169)
        (667, 375, .r667x375, 400.2, 375),  // 667 × 0.6
        (736, 414, .r736x414, 441.6, 414),
        (812, 375, .r812x375, 487.2, 375),  // iPhone X: 812 (:154)
        (896, 414, .r896x414, 537.6, 414),  // XR / XS Max at scale 2 or 3 (:153)
        (1024, 768, .r1024x768, 409.6, 768),  // every iPad: 1024 × 0.4 (:149, :168)
        (1080, 810, .r1024x768, 409.6, 768),  // 4:3, so matched as 1024×768 first (:78 before :80)
        (1180, 820, .r1180x820, 409.6, 768),
        (1112, 834, .r1024x768, 409.6, 768),  // 4:3 too (1112 × 3 = 834 × 4)
        (1366, 1024, .r1366x1024, 409.6, 768),
        (1194, 834, .r834x1194, 409.6, 768),
        (844, 390, .unknown, 441.6, 414),  // iPhone 12–16: not in the table, 736 × 0.6
        (852, 393, .unknown, 441.6, 414),
        (932, 430, .unknown, 441.6, 414),
    ])
    func widthAndHeightCap(width: Double, height: Double, expected: DUXScreenClass, alert: Double, cap: Double) {
        for (w, h) in [(width, height), (height, width)] {
            let screen = DUXScreen(width: w, height: h)
            #expect(screen.screenClass == expected, "\(w)×\(h)")
            #expect(abs(screen.alertWidth - alert) < 1e-9, "\(w)×\(h)")
            #expect(screen.logicalHeightLandscape == cap, "\(w)×\(h)")
        }
    }

    /// An 896×414 screen is the XR (scale 2) or the XS Max (3); at scale 1 the source knows neither (:121-127).
    @Test func theScreenScaleTellsAnXRFromAnUnknownPhone() {
        #expect(DUXScreen(width: 896, height: 414, nativeScale: 2).alertWidth == 896 * 0.6)
        #expect(DUXScreen(width: 896, height: 414, nativeScale: 3).alertWidth == 896 * 0.6)
        #expect(abs(DUXScreen(width: 896, height: 414, nativeScale: 1).alertWidth - 441.6) < 1e-9)
    }

    @Test func labels() {
        #expect(DUXScreenClass.r834x1194.label == "834×1194")
        #expect(DUXScreenClass.unknown.label == "unknown (sized as 736×414)")
        #expect(DUXScreenClass.r1024x768.isPad && !DUXScreenClass.r896x414.isPad)
    }
}
