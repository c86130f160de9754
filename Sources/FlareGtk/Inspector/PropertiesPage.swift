import FlareCore
import Foundation

/// The inspector's Properties page: every property of the selected alert (`PropertySheet`), part by part, each with
/// its editor (`PropertyEditor`), where its value lives (`file:line`, opening the editor, or "preset …" /
/// "default") and "Reset to default"; the alert's id (Enter renames it everywhere), duplicate and delete; each
/// action's move, remove and an "Add action"; and the palette, whose colors every alert using them follows. Every
/// change goes through `WindowEdits` (written at once, undoable).
@MainActor
final class PropertiesPage {
    let widget: Box
    private let content: Box
    let scroller: ScrolledWindow
    let heading = Label("", classes: ["heading"])
    let undoButton = Button(icon: "edit-undo-symbolic")
    let redoButton = Button(icon: "edit-redo-symbolic")
    private weak var inspector: Inspector?
    /// What the page built for the shown alert (`AlertRows`): an edit of values updates it in place (`updateRows`,
    /// PropertiesPage+Rows.swift).
    var rows = AlertRows()
    var sheet: PropertySheet? { get { rows.sheet } set { rows.sheet = newValue } }
    var editors: [EditPath: PropertyEditor] { get { rows.editors } set { rows.editors = newValue } }
    var resets: [EditPath: Button] { get { rows.resets } set { rows.resets = newValue } }
    var origins: [EditPath: Widget] { get { rows.origins } set { rows.origins = newValue } }
    var firstEditor: [AlertPart: Widget] { get { rows.firstEditor } set { rows.firstEditor = newValue } }
    /// The id, duplicate, delete, action and "Add action" controls (`AlertStructure`; tests click them).
    let structure = AlertStructure()
    var idEntry: Entry? { structure.idEntry }
    var duplicateButton: Button? { structure.duplicateButton }
    var deleteButton: Button? { structure.deleteButton }
    var addActionButton: Button? { structure.addActionButton }
    var actionButtons: [Int: (up: Button, down: Button, remove: Button)] { structure.actionButtons }
    /// The part to show first after the next refresh (inspect mode's click).
    var pendingPart: AlertPart?

    init() {
        (scroller, content) = InspectorLayout.page()
        // Rows fit the pane's width (labels wrap, fonts take two lines) rather than scroll sideways.
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        content.spacing = 4
        heading.xalign = 0
        heading.hexpand = true
        heading.ellipsize = .end
        let bar = Box(row: [heading, InspectorLayout.linked([undoButton, redoButton])], spacing: 6)
        bar.setMargins(12)
        bar.marginBottom = 0
        widget = Box(column: [bar, scroller])
    }

    func connect(to inspector: Inspector) {
        self.inspector = inspector
        // Each edit changes what undo and redo name: their tooltips are read when shown, not set at each edit.
        undoButton.tooltip { [weak inspector] in
            inspector?.host.map { Self.undoTooltip($0.edits.history) } ?? "Undo (Ctrl+Z)"
        }
        redoButton.tooltip { [weak inspector] in
            inspector?.host.map { Self.redoTooltip($0.edits.history) } ?? "Redo (Ctrl+Shift+Z)"
        }
        undoButton.connect(.clicked) { [weak inspector] in inspector?.host?.edits.undo() }
        redoButton.connect(.clicked) { [weak inspector] in inspector?.host?.edits.redo() }
        inspector.host?.edits.onChange.append { [weak self] in self?.updateHistoryButtons() }
        // After the frame, not in it: the frame's other observers (a benchmark's clock) see it painted first.
        // Not while a picker previews a value (`EditPreview`): the page waits, and its picker stays open.
        // Asked in the frame and again in the posted turn: a picker can open between them.
        inspector.host?.observeFrames { [weak self] _ in
            guard let self, canRefresh, !schedule.posted else { return }
            schedule.posted = true
            MainLoop.post { [weak self] in
                guard let self else { return }
                schedule.posted = false
                if canRefresh { refresh() }
            }
        }
        updateHistoryButtons()
    }

    private func updateHistoryButtons() {
        guard let edits = inspector?.host?.edits else { return }
        undoButton.sensitive = edits.canUndo
        redoButton.sensitive = edits.canRedo
    }

