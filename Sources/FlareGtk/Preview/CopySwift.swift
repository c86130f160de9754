import FlareCore

/// "Copy Swift" (the header's main menu, the inspector's button, Ctrl+Shift+C): the text `flare code SPEC --id ID`
/// prints for the selected alert, rocket, queue or scenario, put on the clipboard (`SwiftCode`, docs/handoff.md).
@MainActor
enum CopySwift {
    /// What `flare code` prints for `item` of `spec`.
    static func text(_ spec: Spec, _ item: SpecItem) -> String? {
        try? SwiftCode(spec: spec).singleFile([item.id])
    }

    /// Puts the Swift of `item` on `clipboard` and says so (or what to select) in a toast and the log.
    static func copy(
        _ item: SpecItem?, of spec: Spec?, to clipboard: Clipboard, messages: WindowMessages,
        record: WindowLog.Record
    ) {
        guard let spec, let item, let text = text(spec, item) else {
            messages.notice.show("Select an alert, rocket, queue or scenario to copy its Swift")
            return
        }
        clipboard.set(text)
        messages.notice.show(
            "Copied the Swift of \(item.section) \(item.id), as flare code --id \(item.id) prints it")
        record(.stage, "copied the Swift of \(item)")
    }
}
