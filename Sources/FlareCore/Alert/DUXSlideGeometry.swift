/// `DUXBetaSlideView` (UXSDK 5.0-b4, `UXSDKCore/UXSDKCore/UI/Alert/Slide/DUXBetaSlideView.swift`): a control built
/// from its images' sizes (`Resources/UXSDKCore.xcassets/Dialog/`: `SlideOn.pdf`, also `SlideOff`'s, a 200 × 36
/// stadium; `Slider.pdf`, 37 × 37 with a 36 pt circle; `SliderChevron.pdf`, 22 × 23), each a template its
/// `slideAppearance` tints (`SlideAppearance`). Points, from the view's top-left corner.
public enum DUXSlideGeometry {
    /// The view: as wide as the `SlideOn` image, as tall as the thumb image (:165-177, :239-240).
    public static let width = 200.0
    public static let height = 37.0
    /// The on and off tracks (the image views at the top-left of their views) 1 pt below the top (`kAlignment`,
    /// :33, :226, :230), 36 tall, radius 18 (the PDF's stadium).
    public static let trackTop = 1.0
    public static let trackHeight = 36.0
    /// The thumb image's side, and where its 36 pt circle sits in it (Slider.pdf: centre (18.886, 18.888) y-down).
    public static let thumbSide = 37.0
    public static let thumbCircle = (x: 0.886, y: 0.888, diameter: 36.0)
    /// The thumb's centre at rest, from the leading edge: `minimSize.width × kWidthPercent − kAlignment` = 17.5
    /// (:34, :138, :243-245).
    public static let restCentre = thumbSide * 0.5 - 1
    /// A drag keeps the centre between half the thumb and the width less half the thumb (:258-260); released past
    /// `kScrollThreshold` (:35) of the width it completes, the centre at the width less half the thumb (:264-265),
    /// else it returns to rest (:270).
    public static let threshold = 0.6
    public static let minCentre = thumbSide * 0.5
    public static let endCentre = width - thumbSide * 0.5
    /// The chevron image at the right edge and the text's right edge on its left (`kSpacing` 0, :32, :235-237),
    /// both centred on the off track (:234, :236).
    public static let chevronWidth = 22.0
    public static let chevronHeight = 23.0

    /// The thumb's centre after a drag of `dx` from `start`, clamped as DUX clamps it.
    public static func dragged(from start: Double, by dx: Double) -> Double {
        min(max(start + dx, minCentre), endCentre)
    }

    /// Where a released thumb at `centre` ends, and whether the slide completed.
    public static func released(at centre: Double) -> (centre: Double, completed: Bool) {
        centre > width * threshold ? (endCentre, true) : (restCentre, false)
    }
}
