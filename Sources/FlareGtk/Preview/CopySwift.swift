import FlareCore

/// "Copy Swift" (the header's main menu, the inspector's button, Ctrl+Shift+C): the text `flare code SPEC --id ID`
/// prints for the selected alert, rocket, queue or scenario, put on the clipboard (`SwiftCode`, docs/handoff.md).
@MainActor
enum CopySwift {
    /// What `flare code` prints for `item` of `spec`.
    static func text(_ spec: Spec, _ item: SpecItem) -> String? {
        try? SwiftCode(spec: spec).singleFile([item.id])
    }

    static func copy(_ preview: PreviewWindow) {
        guard let spec = preview.spec, let item = preview.selection, let text = text(spec, item) else {
            preview.messages.notice.show("Select an alert, rocket, queue or scenario to copy its Swift")
            return
        }
        preview.window.clipboard.set(text)
        preview.messages.notice.show(
            "Copied the Swift of \(item.section) \(item.id), as flare code --id \(item.id) prints it")
        preview.record(.stage, "copied the Swift of \(item)")
    }
}
