import FlareCore
import Foundation

/// What Flare shows when it opens without a spec (`flare open`): the specs opened last, the four templates
/// (File › New: a save chooser picks the folder and name, the template is written there and opened) and Open.
/// Picking a spec hands it to `onOpen` (the application opens its window and closes this one).
@MainActor
public final class WelcomeWindow {
    let window = Window()
    /// The recent specs listed (those that still exist), most recent first, with their buttons.
    private(set) var recent: [(path: String, button: Button)] = []
    /// One button per template, in `SpecTemplate.allCases` order.
    private(set) var templateButtons: [SpecTemplate: Button] = [:]
    let openButton = Button(label: "Open a Spec…")
    let showcaseButton = Button(label: "See the Showcase")
    /// Why the last File › New could not write its spec (hidden while there is nothing to say).
    let problem = Label("", classes: ["error"], wrap: true)
    /// A spec to open: picked from the list, created from a template, or chosen with Open.
    public var onOpen: (@MainActor (String) -> Void)?
    private var choosers: [FileChooserNative] = []
    private var destroyed = false

    /// The welcome window listing `recent` (absolute paths; the missing ones are left out).
    init(recent: [String], application: Application?) {
        PreviewStyle.install()
        window.setDefaultSize(width: 1280, height: 760)
        window.title = "Flare"
        if let application { window.application = application }

        let header = HeaderBar()
        let open = Button(icon: "document-open-symbolic")
        open.tooltip = "Open a spec (Ctrl+O)"
        open.connect(.clicked) { [weak self] in self?.chooseSpec() }
        header.packStart(open)
        let menu = Menu()
        for template in SpecTemplate.allCases {
            menu.append("New \(template.title)…", action: "welcome.new-\(template.rawValue)")
        }
        menu.append("Open…", action: "welcome.open")
        let file = MenuButton(icon: "document-new-symbolic")
        file.tooltip = "New from a template, or open a spec"
        file.setMenu(menu)
        header.packStart(file)
        window.setTitlebar(header)

        // Flare's icon: the desktop's (installed) or the source tree's (`data/icons`, beside `Assets`).
        Display.addIconFolder(Assets.root.appendingPathComponent("../data/icons").standardized.path)
        let page = StatusPage(
            icon: "io.github.flare.Flare", title: "Welcome to Flare",
            description: "Design iOS alerts in a YAML file and see them exactly as users will.")
        let content = Box(.vertical, spacing: 18)
        content.halign = .center
        content.setSizeRequest(width: 760, height: -1)  // one reading width at every window size
        content.append(Label("Start from a template", classes: ["heading"]))
        let templates = Box(.horizontal, spacing: 12)
        templates.homogeneous = true
        for template in SpecTemplate.allCases {
            let title = Label(template.title, classes: ["title-4"])
            let summary = Label(template.summary, classes: ["dim-label"], wrap: true)
            title.xalign = 0.5
            summary.xalign = 0.5
            summary.maxWidthChars = 22
            summary.justify = .center
            let inside = Box(column: [title, summary], spacing: 6)
            inside.setMargins(12)
            let card = Button()
            card.child = inside
            card.addClass("card")
            card.tooltip = "Write the \(template.rawValue) template to a new file and open it"
            card.connect(.clicked) { [weak self] in self?.chooseLocation(for: template) }
            templates.append(card)
            templateButtons[template] = card
        }
        content.append(templates)
        problem.visible = false
        content.append(problem)

        openButton.addClass("suggested-action")
        openButton.addClass("pill")
        showcaseButton.addClass("pill")
        openButton.connect(.clicked) { [weak self] in self?.chooseSpec() }
        showcaseButton.connect(.clicked) { [weak self] in self?.onOpen?(Assets.showcase.path) }
        let buttons = Box(row: [openButton, showcaseButton], spacing: 12)
        buttons.halign = .center
        content.append(buttons)

        content.append(Label("Recent specs", classes: ["heading"]))
        let list = Box(.vertical)
        list.addClass("boxed-list")
        list.addClass("card")
        for path in recent where FileManager.default.fileExists(atPath: path) {
            let url = URL(fileURLWithPath: path)
            let name = Label(url.lastPathComponent, classes: [])
            name.xalign = 0
            let folder = Label(url.deletingLastPathComponent().path, classes: ["dim-label", "caption"])
            folder.xalign = 0
            folder.ellipsize = .start
            let row = Button()
            row.child = Box(column: [name, folder], spacing: 2)
            row.hasFrame = false
            row.tooltip = path
            row.connect(.clicked) { [weak self] in self?.onOpen?(path) }
            list.append(row)
            self.recent.append((path, row))
        }
        if self.recent.isEmpty {
            let none = Label("The specs you open will be listed here.", classes: ["dim-label"])
            none.setMargins(12)
            list.append(none)
        }
        content.append(list)
        page.setChild(content)
        window.child = ScrolledWindow(page)

        let actions = SimpleActionGroup()
        for template in SpecTemplate.allCases {
            let action = SimpleAction("new-\(template.rawValue)")
            action.connect(.activate) { [weak self] _ in self?.chooseLocation(for: template) }
            actions.add(action)
        }
        let openAction = SimpleAction("open")
        openAction.connect(.activate) { [weak self] _ in self?.chooseSpec() }
        actions.add(openAction)
        // Ctrl+Q quits from here as from a spec's window (without an application: closes this window).
        let quitAction = SimpleAction("quit")
        quitAction.connect(.activate) { [weak self] _ in
            guard let self else { return }
            if let app = self.window.application { app.quit() } else { self.close() }
        }
        actions.add(quitAction)
        window.insert(actions, as: "welcome")
        let keys = ShortcutController(scope: .global)
        for (accelerator, action) in Self.shortcuts { keys.add(accelerator: accelerator, action: action) }
        window.add(keys)
        window.connect(.destroy) { [weak self] in self?.destroyed = true }
    }

