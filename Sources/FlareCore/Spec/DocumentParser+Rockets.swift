import Foundation

/// `rockets.<id>`: a RocketAlert flow (author, close button, blocks, script).
extension DocumentParser {
    static let rocketKeys = SpecKeys.rocket
    static let blockTypes = SpecKeys.blockTypes
    static let blockKeys = SpecKeys.block
    static let allBlockKeys = SpecKeys.anyBlock
    static let rocketStepNames = SpecKeys.rocketSteps

    /// A `next:` written in a block, checked once the rocket's blocks are all read.
    private struct NextReference {
        var block: String
        var next: String
        var node: SpecNode
    }

    func readRockets(_ node: SpecNode) {
        forEachDefinition(node, section: "rockets", what: "rocket") { id, pair in
            guard let rocket = cachedItem("rockets", id, pair, { readRocket(id, pair) }) else { return }
            builder.sections.rockets.append(rocket)
        }
    }

    private func readRocket(_ id: String, _ pair: SpecNode.Pair) -> RocketSpec? {
        guard let f = fields(pair.value, "rocket '\(id)'", allowed: Self.rocketKeys) else { return nil }
        var author = RocketAuthor()
        if let node = f["author"], let a = fields(node, "'author'", allowed: SpecKeys.rocketAuthor) {
            read(PropertyCatalog.rocketAuthor, from: a, into: &author)
        }
        var closeButton: RocketCloseButton?
        if let node = f["closeButton"], let c = fields(node, "'closeButton'", allowed: SpecKeys.rocketCloseButton) {
            var close = RocketCloseButton(title: "")
            if read(PropertyCatalog.rocketCloseButton, from: c, in: "'closeButton'", into: &close) {
                closeButton = close
            }
        }
        guard require(f, "blocks", in: "rocket '\(id)'") else { return nil }
        var blocks: [RocketBlock] = []
        var blockKeyNodes: [String: SpecNode] = [:]
        var references: [NextReference] = []
        var branchSets: [(block: String, branches: [(match: String, node: SpecNode)])] = []
        if let pairs = pairs(f["blocks"]!, "'blocks'") {
            for blockPair in pairs {
                guard let blockId = keyText(blockPair.key), checkId(blockId, at: blockPair.key, what: "block") else {
                    continue
                }
                if blockKeyNodes[blockId] != nil { continue }  // YAML itself rejects duplicate keys
                blockKeyNodes[blockId] = blockPair.key
                if let block = readBlock(blockId, blockPair, references: &references, branchSets: &branchSets) {
                    blocks.append(block)
                }
            }
            if pairs.isEmpty { error("rocket '\(id)' has no blocks", at: f["blocks"]!) }
        }
        let script = f["script"].map(readRocketScript) ?? []
        var rocket = RocketSpec(
            id: id, author: author, closeButton: closeButton, start: blocks.first?.id ?? "", blocks: blocks,
            script: script, location: location(pair.key))
        var startNode: SpecNode?
        read(PropertyCatalog.rocket, from: f, into: &rocket) { _, node in startNode = node }
        rocket.tabBar = bool(f, "tabBar") ?? false
        let start = rocket.start
        rocket.keys = keyLocations(f)
        if let node = f["closeButton"], case .mapping(let pairs) = node.content {
            for p in pairs { if let k = p.key.text { rocket.keys["closeButton.\(k)"] = location(p.key) } }
        }

        // References inside the rocket: start, next and branches.
        let known = Set(blockKeyNodes.keys)
        if let startNode, !known.contains(start) {
            error(
                "rocket '\(id)' starts at block '\(start)', which does not exist"
                    + Suggestion.hint(for: start, in: known),
                at: startNode)
        }
        for ref in references where !known.contains(ref.next) {
            error(
                "block '\(ref.block)' names next '\(ref.next)', which does not exist"
                    + Suggestion.hint(for: ref.next, in: known),
                at: ref.node)
        }
        checkBranches(branchSets)
        if known.contains(start), blocks.count == known.count {
            warnUnreachable(rocket, keyNodes: blockKeyNodes)
        }
        return rocket
    }

