/// Reads DTCG 2025.10 token files (`tokens:`) into `DesignToken`s: every file's groups and tokens are collected
/// first (`$type` inherited from the nearest group that gives one), then each token is resolved, following aliases
/// (`{group.token}`, chains of them, across files). Every problem is an error at the token file's line and column.
final class TokenReader {
    /// A token as written, before its value is read.
    struct Raw {
        var name: String
        var key: SpecNode
        var value: SpecNode
        var file: String
        /// Its own `$type`, or the nearest group's.
        var type: String?
        var description: String?
        var deprecated: String?
        /// `$extensions["io.github.flare"].dark`: the colour in the dark theme.
        var dark: SpecNode?
        /// The file the dark value is written in, when a resolver's dark context gives it.
        var darkFile: String?
    }

    /// The `$extensions` entry Flare writes and reads (reverse domain, as the format asks).
    static let extensionKey = "io.github.flare"
    static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$schema"]

    let builder: SpecBuilder
    private(set) var raws: [String: Raw] = [:]
    /// A resolver's later sets and contexts override earlier ones (the Resolver module's order), so a token defined
    /// again replaces the first instead of being a duplicate.
    var overrides = false
    /// Collecting a resolver's dark context: each token gives the dark value of the token of its name.
    var collectsDark = false
    private var order: [String] = []
    private var resolved: [String: DesignToken] = [:]
    private var failed = Set<String>()

    init(builder: SpecBuilder) {
        self.builder = builder
    }

    func location(_ node: SpecNode, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    // MARK: Collecting

    /// Collects the tokens of one file's root object (`file` is its display path).
    func collect(_ root: SpecNode, file: String) {
        group(root, path: [], type: nil, deprecated: nil, file: file)
    }

    private func group(_ node: SpecNode, path: [String], type: String?, deprecated: String?, file: String) {
        guard case .mapping(let pairs) = node.content else { return }
        var type = type
        var deprecated = deprecated
        if let t = pairs.first(where: { $0.key.text == "$type" })?.value {
            type = typeName(t, file)
        }
        if let d = pairs.first(where: { $0.key.text == "$deprecated" })?.value { deprecated = deprecation(d) }
        for pair in pairs {
            guard let key = pair.key.text else { continue }
            if key.hasPrefix("$") {
                if key == "$root", case .mapping = pair.value.content {
                    token(pair, name: path.joined(separator: "."), type: type, deprecated: deprecated, file: file)
                } else if !Self.groupProperties.contains(key) {
                    builder.error(
                        "unknown group property '\(key)'\(Suggestion.hint(for: key, in: Self.groupProperties)) "
                            + "(a token needs '$value'; names may not start with '$')", at: location(pair.key, file))
                }
                continue
            }
            if key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                builder.error(
                    "token or group name '\(key)' may not contain '.', '{' or '}' (they write aliases)",
                    at: location(pair.key, file))
                continue
            }
            guard case .mapping(let inner) = pair.value.content else {
                builder.error(
                    "'\(key)' must be a token (an object with '$value') or a group (an object), not "
                        + "\(pair.value.kindDescription)", at: location(pair.value, file))
                continue
            }
            let name = (path + [key]).joined(separator: ".")
            if inner.contains(where: { $0.key.text == "$value" }) {
                token(pair, name: name, type: type, deprecated: deprecated, file: file)
            } else {
                group(pair.value, path: path + [key], type: type, deprecated: deprecated, file: file)
            }
        }
    }

    private func token(_ pair: SpecNode.Pair, name: String, type: String?, deprecated: String?, file: String) {
        guard case .mapping(let props) = pair.value.content else { return }
        var raw = Raw(name: name, key: pair.key, value: pair.value, file: file, type: type, deprecated: deprecated)
        for prop in props {
            guard let key = prop.key.text else { continue }
            switch key {
            case "$value": raw.value = prop.value
            case "$type": raw.type = typeName(prop.value, file)
            case "$description": raw.description = prop.value.text
            case "$deprecated": raw.deprecated = deprecation(prop.value)
            case "$extensions": raw.dark = dark(prop.value)
            default:
                let hint = Suggestion.hint(for: key, in: Self.tokenProperties)
                builder.error(
                    "unknown token property '\(key)'\(hint) in token '\(name)' (a token holds $value, $type, "
                        + "$description, $deprecated and $extensions; groups hold tokens)", at: location(prop.key, file)
                )
            }
        }
        if collectsDark {
            guard raws[name] != nil else {
                builder.error(
                    "token '\(name)' of the dark context is in no set and no light context"
                        + Suggestion.hint(for: name, in: order), at: location(pair.key, file))
                return
            }
            raws[name]?.dark = raw.value
            raws[name]?.darkFile = file
            return
        }
        if overrides, raws[name] != nil {
            raws[name] = raw
            return
        }
        if let first = raws[name] {
            builder.error(
                "duplicate token '\(name)': it is already defined at \(location(first.key, first.file))",
                at: location(pair.key, file))
            return
        }
        raws[name] = raw
        order.append(name)
    }

