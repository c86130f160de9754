import Foundation

/// The model read from each alert, rocket, queue, scenario and route (and each file's palette) of the previous load,
/// so a save that changes one alert reads only that alert into the model again (`SpecParseCache` keeps one; live
/// reload passes it to every load).
///
/// An item's reading is reused when everything it was read from is the same: its nodes (texts, line and column:
/// an alert moved by an edit above it is read again, so its diagnostics' places stay true), its file (shown and
/// absolute path), the palette and the spec's root folder, and each file it names is still a regular file there.
/// Only readings that reported nothing are kept: a diagnostic can quote the text around a node (a comment after an
/// empty value), which the nodes do not hold. What a reading adds to the load besides the alert (the files it
/// names, its fonts, its routes and targets) is replayed in the same order, so a cached load equals an uncached one.
final class SpecItemCache {
    struct Key: Hashable {
        var section: String
        var file: String
        var display: String
        var id: String

        /// The section and id only: a spec's files rarely share an id, and every item of every load is looked up,
        /// so the paths (compared by `==`) are not hashed each time.
        func hash(into hasher: inout Hasher) {
            hasher.combine(section)
            hasher.combine(id)
        }
    }

    /// What reading one item did: its nodes, the item, and what it added to the load.
    struct Reading {
        var node: SpecNode.Pair
        var item: Any
        var effects: SpecBuilder.Effects
    }

    private var readings: [Key: Reading] = [:]
    private var used: [Key: Reading] = [:]

    /// One color of a file's palette as read: its name, where its key is written, its value.
    struct PaletteColor {
        var name: String
        var location: SourceLocation
        var color: Color
    }

    /// Each file's palette as read at the previous load (kept across a changed palette: it is what changed).
    private var palettes: [Key: (node: SpecNode, colors: [PaletteColor])] = [:]
    private var usedPalettes: [Key: (node: SpecNode, colors: [PaletteColor])] = [:]
    private var palette: [String: Color] = [:]
    private var fonts: [String: FontSpec] = [:]
    private var root = ""

    /// How many items the last load took from the cache (for tests).
    private(set) var reused = 0

    /// A load starts reading items with this palette and root: a different one drops every reading.
    func begin(palette: [String: Color], fonts: [String: FontSpec] = [:], root: String) {
        if palette != self.palette || fonts != self.fonts || root != self.root { readings = [:] }
        self.palette = palette
        self.fonts = fonts
        self.root = root
        reused = 0
    }

    /// The item read from `pair` last time, when nothing it depends on changed; its effects are replayed on
    /// `builder`.
    func item<T>(_ key: Key, _ pair: SpecNode.Pair, builder: SpecBuilder) -> T? {
        guard let reading = kept(key, pair, builder: builder), let item = reading.item as? T else { return nil }
        reuse(key, reading, builder: builder)
        return item
    }

    /// The reading of `pair` kept from the previous load, when nothing it depends on changed.
    func kept(_ key: Key, _ pair: SpecNode.Pair, builder: SpecBuilder) -> Reading? {
        guard let reading = readings[key], reading.node.sameAs(pair),
            reading.effects.checked.allSatisfy({ builder.check($0) == .regular })
        else { return nil }
        return reading
    }

    /// Replays `reading`'s effects on `builder` and keeps it for the next load.
    func reuse(_ key: Key, _ reading: Reading, builder: SpecBuilder) {
        builder.replay(reading.effects)
        used[key] = reading
        reused += 1
    }

    func store(_ key: Key, _ pair: SpecNode.Pair, item: Any, effects: SpecBuilder.Effects) {
        used[key] = Reading(node: pair, item: item, effects: effects)
    }

    /// The colors read from the palette `node` last time, when it is the same node in the same file.
    func palette(_ key: Key, _ node: SpecNode) -> [PaletteColor]? {
        guard let kept = palettes[key], kept.node.sameAs(node) else { return nil }
        usedPalettes[key] = kept
        return kept.colors
    }

    func storePalette(_ key: Key, _ node: SpecNode, colors: [PaletteColor]) {
        usedPalettes[key] = (node, colors)
    }