    /// The undo button's tooltip: the step it undoes.
    static func undoTooltip(_ history: EditHistory) -> String {
        history.undoStack.last.map { "Undo “\($0.label)” (Ctrl+Z)" } ?? "Nothing to undo"
    }

    /// The redo button's tooltip: the step it redoes.
    static func redoTooltip(_ history: EditHistory) -> String {
        history.redoStack.last.map { "Redo “\($0.label)” (Ctrl+Shift+Z)" } ?? "Nothing to redo"
    }

    /// Shows `part`'s section first: focuses its first editor (the page scrolls to it).
    func show(part: AlertPart) {
        pendingPart = part
        if let target = firstEditor[part] { target.grabFocus() }
    }

    /// Whether a rebuild is scheduled (the page shows the spec before the last change until it runs).
    var isStale: Bool { schedule.stale }
    /// Whether the page may rebuild now: it is stale, and no picker previews a value (`EditPreview`).
    private var canRefresh: Bool { schedule.stale && inspector?.host?.edits.preview.isActive != true }
    /// A rebuild is due (`stale`), and one is posted after the frame (`posted`).
    private var schedule = (stale: false, posted: false)

    /// Rebuilds the page after the next frame the window paints: an edit shows on the stage first, and several
    /// reloads before that frame rebuild the page once.
    func scheduleRefresh() {
        schedule.stale = true
    }

    /// Rebuilds the page for the window's selected alert, as the spec is now.
    func refresh() {
        schedule.stale = false
        guard let inspector, let window = inspector.host else { return }
        // An edit rebuilds the page; the designer keeps their place. The row whose editor had the focus gets it
        // back (else GTK gave it to the first entry, the Id, with its text selected, and the page jumped to the
        // top), and the page keeps its scroll offset, unless `show(part:)` asked for a part or the page now shows
        // another item.
        let inEditor =
            (editors.first { $0.value.widget.containsFocus }
            ?? rocket.editors.first { $0.value.widget.containsFocus })?.key
        let focused =
            inEditor ?? (content.containsFocus || !window.toplevel.containsFocus ? window.edits.lastPath : nil)
        let offset = scroller.verticalOffset, asked = pendingPart, before = shownItem
        // "Add action" clicked: the rebuilt page's button gets the focus back (the clicked one left the page).
        let onAdd = structure.addActionButton?.containsFocus == true
        defer {
            if asked == nil, shownItem == before {
                let add = onAdd ? structure.addActionButton : nil
                keepPlace(focus: add ?? focused.flatMap(editor(of:)), offset: offset)
            }
        }
        updateHistoryButtons()
        if updateRows(window: window) { return }
        content.removeAll()
        rows = AlertRows()
        structure.clear()
        if let spec = window.spec, let (queue, popup) = window.shownPopupViewOwner,
            popupView.build(queue: queue, popup: popup, spec: spec, in: content, window: window)
        {
            sheet = nil
            heading.text = "Popup \(popup) — queue \(queue)"
            return
        }
        if let spec = window.spec, case .rocket(let id)? = window.selection,
            spec.rockets.contains(where: { $0.id == id })
        {
            sheet = nil
            shownItem = "rocket \(id)"
            heading.text = "Rocket \(id)"
            rocket.build(id, spec: spec, in: content, window: window)
            return
        }
        guard let spec = window.spec, let id = window.selection?.alertID ?? window.shownAlert?.id,
            case let source = window.edits.source(for: spec),
            let sheet = PropertySheet(alert: id, in: spec, source: source)
        else {
            sheet = nil
            shownItem = nil
            heading.text = "Properties"
            content.append(
                Label(
                    "Select an alert in the sidebar to edit its look here. Click a part of it in inspect mode "
                        + "(Ctrl+Alt+I) to jump to that part.",
                    classes: ["dim-label"], wrap: true))
            return
        }
        self.sheet = sheet
        shownItem = "alert \(id)"
        let alert = spec.alert(id)
        heading.text = alert?.title.map { "\($0) — \(id)" } ?? id
        rows.families = PropertyEditor.families(for: spec)
        rows.builtFor = BuiltFor(
            theme: window.theme, fonts: spec.fonts, folder: (spec.file as NSString).deletingLastPathComponent)
        let context = PropertyEditor.Context(
            palette: sheet.palette, tokens: spec.colorTokens, theme: window.theme, families: rows.families,
            folder: (spec.file as NSString).deletingLastPathComponent, window: window.toplevel,
            edits: window.edits, spec: spec)
        content.append(structure.header(id: id, window: window))
        // One grid for every section, so labels, editors and origins line up down the page.
        let grid = Grid(columnSpacing: 8, rowSpacing: 4)
        var line = 0
        for section in sheet.sections {
            grid.attach(
                structure.sectionHeading(section, count: alert?.actions.count ?? 0, window: window), column: 0,
                row: line,
                width: 3)
            line += 1
            for (index, row) in section.rows.enumerated() {
                attach(row, to: grid, at: line, context: context, window: window)
                line += 1
                if index == 0, let part = section.part, let editor = editors[row.path] {
                    firstEditor[part] = editor.widget
                }
            }
        }
        content.append(grid)
        rows.grid = grid
        content.append(structure.addAction(id: id, window: window))
        paletteSection(spec: spec, source: source, context: context, window: window)
        if let part = pendingPart, let target = firstEditor[part] {
            pendingPart = nil
            target.grabFocus()
        }
    }

