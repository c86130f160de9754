/// The slide alert's own look: `DUXBetaSlideAlertView.slideAppearance`, a `DUXBetaSlideAlertViewAppearance`
/// (UXSDK 5.0-b4, `UI/Alert/Slide/DUXBetaSlideAlertView.swift:38-85`), its colours, fonts and spacings under their
/// seed names (`PropertyCatalog.slideAppearance`). Its texts are `SlideOptions.text` (`slideMessageText`, :74) and
/// `checkbox` (`checkboxText`, :52; nil is `isCheckboxVisible = false`, :44); its images are DUX's assets
/// (`DUXSlideGeometry`). Colours: `Util/UIColor+DUXBetaColors.m`.
public struct SlideAppearance: Sendable, Hashable, Codable {
    /// Between the checkbox row, the slide view and the separator (:40).
    public var verticalSpacing = 10.0
    /// Between the checkbox and its label (:42).
    public var checkboxSpacing = 10.0
    /// The checkbox's tint: `uxsdk_selectedBlue` (:50; UIColor+DUXBetaColors.m:52-54).
    public var checkboxTintColor = Color(hex: 0x1FA3F6)
    /// The checkbox label: `uxsdk_white` (:54; `whiteColor`, UIColor+DUXBetaColors.m:128-130), system 17 (:56), on
    /// `uxsdk_clear` (:58: none).
    public var checkboxTextColor = Color(hex: 0xFFFFFF)
    public var checkboxTextFont = FontSpec.system(17)
    public var checkboxTextBackgroundColor: Color? = nil
    /// The thumb (`Slider`, a template): `uxsdk_white` (:62), `uxsdk_white85` while dragged (:64; #DADADA,
    /// UIColor+DUXBetaColors.m:136-138).
    public var slideIconTintColor = Color(hex: 0xFFFFFF)
    public var slideIconSelectedTintColor = Color(hex: 0xDADADA)
    /// The track left of the thumb (`SlideOn`): `uxsdk_success` (:68; UIColor+DUXBetaColors.m:36-38); the rest
    /// (`SlideOff`): `uxsdk_warning` (:72; :48-50).
    public var slideOnTintColor = Color(hex: 0x0AEE8B)
    public var slideOffTintColor = Color(hex: 0xFFCC00)
    /// The slide text: system 12 (:76) in `uxsdk_slideText` (:78; #825000, UIColor+DUXBetaColors.m:64-66); the
    /// chevron after it in the same colour (:82).
    public var slideMessageFont = FontSpec.system(12)
    public var slideMessageTextColor = Color(hex: 0x825000)
    public var slideMessageTintColor = Color(hex: 0x825000)
    /// The 1 pt line under the slide view: `uxsdk_darkGray` = UIKit's `darkGray`, white 1/3 (:84;
    /// UIColor+DUXBetaColors.m:156-158).
    public var separatorColor = Color(hex: 0x555555)

    public init() {}
}
