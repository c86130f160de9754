import Foundation

/// The spec's routes as Scotty code: `flareRoute(for:navigate:)` turns a URL into Scotty's `Route` by the spec's
/// patterns in their order (the first that matches wins, as Flare resolves them), each route identified by its
/// pattern and suspendable as the spec says; its navigator hands the app a `FlareDestination` to travel to. Turning
/// a URL into a route is the app's part in Scotty, so the matcher (the same rule as Flare's) is written out too.
struct RouteCode {
    let spec: Spec
    let options: SwiftCode.Options

    /// The routes' file under `--out`.
    static let fileName = "FlareRoutes.swift"

    /// A target `flare://<section>/<id>?block=…` cut into what the app's code needs; nil when it is not one.
    struct Target {
        var section: String
        var id: String
        var block: String?
        /// Options that only shape Flare's preview (`theme=dark`, `scale=2`, `zoom=fit`).
        var preview: [String]

        init?(_ text: String) {
            guard text.lowercased().hasPrefix("flare://") else { return nil }
            var rest = Substring(text.dropFirst("flare://".count))
            if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
            var query: Substring = ""
            if let mark = rest.firstIndex(of: "?") {
                query = rest[rest.index(after: mark)...]
                rest = rest[..<mark]
            }
            let segments = rest.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.count == 2, SpecItem.sections.contains(String(segments[0])), !segments[1].isEmpty else {
                return nil
            }
            section = String(segments[0])
            id = String(segments[1])
            preview = []
            for pair in query.split(separator: "&") where !pair.isEmpty {
                if section == "rocket", pair.hasPrefix("block=") {
                    block = String(pair.dropFirst("block=".count))
                } else {
                    preview.append(String(pair))
                }
            }
        }
    }

    func code() -> String {
        var parts = [destinationType(), routeFunction(), Self.helpers]
        if spec.routing != RoutingSpec() {
            parts[1] =
                "// The spec's `routing:` section (start suspended, resume policy, script) plays Flare's Routes page; "
                + "in the app,\n// `RouteController(root:ready:)` and `resumeHandlingRoutes(with:)` are its own to "
                + "call.\n\n"
                + parts[1]
        }
        return parts.joined(separator: "\n\n")
    }

    func destinationType() -> String {
        """
        /// Where one of the spec's deep links leads: an item of the spec, by its id.
        enum FlareDestination: Hashable {
            case alert(String)
            case rocket(String, block: String?)
            case queue(String)
            case scenario(String)
        }
        """
    }

