import FlareCore

/// What every part of an alert is built from: the spec and its look, the width inside the insets, the image scale,
/// and the warnings building met (`AlertView.warnings`). The alert's texts become labels here (`wrappingLabel`).
@MainActor
final class AlertBuildContext {
    let spec: AlertSpec
    let theme: Theme
    /// The scale images are rasterised for (1, 2 or 3).
    let scale: Int
    /// Content width inside the horizontal insets, in points.
    let contentWidth: Double
    /// Problems met while building, in the order the parts were built.
    private(set) var warnings: [String] = []
    /// Each wrapping label and the width of its box (`wrappingLabel`), for `rewrap`.
    private var wrapped: [(label: Label, width: Double)] = []

    init(spec: AlertSpec, theme: Theme, scale: Int, contentWidth: Double) {
        self.spec = spec
        self.theme = theme
        self.scale = scale
        self.contentWidth = contentWidth
    }

    var appearance: AlertAppearance { spec.appearance }

    func warn(_ message: String) {
        let text = "alert '\(spec.id)': \(message)"
        warnings.append(text)
    }

    /// A label wrapping at word boundaries (`Label(wrapping:xalign:justify:)`), aligned as the spec says, its text
    /// as the layout gets it (`DisplayText.shown`), in a box `width` points wide.
    ///
    /// Its `width-chars` is set to what surely fits in half that width. GTK measures a wrapping label's minimum
    /// width by laying its text out at `width-chars` characters, 0 when unset: with character wrapping that is one
    /// character per line, and Pango shapes every line apart, so an alert's texts cost hundreds of HarfBuzz calls
    /// (a quarter of an export's render; BENCHMARKS.md). At half the box the label's minimum stays below the width
    /// the DUX layout gives it, so the layout, and every pixel, is the same. The bound: Pango's approximate
    /// character width is under an em, and the em is at most the larger of the title and message font sizes.
    func wrappingLabel(_ text: String, alignment: TextAlignment, width: Double) -> Label {
        let (xalign, justify): (Float, Justification) =
            switch alignment {
            case .left, .natural: (0, .left)
            case .center: (0.5, .center)
            case .right: (1, .right)
            case .justified: (0, .fill)
            }
        let label = Label(wrapping: DisplayText.shown(text, warn: warn), xalign: xalign, justify: justify)
        let chars = Self.widthChars(width: width, em: appearance.em)
        if chars > 0 { label.widthChars = chars }
        wrapped.append((label, width))
        return label
    }

    /// What surely fits in half of `width` at `em` (`wrappingLabel`).
    static func widthChars(width: Double, em: Double) -> Int { Int((width / 2 / em).rounded(.down)) }

    /// Sets the wrapping labels' `width-chars` for a new em (a restyled title or message font), as a build at that
    /// em sets it.
    func rewrap(em: Double) {
        for (label, width) in wrapped {
            let chars = Self.widthChars(width: width, em: em)
            label.widthChars = chars > 0 ? chars : -1
        }
    }

    static func orientation(_ axis: LayoutAxis) -> Orientation {
        axis == .horizontal ? .horizontal : .vertical
    }
}

/// What an alert reports to its owner (the stage, the window's player): a tapped action, the custom input's focus,
/// the slide control's release. Set on `AlertView` at any time; the parts' signal handlers read it when they fire.
@MainActor
final class AlertEvents {
    /// The index of the tapped action.
    var onAction: (@MainActor (Int) -> Void)?
    /// The custom input view gained (true) or lost (false) the keyboard focus.
    var onInputFocus: (@MainActor (Bool) -> Void)?
    /// Slide preset: the slide control was released, past 60 % of its width (true) or not (false).
    var onSlideCompleted: (@MainActor (Bool) -> Void)?
}