    private func typeName(_ node: SpecNode, _ file: String) -> String? {
        guard let text = node.text, !text.isEmpty else {
            builder.error("'$type' must be a type name such as color or dimension", at: location(node, file))
            return nil
        }
        return text
    }

    private func deprecation(_ node: SpecNode) -> String? {
        switch node.text {
        case "true": ""
        case "false", nil: nil
        case let reason?: reason
        }
    }

    private func dark(_ node: SpecNode) -> SpecNode? {
        guard case .mapping(let pairs) = node.content,
            let ours = pairs.first(where: { $0.key.text == Self.extensionKey })?.value,
            case .mapping(let fields) = ours.content
        else { return nil }
        return fields.first(where: { $0.key.text == "dark" })?.value
    }

    // MARK: Resolving

    /// Every collected token resolved, in file order; those with an error are left out (and reported).
    func resolveAll() -> [DesignToken] {
        order.compactMap { resolve($0, chain: []) }
    }

    /// The target name of an alias value `{group.token}`, or nil when `node` is not one.
    static func aliasTarget(_ node: SpecNode) -> String? {
        guard let text = node.text, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    func resolve(_ name: String, chain: [String]) -> DesignToken? {
        if let done = resolved[name] { return done }
        if failed.contains(name) { return nil }
        guard let raw = raws[name] else { return nil }
        let token = read(raw, chain: chain + [name])
        if let token { resolved[name] = token } else { failed.insert(name) }
        return token
    }

    private func read(_ raw: Raw, chain: [String]) -> DesignToken? {
        var token: DesignToken
        if let target = Self.aliasTarget(raw.value) {
            guard let aliased = follow(target, from: raw.value, file: raw.file, chain: chain) else { return nil }
            if let type = raw.type, type != aliased.type {
                builder.error(
                    "token '\(raw.name)' is a \(type) but its alias '{\(target)}' is a \(aliased.type)",
                    at: location(raw.value, raw.file))
                return nil
            }
            token = aliased
            token.alias = target
        } else {
            guard let type = raw.type else {
                builder.error(
                    "token '\(raw.name)' has no $type: give it one, or give one to its group",
                    at: location(raw.key, raw.file))
                return nil
            }
            guard let value = TokenValues(reader: self, file: raw.file, chain: chain).value(raw.value, type: type)
            else { return nil }
            token = DesignToken(name: raw.name, type: type, value: value, location: location(raw.key, raw.file))
        }
        token.name = raw.name
        token.location = location(raw.key, raw.file)
        token.description = raw.description
        token.deprecated = raw.deprecated
        if let dark = raw.dark, case .color(let color) = token.value {
            let file = raw.darkFile ?? raw.file
            let night: DesignToken.Value? =
                if let target = Self.aliasTarget(dark) {
                    // An alias in the dark theme: the dark value of the token it names.
                    follow(target, from: dark, file: file, chain: chain)?.value
                } else {
                    TokenValues(reader: self, file: file, chain: chain).value(dark, type: "color")
                }
            guard case .color(let d)? = night else {
                if night != nil {
                    builder.error("the dark value of '\(raw.name)' is not a colour", at: location(dark, file))
                }
                return nil
            }
            token.value = .color(Color(light: color.light, dark: d.dark))
        }
        return token
    }

    /// The token `target` an alias at `node` names, resolved; an unknown name or a cycle is reported there.
    func follow(_ target: String, from node: SpecNode, file: String, chain: [String]) -> DesignToken? {
        guard raws[target] != nil else {
            let hint = Suggestion.hint(for: target, in: order)
            builder.error("unknown token '{\(target)}'\(hint)", at: location(node, file))
            return nil
        }
        if let start = chain.firstIndex(of: target) {
            let cycle = (chain[start...] + [target]).joined(separator: " → ")
            builder.error("alias cycle: \(cycle)", at: location(node, file))
            return nil
        }
        return resolve(target, chain: chain)
    }
}
