import FlareCore
import Foundation
import Testing
import TestSupport

/// The recording run's comparisons (`recordingRunReproducesEveryCatalogValue`): what an example's alert, rocket,
/// scenario, queue and routes set, read back from the recording stubs, against the catalog's value of each.
extension CodeCommandTests {
    /// Compares one alert's recording with the spec; returns how many values it compared.
    static func compare(_ alert: AlertSpec, _ got: [String: Any], _ key: String) -> Int {
        var count = 0
        func check(_ value: Any?, _ expected: String, _ what: String) {
            count += 1
            #expect(
                value as? String == expected, "\(key) \(what): recorded \(value ?? "nothing"), spec says \(expected)")
        }
        check(got["titleText"], alert.title ?? "none", "titleText")
        check(got["message"], alert.message ?? "none", "message")
        let icon = alert.icon ?? alert.preset.defaultIcon.map(ImageSource.builtin)
        check(got["image"], icon.map(SwiftLiteral.assetName) ?? "none", "image")
        let appearance = got["appearance"] as? [String: Any] ?? [:]
        // What the preview does on a mask tap (`shouldHideOnTap`, else `shouldDismissOnTap`) is what the mask reads.
        var look = alert.appearance
        look.shouldDismissOnTap = alert.hidesOnMaskTap
        for row in PropertyCatalog.alertAppearance {
            let value = row.get(look)
            // The seed's animation has no `none`; the generated code says so in a comment and keeps the default.
            if value == .choice(AnimationType.none.rawValue) { continue }
            check(appearance[row.seed.name], expected(value), row.id)
        }
        count += compareCustom(alert, got["custom"] as? [String: String] ?? [:], key)
        check(got["maskTapCloses"], String(alert.hidesOnMaskTap), "a tap on the mask")
        check(got["hasDismissCompletion"], String(alert.dismissCompletion != nil), "dismissCompletion")
        check(got["dismissCompletionRan"], String(alert.dismissCompletion != nil && alert.hidesOnMaskTap), "its run")
        let actions = got["actions"] as? [[String: Any]] ?? []
        #expect(actions.count == alert.actions.count, "\(key): \(actions.count) actions recorded")
        for (action, recorded) in zip(alert.actions, actions) {
            check(recorded["title"], action.title, "action title")
            check(recorded["style"], action.style.rawValue, "action style")
            check(recorded["actionType"], action.actionType.rawValue, "actionType")
            #expect(recorded["hasCompletion"] as? Bool == (action.actionType == .closure))
            let appearance = recorded["appearance"] as? [String: Any] ?? [:]
            for row in PropertyCatalog.actionAppearance {
                check(appearance[row.seed.name], expected(row.get(action.appearance)), "\(action.title) \(row.id)")
            }
        }
        return count
    }

    /// The custom view: its UIKit class, texts and look (an input's whole look, as the seed's sample sets it; a
    /// text's and an image's only what the spec gives).
    static func compareCustom(_ alert: AlertSpec, _ got: [String: String], _ key: String) -> Int {
        guard let custom = alert.custom else {
            #expect(got.isEmpty, "\(key): a customizedView the spec has not")
            return 1
        }
        let style = alert.customStyle
        var want: [String: String] = [
            "backgroundColor": style.backgroundColor.map { expected(.color($0)) } ?? "none",
            "layer.borderWidth": String(style.borderWidth ?? 0),
            "layer.borderColor": style.borderColor.map { expected(.color($0)) } ?? "none",
            "layer.cornerRadius": String(style.cornerRadius ?? 0),
            "frame.height": style.height.map { String($0) } ?? "none",
        ]
        switch custom {
        case .input(let placeholder, let text):
            let look = InputLook(style)
            want["type"] = "UITextField"
            want["text"] = text ?? "none"
            want["placeholder"] = placeholder ?? "none"
            want["attributedPlaceholder.string"] = placeholder ?? "none"
            want["attributedPlaceholder"] = placeholder == nil ? "none" : expected(.color(look.placeholderColor))
            want["font"] = expected(.font(look.font))
            want["textColor"] = expected(.color(look.textColor))
            want["backgroundColor"] = expected(.color(look.backgroundColor))
            want["layer.borderWidth"] = String(look.borderWidth)
            want["layer.borderColor"] = expected(.color(look.borderColor))
            want["layer.cornerRadius"] = String(look.cornerRadius)
            want["frame.height"] = String(look.height)
        case .text(let text):
            want["type"] = "UILabel"
            want["text"] = text
            want["font"] = expected(.font(alert.customTextFont))
            want["textColor"] = expected(.color(alert.customTextColor))
            want["numberOfLines"] = "0"
        case .image(let source, let height):
            want["type"] = "UIImageView"
            want["image"] = SwiftLiteral.assetName(source)
            let modes: [CustomStyle.ContentMode: String] = [
                .fill: "scaleAspectFill", .fit: "scaleAspectFit",
                .stretch: "scaleToFill",
            ]
            want["contentMode"] = modes[style.contentMode ?? .fill]
            want["clipsToBounds"] = "true"
            want["frame.height"] = (height ?? style.height).map { String($0) } ?? "none"
        case let view:
            // A control: its UIKit class, state and every color it draws (`ControlLook`).
            let control = view.control!, look = ControlLook(control, in: alert)
            let types: [CustomControl: String] = [
                .toggle: "UISwitch", .slider: "UISlider", .progress: "UIProgressView",
                .segments: "UISegmentedControl", .rows: "rows",
            ]
            want["type"] = types[control]
            want["state"] = view.stateText
            want["tint"] = expected(.color(look.tint))
            if control != .rows { want["track"] = expected(.color(look.track)) }
            if control == .toggle || control == .slider { want["thumb"] = expected(.color(look.thumb)) }
            if !view.controlTexts.isEmpty {
                want["font"] = expected(.font(look.font))
                want["textColor"] = expected(.color(look.labelColor))
            }
            if case .toggle(_, nil) = view {
                want["backgroundColor"] = "none"
                want["layer.cornerRadius"] = String(ControlLook.switchSize.height / 2)
            }
            if control == .segments { want["backgroundColor"] = "none" }
        }
        #expect(got == want, "\(key): customizedView recorded \(got), spec says \(want)")
        return want.count
    }

    /// A rocket: its author, first block, close button, and every block reachable from the first, with its texts,
    /// fonts, timer, links and (for an input) where each of RocketRecorder's probe texts leads.
    static func compareRocket(_ rocket: RocketSpec, _ got: [String: Any], _ key: String) -> Int {
        func font(_ f: FlareCore.RocketFont) -> String { expected(.font(f.font)) + " " + expected(.color(f.color)) }
        func seconds(_ s: Double?) -> String { s.map { String($0) } ?? "none" }
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
                    "paddingRight": String(b.paddingRight), "showNextAfter": seconds(b.showNextAfter),
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
                    "buttonStyle": font(b.buttonStyle),
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

    /// A scenario's rules as WaitForIt's `config()` sets them, and its flags at their starting values.
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
        #expect(got == want, "\(key): recorded \(got), spec says \(want)")
        return want.count
    }

    /// A queue's popups as PopupQueue is given them: the script's registrations first, then the others, each with
    /// its name, priority, container and selfMaintain; and autoPoll.
    static func compareQueue(_ queue: QueueSpec, _ got: [String: Any], _ key: String) -> Int {
        var order: [PopupSpec] = []
        for case .register(let name) in queue.script {
            if let popup = queue.popup(name), !order.contains(popup) { order.append(popup) }
        }
        order += queue.popups.filter { !order.contains($0) }
        let want = order.map {
            [
                "name": $0.name, "priority": "\($0.priority)", "container": $0.container,
                "selfMaintain": "\($0.selfMaintain)",
                "status": "ready",
            ]
        }
        #expect(
            got["popups"] as? [[String: String]] == want,
            "\(key): recorded \(got["popups"] ?? "nothing"), spec says \(want)")
        #expect(got["autoPoll"] as? String == "\(queue.autoPoll)", "\(key): autoPoll")
        return 1 + want.count * 4
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

    /// A catalog value as Recorder.swift prints the stub's.
    static func expected(_ value: PropertyValue) -> String {
        func hex(_ c: RGBA) -> String {
            "#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
        switch value {
        case .color(let c): return hex(c.light) + " " + hex(c.dark)
        case .font(let f):
            let size = f.size == f.size.rounded() ? String(Int(f.size)) : String(f.size)
            if let name = SwiftLiteral.postScriptName(f) { return name + " " + size }
            if f.italic { return "system italic " + size }
            return "system " + SwiftLiteral.weight(f.weight).dropFirst() + " " + size
        case .number(let n): return String(n)
        case .choice(let word): return word
        case .bool(let b): return String(b)
        case .image(let source): return SwiftLiteral.assetName(source)
        case .edgeInsets: return "insets"
        case .text(let text): return text
        case .rocketFont(let f): return f.presetName ?? "rocketFont"
        case .none: return "none"
        }
    }
}
