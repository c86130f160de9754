import FlareCore
import Foundation
import Testing
import TestSupport

/// The recording run's rockets, scenarios, queues and routes: what RocketAlert's table, WaitForIt, PopupQueue and
/// Scotty did with the generated code, compared with what Flare's own engines do with the spec.
extension CodeRecordingTests {
    /// A rocket: its author, first block, close button, and every block reachable from the first, with its texts,
    /// fonts, timer, links and (for an input) where each of RocketRecorder's probe texts leads, as the release's
    /// cells show them: a timer only when above 0 (TextCell.swift:37), the image's right padding negated
    /// (ImageCell.swift:23), an input's text view in the system's light 16 in the text's colour (TextInputCell:56-57).
    static func compareRocket(_ rocket: RocketSpec, _ got: [String: Any], _ key: String) -> Int {
        func font(_ f: FlareCore.RocketFont) -> String { expected(.font(f.font)) + " " + expected(.color(f.color)) }
        func seconds(_ s: Double?) -> String { s.flatMap { $0 > 0 ? String($0) : nil } ?? "none" }
        let probes = ["", "   ", "Skyler", String(repeating: "x", count: 25), "no", "yes"]
        var want: [String: [String: String]] = [:]
        var queue = [rocket.start]
        while let id = queue.first {
            queue.removeFirst()
            guard want[id] == nil, let block = rocket.block(id) else { continue }
            func link(_ next: String?) -> String {
                if let next { queue.append(next) }
                return next ?? "none"
            }
            func button(_ b: FlareCore.RocketBlock.ButtonBlock, _ prefix: String, _ out: inout [String: String]) {
                out[prefix + "title"] = b.title
                out[prefix + "font"] = font(b.font)
                out[prefix + "next"] = link(b.next)
            }
            var out: [String: String] = [:]
            switch block.content {
            case .text(let b):
                out = ["type": "text", "text": b.text, "showNextAfter": seconds(b.showNextAfter), "font": font(b.font)]
                out["next"] = link(b.next)
            case .image(let b):
                out = [
                    "type": "image", "text": b.text, "image": SwiftLiteral.assetName(b.image),
                    "imageStyle": b.imageStyle.rawValue, "paddingLeft": String(b.paddingLeft),
                    "paddingRight": String(b.paddingRight * -1), "showNextAfter": seconds(b.showNextAfter),
                    "font": font(.text),
                ]
                out["next"] = link(b.next)
            case .button(let b):
                out["type"] = "button"
                button(b, "", &out)
            case .doubleButton(let left, let right):
                out["type"] = "doubleButton"
                button(left, "left.", &out)
                button(right, "right.", &out)
            case .input(let b):
                out = [
                    "type": "input", "text": b.text, "buttonTitle": b.buttonTitle, "font": font(b.font),
                    "buttonStyle": font(b.buttonStyle), "textView": "system light 16 " + expected(.color(b.font.color)),
                ]
                for (index, probe) in probes.enumerated() {
                    out["route\(index)"] =
                        b.branches.isEmpty && b.next == nil ? "none" : link(RocketFlow.route(probe, b))
                }
            }
            want[id] = out
        }
        let author = (rocket.author.image.map(SwiftLiteral.assetName) ?? "empty") + " " + rocket.author.style.rawValue
        #expect(got["author"] as? String == author, "\(key): author")
        #expect(got["start"] as? String == rocket.start, "\(key): start")
        let close = rocket.closeButton.map { $0.title + " " + font($0.font) } ?? "none"
        #expect(got["close"] as? String == close, "\(key): close button")
        let blocks = got["blocks"] as? [String: [String: String]] ?? [:]
        #expect(Set(blocks.keys) == Set(want.keys), "\(key): blocks")
        for (id, block) in want {
            #expect(blocks[id] == block, "\(key) block \(id): recorded \(blocks[id] ?? [:]), spec says \(block)")
        }
        return 3 + want.values.map(\.count).reduce(0, +)
    }

    /// The steps a scenario is driven through (`try@0`, `event@0`, …): enough events to cross its event bounds,
    /// each followed by tries, the clock moving by 1 s and by each of its times (and that + 1 s) in turn.
    static func scenarioProbe(_ scenario: ScenarioSpec) -> [String] {
        let times = [
            scenario.minSecondsSinceFirstEvent, scenario.minSecondsSinceLastEvent,
            scenario.minSecondsBetweenExecutions,
        ].compactMap { $0 }
        let gaps = [1.0] + times.flatMap { [$0, $0 + 1] }
        let events = min(12, max(scenario.minEventsRequired ?? 0, scenario.maxEventsPermitted ?? 0) + 2)
        var steps = ["try@0.0"], now = 0.0
        for index in 0..<events {
            steps += ["event@\(now)", "try@\(now)"]
            now += gaps[index % gaps.count]
            steps.append("try@\(now)")
        }
        return steps
    }