    /// The alert or rocket the page shows (`alert ID`, `rocket ID`).
    private var shownItem: String?
    /// The editor of the row that writes `path` (the row of a key inside a rocket font's map: the font's).
    private func editor(of path: EditPath) -> Widget? {
        var path = path
        while true {
            if let editor = (editors[path] ?? rocket.editors[path])?.widget ?? rocket.fonts[path]?.widget {
                return editor
            }
            guard path.components.count > 1 else { return nil }
            path = path.parent
        }
    }

    /// Gives `focus` the focus again and keeps the page at `offset`.
    private func keepPlace(focus: Widget?, offset: Double) {
        focus?.focusSelfOrFirstChild()
        scroller.verticalOffset = offset
    }

    // MARK: Rows

    func attach(
        _ row: PropertySheet.Row, to grid: Grid, at index: Int, context: PropertyEditor.Context,
        window: any PropertiesHost
    ) {
        let path = row.path
        let name = row.label
        let editor = PropertyEditor(row, context: context) { [weak self, weak window] text, quoted in
            window?.edits.set(path, to: text, quoted: quoted, named: name)
        }
        let (origin, reset, token) = Self.attach(row, editor: editor.widget, to: grid, at: index, window: window)
        rows.tokens[path] = token
        editors[path] = editor
        resets[path] = reset
        origins[path] = origin
        rows.lines[path] = index
    }

    /// One row of a properties grid: the name with where its value lives under it (so the grid fits a 480 pt
    /// inspector: three columns, not four), the editor, and "Reset to default" (which removes the key). Returns the
    /// origin, the reset button and the token's name and place (tests reach them).
    static func attach(
        _ row: PropertySheet.Row, editor: Widget, to grid: Grid, at index: Int,
        window: any PropertiesHost
    ) -> (origin: Widget, reset: Button, token: Label?) {
        let (name, origin, reset, token) = labels(row, window: window)
        editor.valign = .center
        grid.attach(name, column: 0, row: index)
        grid.attach(editor, column: 1, row: index)
        grid.attach(reset, column: 2, row: index)
        return (origin, reset, token)
    }

    /// A row's name with where its value lives under it (and the design token it comes from), and its "Reset to
    /// default" button.
    static func labels(
        _ row: PropertySheet.Row, window: any PropertiesHost
    ) -> (name: Widget, origin: Widget, reset: Button, token: Label?) {
        let label = Label(row.label)
        label.xalign = 0
        label.tooltip = row.key + ": " + row.doc
        let origin = Self.origin(row.origin, window: window)
        let reset = Button(icon: "edit-clear-symbolic")
        reset.hasFrame = false
        reset.sensitive = row.isWritten
        reset.tooltip = row.isWritten ? "Reset to default: remove \(row.key) from the spec" : "Not written in the spec"
        let path = row.path
        let shown = row.label
        reset.connect(.clicked) { [weak window] in window?.edits.unset(path, named: shown) }
        // Wrapped, not cut ("Message background color" in two lines in a narrow inspector).
        label.wrap = true
        label.wrapMode = .wordChar
        label.widthChars = 8
        label.maxWidthChars = 16
        origin.halign = .start
        origin.addClasses("caption", "flare-origin")
        let name = Box(column: [label, origin], spacing: 0)
        let token = row.token.map { Self.tokenOrigin($0, window: window) }
        if let token { name.append(token.button) }
        name.valign = .center
        return (name, origin, reset, token?.text)
    }

