import FlareCore
@testable import FlareGtk

/// What the tests ask of a window that a user does through the inspector: the same steps the benches take
/// (`WindowBench`).
extension PreviewWindow {
    /// Opens the inspector on its Properties page (of the selected alert).
    func showPropertiesPage() {
        inspector.setVisible(true)
        inspector.showPage("properties")
    }

    /// Sets the value at `path` (yq's form) as the Properties page does; false when refused.
    @discardableResult
    func setProperty(_ path: String, to value: String) -> Bool {
        guard let parsed = try? EditPath(parsing: path) else { return false }
        return edits.set(parsed, to: value)
    }
}
