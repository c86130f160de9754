/// One scenario as a WaitForIt `ScenarioProtocol` struct whose `config()` sets the spec's rules, with the seed's
/// names (`minEventsRequired = 5`, times in seconds). `customConditions` is the seed's closure over one static
/// function per spec flag, which answers the flag's starting value until the app writes its own test.
struct ScenarioCode {
    let scenario: ScenarioSpec

    /// `RateAfterFiveScenario` for `rate-after-five`: WaitForIt keys its state by this name.
    static func typeName(_ id: String) -> String { SwiftLiteral.typeName(id) + "Scenario" }

    /// The function a flag becomes (`signedIn()`); a flag that makes no identifier is named by its position.
    /// A flag named as one of `ScenarioProtocol`'s members takes `Flag` after it.
    static func flagFunction(_ flag: String, index: Int) -> String {
        let name = SwiftLiteral.variableName(flag) ?? "flag\(index + 1)"
        return reserved.contains(name) ? name + "Flag" : name
    }

    static let reserved: Set<String> = [
        "config", "triggerEvent", "tryToExecute", "reset", "customConditions", "minEventsRequired",
        "maxEventsPermitted", "maxExecutionsPermitted", "minSecondsSinceFirstEvent", "minSecondsSinceLastEvent",
        "minSecondsBetweenExecutions",
    ]

    func type() -> String {
        let name = Self.typeName(scenario.id)
        let show = scenario.show
        var lines = [
            "/// The spec's scenario `\(scenario.id)`: when WaitForIt lets it run, show \(show.section) `\(show.id)`.",
            "/// Count an event with `\(name).triggerEvent()`; then",
            "/// `\(name).tryToExecute { didExecute in if didExecute { \(presenter(show)) } }`.",
            "struct \(name): ScenarioProtocol {",
            "    static func config() {",
        ]
        let counts: [(String, Int?)] = [
            ("minEventsRequired", scenario.minEventsRequired), ("maxEventsPermitted", scenario.maxEventsPermitted),
            ("maxExecutionsPermitted", scenario.maxExecutionsPermitted),
        ]
        for (key, value) in counts { if let value { lines.append("        \(key) = \(value)") } }
        let times: [(String, Double?)] = [
            ("minSecondsSinceFirstEvent", scenario.minSecondsSinceFirstEvent),
            ("minSecondsSinceLastEvent", scenario.minSecondsSinceLastEvent),
            ("minSecondsBetweenExecutions", scenario.minSecondsBetweenExecutions),
        ]
        for (key, value) in times {
            guard let value else { continue }
            lines.append("        \(key) = \(Self.seconds(value))  // \(DurationText.format(value))")
        }
        let flags = scenario.customConditions
        // Numeric conditions (`{value: brightness, below: 0.3}`): the same closure compares each value the app reads.
        let values = Array(Set(scenario.valueConditions.map(\.value))).sorted()
        let comparisons = scenario.valueConditions.map { condition -> String in
            let reading = Self.valueFunction(condition.value, index: values.firstIndex(of: condition.value) ?? 0) + "()"
            let bounds: [(String, Double?)] = [
                ("<", condition.below), (">", condition.above), ("<=", condition.atMost),
                (">=", condition.atLeast),
            ]
            return bounds.compactMap { op, bound in bound.map { "\(reading) \(op) \(SwiftLiteral.number($0))" } }
                .joined(separator: " && ")
        }
        if !flags.isEmpty || !comparisons.isEmpty {
            let calls = flags.enumerated().map { Self.flagFunction($0.element, index: $0.offset) + "()" } + comparisons
            lines.append("        customConditions = { " + calls.joined(separator: " && ") + " }")
        }
        if counts.allSatisfy({ $0.1 == nil }) && times.allSatisfy({ $0.1 == nil }) && flags.isEmpty
            && comparisons.isEmpty
        {
            lines.append("        // The spec sets no rule: WaitForIt runs the scenario on every try.")
        }
        lines.append("    }")
        for (index, flag) in flags.enumerated() {
            lines.append("")
            let start = scenario.flags[flag] ?? false
            if let binding = scenario.bindings[flag] {
                let type = Self.typeName(binding.scenario)
                lines.append(
                    "    /// The spec's flag `\(flag)`: on once the \(binding.count.rawValue) of \(type) "
                        + "reach \(binding.atLeast)."
                )
                lines.append(
                    "    /// WaitForIt's API does not expose a scenario's counts: answer from the app's own record.")
            } else {
                lines.append(
                    "    /// The spec's flag `\(flag)` (\(start ? "on" : "off") in Flare's preview): "
                        + "replace with the app's own test."
                )
            }
            lines.append("    static func \(Self.flagFunction(flag, index: index))() -> Bool { \(start) }")
        }
        for (index, value) in values.enumerated() {
            lines.append("")
            let start = scenario.values[value].map { SwiftLiteral.number($0) } ?? "0"
            lines.append(
                "    /// The spec's value `\(value)` (\(start) in Flare's preview): replace with the app's own reading."
            )
            lines.append("    static func \(Self.valueFunction(value, index: index))() -> Double { \(start) }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func valueFunction(_ value: String, index: Int) -> String {
        let name = SwiftLiteral.variableName(value) ?? "value\(index + 1)"
        return reserved.contains(name) ? name + "Value" : name
    }

    /// How the app shows what the scenario names, as the generated alert and rocket functions are called.
    func presenter(_ item: SpecItem) -> String {
        switch item {
        case .alert(let id): SwiftCode.functionName(alert: id) + "().show()"
        case .rocket(let id): RocketCode.functionName(id) + "().show()"
        case .queue(let id), .scenario(let id), .screen(let id): "/* show \(item.section) \(id) */"
        }
    }

    /// Seconds as a `TimeInterval` literal: whole numbers with `_` between thousands (`172_800`).
    static func seconds(_ value: Double) -> String {
        let text = SwiftLiteral.number(value)
        guard text.allSatisfy(\.isNumber), text.count > 4 else { return text }
        var digits = Array(text), out = ""
        while digits.count > 3 {
            out = "_" + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return String(digits) + out
    }
}
