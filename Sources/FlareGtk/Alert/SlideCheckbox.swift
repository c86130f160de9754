import FlareCore

/// The slide alert's checkbox row as `DUXBetaSlideAlertView` builds it (UXSDK 5.0-b4,
/// `UI/Alert/Slide/DUXBetaSlideAlertView.swift`): a horizontal stack, `.alignment = .center`, `checkboxSpacing` apart
/// (:146-151, :177), of a `UIButton()` (a `.custom` button: no insets, so its size is its image's, 18 × 18 pt, the
/// PDFs' MediaBox) and the label. The button shows `Checkbox` and, once tapped, `CheckboxSelected`, both
/// `.alwaysTemplate` in the button's `tintColor` = `checkboxTintColor` (:185-186, :213): a 1 pt box (its PDF's
/// 2 pt stroke clipped to the box), the selected one with its checkmark (`Assets/icons/dux-checkbox*.svg`). Only the
/// button toggles (`touchUpInside`, :142, :206-214); the label is a plain `UILabel`.
@MainActor
final class SlideCheckbox {
    /// The image's side in points (`Checkbox.pdf`, `CheckboxSelected.pdf`: MediaBox 0 0 18 18).
    static let side = 18.0

    let widget: Box
    /// The button: the image at its size.
    let button: Overlay
    let label: Label
    private let picture: Picture
    private let images: (normal: Texture, selected: Texture)
    /// The click on the button (tests emit its signals).
    let gesture: GestureClick
    /// `isSelected` (:111): false when the alert is built.
    private(set) var isChecked = false

    init(label text: String, look: SlideAppearance, theme: Theme, scale: Int, warn: @escaping (String) -> Void) {
        let tint = look.checkboxTintColor.resolved(for: theme)
        func image(_ name: String) -> Texture {
            ImageLoader.load(
                .file(Assets.icons.appendingPathComponent(name).path), fit: .contain(Self.side, Self.side),
                scale: scale, tint: tint, warn: warn
            ).texture
        }
        images = (image("dux-checkbox.svg"), image("dux-checkbox-selected.svg"))
        picture = Picture(images.normal, fit: .fill)
        picture.canTarget = false
        button = Overlay(sizing: picture, width: Self.side, height: Self.side)
        button.addClass("flare-slide-check-box")
        button.valign = .center
        label = Label(text)
        label.addClass("flare-slide-check-label")
        label.valign = .center
        widget = Box(.horizontal, spacing: look.checkboxSpacing)
        widget.addClass("flare-slide-check")
        widget.halign = .center
        widget.append(button)
        widget.append(label)
        gesture = GestureClick()
        gesture.connect(.released) { [weak self] _, x, y in
            // touchUpInside: released over the button.
            guard let self, x >= 0, y >= 0, x <= Self.side, y <= Self.side else { return }
            self.toggle()
        }
        button.add(gesture)
    }

    /// `checkboxTapped` (:206-214): flips the state and swaps the image.
    func toggle() {
        isChecked.toggle()
        picture.setTexture(isChecked ? images.selected : images.normal)
    }
}
