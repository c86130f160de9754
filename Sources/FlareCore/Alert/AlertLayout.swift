/// The DUX layout controller's sizing rule (`UIDevice+DUXBetaHelper.swift`), made deterministic for any stage.
public enum AlertLayout {
    /// Width = the stage's landscape (longer) side × 0.6 on phones, × 0.4 on tablets,
    /// never wider than the stage minus 20 pt (so a portrait phone still shows a margin).
    public static func width(on device: Stage.Device) -> Double {
        let (w, h) = device.size
        let landscapeWidth = max(w, h)
        let factor: Double
        switch device {
        case .tablet: factor = 0.4
        case .custom: factor = min(w, h) >= 600 ? 0.4 : 0.6
        default: factor = 0.6
        }
        return (min(landscapeWidth * factor, w - 20)).rounded()
    }

    /// Height = content + 2 × verticalOffset, clamped to the stage's height (the alert scrolls beyond it).
    public static func height(content: Double, appearance: AlertAppearance, on device: Stage.Device) -> Double {
        min(content + 2 * appearance.verticalOffset, device.size.height).rounded(.up)
    }
}
