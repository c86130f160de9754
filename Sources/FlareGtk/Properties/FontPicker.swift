import FlareCore
import Foundation

/// A font row's family and face: a button with the family's name drawn in its own face, opening a popover with a
/// search entry that filters the families as you type, the families each drawn in its own face, and the chosen
/// family's faces (its weights and styles, each drawn in itself). While it is open the stage draws the chosen font at
/// once (`live`: `EditPreview`, nothing written); "Use" or Enter writes it, one undoable edit; Escape, Cancel or a
/// click away draws the font as it was.
@MainActor
final class FontPicker {
    let button = MenuButton()
    let popover: Popover
    let search = SearchEntry()
    /// The families, one row each (tests select them).
    let list = ListBox(selection: .single)
    private let faceSlot = Box(.vertical)
    /// "Faces" and the faces' scroller, shown when the chosen family has more than one (one face is no choice).
    let facesPart = (heading: Label("Faces", classes: ["heading"]), scroller: ScrolledWindow())
    /// The families' rows, by name (tests pick them); filled when the popover first opens.
    private(set) var rows: [String: ListBoxRow] = [:]
    /// The chosen family's faces' buttons, by style (tests click them).
    private(set) var faces: [String: Button] = [:]
    let use = Button(label: "Use")
    /// The font as chosen now, and as the row draws it.
    private(set) var chosen: FontSpec
    private let original: FontSpec
    var live: ColorPicker.Live?
    /// Writes a font (the row's size kept).
    var commit: @MainActor (FontSpec) -> Void = { _ in }
    /// The families in the list's order, and each family's faces (`FontFaces.of`).
    private let catalog: (families: [String], faces: @MainActor (String) -> [FontFaces.Face])
    /// Whether the popover is open and nothing was committed yet (a close then cancels the preview).
    private var choosing = false

    /// `families` in the list's order; `faces` a family's faces.
    init(_ font: FontSpec, families: [String], faces: @escaping @MainActor (String) -> [FontFaces.Face]) {
        chosen = font
        original = font
        catalog = (families, faces)
        search.setPlaceholder("Search fonts")
        list.addClass("boxed-list")
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = list
        scroller.setSizeRequest(width: 260, height: 240)
        let (facesHeading, faceScroller) = facesPart
        facesHeading.xalign = 0
        let cancel = Button(label: "Cancel")
        cancel.tooltip = "Close without a change: the stage draws the font as it was (Escape)"
        use.tooltip = "Write the chosen font (Enter)"
        use.addClass("suggested-action")
        let actions = Box(row: [cancel, use], spacing: 6)
        actions.halign = .end
        // The faces scroll within a bounded height ("system" has many): the popover fits a 720 pt window.
        faceScroller.setPolicy(horizontal: .never, vertical: .automatic)
        faceScroller.child = faceSlot
        faceScroller.propagateNaturalHeight = true
        faceScroller.maxContentHeight = 150
        let column = Box(column: [search, scroller, facesHeading, faceScroller, actions], spacing: 8)
        column.setMargins(6)
        popover = Popover(column)
        button.setPopover(popover)
        popover.position = .left
        showLabel()
        let keys = KeyController()
        popover.add(keys)
        keys.connect(.keyPressed) { [weak self] keyval, _, state in self?.pressed(keyval, state: state) ?? false }
        search.connect(.changed) { [weak self] in self?.filter() }
        search.connect(.activate) { [weak self] in self?.searchActivated() }
        list.connect(.rowSelected) { [weak self] row in
            guard let self, let row, let family = rows.first(where: { $0.value.raw == row.raw })?.key else { return }
            choose(family: family)
        }
        use.connect(.clicked) { [weak self] in self?.finish() }
        cancel.connect(.clicked) { [weak self] in self?.popover.popdown() }
        popover.connect(.map) { [weak self] in
            guard let self else { return }
            fill()
            choosing = true
        }
        popover.connect(.closed) { [weak self] in self?.closed() }
    }

    /// The families' rows, once (a machine may have hundreds of families), each drawn in its own face.
    func fill() {
        guard rows.isEmpty else { return }
        for family in catalog.families {
            let label = Label("")
            label.setMarkup(Self.markup(family, family: family))
            label.xalign = 0
            label.setMargins(4)
            label.tooltip = family
            rows[family] = list.append(label)
        }
        if let row = rows[chosen.family] { list.select(row) }
        showFaces()
    }