    func routeFunction() -> String {
        var lines = [
            "/// The Scotty route for a deep link, by the spec's routes in their order (the first pattern that matches "
                + "wins);",
            "/// nil when none matches, so `RouteController.open` returns false. "
                + "A URL's query and fragment never prevent a",
            "/// match, and fill a target's placeholders the pattern lacks. "
                + "`navigate` travels from the app's root to the",
            "/// destination and returns whether it got there.",
            "func flareRoute<Root>(for url: URL, navigate: @escaping (Root, FlareDestination) -> Bool) "
                + "-> Route<Root>? {",
        ]
        for route in spec.routes { lines += self.route(route) }
        lines.append("    return nil")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    func route(_ route: RouteSpec) -> [String] {
        let indent = "    "
        let pattern = SwiftLiteral.string(route.pattern)
        guard let target = Target(route.target) else {
            return [
                indent
                    + "// The spec's route \(pattern) → \(SwiftLiteral.string(route.target)) names no item; left out."
            ]
        }
        let patternNames = Set((try? RoutePatternSyntax.parse(route.pattern).get())?.parameters ?? [])
        let templates = [target.id] + (target.block.map { [$0] } ?? [])
        let targetNames = templates.flatMap { (try? RoutePatternSyntax.parse($0).get())?.parameters ?? [] }
        let needing = targetNames.filter { !patternNames.contains($0) }
        let usesValues = !targetNames.isEmpty || (target.section == "rocket" && target.block == nil)
        let match = "flareMatch(url, \(pattern))"
        var lines = [indent + (usesValues ? "if let values = \(match) {" : "if \(match) != nil {")]
        if !needing.isEmpty {
            // As Flare resolves it: the first pattern that matches decides, even when its target cannot be filled.
            let names = needing.map { "{\($0)}" }.joined(separator: ", ")
            let checks = needing.map { "values[\(SwiftLiteral.string($0))] != nil" }.joined(separator: ", ")
            lines.append(indent + "    // The target needs \(names) from the URL's query; without it, no route.")
            lines.append(indent + "    guard \(checks) else { return nil }")
        }
        if !target.preview.isEmpty {
            lines.append(
                indent + "    // The target's \(target.preview.joined(separator: "&")) only shapes Flare's preview.")
        }
        if let action = route.action {
            lines.append(
                indent + "    // Once there (Scotty's RouteAction, on the destination's RouteRespondable): "
                    + action.description.replacingOccurrences(of: "then", with: "", options: .anchored)
                    .trimmingCharacters(in: CharacterSet(charactersIn: ":, ")) + ".")
        }
        var arguments = ["identifier: RouteIdentifier(rawValue: \(pattern))"]
        if !route.suspendable || options.includeDefaults { arguments.append("isSuspendable: \(route.suspendable)") }
        var head = SwiftCode.call(indent + "    ", "", "return Route", arguments)
        head[head.count - 1] += " { root, _ in"
        lines += head
        lines.append(indent + "        navigate(root, \(destination(target)))")
        lines.append(indent + "    }")
        lines.append(indent + "}")
        return lines
    }

    /// `.alert("settings")`, `.alert(flareFill("promo-{campaign}", values))`, `.rocket("intro", block:
    /// values["block"])`.
    func destination(_ target: Target) -> String {
        func text(_ template: String) -> String {
            template.contains("{")
                ? "flareFill(\(SwiftLiteral.string(template)), values)" : SwiftLiteral.string(template)
        }
        let id = text(target.id)
        switch target.section {
        case "rocket":
            let block = target.block.map(text) ?? "values[\"block\"]"
            return ".rocket(\(id), block: \(block))"
        default:
            return ".\(target.section)(\(id))"
        }
    }

    /// The matcher and filler the routes call: Flare's own rule (`RoutePatternSyntax`, `RouteURL`), in plain Swift.
    static let helpers = """
        /// The `{placeholder}` values when the URL's scheme, host and path match `pattern` whole \
        (a value is one or more
        /// characters other than `/`, `?` and `#`, the shortest that lets the rest match), \
        with the query's `name=value`
        /// pairs and the fragment (as `fragment`) for names the pattern lacks; nil when it does not match.
        private func flareMatch(_ url: URL, _ pattern: String) -> [String: String]? {
            var link = Substring(url.absoluteString), fragment: Substring = ""
            if let hash = link.firstIndex(of: "#") {
                fragment = link[link.index(after: hash)...]
                link = link[..<hash]
            }
            var options: [String: String] = [:]
            if let mark = link.firstIndex(of: "?") {
                for pair in link[link.index(after: mark)...].split(separator: "&") {
                    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    let name = flareDecode(parts[0])
                    if options[name] == nil { options[name] = parts.count > 1 ? flareDecode(parts[1]) : "" }
                }
                link = link[..<mark]
            }
            if !fragment.isEmpty, options["fragment"] == nil { options["fragment"] = flareDecode(fragment) }
            guard let values = flareMatch(link, Substring(pattern)) else { return nil }
            return options.merging(values) { _, path in path }
        }

        private func flareMatch(_ text: Substring, _ pattern: Substring) -> [String: String]? {
            guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else {
                return text == pattern ? [:] : nil
            }
            let literal = pattern[..<open], name = String(pattern[pattern.index(after: open)..<close])
            guard text.hasPrefix(literal) else { return nil }
            let start = text.index(text.startIndex, offsetBy: literal.count)
            var end = start
            while end < text.endIndex, !"/?#".contains(text[end]) {
                end = text.index(after: end)
                if var values = flareMatch(text[end...], pattern[pattern.index(after: close)...]) {
                    values[name] = String(text[start..<end])
                    return values
                }
            }
            return nil
        }

        private func flareDecode(_ text: Substring) -> String {
            String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
        }

        /// `template` with each `{name}` replaced by its value.
        private func flareFill(_ template: String, _ values: [String: String]) -> String {
            values.reduce(template) { $0.replacingOccurrences(of: "{\\($1.key)}", with: $1.value) }
        }
        """
}