    /// The page's keys (accelerator, action): Open, New (an alert) and Quit, as in a spec's window.
    nonisolated static let shortcuts = [
        ("<Control>o", "welcome.open"), ("<Control>n", "welcome.new-alert"), ("<Control>q", "welcome.quit"),
    ]

    /// The welcome window listing `recent`, without an application (tests, screenshots).
    public convenience init(recent: [String]) { self.init(recent: recent, application: nil) }

    isolated deinit {
        if !destroyed { window.destroy() }
    }

    public func present() { window.present() }

    public func close() {
        guard !destroyed else { return }
        window.destroy()
    }

    /// Writes `template` to `path` and opens it; a failure is said under the templates and nothing opens.
    @discardableResult
    func create(_ template: SpecTemplate, at path: String) -> Bool {
        do {
            try template.write(to: path)
        } catch {
            problem.text = "Could not write \(path): \(error.localizedDescription) Choose another folder."
            problem.visible = true
            return false
        }
        onOpen?(path)
        return true
    }

    /// File › New: a save chooser for the new spec's folder and name, proposing `<template>.yaml`.
    func chooseLocation(for template: SpecTemplate) {
        let dialog = FileChooserNative(
            title: "New \(template.title) Spec", parent: window, action: .save,
            accept: "_Create", cancel: "_Cancel")
        dialog.setCurrentName("\(template.rawValue).yaml")
        dialog.add(FileFilter(name: "Flare specs (YAML)", patterns: ["*.yaml", "*.yml"]))
        show(dialog) { [weak self] path in self?.create(template, at: path) }
    }

    /// Open: the YAML/JSON chooser.
    func chooseSpec() {
        let dialog = FileChooserNative(
            title: "Open a Spec", parent: window, action: .open,
            accept: "_Open", cancel: "_Cancel")
        dialog.add(FileFilter(name: "Flare specs (YAML, JSON)", patterns: ["*.yaml", "*.yml", "*.json"]))
        show(dialog) { [weak self] path in self?.onOpen?(path) }
    }

    private func show(_ dialog: FileChooserNative, then accepted: @escaping @MainActor (String) -> Void) {
        dialog.connect(.response) { [weak self, weak dialog] response in
            guard let dialog else { return }
            defer { self?.choosers.removeAll { $0 === dialog } }
            guard response == FileChooserNative.accepted, let path = dialog.path else { return }
            accepted(path)
        }
        choosers.append(dialog)
        dialog.show()
    }
}

extension WelcomeWindow {
    /// `flare open --screenshot FILE` without a spec: the welcome page listing `recent`, at `size` points, written
    /// as a PNG of the whole window once two frames in a row painted it at that size. Returns the picture's size.
    public static func screenshot(
        recent: [String], size: (width: Int, height: Int), to file: URL,
        timeout: Double = 30
    ) throws -> (width: Int, height: Int) {
        guard GtkRuntime.initialize(chooseRenderer: true) else { throw RenderError("GTK could not open a display") }
        let page = WelcomeWindow(recent: recent)
        defer { page.close() }
        page.window.setDefaultSize(width: size.width, height: size.height)
        var frames = 0, resizes = 0, asked = size
        var result: Result<Raster, Error>?
        page.window.connectAfterPaint {
            guard result == nil else { return }
            let (w, h) = (page.window.width, page.window.height)
            if (w, h) != size, resizes < 3 {
                resizes += 1
                frames = 0
                asked = (max(1, asked.width + size.width - w), max(1, asked.height + size.height - h))
                page.window.setDefaultSize(width: asked.width, height: asked.height)
                return
            }
            frames += 1
            if frames < 2 { page.window.queueDraw(); return }
            result = Result { try Exporter.render(widget: page.window, scale: 1) }
        }
        page.present()
        guard MainLoop.run(until: { result != nil }, timeout: timeout), let result else {
            throw RenderError("the welcome page painted no frame within \(Int(timeout)) seconds")
        }
        let raster = try result.get()
        try raster.png().write(to: file, options: .atomic)
        return (raster.width, raster.height)
    }
}