    /// The items and palettes of this load become the cache; the others are dropped.
    func endLoad() {
        readings = used
        used = [:]
        palettes = usedPalettes
        usedPalettes = [:]
    }
}

extension SpecBuilder {
    /// What reading one item added to the load besides the item: files named, paths checked, fonts, the URLs its
    /// actions open, the targets and scenarios it names, and (a route's reading) the route and its target's place.
    struct Effects {
        var files: [String] = []
        var checked: [String] = []
        var fontUses: [FontUse] = []
        var actionRoutes: [ActionRoute] = []
        var targetReferences: [TargetReference] = []
        var storyReferences: [(id: String, location: SourceLocation)] = []
        var routes: [RouteSpec] = []
        var routeTargetLocations: [SourceLocation] = []
        var diagnostics = 0
    }

    /// Runs `read`, and what it added to the load.
    func recording<T>(_ read: () -> T) -> (T, Effects) {
        let (fonts, actions, targets) = (self.fonts.uses.count, references.actionRoutes.count, references.targets.count)
        let (stories, routes, routeTargets) =
            (references.stories.count, sections.routes.count, references.routeTargets.count)
        let diagnostics = self.diagnostics.count
        recorded = Effects()
        let value = read()
        var effects = recorded ?? Effects()
        recorded = nil
        effects.fontUses = Array(self.fonts.uses[fonts...])
        effects.actionRoutes = Array(references.actionRoutes[actions...])
        effects.targetReferences = Array(references.targets[targets...])
        effects.storyReferences = Array(references.stories[stories...])
        effects.routes = Array(sections.routes[routes...])
        effects.routeTargetLocations = Array(references.routeTargets[routeTargets...])
        effects.diagnostics = self.diagnostics.count - diagnostics
        return (value, effects)
    }

    func replay(_ effects: Effects) {
        effects.files.forEach(addFile)
        fonts.uses += effects.fontUses
        references.actionRoutes += effects.actionRoutes
        references.targets += effects.targetReferences
        references.stories += effects.storyReferences
        sections.routes += effects.routes
        references.routeTargets += effects.routeTargetLocations
    }
}

extension DocumentParser {
    /// `read()`'s item, or the same item as read at the previous load when nothing it depends on changed
    /// (`SpecItemCache`).
    func cachedItem<T>(_ section: String, _ id: String, _ pair: SpecNode.Pair, _ read: () -> T?) -> T? {
        guard let items = builder.items else { return read() }
        let key = SpecItemCache.Key(
            section: section, file: document.absolutePath, display: document.displayPath, id: id)
        if let item: T = items.item(key, pair, builder: builder) { return item }
        let (item, effects) = builder.recording(read)
        if let item, effects.diagnostics == 0 { items.store(key, pair, item: item, effects: effects) }
        return item
    }
}

extension SpecNode {
    /// The same node: the same kind, line and column, and byte for byte the same texts (`String`'s `==` would take
    /// two spellings of "é" as equal). Two maps or lists that share their array's storage are the same without a
    /// look inside: an array is a value, so one buffer holds one content. A cache hit or a splice keeps the
    /// unchanged subtrees' arrays, so an unchanged alert is recognised at its first level.
    func sameAs(_ other: SpecNode) -> Bool {
        guard line == other.line, column == other.column else { return false }
        switch (content, other.content) {
        case (.scalar(let a, let plainA), .scalar(let b, let plainB)):
            return plainA == plainB && Self.sameBytes(a, b)
        case (.mapping(let a), .mapping(let b)):
            return a.count == b.count && (Self.sameStorage(a, b) || zip(a, b).allSatisfy { $0.sameAs($1) })
        case (.sequence(let a), .sequence(let b)):
            return a.count == b.count && (Self.sameStorage(a, b) || zip(a, b).allSatisfy { $0.sameAs($1) })
        default:
            return false
        }
    }

    private static func sameStorage<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }

    /// Byte for byte the same UTF-8 (Yams' strings are native and contiguous, so no copy is made).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { p in
            b.withUTF8 { q in
                p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
            }
        }
    }
}

extension SpecNode.Pair {
    func sameAs(_ other: SpecNode.Pair) -> Bool { key.sameAs(other.key) && value.sameAs(other.value) }
}
