import FlareCore
import Foundation

/// What the window tells the user about the spec and its own work: the banner over the canvas (a load's errors,
/// the shown item's warnings) and the toasts ("Saved …"), with the painted layout's findings the banner lists.
@MainActor
final class WindowMessages {
    let banner = Banner()
    let notice = Notice()
    /// Opens a folder in the desktop's file manager (a notice's "Show in Files"); tests replace it.
    var showFolder: @MainActor (URL) -> Void = { _ in }
    /// What the painted layout of `generation` cuts off (`refreshLayoutFindings`, PreviewWindow+Warnings.swift).
    var layoutFindings: (generation: Int, findings: [Diagnostic]) = (0, [])

    /// A notice's "Show in Files" button for a saved file: its folder through the desktop's handler
    /// (`showFolder`, which tests replace).
    func showInFiles(_ file: URL) -> (label: String, action: @MainActor () -> Void) {
        ("Show in Files", { [weak self] in self?.showFolder(file.deletingLastPathComponent()) })
    }
}
