import FlareCore

/// The text form of `flare simulate`: a transcript a designer reads top to bottom.
enum SimulationTranscript {
    static func queue(_ spec: QueueSpec, _ steps: [QueueSimulation.Step]) -> String {
        var lines = [
            "queue \(spec.id): containers \(spec.containers.joined(separator: ", ")); top \(spec.top); "
                + "autoPoll \(spec.autoPoll ? "on" : "off")"
        ]
        lines += spec.popups.map {
            "  popup \($0.name): priority \($0.priority), in "
                + "\($0.container)\($0.selfMaintain ? ", selfMaintain" : ""), "
                + "shows "
                + "\($0.target)\($0.view.map { v in " (" + v.kind + (v.text.map { ": “\($0)”" } ?? "") + ")" } ?? "")"
        }
        if steps.isEmpty { lines.append("(the script is empty)") }
        for step in steps {
            lines.append("")
            lines.append(
                "\(step.step). [\(DurationText.format(step.at))] \(step.op)\(step.argument.map { " " + $0 } ?? "")")
            lines += step.log.map { "   - \($0)" }
            lines.append("   showing: \(step.showing ?? "nothing")")
            let queue = step.queue.map { "\($0.name) (\($0.priority), \($0.status.rawValue))" }
            lines.append("   queue: \(queue.isEmpty ? "empty" : queue.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    static func scenario(_ spec: ScenarioSpec, _ steps: [ScenarioSimulation.Step]) -> String {
        var config: [String] = []
        if let v = spec.minEventsRequired { config.append("minEventsRequired \(v)") }
        if let v = spec.maxEventsPermitted { config.append("maxEventsPermitted \(v)") }
        if let v = spec.maxExecutionsPermitted { config.append("maxExecutionsPermitted \(v)") }
        if let v = spec.minSecondsSinceFirstEvent {
            config.append("minSecondsSinceFirstEvent \(DurationText.format(v))")
        }
        if let v = spec.minSecondsSinceLastEvent { config.append("minSecondsSinceLastEvent \(DurationText.format(v))") }
        if let v = spec.minSecondsBetweenExecutions {
            config.append("minSecondsBetweenExecutions \(DurationText.format(v))")
        }
        let custom = spec.customConditions + spec.valueConditions.map(\.description)
        if !custom.isEmpty { config.append("customConditions \(custom.joined(separator: ", "))") }
        var lines = [
            "scenario \(spec.id): shows \(spec.show); "
                + "\(config.isEmpty ? "no conditions" : config.joined(separator: "; "))"
        ]
        if steps.isEmpty { lines.append("(the script is empty)") }
        for step in steps {
            lines.append("")
            var head =
                "\(step.step). [\(DurationText.format(step.at))] " + (step.scenario.map { "scenario \($0): " } ?? "")
                + step.op
            if let n = step.count { head += " ×\(n)" }
            if let set = step.set {
                head +=
                    " "
                    + set.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value ? "on" : "off")" }.joined(
                        separator: ", ")
            }
            if let values = step.setValues {
                head +=
                    " "
                    + values.sorted { $0.key < $1.key }.map { "\($0.key) \(SpecRanges.format($0.value))" }.joined(
                        separator: ", ")
            }
            if let executed = step.executed {
                head +=
                    executed
                    ? ": EXECUTED, \(step.scenario.map { _ in "its target" } ?? "\(spec.show)") is shown"
                    : ": not executed"
            }
            lines.append(head)
            for check in step.checks ?? [] {
                lines.append("   \(check.passed ? "pass" : "FAIL") \(check.name.rawValue): \(check.reason)")
            }
            func time(_ t: Double?) -> String { t.map { DurationText.format($0) } ?? "never" }
            lines.append(
                "   events \(step.events), executions \(step.executions); first event \(time(step.firstEvent)), "
                    + "last event \(time(step.lastEvent)), last execution \(time(step.lastExecution))"
            )
        }
        return lines.joined(separator: "\n")
    }

    static func rocket(_ spec: RocketSpec, _ steps: [RocketSimulation.Step]) -> String {
        var head =
            "rocket \(spec.id): \(spec.blocks.count) block\(spec.blocks.count == 1 ? "" : "s"), starts at \(spec.start)"
        head += spec.closeButton.map { "; close button \"\($0.title)\"" } ?? "; no close button"
        var lines = [head]
        if steps.count <= 1 { lines.append("(the script is empty)") }
        for step in steps {
            lines.append("")
            var text = "\(step.step). [\(seconds(step.at))] \(step.op)"
            switch step.op {
            case "wait": text += " \(seconds(Double(step.argument ?? "0") ?? 0))"
            case "input": text += " \"\(step.argument ?? "")\""
            default: if let argument = step.argument { text += " " + argument }
            }
            lines.append(text)
            lines += step.events.map { "   - [\(seconds($0.at))] \($0)" }
            lines.append(
                "   shown: "
                    + "\(step.visible.isEmpty ? "nothing" : step.visible.joined(separator: " → "))"
                    + "\(step.dismissed ? " (dismissed)" : "")"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Rocket timers are short: `1.5 s`, not DurationText's `1 s`.
    private static func seconds(_ t: Double) -> String {
        t == t.rounded() ? "\(Int(t)) s" : "\((t * 1000).rounded() / 1000) s"
    }
}
