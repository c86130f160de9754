/// `scenarios.<id>`: a WaitForIt scenario (the seed's seven conditions, flags, script).
extension DocumentParser {
    static let scenarioKeys = SpecKeys.scenario
    static let scenarioStepKeys = SpecKeys.scenarioStep

    func readScenarios(_ node: SpecNode) {
        forEachDefinition(node, section: "scenarios", what: "scenario") { id, pair in
            guard let scenario = cachedItem("scenarios", id, pair, { readScenario(id, pair) }) else { return }
            builder.sections.scenarios.append(scenario)
        }
    }

    private func readScenario(_ id: String, _ pair: SpecNode.Pair) -> ScenarioSpec? {
        guard let f = fields(pair.value, "scenario '\(id)'", allowed: Self.scenarioKeys) else { return nil }
        guard require(f, "show", in: "scenario '\(id)'"),
            let show = target(f["show"]!, "show", owner: "scenario '\(id)'")
        else { return nil }
        var s = ScenarioSpec(id: id, show: show, location: location(pair.key))
        s.minEventsRequired = int(f, "minEventsRequired", min: 0)
        s.maxEventsPermitted = int(f, "maxEventsPermitted", min: 0)
        s.maxExecutionsPermitted = int(f, "maxExecutionsPermitted", min: 0)
        s.minSecondsSinceFirstEvent = duration(f, "minSecondsSinceFirstEvent")
        s.minSecondsSinceLastEvent = duration(f, "minSecondsSinceLastEvent")
        s.minSecondsBetweenExecutions = duration(f, "minSecondsBetweenExecutions")
        if let node = f["customConditions"], let list = items(node, "'customConditions'") {
            for item in list {
                if case .mapping = item.content {
                    if let condition = readValueCondition(item) { s.valueConditions.append(condition) }
                    continue
                }
                guard
                    let flag = scalarText(
                        item, "customConditions", expected: "a flag name or {value, below|above|atMost|atLeast}")
                else { continue }
                if s.customConditions.contains(flag) {
                    warning("flag '\(flag)' is listed twice in 'customConditions'", at: item)
                } else {
                    s.customConditions.append(flag)
                }
            }
        }
        if let node = f["flags"], let pairs = pairs(node, "'flags'") {
            for flag in pairs {
                guard let name = keyText(flag.key) else { continue }
                if case .mapping = flag.value.content {
                    if let binding = readBinding(flag.value, name, of: id) { s.bindings[name] = binding }
                } else if let value = bool(flag.value, name) {
                    s.flags[name] = value
                }
            }
        }
        if let node = f["values"], let pairs = pairs(node, "'values'") {
            for pair in pairs {
                guard let name = keyText(pair.key), let v = scenarioValue(pair.value, name) else { continue }
                s.values[name] = v
            }
        }
        if let node = f["script"] {
            s.script = readScenarioScript(node)
            let setBound = s.script.flatMap { step -> [String] in
                if case .set(let values) = step.action { return values.keys.filter { s.bindings[$0] != nil } }
                return []
            }
            for flag in Set(setBound).sorted() {
                error(
                    "the script sets flag '\(flag)', which follows scenario '\(s.bindings[flag]!.scenario)' and cannot "
                        + "be set",
                    at: node)
            }
        }

        // A scenario whose own limits forbid it ever running.
        if let min = s.minEventsRequired, let max = s.maxEventsPermitted, min > max {
            warning(
                "scenario '\(id)' can never execute: minEventsRequired (\(min)) is above maxEventsPermitted (\(max))",
                at: f["minEventsRequired"]!)
        }
        if s.maxExecutionsPermitted == 0 {
            warning("scenario '\(id)' can never execute: maxExecutionsPermitted is 0", at: f["maxExecutionsPermitted"]!)
        }
        return s
    }

    /// `{at, event: n}`, `{at, try: true}`, `{at, set: {flag: bool}}`, `{at, reset: true}` and bare `reset`
    /// (at the previous step's time). Steps must be in time order.
    /// `flag: {scenario: id, executions: n}` or `{scenario: id, events: n}`: on while that scenario has at least n.
    private func readBinding(_ node: SpecNode, _ flag: String, of owner: String) -> ScenarioBinding? {
        guard let f = fields(node, "flag '\(flag)'", allowed: SpecKeys.scenarioBinding) else { return nil }
        guard require(f, "scenario", in: "flag '\(flag)'"),
            let scenario = scalarText(f["scenario"]!, "scenario", expected: "a scenario id")
        else { return nil }
        if scenario == owner {
            error("flag '\(flag)' of scenario '\(owner)' cannot follow its own scenario", at: f["scenario"]!)
            return nil
        }
        let counts = ScenarioBinding.Count.allCases.filter { f[$0.rawValue] != nil }
        guard counts.count == 1, let count = counts.first else {
            error(
                "flag '\(flag)' needs exactly one of 'executions' or 'events' (how many the scenario must have had)",
                at: node)
            return nil
        }
        guard let n = int(f, count.rawValue, min: 0) else { return nil }
        return ScenarioBinding(scenario: scenario, count: count, atLeast: n, location: location(f["scenario"]!))
    }

