import FlareCore

/// The header's view menu: the overlays over the stage (the device's safe areas and frame) and the text stress fill
/// of every text on the stage.
@MainActor
final class HeaderViewMenu {
    let button = MenuButton(icon: "view-reveal-symbolic")
    let safeAreasCheck = CheckButton(label: "Safe Areas")
    let deviceFrameCheck = CheckButton(label: "Device Frame")
    let textPicker = DropDown(TextStress.allCases.map(CompareGrid.textName))
    /// The menu's line naming what draws `system` (`SystemFont.summary`).
    nonisolated static var systemFontLine: String { "System font: \(FontRegistry.systemFont.summary)" }
    /// True while the window sets the checks and the picker: their changes are not the user's.
    private var updating = false

    init() {
        button.tooltip = "View: the device's safe areas and frame, the text fill"
        let textLabel = Label("Text Fill")
        textLabel.xalign = 0
        textPicker.tooltipWhenClosed(
            "Every text of the stage rewritten: longer, right to left, CJK, emoji, pseudo-locale")
        // What draws `system` on this machine, under the overlays: SF Pro when installed, else Inter.
        let systemFont = Label(Self.systemFontLine)
        systemFont.xalign = 0
        systemFont.wrap = true
        systemFont.maxWidthChars = 32
        systemFont.addClass("dim-label")
        let overlays = Box(
            column: [
                safeAreasCheck, deviceFrameCheck, Separator(.horizontal), textLabel,
                textPicker, Separator(.horizontal), systemFont,
            ], spacing: 4)
        overlays.setMargins(6)
        button.setPopover(Popover(overlays))
    }

    func connect(to window: any HeaderCommands, inspect: InspectMode) {
        safeAreasCheck.connect(.toggled) { [weak self, weak inspect] in
            guard let self, !updating else { return }
            inspect?.setOverlays(safeAreas: safeAreasCheck.active)
        }
        deviceFrameCheck.connect(.toggled) { [weak self, weak inspect] in
            guard let self, !updating else { return }
            inspect?.setOverlays(deviceFrame: deviceFrameCheck.active)
        }
        textPicker.connect(.selectedChanged) { [weak self, weak window] in
            guard let self, !updating, let index = textPicker.selected else { return }
            window?.setTextFill(TextStress.allCases[index])
        }
    }

    func setTextFill(_ fill: TextStress) {
        updating = true
        defer { updating = false }
        textPicker.selected = TextStress.allCases.firstIndex(of: fill)
    }

    func setOverlays(safeAreas: Bool, deviceFrame: Bool) {
        updating = true
        defer { updating = false }
        safeAreasCheck.active = safeAreas
        deviceFrameCheck.active = deviceFrame
    }
}
