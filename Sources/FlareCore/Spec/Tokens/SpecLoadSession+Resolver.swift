import Foundation

/// A `tokens:` entry ending in `.resolver.json`: a DTCG Resolver Module 2025.10 document. Its `resolutionOrder`
/// is followed (`{"$ref": "#/sets/NAME"}`, `{"$ref": "#/modifiers/NAME"}`), each set's and context's `sources`
/// read in order, a later token overriding an earlier one. A modifier's default context (its `default`, else
/// `light`, else its first) gives the values; its `dark` context, when it has one, gives the dark theme's value of
/// each colour token it names. Sources are files (`{"$ref": "path"}`, beside the resolver, inside the root) or
/// tokens written inline.
extension SpecLoadSession {
    func readResolver(_ root: SpecNode, display: String, directory: String, into reader: TokenReader) {
        func at(_ node: SpecNode) -> SourceLocation { reader.location(node, display) }
        guard case .mapping(let top) = root.content else { return }
        func field(_ pairs: [SpecNode.Pair], _ key: String) -> SpecNode? { pairs.first { $0.key.text == key }?.value }
        guard let order = field(top, "resolutionOrder"), case .sequence(let steps) = order.content else {
            builder.error("a resolver needs a 'resolutionOrder' list of {\"$ref\": \"#/sets/…\"} entries", at: at(root))
            return
        }
        reader.overrides = true
        defer {
            reader.overrides = false
            reader.collectsDark = false
        }
        var dark: [SpecNode] = []
        for step in steps {
            guard case .mapping(let pairs) = step.content, let ref = field(pairs, "$ref")?.text else {
                builder.error(
                    "a resolutionOrder entry is {\"$ref\": \"#/sets/NAME\"} or \"#/modifiers/NAME\"", at: at(step))
                continue
            }
            let parts = ref.split(separator: "/").map(String.init)
            guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]),
                let section = field(top, parts[1]), case .mapping(let entries) = section.content,
                let entry = field(entries, parts[2]), case .mapping(let body) = entry.content
            else {
                builder.error("'\(ref)' names no set or modifier of this resolver", at: at(step))
                continue
            }
            if parts[1] == "sets" {
                sources(field(body, "sources"), display, directory, reader, at: entry)
                continue
            }
            guard let contexts = field(body, "contexts"), case .mapping(let named) = contexts.content, !named.isEmpty
            else {
                builder.error("modifier '\(parts[2])' has no 'contexts'", at: at(entry))
                continue
            }
            let chosen = field(body, "default")?.text ?? (field(named, "light") != nil ? "light" : named[0].key.text)
            guard let context = chosen.flatMap({ field(named, $0) }) else {
                builder.error("modifier '\(parts[2])' has no context '\(chosen ?? "")'", at: at(entry))
                continue
            }
            sources(context, display, directory, reader, at: entry)
            if chosen != "dark", let night = field(named, "dark") { dark.append(night) }
        }
        reader.collectsDark = true
        for night in dark { sources(night, display, directory, reader, at: night) }
    }

    /// A list of sources: `{"$ref": "file.tokens.json"}` or inline tokens.
    private func sources(
        _ node: SpecNode?, _ display: String, _ directory: String, _ reader: TokenReader, at owner: SpecNode
    ) {
        guard let node, case .sequence(let items) = node.content else {
            builder.error(
                "'sources' must be a list of {\"$ref\": \"file\"} or tokens", at: reader.location(owner, display))
            return
        }
        for item in items {
            guard case .mapping(let pairs) = item.content else { continue }
            guard let ref = pairs.first(where: { $0.key.text == "$ref" })?.value.text else {
                reader.collect(item, file: display)
                continue
            }
            let absolute = SpecPath.absolute(ref, from: directory)
            let shown = SpecPath.display(ref, from: display)
            builder.addFile(absolute)
            switch builder.check(absolute) {
            case .regular:
                if let root = tokenFile(display: shown, absolute: absolute) { reader.collect(root, file: shown) }
            default:
                builder.error(
                    "the resolver's source '\(ref)' is not a regular file inside the spec's folder",
                    at: reader.location(item, display))
            }
        }
    }
}
