import FlareCore
import Foundation

/// What the Export… dialog needs of the window: the spec it exports, what is selected, the toplevel it is modal
/// over, and how a folder is shown (`WindowMessages.showFolder`, which tests replace).
@MainActor
protocol ExportDialogHost: SpecAndSelection {
    var toplevel: Window? { get }
    func showFolder(_ folder: URL)
    func exported(_ message: String)
}

/// File › Export… (Ctrl+Shift+E): `flare export`'s options in a dialog (`ExportOptionsForm`), the folder chosen
/// with GTK's folder chooser, then the same export as the command line's (`ExportRequest`, drawn by `ExportRun` one
/// image per main-loop turn, so the window answers) with a progress bar and Cancel; the folder opens at the end.
@MainActor
final class ExportDialog {
    let window = Window()
    let form: ExportOptionsForm
    private weak var host: (any ExportDialogHost)?
    /// The folder written into (the spec's folder's `export` by default).
    private(set) var directory: URL
    let folderButton = Button()
    /// The folder's path on `folderButton`, ellipsized in the middle (its tooltip has it whole).
    private let folderPath = Label("")
    let progress = ProgressBar()
    /// What went wrong, or what the export says at its end.
    let status = Label("")
    let exportButton = Button(label: "Export")
    let cancelButton = Button(label: "Cancel")
    /// The export running, if any.
    private(set) var run: ExportRun?
    private var chooser: FileChooserNative?
    /// After the dialog closed (its export cancelled, finished or never started).
    var onClose: @MainActor () -> Void = {}

    /// The dialog over `host`'s window for `spec` (the selected item alone checked, when there is one).
    init(host: any ExportDialogHost, spec: Spec) {
        self.host = host
        form = ExportOptionsForm(spec: spec)
        directory = URL(fileURLWithPath: host.specPath).deletingLastPathComponent().appendingPathComponent("export")
        if let selection = host.selection, form.items.contains(where: { $0.id == selection.id }) {
            form.check(only: [selection.id])
        }
        window.title = "Export"
        window.modal = true
        window.setTransient(for: host.toplevel)
        window.setDefaultSize(width: 560, height: 600)
        let header = HeaderBar()
        exportButton.addClass("suggested-action")
        header.packStart(cancelButton)
        header.packEnd(exportButton)
        window.setTitlebar(header)

        let folderLabel = Label("Folder")
        folderLabel.addClass("dim-label")
        folderLabel.xalign = 1
        folderPath.ellipsize = .middle
        folderPath.xalign = 0
        folderButton.child = folderPath
        form.widget.attach(folderLabel, column: 0, row: 100)
        form.widget.attach(folderButton, column: 1, row: 100)
        status.wrap = true
        status.xalign = 0
        progress.visible = false
        let content = Box(column: [form.widget, progress, status], spacing: 12)
        content.setMargins(18)
        window.child = ScrolledWindow(content)
        showDirectory()

        folderButton.connect(.clicked) { [weak self] in self?.chooseFolder() }
        exportButton.connect(.clicked) { [weak self] in self?.start() }
        cancelButton.connect(.clicked) { [weak self] in self?.cancel() }
        // Closing the dialog (its close button, Escape) while it exports cancels the export.
        window.connect(.closeRequest) { [weak self] in
            self?.close()
            return true
        }
    }

    func present() { window.present() }

    /// Exports into `directory` (tests call it instead of the folder chooser).
    func setDirectory(_ folder: URL) {
        directory = folder
        showDirectory()
    }

    /// Starts the export the options ask for; a problem with them is said under the options and nothing starts.
    func start() {
        guard run == nil, let host, let spec = host.spec else { return }
        if let problem = form.problem { return say(problem) }
        let run: ExportRun
        do {
            run = try ExportRun(form.request(into: directory), of: spec)
        } catch {
            return say("\(error)")
        }
        self.run = run
        form.widget.sensitive = false
        exportButton.sensitive = false
        progress.visible = true
        status.text = ""
        run.onProgress = { [weak self] done, total in
            self?.progress.fraction = total == 0 ? 1 : Double(done) / Double(total)
            self?.progress.text = "\(done) of \(total) images"
        }
        run.onEnd = { [weak self] state in self?.ended(state) }
        run.start()
    }

    /// Cancel: stops a running export (nothing of it stays on disk) and closes the dialog.
    func cancel() { close() }

    /// Closes the dialog (`gtk_window_destroy`; GTK 4 emits `destroy` only when the last reference goes, so the
    /// owner hears of it through `onClose`), cancelling a running export.
    func close() {
        run?.cancel()
        run = nil
        window.destroy()
        onClose()
    }

    private func ended(_ state: ExportRun.State) {
        switch state {
        case .running, .cancelled:
            return
        case .failed(let message):
            run = nil
            form.widget.sensitive = true
            exportButton.sensitive = true
            say("The export stopped: \(message)")
        case .finished(let images):
            let folder = directory
            let warnings = run?.warnings.count ?? 0
            run = nil
            host?.exported(
                "Exported \(images) image\(images == 1 ? "" : "s") to \(folder.path)"
                    + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"): see flare check)" : ""))
            host?.showFolder(folder)
            close()
        }
    }

    private func say(_ message: String) {
        status.text = message
        status.addClass("error")
    }

    private func showDirectory() {
        folderPath.text = directory.path
        folderButton.tooltip = "\(directory.path)\nThe folder the images and manifest.json are written into"
    }

    /// GTK's folder chooser (`GtkFileChooserNative`, select-folder), opening on the current folder.
    private func chooseFolder() {
        let dialog = FileChooserNative(
            title: "Export Into", parent: window, action: .selectFolder, accept: "_Select", cancel: "_Cancel")
        let exists = FileManager.default.fileExists(atPath: directory.path)
        let existing = exists ? directory : directory.deletingLastPathComponent()
        dialog.setFolder(existing.path)
        dialog.connect(.response) { [weak self, weak dialog] response in
            guard let self, let dialog else { return }
            defer { chooser = nil }
            guard response == FileChooserNative.accepted, let path = dialog.path else { return }
            setDirectory(URL(fileURLWithPath: path))
        }
        chooser = dialog
        dialog.show()
    }
}
