import FlareCore
import Foundation

/// `flare open`: the single-instance GTK application (`GtkApplication`, D-Bus name `io.github.flare.Flare`).
/// A second `flare open` hands its spec or URL to the running instance and exits; a URL routes inside the
/// running window. Without a session bus GLib runs each process on its own.
@MainActor
public enum PreviewApplication {
    public static let id = "io.github.flare.Flare"
    /// The version the about window shows: the release and the commit `flare open` was built from (`run`'s
    /// `version`), "development build" in tests.
    public private(set) static var version = "development build"
    /// The open windows (one per spec).
    public private(set) static var windows: [PreviewWindow] = []
    /// The welcome page while Flare runs without a spec (`flare open` with no argument).
    private static var welcome: WelcomeWindow?
    private static var printLog = false
    /// `flare monkey`'s child: the window's actions that leave it are disabled (`PreviewActions.leaveOut`).
    private static var leaveActionsOut = false
    /// `flare open --source`: the window opens with its source pane shown.
    private static var showSource = false
    /// Where the window remembers its panes, source pane, recent specs and scenario state: the user's state folder;
    /// nil for `flare monkey`'s random input, which remembers nothing.
    private static var stateDirectory: String?

    /// The window option a second instance hands over with its spec or URL (`flare open --zoom`): an argument
    /// `GApplication` forwards like the others, read by `open` and never routed.
    static let zoomArgument = "flare://window?zoom="
    /// The same for `flare open --compare AXIS`: the window opens in the compare view.
    static let compareArgument = "flare://window?compare="

    /// Runs the application until its last window closes; returns the exit status.
    /// `targets`: spec files and `flare://` (or spec route) URLs, opened in order (`flare open --spec SPEC URL`: the
    /// spec, then the URL routed in it), none for the bundled showcase; `zoom`: the
    /// window's zoom, applied after the target opens; `compare`: the compare view's axis (nil: the single view).
    public static func run(
        targets: [String], log: Bool, zoom: Zoom? = nil, compare: CompareGrid.Axis? = nil,
        syncInput: Bool = false, showSource: Bool = false, version: String
    ) -> Int32 {
        self.version = version
        printLog = log
        self.showSource = showSource
        leaveActionsOut = syncInput
        if syncInput { answerSyncRequests() }
        RendererChoice.apply()  // before GtkApplication starts GTK, which reads GSK_RENDERER once
        stateDirectory = syncInput ? nil : ScenarioStateFile.directory()
        let app = Application(id: id, flags: .handlesOpen)
        app.connect(.activate) { [weak app] in
            guard let app else { return }
            if let existing = windows.first { existing.present() } else { showWelcome(app: app) }
        }
        app.connect(.open) { [weak app] uris in
            guard let app else { return }
            for uri in uris { open(uri, app: app) }
        }
        let arguments =
            ["flare"] + targets + (zoom.map { ["\(zoomArgument)\($0)"] } ?? [])
            + (compare.map { ["\(compareArgument)\($0.rawValue)"] } ?? [])
        let status = app.run(arguments)
        for window in windows { window.chrome.panes.save() }  // Ctrl+Q ends the loop with the window still up
        // Released after the assignment, not inside it (see the `destroy` handler in `window(for:app:)`).
        let closing = windows
        windows = []
        withExtendedLifetime(closing) {}
        welcome = nil
        return status
    }

    /// A spec file opens in the window (replacing its spec); anything else is a URL routed inside it.
    private static func open(_ uri: String, app: Application) {
        if uri.hasPrefix(zoomArgument), let zoom = Zoom(String(uri.dropFirst(zoomArgument.count))) {
            let preview = window(for: nil, app: app)
            preview.viewController.setZoom(zoom)
            preview.present()
            return
        }
        if uri.hasPrefix(compareArgument),
            let axis = CompareGrid.Axis(rawValue: String(uri.dropFirst(compareArgument.count)))
        {
            let preview = window(for: nil, app: app)
            preview.area.compareController.set(axis)
            preview.present()
            return
        }
        if uri.hasPrefix("file://"), let path = URL(string: uri)?.path {
            defer { welcome?.close() }
            if let existing = windows.first {
                if existing.specPath != path { existing.open(specPath: path) }
                existing.present()
            } else {
                window(for: path, app: app).present()
            }
            return
        }
        let preview = window(for: nil, app: app)
        preview.routes.open(url: uri)
        preview.present()
    }

    /// The welcome page (recent specs, templates, Open); a spec picked there opens in the previewer, which replaces it.
    private static func showWelcome(app: Application) {
        if let welcome { return welcome.present() }
        let recent = stateDirectory.map { WindowStateFile(directory: $0).read().recentSpecs } ?? []
        let page = WelcomeWindow(recent: recent, application: app)
        page.onOpen = { [weak app] path in
            guard let app else { return }
            window(for: path, app: app).present()
            welcome?.close()
            welcome = nil
        }
        page.window.connect(.destroy) { welcome = nil }
        welcome = page
        page.present()
    }

    /// The running window, or a new one on `spec` (the showcase when nil).
    private static func window(for spec: String?, app: Application) -> PreviewWindow {
        if let existing = windows.first { return existing }
        let preview = PreviewWindow(
            specPath: spec ?? Assets.showcase.path, application: app, stateDirectory: stateDirectory)
        if leaveActionsOut { PreviewActions.leaveOut(of: preview) }
        if showSource { preview.source.shown = true }
        if printLog {
            for entry in preview.log.entries { emit(entry) }
            preview.onLog = { emit($0) }
        }
        preview.window.connect(.destroy) { [weak preview] in
            // Released after the removal, not inside it: the window's last reference ends its GtkWindow, which emits
            // `destroy` again (into this handler) while `removeAll` would still hold `windows` (an exclusivity abort).
            let closing = windows.filter { $0 === preview }
            windows.removeAll { $0 === preview }
            withExtendedLifetime(closing) {}
        }
        windows.append(preview)
        return preview
    }

    /// `flare open --sync-stdin` (`flare monkey`'s child): each line read on standard input is answered with
    /// `sync LINE` on standard output once everything sent to the window before it is handled: the display is
    /// synced (the input events are in GDK's queue), and the answer waits at idle priority, below input events
    /// and redraws. End of input stops the watch.
    private static func answerSyncRequests() {
        var pending = Data()
        MainLoop.watch(fd: 0) {
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = read(0, &buffer, buffer.count)
            guard count > 0 else { return false }
            pending.append(contentsOf: buffer[0..<count])
            while let newline = pending.firstIndex(of: 10) {
                let token = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                Display.sync()
                MainLoop.post {
                    let aimed = MonkeyAim.answer(token, in: windows.first).map { "\($0)\n" } ?? ""
                    FileHandle.standardOutput.write(Data("\(aimed)sync \(token)\n".utf8))
                }
            }
            return true
        }
    }

    private static func emit(_ entry: EventLog.Entry) {
        // Unbuffered, so a test or a pipe sees each line as it happens.
        FileHandle.standardOutput.write(Data((entry.description + "\n").utf8))
    }
}
