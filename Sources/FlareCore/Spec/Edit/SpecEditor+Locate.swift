/// Finding where a path is written: the file that defines the longest part of it, and the steps down its tree.
extension SpecEditor {
    /// One step down the path: the node reached, and the map pair or list index it was reached through.
    struct Step {
        var node: SourceTree.Node
        var parent: SourceTree.Node
        var pair: Int
    }

    struct Found {
        var file: Int
        var steps: [Step]
        /// The deepest node reached (the file's root when no step matched).
        var node: SourceTree.Node
        /// Whether that node sits inside a flow collection (`{…}`, `[…]`, JSON).
        var inFlow: Bool
    }

    /// The sections whose keys are ids a path must name as they are.
    static let itemSections = ["alerts", "rockets", "queues", "scenarios"]

    /// The file that defines the longest part of `path`, and how far it goes. Throws when the path cannot name
    /// anything: an id that is not defined, an index past a list's end, a key inside a value.
    func locate(_ path: EditPath, in loaded: Loaded) throws(SpecEditError) -> Found {
        var best: Found?
        for (index, file) in loaded.files.enumerated() {
            var node = file.tree.root
            var steps: [Step] = []
            var inFlow = node.isFlow
            walk: for component in path.components {
                switch (component, node.content) {
                case (.key(let key), .mapping(let pairs, _)):
                    guard let i = pairs.lastIndex(where: { $0.key.scalar == key }) else { break walk }
                    steps.append(Step(node: pairs[i].value, parent: node, pair: i))
                    node = pairs[i].value
                case (.index(let i), .sequence(let items, _)):
                    guard items.indices.contains(i) else { break walk }
                    steps.append(Step(node: items[i], parent: node, pair: i))
                    node = items[i]
                default:
                    break walk
                }
                if let anchor = node.anchor {
                    throw .unsupported(
                        "'\(path)' goes through a YAML anchor (&\(anchor)) that other places may share; "
                            + "edit it in a text editor",
                        at: location(of: node.start, in: file))
                }
                if case .alias = node.content {
                    throw .unsupported(
                        "'\(path)' goes through a YAML alias (*\u{2026}); edit it in a text editor",
                        at: location(of: node.start, in: file))
                }
                inFlow = inFlow || node.isFlow
            }
            if best == nil || steps.count > best!.steps.count {
                best = Found(file: index, steps: steps, node: node, inFlow: inFlow)
            }
        }
        guard let found = best else { throw .io("the spec has no file") }
        let file = loaded.files[found.file]
        let matched = found.steps.count
        guard matched < path.components.count else { return found }
        let here = EditPath(Array(path.components.prefix(matched)))
        let at = location(of: found.node.start, in: file)
        switch (path.components[matched], found.node.content) {
        case (.index(let i), .sequence(let items, _)):
            throw .noSuchPath(
                "'\(here)' has \(items.count) item\(items.count == 1 ? "" : "s"); [\(i)] is past its end", at: at)
        case (.index, _):
            throw .noSuchPath(
                "'\(here.components.isEmpty ? "the spec" : here.description)' is \(found.node.kindWord), not a list",
                at: at)
        case (.key(let key), .mapping(let pairs, _)):
            if matched == 1, case .key(let section) = path.components[0], Self.itemSections.contains(section) {
                let ids = loaded.files.flatMap { file in
                    file.tree.root.pairs.filter { $0.key.scalar == section }.flatMap {
                        $0.value.pairs.compactMap(\.key.scalar)
                    }
                }
                throw .noSuchPath(
                    "no \(section.dropLast()) '\(key)' in \(section)\(Suggestion.hint(for: key, in: ids))", at: at)
            }
            _ = pairs
            return found
        case (.key, .scalar) where found.node.isEmptyPlain:
            return found
        case (.key(let key), _):
            throw .noSuchPath("'\(here)' is \(found.node.kindWord), so it has no key '\(key)'", at: at)
        }
    }
}
