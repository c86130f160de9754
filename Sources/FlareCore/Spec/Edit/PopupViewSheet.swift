/// The look of one queue popup that is a custom view, as the window's Properties page edits it: the rows of
/// `PropertyCatalog.popupView` (a banner's card, text color and font) at `queues.<id>.popups[<i>].view.<key>`, each
/// with its value as drawn, what the spec writes and where. An image popup draws itself: it has no rows.
public struct PopupViewSheet: Sendable {
    public let queueID: String
    public let popup: String
    public let rows: [PropertySheet.Row]
    /// The palette's names, in the spec's order, with their colors.
    public let palette: [(name: String, color: Color)]

    /// The sheet of popup `name` of queue `id`; nil when the queue has no such popup or it is not a banner.
    public init?(queue id: String, popup name: String, in spec: Spec, source: SpecSource? = nil) {
        guard let queue = spec.queues.first(where: { $0.id == id }),
            let index = queue.popups.firstIndex(where: { $0.name == name }), let view = queue.popups[index].view,
            case .banner = view.content
        else { return nil }
        let source = source ?? SpecSource(spec: spec)
        queueID = id
        popup = name
        palette = source.keys(EditPath([.key("palette")])).compactMap { n in spec.palette[n].map { (n, $0) } }
        let base = EditPath([.key("queues"), .key(id), .key("popups"), .index(index), .key("view")])
        let catalog = PropertyCatalog.popupView
        rows = catalog.map { p in
            let path = base.appending(.key(p.key))
            let written = source.written(path)
            let paletteName = written.flatMap { spec.palette[$0.text] != nil ? $0.text : nil }
            // The text's color is read against the card behind it.
            let behind = p.key == catalog[\.labelColor].key ? view.cardColor : nil
            return PropertySheet.Row(
                path: path, key: "view." + p.key, label: p.inspector.label, doc: p.doc, editor: .catalog(p.kind),
                range: p.range, value: p.get(view), written: written?.text, paletteName: paletteName,
                origin: written.map { .spec($0.location) } ?? .default, behind: behind,
                token: written.flatMap { spec.token(named: $0.text) })
        }
    }
}
