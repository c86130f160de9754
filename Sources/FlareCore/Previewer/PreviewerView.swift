/// How the previewer's stage is viewed, as `PreviewerState.view` keeps it: the theme (and whether the user picked
/// it), the device and locale picked, the text fill, the compare axis and the zoom. The rules of how they change are
/// `PreviewerState`'s (its `set…` transitions); this is their storage, read as `state.view.theme`.
public struct PreviewerView: Sendable {
    /// The stage theme: the spec's, until the user (or a URL) picks one.
    public internal(set) var theme: Theme = .light
    /// Whether the user (or a URL) picked `theme`; a reload then keeps it instead of the spec's.
    public internal(set) var themeFromUser = false
    /// The device picked in the header bar (nil: the spec's).
    public internal(set) var deviceOverride: Stage.Device?
    /// The locale shown (a code of the spec's `locales:`); nil: the spec's own text.
    public internal(set) var locale: String?
    /// The text stress fill applied to every text the stage shows (a compare tile opened in the single view).
    public internal(set) var text: TextStress = .default
    /// What the compare view compares; nil: the single view (the stage).
    public internal(set) var compareAxis: CompareGrid.Axis?
    public internal(set) var zoom: Double = 1
    /// Whether the zoom fits the stage to the canvas (and follows the canvas's size): true until the user picks a
    /// zoom (Ctrl+1, Ctrl+plus, a scroll, a percentage), true again with Ctrl+0 or `zoom=fit`.
    public internal(set) var zoomFits = true
    /// The scale a deep link's `scale=` set (1, 2 or 3; nil: the spec's `stage.scale`): screenshots are taken at
    /// it and the stage rasterises its images at least at it. Kept until another spec is opened.
    public internal(set) var linkScale: Int?
}