    /// Shows only the families whose name contains the search's text (without case or accents).
    private func filter() {
        let text = search.text.trimmingCharacters(in: .whitespaces)
        for (family, row) in rows {
            row.visible =
                text.isEmpty || family.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// The families the search shows, in the list's order.
    var shownFamilies: [String] { catalog.families.filter { rows[$0]?.visible == true } }

    /// Enter in the search: the chosen family when the search shows it, else the first it shows, is written.
    private func searchActivated() {
        if rows[chosen.family]?.visible != true, let first = shownFamilies.first { choose(family: first) }
        finish()
    }

    /// Picks `family` (its face as near the chosen one as the family has), and previews it.
    func choose(family: String) {
        guard family != chosen.family else { return }
        chosen.family = family
        showFaces()
        showLabel()
        preview()
    }

    /// Picks a face of the chosen family, and previews it.
    func choose(face: FontFaces.Face) {
        chosen = face.applied(to: chosen)
        markChosenFace()
        showLabel()
        preview()
    }

    private func showFaces() {
        faceSlot.removeAll()
        faces = [:]
        let faceBox = FlowBox()
        faceBox.selectionMode = .none
        faceBox.maxChildrenPerLine = 3
        faceBox.columnSpacing = 4
        faceBox.rowSpacing = 4
        faceSlot.append(faceBox)
        for face in catalog.faces(chosen.family) {
            let b = Button()
            let label = Label("")
            label.setMarkup(Self.markup(face.style, family: chosen.family, face: face))
            b.child = label
            b.tooltip = "\(chosen.family) \(face.style)"
            b.connect(.clicked) { [weak self] in self?.choose(face: face) }
            faces[face.style] = b
            faceBox.append(b)
        }
        facesPart.heading.visible = faces.count > 1
        facesPart.scroller.visible = faces.count > 1
        markChosenFace()
    }

    private func markChosenFace() {
        for (style, b) in faces {
            let face = catalog.faces(chosen.family).first { $0.style == style }
            b.setClass("suggested-action", face.map { $0.applied(to: chosen) == chosen } ?? false)
        }
    }

    private func showLabel() {
        let label = Label("")
        label.setMarkup(Self.markup(chosen.family, family: chosen.family))
        label.ellipsize = .end
        button.setChild(label)
    }

    private func preview() {
        guard choosing, let live else { return }
        live.preview.show(live.edit(chosen.description))
    }

    /// Enter writes the chosen font; Escape cancels.
    func pressed(_ keyval: UInt, state: UInt) -> Bool {
        ColorPicker.pressed(keyval, closing: popover) { [weak self] in
            self?.finish()
            return true
        }
    }

    private func finish() {
        choosing = false
        popover.popdown()
        let font = chosen
        guard font != original else {
            live?.preview.cancel()
            return
        }
        if let live {
            live.preview.commit({ commit(font) }, refused: live.refused)
        } else {
            commit(font)
        }
    }

    /// Closed without a commit: the stage draws the font as it was, and the picker shows it again.
    private func closed() {
        guard choosing else { return }
        choosing = false
        live?.preview.cancel()
        chosen = original
        search.text = ""
        if let row = rows[chosen.family] { list.select(row) }
        showFaces()
        showLabel()
    }

    /// A row's picker for `font`: the system font first, then the families Flare can draw for the row's spec (and
    /// `font`'s own family when Flare cannot draw it), their faces from the spec's declared font files too.
    static func forRow(_ font: FontSpec, context: PropertyEditor.Context) -> FontPicker {
        let families = [FontSpec.systemFamily] + context.families.filter { $0 != FontSpec.systemFamily }
        let declared = context.spec?.fonts ?? []
        return FontPicker(
            font, families: families.contains(font.family) ? families : families + [font.family],
            faces: { faces(of: $0, declared: declared) })
    }

    /// The faces of `family` Flare can draw: bundled, in the spec's `declared` font files, installed (the system
    /// font's: those of the family that draws it).
    static func faces(of family: String, declared: [String]) -> [FontFaces.Face] {
        let catalog = FontconfigCatalog.shared
        let drawn = family == FontSpec.systemFamily ? catalog.systemFamily : family
        let all = catalog.bundled + declared.flatMap { catalog.faces(inFile: $0) } + catalog.installed
        return FontFaces.of(drawn, in: all)
    }

    /// `text` as Pango markup drawn in `family` (the system font in the face that draws it), in `face` when given.
    static func markup(_ text: String, family: String, face: FontFaces.Face? = nil) -> String {
        let drawn = family == FontSpec.systemFamily ? FontconfigCatalog.shared.systemFamily : family
        var attributes = "font_family='\(escape(drawn))'"
        if let face {
            attributes += " font_weight='\(face.weight.rawValue)' font_style='\(face.italic ? "italic" : "normal")'"
        }
        return "<span \(attributes)>\(escape(text))</span>"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "'", with: "&apos;")
    }
}
