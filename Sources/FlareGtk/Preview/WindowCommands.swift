import FlareCore
import Foundation

/// What the app's own commands need of the window: its spec and selection, its toplevel, and opening a spec in it.
@MainActor
protocol CommandsHost: SpecAndSelection {
    var toplevel: Window { get }
    func open(specPath: String)
}

/// The app's own commands in a spec's window, as GNOME's document apps have them: New (Ctrl+N: a template written
/// where the save chooser says, then opened here), Open's Recent list (GTK's recently used files, the desktop's), and
/// Export… (Ctrl+Shift+E, `ExportDialog`). Open itself stays the window's `win.open`.
@MainActor
final class WindowCommands: ExportDialogHost {
    private weak var host: (any CommandsHost)?
    private let messages: WindowMessages
    /// The recently used specs (nil: none listed nor remembered; tests, benches and `--screenshot`).
    var recent: RecentManager? {
        didSet { refreshRecent() }
    }
    /// The main menu's Recent submenu (`win.open-recent::PATH` items), kept as the list changes.
    let recentMenu: Menu
    /// The paths the Recent submenu lists, most recent first.
    private(set) var recentPaths: [String] = []
    /// The dialog open, if any (tests press its buttons).
    private(set) var exportDialog: ExportDialog?
    private var chooser: FileChooserNative?

    init(host: any CommandsHost, messages: WindowMessages, recentMenu: Menu) {
        self.host = host
        self.messages = messages
        self.recentMenu = recentMenu
    }

    // MARK: Export

    /// Export… over the window (the one dialog shown again when it is open).
    func showExport() {
        if let exportDialog { return exportDialog.present() }
        guard let host, let spec = host.spec else {
            messages.notice.show("Nothing to export: the spec did not load (see the banner)")
            return
        }
        let dialog = ExportDialog(host: self, spec: spec)
        dialog.onClose = { [weak self, weak dialog] in
            if let self, self.exportDialog === dialog { self.exportDialog = nil }
        }
        exportDialog = dialog
        dialog.present()
    }

    var state: PreviewerState { host?.state ?? PreviewerState(specPath: "") }
    var toplevel: Window? { host?.toplevel }

    func showFolder(_ folder: URL) { messages.showFolder(folder) }

    func exported(_ message: String) { messages.notice.show(message, seconds: 6) }

    // MARK: New

    /// File › New (Ctrl+N): the save chooser proposes `alert.yaml` in the spec's folder; the alert template is written
    /// there and opens in this window.
    func newSpec() {
        guard let host else { return }
        let dialog = FileChooserNative(
            title: "New Alert Spec", parent: host.toplevel, action: .save, accept: "_Create", cancel: "_Cancel")
        dialog.setFolder((host.specPath as NSString).deletingLastPathComponent)
        dialog.setCurrentName("\(SpecTemplate.alert.rawValue).yaml")
        dialog.add(FileFilter(name: "Flare specs (YAML)", patterns: ["*.yaml", "*.yml"]))
        dialog.connect(.response) { [weak self, weak dialog] response in
            guard let self, let dialog else { return }
            defer { chooser = nil }
            guard response == FileChooserNative.accepted, let path = dialog.path else { return }
            create(.alert, at: path)
        }
        chooser = dialog
        dialog.show()
    }

    /// Writes `template` to `path` and opens it here; a failure is a toast and nothing opens.
    @discardableResult
    func create(_ template: SpecTemplate, at path: String) -> Bool {
        do {
            try template.write(to: path)
        } catch {
            messages.notice.show("Could not write \(path): \(error.localizedDescription)", seconds: 8)
            return false
        }
        host?.open(specPath: path)
        return true
    }

    // MARK: Recent

    /// A spec opened in the window: it heads the Recent list.
    func opened(_ path: String) {
        guard let recent, !WindowState.isFolder(path) else { return }
        recent.add(uri: URL(fileURLWithPath: path).absoluteString)
        refreshRecent()
    }

    /// Opens a spec of the Recent list (`win.open-recent`); one that is gone is said, not opened.
    func openRecent(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else {
            messages.notice.show("\((path as NSString).lastPathComponent) is gone: it was moved or deleted")
            return
        }
        host?.open(specPath: path)
    }

    /// The Recent submenu: the specs (YAML, JSON) the list holds that still exist, at most ten.
    private func refreshRecent() {
        let specs = (recent?.uris ?? []).compactMap { URL(string: $0) }.filter {
            $0.isFileURL && SpecSource.isSpecText($0.path)
                && FileManager.default.fileExists(atPath: $0.path)
        }
        recentPaths = Array(specs.map(\.path).prefix(10))
        recentMenu.removeAll()
        for path in recentPaths {
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent().lastPathComponent
            // GMenu labels take mnemonics: a file name's underscores are doubled to show as themselves.
            let label = "\(url.lastPathComponent) — \(folder)".replacingOccurrences(of: "_", with: "__")
            recentMenu.append(label, action: "win.open-recent::\(path)")
        }
    }
}