    /// The design token a value comes from: its name and its token file's `file:line`, a link that opens the editor
    /// there.
    static func tokenOrigin(_ token: DesignToken, window: any PropertiesHost) -> (button: Button, text: Label) {
        let location = token.location
        let text = Label("\(token.name) · \((location.file as NSString).lastPathComponent):\(location.line)")
        text.ellipsize = .middle
        text.maxWidthChars = 28
        let button = Button()
        button.child = text
        button.hasFrame = false
        button.addClasses("link", "caption", "flare-token")
        button.halign = .start
        button.tooltip =
            "From the design token \(token.name), written at \(location.file), line \(location.line): "
            + "open in the editor"
        button.connect(.clicked) { [weak window] in window?.openInEditor(location) }
        return (button, text)
    }

    /// Where a value lives: the spec's `file:line` (a link that opens the editor there), or the preset or default.
    static func origin(_ origin: StyleProperty.Origin, window: any PropertiesHost) -> Widget {
        switch origin {
        case .spec(let location):
            let name = (location.file as NSString).lastPathComponent
            let button = Button(label: "\(name):\(location.line)")
            button.hasFrame = false
            button.addClass("link")
            button.halign = .start
            button.tooltip = "Written at \(location.file), line \(location.line): open in the editor"
            button.connect(.clicked) { [weak window] in window?.openInEditor(location) }
            return button
        case .preset(let preset):
            let label = Label("preset \(preset.rawValue)")
            label.tooltip = "Inherited from the \(preset.rawValue) preset"
            label.xalign = 0
            return label
        case .default:
            let label = Label("default")
            label.tooltip = "Flare's default (the seed's)"
            label.xalign = 0
            return label
        }
    }

    // MARK: A rocket

    /// The selected rocket's rows and block editors (`RocketProperties`).
    let rocket = RocketProperties()
    /// The rows of the banner popup on the stage (`PopupViewProperties`).
    let popupView = PopupViewProperties()

    /// Shows block `id`'s rows of the selected rocket first (inspect mode's click on its card).
    func show(block id: String) {
        rocket.show(block: id)
    }

    /// The palette: each name with its color; a change reaches every alert that names it.
    private func paletteSection(
        spec: Spec, source: SpecSource, context: PropertyEditor.Context, window: any PropertiesHost
    ) {
        guard let sheet, !sheet.palette.isEmpty else { return }
        content.append(InspectorLayout.heading("Palette"))
        let note = Label("Every alert that names a color follows its change.", classes: ["caption"], wrap: true)
        note.xalign = 0
        content.append(note)
        let grid = Grid(columnSpacing: 8, rowSpacing: 4)
        rows.paletteRows = paletteRows(sheet: sheet, source: source, window: window)
        for (index, row) in rows.paletteRows.enumerated() {
            let path = row.path
            var paletteless = context
            paletteless.palette = []  // a palette color is a literal, not another name
            paletteless.spec = nil  // so it offers no "Add to Palette…"
            attach(row, to: grid, at: index, context: paletteless, window: window)
            resets[path]?.sensitive = false  // removing a palette name would break what names it
        }
        content.append(grid)
    }

    /// The palette's rows: each name with its color.
    func paletteRows(sheet: PropertySheet, source: SpecSource, window: any PropertiesHost) -> [PropertySheet.Row] {
        sheet.palette.map { entry in
            // A {light, dark} entry is edited in the shown theme.
            let base = EditPath([.key("palette"), .key(entry.name)])
            let themed = base.appending(.key(window.theme.rawValue))
            let path = source.written(themed) != nil ? themed : base
            let written = source.written(path)
            return PropertySheet.Row(
                path: path, key: path.description, label: entry.name, doc: "The palette color \(entry.name).",
                editor: .catalog(.color), range: nil, value: .color(entry.color), written: written?.text,
                paletteName: nil, origin: written.map { .spec($0.location) } ?? .default, behind: nil)
        }
    }

    /// `base`, or `base-2`, `base-3`… the first that is not taken.
    static func freeID(_ base: String, taken: Set<String>) -> String {
        if !taken.contains(base) { return base }
        var n = 2
        while taken.contains("\(base)-\(n)") { n += 1 }
        return "\(base)-\(n)"
    }
}
