import FlareCore
import Foundation

/// The popover inspect mode opens on a selected part or rocket block: what styles it (`StyleProperty`) with where each
/// value comes from, each spec location with "Open in editor" (`EditorCommand`), a copy button per row, and "Edit in
/// Properties". It lives on the stage's parent, outside the stage's isolated tree, so it wears the desktop's theme.
@MainActor
final class InspectPopover {
    private weak var host: (any InspectLayerHost)?
    /// The selected part's properties, as the popover lists them, and its "Open in editor" buttons by row.
    private(set) var properties: [StyleProperty] = []
    private(set) var openButtons: [Int: Button] = [:]
    /// The copy buttons by row: each copies its row's value.
    private(set) var copyButtons: [Int: Button] = [:]
    /// The value cells, by row (tests read what they show).
    private(set) var valueLabels: [Int: Label] = [:]
    /// The "Edit in Properties" button.
    private(set) var editButton: Button?
    /// The popover while it is open.
    private(set) var widget: Popover?

    init(host: (any InspectLayerHost)?) {
        self.host = host
    }

    /// Lists `properties` (palette names from `sheet`, nil for a rocket block) under `title` in a popover pointing at
    /// `frame` on `stage`; "Edit in Properties" leads to `part`, or to the rocket `block`.
    func show(
        _ properties: [StyleProperty], sheet: PropertySheet?, title: String, at frame: StageRect, on stage: StageView,
        part: AlertPart? = nil, block: String? = nil
    ) {
        self.properties = properties
        guard let anchor = stage.widget.parent,
            let origin = stage.widget.point(frame.x, frame.y, in: anchor),
            let corner = stage.widget.point(frame.maxX, frame.maxY, in: anchor)
        else { return }
        // Every row as tall as the tallest (a link button's height), each column aligned at its start; keys in the
        // body's color (a dimmed key was 2.8:1 on white), values with their palette name and a swatch.
        let grid = Grid(columnSpacing: 12, rowSpacing: 2)
        grid.rowHomogeneous = true
        let heading = Label(title, classes: ["heading"])
        heading.xalign = 0
        grid.attach(heading, column: 0, row: 0, width: 4)
        valueLabels = [:]
        let alertID = stage.alertView?.spec.id
        for (row, property) in properties.enumerated() {
            // An action's keys without their `actions[i].` prefix: the heading names the action.
            let shortKey =
                property.key.hasPrefix("actions[") ? String(property.key.drop { $0 != "." }.dropFirst()) : property.key
            let key = Label(shortKey, classes: ["monospace"])
            key.xalign = 0
            key.tooltip = property.key
            let path = alertID.flatMap { id in
                (try? EditPath(parsing: property.key)).map { EditPath([.key("alerts"), .key(id)] + $0.components) }
            }
            let sheetRow = path.flatMap { sheet?.row($0) }
            var shown = property.value
            if let name = sheetRow?.paletteName { shown = "\(name) · \(property.value)" }
            let value = Label(shown)
            value.xalign = 0
            value.ellipsize = .end
            value.maxWidthChars = 32
            value.tooltip = property.value
            valueLabels[row] = value
            let cell: Widget
            if case .color(let color)? = sheetRow?.value {
                cell = Box(row: [ColorPicker.swatch(color, theme: stage.theme), value], spacing: 6)
            } else {
                cell = value
            }
            key.valign = .center
            cell.valign = .center
            grid.attach(key, column: 0, row: row + 1)
            grid.attach(cell, column: 1, row: row + 1)
            grid.attach(originCell(property, row: row), column: 2, row: row + 1)
            let copy = Button(icon: "edit-copy-symbolic")
            copy.hasFrame = false
            copy.tooltip = "Copy \(property.value)"
            copy.connect(.clicked) { [weak self, weak copy] in
                guard let copy else { return }
                self?.host?.copy(property.value, shown: property.value, from: copy)
            }
            grid.attach(copy, column: 3, row: row + 1)
            copyButtons[row] = copy
        }
        if part != nil || block != nil {
            let edit = Button(label: "Edit in Properties")
            edit.tooltip =
                part != nil
                ? "Change these values in the inspector's Properties page (written to the spec at once)"
                : "Change this block in the inspector's Properties page (written to the spec at once)"
            edit.halign = .end
            edit.connect(.clicked) { [weak self] in
                self?.close()
                if let part {
                    self?.host?.edit(part)
                } else if let block {
                    self?.host?.selected(block: block, edit: true)
                }
            }
            editButton = edit
            grid.attach(edit, column: 0, row: properties.count + 1, width: 4)
        }
        grid.setMargins(6)
        let popover = Popover(grid)
        popover.connect(.map) { [weak self] in self?.host?.popover(open: true) }
        popover.connect(.unmap) { [weak self] in self?.host?.popover(open: false) }
        popover.attach(to: anchor)
        popover.position = .bottom
        popover.point(at: origin.x, origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
        popover.popup()
        widget = popover
        host?.selected(title, styledBy: properties)
    }

    /// Where a row's value comes from: a spec location as an "Open in editor" link, else a label saying where.
    private func originCell(_ property: StyleProperty, row: Int) -> Widget {
        guard case .spec(let location) = property.origin else {
            let label = Label(property.origin.description)
            label.xalign = 0
            label.valign = .center
            return label
        }
        let button = Button(
            label: "\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.line):\(location.column)")
        button.hasFrame = false
        button.addClass("link")
        button.halign = .start
        button.tooltip = "Open in editor: \(location.file), line \(location.line)"
        button.connect(.clicked) { [weak self] in self?.host?.open(location) }
        openButtons[row] = button
        return button
    }

    /// Closes the popover, keeping the properties it listed.
    func close() {
        openButtons = [:]
        copyButtons = [:]
        if let widget {
            widget.popdown()
            widget.unparent()
        }
        widget = nil
    }

    /// Closes the popover and forgets the properties (nothing is selected).
    func clear() {
        close()
        properties = []
    }
}
