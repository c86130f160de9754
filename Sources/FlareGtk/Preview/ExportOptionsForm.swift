import FlareCore
import Foundation

/// The Export… dialog's options, `flare export`'s as widgets: which alerts and rockets (`--id`), each variant axis
/// (`--scale`, `--theme`, `--device`, `--text`, `--locale`) and the framing (`--frame`, `--chrome`). `request`
/// builds the same `ExportRequest` the command line builds from its options.
@MainActor
final class ExportOptionsForm {
    let widget = Grid(columnSpacing: 12, rowSpacing: 8)
    /// One check per alert and rocket (all checked: every item, as `flare export` without `--id`).
    private(set) var items: [(id: String, check: CheckButton)] = []
    private(set) var scales: [(scale: Int, check: CheckButton)] = []
    private(set) var themes: [(theme: Theme, check: CheckButton)] = []
    /// `default` (the spec's own text) and each of the spec's `locales:`.
    private(set) var locales: [(code: String, check: CheckButton)] = []
    /// The spec's device first (no `--device`), then every device of the header's menu.
    let devicePicker: DropDown
    let textPicker = DropDown(TextStress.allCases.map(CompareGrid.textName))
    let framePicker = DropDown(["Alert (cropped, transparent corners)", "Stage (device-sized, with the mask)"])
    let chromeCheck = CheckButton(label: "Draw the device (status bar, island, home indicator)")
    private var row = 0

    /// The options for `spec`: every item checked, each axis as the spec's `variants:` (else its stage) says.
    init(spec: Spec) {
        devicePicker = DropDown(["The spec’s device"] + DeviceMenu.entries.map(\.title))
        for item in spec.alerts.map(\.id) + spec.rockets.map(\.id) {
            items.append((item, CheckButton(label: item)))
        }
        let variants = spec.variants
        scales = (1...3).map { ($0, CheckButton(label: "\($0)×")) }
        let shownScales = variants.scales.isEmpty ? [spec.stage.scale] : variants.scales
        for (scale, check) in scales { check.active = shownScales.contains(scale) }
        themes = Theme.allCases.map { ($0, CheckButton(label: $0 == .light ? "Light" : "Dark")) }
        let shownThemes = variants.themes.isEmpty ? [spec.stage.theme] : variants.themes
        for (theme, check) in themes { check.active = shownThemes.contains(theme) }
        let codes = spec.locales.map(\.code)
        locales = (["default"] + codes).map { ($0, CheckButton(label: $0 == "default" ? "The spec’s text" : $0)) }
        let shownLocales = variants.locales.isEmpty ? [nil] : variants.locales
        for (code, check) in locales { check.active = shownLocales.contains(code == "default" ? nil : code) }
        textPicker.selected = 0
        devicePicker.selected = 0
        framePicker.selected = 0
        chromeCheck.sensitive = false
        framePicker.connect(.selectedChanged) { [weak self] in
            guard let self else { return }
            chromeCheck.sensitive = framePicker.selected == 1
        }

        add("Alerts and rockets", flow(items.map(\.check), columns: 2))
        add("Scale", flow(scales.map(\.check), columns: 3))
        add("Theme", flow(themes.map(\.check), columns: 3))
        if !codes.isEmpty { add("Locale", flow(locales.map(\.check), columns: 3)) }
        add("Device", devicePicker)
        add("Text fill", textPicker)
        add("Frame", framePicker)
        add("", chromeCheck)
    }

    /// The request these options make, written into `directory`.
    func request(into directory: URL) -> ExportRequest {
        var request = ExportRequest(directory: directory)
        let checked = items.filter { $0.check.active }.map(\.id)
        request.ids = checked.count == items.count ? [] : checked
        request.scales = scales.filter { $0.check.active }.map(\.scale)
        request.themes = themes.filter { $0.check.active }.map(\.theme)
        request.locales = locales.count > 1 ? locales.filter { $0.check.active }.map(\.code) : []
        if let index = devicePicker.selected, index > 0 { request.devices = [DeviceMenu.entries[index - 1].device] }
        if let index = textPicker.selected, index > 0 { request.texts = [TextStress.allCases[index]] }
        request.frame = framePicker.selected == 1 ? .stage : .alert
        request.chrome = request.frame == .stage && chromeCheck.active
        return request
    }

    /// What keeps the options from exporting anything (nil: they can be exported).
    var problem: String? {
        if !items.contains(where: { $0.check.active }) { return "Check at least one alert or rocket." }
        if !scales.contains(where: { $0.check.active }) { return "Check at least one scale." }
        if !themes.contains(where: { $0.check.active }) { return "Check at least one theme." }
        if locales.count > 1, !locales.contains(where: { $0.check.active }) { return "Check at least one locale." }
        return nil
    }

    /// Checks only `ids` among the items (the dialog opens on the selection when there is one).
    func check(only ids: Set<String>) {
        for (id, check) in items { check.active = ids.contains(id) }
    }

    private func add(_ title: String, _ content: Widget) {
        let label = Label(title)
        label.xalign = 1
        label.yalign = 0
        label.addClass("dim-label")
        widget.attach(label, column: 0, row: row)
        widget.attach(content, column: 1, row: row)
        row += 1
    }

    private func flow(_ checks: [CheckButton], columns: Int) -> Widget {
        let grid = Grid(columnSpacing: 12, rowSpacing: 2)
        for (index, check) in checks.enumerated() {
            grid.attach(check, column: index % columns, row: index / columns)
        }
        return grid
    }
}
