import FlareCore
import Foundation

/// The Scenario page's numeric values (`values:`, the names the value conditions compare): one field per value,
/// Enter sets it on the session (as a script's `set: {brightness: 0.2}` does) and the checks follow.
@MainActor
final class ScenarioValues {
    let heading = InspectorLayout.heading("Values")
    let box = Box(.vertical, spacing: 4)
    private var names: [String] = []
    private var fields: [String: Entry] = [:]

    init() {
        heading.visible = false  // until a scenario with values is shown
        box.visible = false
    }

    /// Shows `session`'s values (its conditions' names and the values set), each editable.
    func show(_ session: ScenarioSession?, inspector: Inspector) {
        let named = (session?.spec.valueConditions.map(\.value) ?? []) + (session.map { Array($0.values.keys) } ?? [])
        let wanted = Array(Set(named)).sorted()
        if wanted != names {
            names = wanted
            box.removeAll()
            fields = [:]
            for name in wanted {
                let label = Label(name, classes: [])
                label.hexpand = true
                label.xalign = 0
                let bounds =
                    session?.spec.valueConditions.filter { $0.value == name }.map(\.bounds).joined(separator: ", ")
                    ?? ""
                let field = Entry(placeholder: "not set")
                field.widthChars = 8
                field.tooltip = "A number; Enter sets it"
                field.connect(.activate) { [weak inspector, weak field] in
                    guard let field, let value = Double(field.text.trimmingCharacters(in: .whitespaces)), value.isFinite
                    else { return }
                    inspector?.scenario { $0.setValues([name: value]) }
                }
                fields[name] = field
                box.append(Box(row: [label, Label(bounds, classes: ["caption", "dim-label"]), field], spacing: 6))
            }
            heading.visible = !wanted.isEmpty
            box.visible = !wanted.isEmpty
        }
        for (name, field) in fields {
            field.text = session?.values[name].map { SpecRanges.format($0) } ?? ""
        }
    }
}
