/// `lint:`: the level and thresholds of each `flare lint` rule. Only one file of a spec may set it.
extension DocumentParser {
    func readLint(_ top: Fields) {
        guard let node = top["lint"] else { return }
        if let first = builder.lintLocation {
            error("'lint' is already set at \(first)", at: top.key("lint")!)
            return
        }
        builder.lintLocation = location(top.key("lint")!)
        guard let f = fields(node, "'lint'", allowed: SpecKeys.lint) else { return }
        var config = LintConfig()
        for name in f.order {
            guard let rule = LintRule(rawValue: name), let value = f[name] else { continue }
            if case .mapping = value.content {
                guard let r = fields(value, "'\(name)'", allowed: SpecKeys.lintRule[name] ?? ["level"]) else {
                    continue
                }
                if let level = choice(r, "level", LintLevel.self) { config.levels[rule] = level }
                switch rule {
                case .contrast:
                    if let v = number(r, "body") { config.contrastBody = v }
                    if let v = number(r, "large") { config.contrastLarge = v }
                    if let v = number(r, "graphics") { config.contrastGraphics = v }
                case .targetSize:
                    if let v = number(r, "min") { config.targetMinimum = v }
                    if let v = number(r, "recommended") { config.targetRecommended = v }
                case .fontSize:
                    if let v = number(r, "min") { config.fontMinimum = v }
                case .readingTime:
                    if let v = number(r, "wordsPerMinute") { config.wordsPerMinute = v }
                    if let v = number(r, "base") { config.readingBase = v }
                case .overflow, .fontFallback, .ignoredByRelease, .invisibleAction, .translation:
                    break
                }
            } else if let level = choice(value, name, LintLevel.self) {
                config.levels[rule] = level
            }
        }
        builder.lint = config
    }
}