    /// A numeric value named `name` (the range of `values`).
    private func scenarioValue(_ node: SpecNode, _ name: String) -> Double? {
        guard let text = scalarText(node, name, expected: "a number") else { return nil }
        guard let v = SpecNumber.parse(text) else {
            error("value '\(name)' must be a number, not '\(text)'", at: node)
            return nil
        }
        return inRange(v, SpecRanges.numbers["values"], name, text, node)
    }

    /// `{value: name, below: n, above: n, atMost: n, atLeast: n}`: at least one bound.
    private func readValueCondition(_ node: SpecNode) -> ValueCondition? {
        guard let f = fields(node, "a value condition", allowed: SpecKeys.valueCondition) else { return nil }
        guard require(f, "value", in: "a value condition"),
            let name = scalarText(f["value"]!, "value", expected: "a value's name")
        else { return nil }
        let c = ValueCondition(
            value: name, below: number(f, "below"), above: number(f, "above"), atMost: number(f, "atMost"),
            atLeast: number(f, "atLeast"), location: location(node))
        guard c.below != nil || c.above != nil || c.atMost != nil || c.atLeast != nil else {
            error("value condition '\(name)' needs a bound: below, above, atMost or atLeast", at: node)
            return nil
        }
        return c
    }

    private func readScenarioScript(_ node: SpecNode) -> [ScenarioStep] {
        guard let list = items(node, "'script'") else { return [] }
        var steps: [ScenarioStep] = []
        var last = 0.0
        for item in list {
            if case .scalar(let text, _) = item.content {
                if text == "reset" {
                    steps.append(ScenarioStep(at: last, .reset))
                } else {
                    let names = ["reset", "{at, event}", "{at, try: true}", "{at, set}", "{at, reset: true}"]
                    error(
                        "unknown step '\(text)'\(Suggestion.hint(for: text, in: Self.scenarioStepKeys)) (steps: "
                            + "\(Self.alternatives(names)))",
                        at: item)
                }
                continue
            }
            guard let f = fields(item, "a scenario step", allowed: Self.scenarioStepKeys) else { continue }
            let actions = ["event", "try", "set", "reset"].filter(f.has)
            guard actions.count == 1 else {
                error(
                    actions.isEmpty
                        ? "a scenario step needs one of 'event', 'try', 'set' or 'reset'"
                        : "a scenario step does one thing; this one has "
                            + "\(actions.map { "'\($0)'" }.joined(separator: " and "))",
                    at: actions.count > 1 ? f.key(actions[1])! : item)
                continue
            }
            guard require(f, "at", in: "a scenario step"), let at = duration(f, "at") else { continue }
            if at < last {
                error(
                    "this step at \(SpecRanges.format(at))s comes before the previous one at "
                        + "\(SpecRanges.format(last))s; write steps in time order",
                    at: f["at"]!)
                continue
            }
            last = at
            let value = f[actions[0]]!
            let action: ScenarioStep.Action
            switch actions[0] {
            case "event":
                guard let n = int(value, "event", min: 1) else { continue }
                action = .event(n)
            case "try":
                guard let yes = bool(value, "try") else { continue }
                guard yes else { error("'try' must be true (it tries to execute the scenario)", at: value); continue }
                action = .tryExecute
            case "set":
                // Flags (true/false) and numeric values (`brightness: 0.2`); a step sets one kind.
                guard let pairs = pairs(value, "'set'") else { continue }
                var flags: [String: Bool] = [:]
                var numbers: [String: Double] = [:]
                for pair in pairs {
                    guard let name = keyText(pair.key) else { continue }
                    if let text = pair.value.text, SpecNumber.parse(text) != nil {
                        if let n = scenarioValue(pair.value, name) { numbers[name] = n }
                    } else if let v = bool(pair.value, name) {
                        flags[name] = v
                    }
                }
                guard !flags.isEmpty || !numbers.isEmpty || !pairs.isEmpty else {
                    error("'set' names no flag", at: value); continue
                }
                if !flags.isEmpty && !numbers.isEmpty {
                    error(
                        "a 'set' step sets flags (true/false) or values (numbers), not both: split it in two steps",
                        at: value)
                    continue
                }
                action = numbers.isEmpty ? .set(flags) : .setValues(numbers)
            default:
                guard let yes = bool(value, "reset") else { continue }
                guard yes else { error("'reset' must be true (or write a bare '- reset')", at: value); continue }
                action = .reset
            }
            var scenario: String?
            if let node = f["scenario"] {
                scenario = scalarText(node, "scenario", expected: "a scenario id")
                if let id = scenario { builder.references.stories.append((id, location(node))) }
            }
            steps.append(ScenarioStep(at: at, action, scenario: scenario))
        }
        return steps
    }
}
