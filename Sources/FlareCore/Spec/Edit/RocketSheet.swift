/// Every property of one rocket as the window's Properties page edits it: the rocket's own rows (start, author,
/// close button) and then each block's, in the spec's order, each row from the catalog (`PropertyCatalog.rocket`,
/// `textBlock`, …) with its path, value as drawn, what the spec writes and where. A `doubleButton` lists its left
/// and right buttons' rows.
public struct RocketSheet: Sendable {
    public struct Section: Sendable, Hashable {
        public var title: String
        /// The block the section edits; nil for the rocket's own rows.
        public var block: String?
        /// The block's type (`text`, `doubleButton`); nil for the rocket.
        public var type: String?
        public var rows: [PropertySheet.Row]
    }

    public let rocketID: String
    public let sections: [Section]
    /// The rocket's blocks in the spec's order (the choices of a `next:` or `start:`).
    public let blockIDs: [String]
    /// The palette's names, in the spec's order, with their colors.
    public let palette: [(name: String, color: Color)]

    /// What is behind a rocket's texts and buttons: its cards are white.
    public static let cardBackground = Color(hex: 0xFFFFFF)

    /// The sheet of rocket `id`; nil when the spec has no such rocket.
    public init?(rocket id: String, in spec: Spec, source: SpecSource? = nil) {
        guard let rocket = spec.rockets.first(where: { $0.id == id }) else { return nil }
        let source = source ?? SpecSource(spec: spec)
        rocketID = id
        blockIDs = rocket.blocks.map(\.id)
        palette = source.keys(EditPath([.key("palette")])).compactMap { name in spec.palette[name].map { (name, $0) } }
        let base = EditPath([.key("rockets"), .key(id)])

        func rows<M>(
            _ catalog: [Property<M>], _ model: M?, under prefix: EditPath, keyPrefix: String = ""
        ) -> [PropertySheet.Row] {
            catalog.map { p in
                let path = EditPath(prefix.components + (try! EditPath(parsing: p.id)).components)
                let written = source.written(path)
                let name = written.flatMap { spec.palette[$0.text] != nil ? $0.text : nil }
                return PropertySheet.Row(
                    path: path, key: keyPrefix + p.id, label: p.inspector.label, doc: p.doc, editor: .catalog(p.kind),
                    range: p.range, value: model.map(p.get) ?? .none, written: written?.text, paletteName: name,
                    origin: source.location(path).map { .spec($0) } ?? .default,
                    behind: p.kind == .rocketFont ? Self.cardBackground : nil,
                    token: written.flatMap { spec.token(named: $0.text) })
            }
        }

        var sections = [
            Section(
                title: "Rocket", block: nil, type: nil,
                rows: rows(PropertyCatalog.rocket, rocket, under: base)
                    + rows(PropertyCatalog.rocketAuthor, rocket.author, under: base)
                    + rows(PropertyCatalog.rocketCloseButton, rocket.closeButton, under: base))
        ]
        for block in rocket.blocks {
            let at = base.appending(.key("blocks")).appending(.key(block.id))
            let blockRows: [PropertySheet.Row]
            switch block.content {
            case .text(let b): blockRows = rows(PropertyCatalog.textBlock, b, under: at)
            case .image(let b): blockRows = rows(PropertyCatalog.imageBlock, b, under: at)
            case .button(let b): blockRows = rows(PropertyCatalog.buttonBlock, b, under: at)
            case .input(let b): blockRows = rows(PropertyCatalog.inputBlock, b, under: at)
            case .doubleButton(let left, let right):
                blockRows =
                    rows(PropertyCatalog.buttonBlock, left, under: at.appending(.key("left")), keyPrefix: "left.")
                    .map { $0.labelled("Left " + $0.label.lowercased()) }
                    + rows(PropertyCatalog.buttonBlock, right, under: at.appending(.key("right")), keyPrefix: "right.")
                    .map { $0.labelled("Right " + $0.label.lowercased()) }
            }
            sections.append(
                Section(
                    title: "\(block.id) (\(block.typeName))", block: block.id, type: block.typeName, rows: blockRows))
        }
        self.sections = sections
    }

    /// The row at `path`.
    public func row(_ path: EditPath) -> PropertySheet.Row? {
        sections.lazy.flatMap(\.rows).first { $0.path == path }
    }

    /// The section of block `id`.
    public func section(block id: String) -> Section? {
        sections.first { $0.block == id }
    }
}

extension PropertySheet.Row {
    func labelled(_ label: String) -> Self {
        var row = self
        row.label = label
        return row
    }
}