    private func readBlock(
        _ id: String, _ pair: SpecNode.Pair, references: inout [NextReference],
        branchSets: inout [(block: String, branches: [(match: String, node: SpecNode)])]
    ) -> RocketBlock? {
        guard let f = fields(pair.value, "block '\(id)'", allowed: Self.allBlockKeys) else { return nil }
        let type: String
        if let node = f["type"] {
            guard let text = scalarText(node, "type", expected: "a block type") else { return nil }
            guard Self.blockTypes.contains(text) else {
                error(badChoice(text, "block type", Self.blockTypes), at: node)
                return nil
            }
            type = text
        } else if f.has("left") || f.has("right") {
            type = "doubleButton"
        } else if f.has(PropertyCatalog.inputBlock[\.buttonTitle].key) {
            type = "input"
        } else if f.has(PropertyCatalog.imageBlock[\.image].key) {
            type = "image"
        } else if f.has(PropertyCatalog.buttonBlock[\.title].key) {
            type = "button"
        } else {
            type = "text"
        }
        let allowed = Self.blockKeys[type]!
        var ok = true
        for key in f.order where !allowed.contains(key) {
            let inferred = f.has("type") ? "" : " (its type is inferred from its keys; add 'type:' to choose another)"
            error("'\(key)' does not apply to \(Self.article(type)) \(type) block\(inferred)", at: f.key(key)!)
            ok = false
        }
        // Each block type's properties are its catalog rows; the required one first (its text, image or title).
        func link(_ next: String, _ node: SpecNode) {
            references.append(NextReference(block: id, next: next, node: node))
        }
        let what = "block '\(id)'"
        let content: RocketBlock.Content
        switch type {
        case "text":
            var b = RocketBlock.TextBlock(text: "")
            guard read(PropertyCatalog.textBlock, from: f, in: what, into: &b, referenced: link) else { return nil }
            content = .text(b)
        case "image":
            var b = RocketBlock.ImageBlock(image: .builtin(.info))
            guard read(PropertyCatalog.imageBlock, from: f, in: what, into: &b, referenced: link) else { return nil }
            content = .image(b)
        case "button":
            var b = RocketBlock.ButtonBlock(title: "")
            guard read(PropertyCatalog.buttonBlock, from: f, in: what, into: &b, referenced: link) else { return nil }
            content = .button(b)
        case "doubleButton":
            let hasLeft = require(f, "left", in: what)
            let hasRight = require(f, "right", in: what)
            guard hasLeft, hasRight else { return nil }
            func button(_ side: String) -> RocketBlock.ButtonBlock? {
                guard let s = fields(f[side]!, "'\(side)'", allowed: SpecKeys.doubleButtonSide) else { return nil }
                var b = RocketBlock.ButtonBlock(title: "")
                guard read(PropertyCatalog.buttonBlock, from: s, in: "'\(side)'", into: &b, referenced: link) else {
                    return nil
                }
                return b
            }
            let left = button("left"), right = button("right")
            guard let left, let right else { return nil }
            content = .doubleButton(left: left, right: right)
        default:
            var b = RocketBlock.InputBlock(text: "")
            guard read(PropertyCatalog.inputBlock, from: f, in: what, into: &b, referenced: link) else { return nil }
            var branches: [RocketBlock.InputBlock.Branch] = []
            var written: [(match: String, node: SpecNode)] = []
            if let node = f["branches"], let list = items(node, "'branches'") {
                for item in list {
                    guard let br = fields(item, "a branch", allowed: SpecKeys.branch) else { continue }
                    let hasMatch = require(br, "match", in: "a branch")
                    let hasNext = require(br, "next", in: "a branch")
                    guard hasMatch, hasNext, let match = string(br, "match"), let node = br["next"],
                        let target = string(node, "next")
                    else { continue }
                    link(target, node)
                    branches.append(.init(match: match, next: target))
                    written.append((match, br["match"]!))
                }
            }
            branchSets.append((id, written))
            b.branches = branches
            content = .input(b)
        }
        guard ok else { return nil }
        var block = RocketBlock(id: id, content: content, location: location(pair.key))
        block.keys = keyLocations(f)
        for side in ["left", "right"] {
            if let node = f[side], case .mapping(let pairs) = node.content {
                for p in pairs { if let k = p.key.text { block.keys["\(side).\(k)"] = location(p.key) } }
            }
        }
        return block
    }

