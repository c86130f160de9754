import FlareCore

/// The header's compare toggle (Ctrl+G) and what it compares: the axis picker shows while comparing, linked to the
/// toggle (a lone toggle stays flat).
@MainActor
final class HeaderCompare {
    let toggle = ToggleButton()
    let picker = DropDown(CompareGrid.Axis.allCases.map(\.title))
    /// The toggle and the picker, one group in the header.
    let box = Box(.horizontal)
    /// The axes the picker lists, in its order (those the spec offers).
    private(set) var axes = CompareGrid.Axis.allCases
    /// True while `show` sets the toggle and picker: their changes are not the user's.
    private var updating = false

    /// The axis the picker shows (what Ctrl+G compares).
    var selectedAxis: CompareGrid.Axis {
        picker.selected.flatMap { axes.indices.contains($0) ? axes[$0] : nil } ?? .themes
    }

    init() {
        toggle.iconName = "view-grid-symbolic"
        toggle.tooltip = "Compare: the alert in several variants side by side (Ctrl+G)"
        picker.tooltipWhenClosed("What to compare")
        picker.visible = false
        box.append(toggle)
        box.append(picker)
    }

    func connect(to window: any HeaderCommands) {
        toggle.connect(.toggled) { [weak self, weak window] in
            guard let self, !updating else { return }
            window?.setCompare(toggle.active ? selectedAxis : nil)
        }
        picker.connect(.selectedChanged) { [weak self, weak window] in
            guard let self, !updating, let index = picker.selected, axes.indices.contains(index) else { return }
            window?.setCompare(axes[index])
        }
    }

    /// Shows the toggle on while `axis` is compared, and the picker listing `offered`.
    func show(_ axis: CompareGrid.Axis?, offered: [CompareGrid.Axis]) {
        updating = true
        defer { updating = false }
        if offered != axes {
            picker.items = offered.map(\.title)
            axes = offered
        }
        toggle.active = axis != nil
        picker.visible = axis != nil
        box.setClass("linked", axis != nil)
        if let axis { picker.selected = axes.firstIndex(of: axis) }
    }
}
