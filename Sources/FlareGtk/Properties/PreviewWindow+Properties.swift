import FlareCore
import Foundation

/// The window's side of editing: the Properties page on a part.
extension PreviewWindow {
    /// Opens the inspector on its Properties page, showing `part` of the selected alert first.
    func showProperties(of part: AlertPart) {
        inspector.setVisible(true)
        inspector.showPage("properties")
        inspector.propertiesPage.show(part: part)
    }

    /// Shows rocket block `id`'s rows on the Properties page: at once when the page is open, else when `open`
    /// (the popover's "Edit in Properties") opens it.
    func showProperties(ofBlock id: String, open: Bool) {
        let shown = inspector.isVisible && inspector.visiblePage == "properties"
        guard shown || open else { return }
        inspector.setVisible(true)
        inspector.showPage("properties")
        inspector.propertiesPage.show(block: id)
    }
}

extension PreviewWindow {
    /// Sets the value at `path` (yq's form: `alerts.low-battery.appearance.borderCornerRadius`) as the Properties
    /// page does: written through `SpecEditor`, reloaded at once, undoable. False when refused (the toast says why).
    /// For `flare bench edit`.
    @discardableResult
    public func setProperty(_ path: String, to value: String) -> Bool {
        guard let parsed = try? EditPath(parsing: path) else { return false }
        return edits.set(parsed, to: value)
    }

    /// Opens the inspector on its Properties page (of the selected alert).
    public func showPropertiesPage() {
        inspector.setVisible(true)
        inspector.showPage("properties")
    }
}
