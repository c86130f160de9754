/// How the previewer's stage is viewed, as `PreviewerState` keeps it: the theme (and whether the user picked it),
/// the device and locale picked, the text fill, the compare axis and the zoom. The rules of how they change are
/// `PreviewerState`'s; this is their storage.
struct PreviewerView: Sendable {
    var theme: Theme = .light
    var themeFromUser = false
    var deviceOverride: Stage.Device?
    var locale: String?
    var text: TextStress = .default
    var compareAxis: CompareGrid.Axis?
    var zoom: Double = 1
    var zoomFits = true
    var linkScale: Int?
}