    /// A scenario as WaitForIt ran it: its rules after `config()`, its flags at their starting values, and each of
    /// `scenarioProbe`'s tries answered as Flare's engine (`Scenario`) answers it.
    static func compareScenario(_ scenario: ScenarioSpec, _ got: [String: String], _ key: String) -> Int {
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }
        var want = [
            "minEventsRequired": text(scenario.minEventsRequired),
            "maxEventsPermitted": text(scenario.maxEventsPermitted),
            "maxExecutionsPermitted": text(scenario.maxExecutionsPermitted),
            "minSecondsSinceFirstEvent": text(scenario.minSecondsSinceFirstEvent),
            "minSecondsSinceLastEvent": text(scenario.minSecondsSinceLastEvent),
            "minSecondsBetweenExecutions": text(scenario.minSecondsBetweenExecutions),
        ]
        // A flag bound to another scenario starts off (that scenario has no executions yet).
        let starts = scenario.customConditions.map { scenario.bindings[$0] == nil && (scenario.flags[$0] ?? false) }
        want["customConditions"] = scenario.customConditions.isEmpty ? "none" : "\(!starts.contains(false))"
        for (flag, start) in zip(scenario.customConditions, starts) { want["flag." + flag] = "\(start)" }
        var engine = Scenario(scenario)
        for (flag, start) in zip(scenario.customConditions, starts) { engine.flags[flag] = start }
        var steps: [String] = []
        for step in Self.scenarioProbe(scenario) {
            let now = Date(timeIntervalSince1970: Double(step.split(separator: "@")[1])!)
            if step.hasPrefix("event") {
                engine.triggerEvent(now: now)
                steps.append(step)
            } else {
                steps.append(step + ":\(engine.tryToExecute(now: now).executed)")
            }
        }
        want["probe"] = steps.joined(separator: " ")
        #expect(got == want, "\(key): recorded \(got), spec says \(want)")
        return want.count + steps.count
    }

    /// A queue as PopupQueue holds it after the generated register function: the popups in the manager's order
    /// with their name, priority, container, selfMaintain and status, and autoPoll; as Flare's engine (`PopupQueue`)
    /// holds the same registrations (the script's first, then the others).
    static func compareQueue(_ queue: QueueSpec, _ got: [String: Any], _ key: String) -> Int {
        var order: [PopupSpec] = []
        for case .register(let name) in queue.script {
            if let popup = queue.popup(name), !order.contains(popup) { order.append(popup) }
        }
        order += queue.popups.filter { !order.contains($0) }
        var engine = FlareCore.PopupQueue(queue)
        for popup in order { engine.register(popup) }
        let want = engine.queued.map {
            [
                "name": $0.name, "priority": "\($0.priority)", "container": $0.container,
                "selfMaintain": "\($0.selfMaintain)", "status": $0.status.rawValue,
            ]
        }
        #expect(
            got["popups"] as? [[String: String]] == want,
            "\(key): recorded \(got["popups"] ?? "nothing"), spec says \(want)")
        #expect(got["autoPoll"] as? String == "\(queue.autoPoll)", "\(key): autoPoll")
        return 1 + want.count * 5
    }

    /// URLs to send through a spec's generated routes: each pattern filled in (with and without a query), the
    /// routing script's URLs, and one that matches nothing.
    static func routeProbes(_ spec: Spec) -> [String] {
        var urls: [String] = []
        for (index, route) in spec.routes.enumerated() {
            guard let pattern = try? RoutePatternSyntax.parse(route.pattern).get() else { continue }
            var values: [String: String] = [:]
            for (k, name) in pattern.parameters.enumerated() { values[name] = "v\(index)x\(k)" }
            let url = RoutePatternSyntax.substitute(route.pattern, with: values)
            urls += [url, url + "?utm_source=mail&step=s1#top"]
        }
        for case .open(let request?) in spec.routing.script where request.source == .url { urls.append(request.value) }
        urls.append("myapp://matches-no-route")
        return Array(Set(urls)).sorted()
    }

    /// Where Flare's rule sends a URL, as WorkflowRecorder prints it: the pattern, suspendable, the destination
    /// (`none`: no route). Flare's resolver, without checking that the ids exist (the app's navigate does).
    static func expectedRoute(_ url: String, _ spec: Spec) -> String {
        let request = RouteURL(url)
        for route in spec.routes {
            guard let pattern = try? RoutePatternSyntax.parse(route.pattern).get(),
                let values = pattern.match(request.base)
            else { continue }
            let target = RoutePatternSyntax.substitute(route.target, with: request.values.merging(values) { _, p in p })
            guard case .success(let d) = Destination.parse(target) else { return "none" }
            let destination: String
            switch d.item {
            case .rocket(let id):
                let block = d.block ?? request.values["block"]
                destination =
                    "rocket(\(SwiftLiteral.string(id)), block: "
                    + "\(block.map { "Optional(\(SwiftLiteral.string($0)))" } ?? "nil"))"
            default:
                destination = "\(d.item.section)(\(SwiftLiteral.string(d.item.id)))"
            }
            return "\(route.pattern) \(route.suspendable) \(destination)"
        }
        return "none"
    }
}