    static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// Invalid patterns are errors; a branch after an identical or catch-all one is a warning.
    private func checkBranches(_ sets: [(block: String, branches: [(match: String, node: SpecNode)])]) {
        let catchAll: Set<String> = [".*", "^.*$", "^.*", ".*$", "(.*)", "^(.*)$", "(?s).*", "[\\s\\S]*", "(?s)^.*$"]
        for (block, branches) in sets {
            var earlier: [String] = []
            var caughtBy: String?
            for (match, node) in branches {
                do {
                    _ = try NSRegularExpression(pattern: match)
                } catch {
                    self.error("'\(match)' is not a valid regular expression (in block '\(block)')", at: node)
                    earlier.append(match)
                    continue
                }
                if let all = caughtBy {
                    warning(
                        "branch '\(match)' of block '\(block)' can never be taken: the earlier branch '\(all)' "
                            + "matches every text",
                        at: node)
                } else if earlier.contains(match) {
                    warning(
                        "branch '\(match)' of block '\(block)' can never be taken: an earlier branch has the same "
                            + "pattern",
                        at: node)
                }
                if catchAll.contains(match) && caughtBy == nil { caughtBy = match }
                earlier.append(match)
            }
        }
    }

    /// Warns about blocks no path from `start` reaches.
    private func warnUnreachable(_ rocket: RocketSpec, keyNodes: [String: SpecNode]) {
        let byId = Dictionary(rocket.blocks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var reached: Set<String> = [rocket.start]
        var queue = [rocket.start]
        while let id = queue.popLast() {
            guard let block = byId[id] else { continue }
            for next in Self.successors(of: block) where reached.insert(next).inserted {
                queue.append(next)
            }
        }
        for block in rocket.blocks where !reached.contains(block.id) {
            warning(
                "block '\(block.id)' of rocket '\(rocket.id)' is never reached from its start block '\(rocket.start)'",
                at: keyNodes[block.id]!)
        }
    }

    static func successors(of block: RocketBlock) -> [String] {
        switch block.content {
        case .text(let b): return b.next.map { [$0] } ?? []
        case .image(let b): return b.next.map { [$0] } ?? []
        case .button(let b): return b.next.map { [$0] } ?? []
        case .doubleButton(let l, let r): return [l.next, r.next].compactMap { $0 }
        case .input(let b): return b.branches.map(\.next) + (b.next.map { [$0] } ?? [])
        }
    }

    /// `tap`, `close`, `dismiss`, `{dismiss: reason}`, `{wait: duration}`, `{press: button | left | right}`,
    /// `{input: text}`.
    func readRocketScript(_ node: SpecNode) -> [RocketStep] {
        guard let list = items(node, "'script'") else { return [] }
        var steps: [RocketStep] = []
        for item in list {
            guard
                let (name, _, value) = step(
                    item, names: Self.rocketStepNames, bare: SpecKeys.rocketBareSteps, either: ["dismiss"])
            else { continue }
            switch name {
            case "tap": steps.append(.tap)
            case "close": steps.append(.close)
            case "dismiss":
                if let value {
                    if let reason = scalarText(value, "dismiss", expected: "a reason") {
                        steps.append(.dismiss(reason))
                    }
                } else {
                    steps.append(.dismiss("script"))
                }
            case "wait": if let d = duration(value!, "wait") { steps.append(.wait(d)) }
            case "press": if let b = choice(value!, "press", RocketStep.Button.self) { steps.append(.press(b)) }
            default: if let text = scalarText(value!, "input", expected: "text") { steps.append(.input(text)) }
            }
        }
        return steps
    }
}
