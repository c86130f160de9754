import Foundation

/// `flare code`: a spec's alerts, rockets, queues, scenarios and routes as the Swift an iOS developer pastes into an
/// app, written with only the API the seeds document (`DUXBetaAlertView`, its `appearance`, `DUXBetaAlertAction`;
/// RocketAlert's blocks; PopupQueue's `PopupRequirement`; WaitForIt's `ScenarioProtocol`; Scotty's `Route`). Every
/// appearance property comes from `PropertyCatalog`, under its seed name; values equal to the seed's default are left
/// out unless `includeDefaults`. What the seed cannot express, or what only shapes the preview, is a `//` comment
/// saying so.
/// The output is deterministic and formatted as swift-format would (4 spaces, at most 120 columns but for long
/// string literals).
public struct SwiftCode: Sendable {
    public struct Options: Sendable, Hashable {
        /// Write every appearance property, also those equal to the seed's default.
        public var includeDefaults = false
        /// Palette colors are `UIColor(named:)` into the asset catalog `flare code --assets` writes.
        public var assetColors = false

        public init(includeDefaults: Bool = false, assetColors: Bool = false) {
            self.includeDefaults = includeDefaults
            self.assetColors = assetColors
        }
    }

    /// One Swift source file.
    public struct File: Sendable, Hashable {
        public var name: String
        public var text: String
    }

    /// An id `--id` names that the spec does not have.
    public struct UnknownItem: Error, CustomStringConvertible {
        public var id: String
        public var known: [String]
        public var description: String {
            "no item '\(id)' in the spec; its items are: \(known.joined(separator: ", "))"
        }
    }

    public let spec: Spec
    public let options: Options
    /// The spec file's name, for the header comment.
    let source: String

    public init(spec: Spec, options: Options = Options()) {
        self.spec = spec
        self.options = options
        source = spec.file.split(separator: "/").last.map(String.init) ?? spec.file
    }

    /// The items `ids` name, in the spec's order (every item when `ids` is empty).
    public func items(_ ids: [String]) throws -> [SpecItem] {
        let all =
            spec.alerts.map { SpecItem.alert($0.id) } + spec.rockets.map { .rocket($0.id) }
            + spec.queues.map { .queue($0.id) } + spec.scenarios.map { .scenario($0.id) }
        if ids.isEmpty { return all }
        let routes = spec.routes.isEmpty ? [] : [Self.routesID]
        for id in ids where !all.contains(where: { $0.id == id }) && !routes.contains(id) {
            throw UnknownItem(id: id, known: all.map(\.id) + routes)
        }
        return all.filter { ids.contains($0.id) }
    }

    /// The pseudo-id `--id` names the spec's routes by (an item of that id wins).
    public static let routesID = "routes"

    /// Whether the output has the spec's routes: every item is asked for, or `routes`.
    func hasRoutes(_ ids: [String]) -> Bool {
        guard !spec.routes.isEmpty else { return false }
        return ids.isEmpty || (ids.contains(Self.routesID) && (try? items([Self.routesID]))?.isEmpty != false)
    }

    /// One file with everything `ids` names: imports, the palette colors it uses (private to the file) and a
    /// function per item.
    public func singleFile(_ ids: [String] = []) throws -> String {
        let items = try items(ids)
        var palette = PaletteUse()
        let bodies = items.map { code(for: $0, palette: &palette) }
        let routes = hasRoutes(ids)
        var parts = opening(for: items, routes: routes)
        if !palette.names.isEmpty { parts.append(colors(palette.names, access: "private")) }
        parts += bodies
        if let previews = PreviewCode(spec: spec).block(for: items) { parts.append(previews) }
        if routes { parts.append(RouteCode(spec: spec, options: options).code()) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One file per item (`LowBatteryAlert.swift`) and `FlareColors.swift` with the palette colors they use.
    public func files(_ ids: [String] = []) throws -> [File] {
        let items = try items(ids)
        var palette = PaletteUse()
        var files: [File] = []
        for item in items {
            let body = code(for: item, palette: &palette)
            let previews = PreviewCode(spec: spec).block(for: [item]).map { [$0] } ?? []
            let text = (opening(for: [item]) + [body] + previews).joined(separator: "\n\n") + "\n"
            files.append(File(name: fileName(item), text: text))
        }
        if !palette.names.isEmpty {
            let text = [header(), "import UIKit", colors(palette.names, access: "")].joined(separator: "\n\n")
            files.append(File(name: "FlareColors.swift", text: text + "\n"))
        }
        if hasRoutes(ids) {
            let text = opening(for: [], routes: true) + [RouteCode(spec: spec, options: options).code()]
            files.append(File(name: RouteCode.fileName, text: text.joined(separator: "\n\n") + "\n"))
        }
        return files
    }

    /// The function that builds an alert: `makeLowBatteryAlert`.
    public static func functionName(alert id: String) -> String { "make" + SwiftLiteral.typeName(id) + "Alert" }
    /// The `ScenarioProtocol` struct of a scenario: `RateAfterFiveScenario`.
    public static func typeName(scenario id: String) -> String { ScenarioCode.typeName(id) }
    /// A scenario flag's function in that struct: `signedIn`.
    public static func flagFunction(scenario: ScenarioSpec, flag: String) -> String {
        ScenarioCode.flagFunction(flag, index: scenario.customConditions.firstIndex(of: flag) ?? 0)
    }
    /// The function that registers a queue's popups: `registerCameraFlowQueue`.
    public static func functionName(queue id: String) -> String { QueueCode.registerName(id) }
    /// Its parameters, one per view-controller container: `camera`.
    public static func containerParameters(queue: QueueSpec) -> [(container: String, parameter: String)] {
        QueueCode(queue: queue, options: Options()).viewContainers.enumerated().map {
            ($0.element, QueueCode.containerParameter($0.element, index: $0.offset))
        }
    }

    func fileName(_ item: SpecItem) -> String {
        switch item {
        case .alert(let id): SwiftLiteral.typeName(id) + "Alert.swift"
        case .rocket(let id): SwiftLiteral.typeName(id) + "Rocket.swift"
        case .queue(let id): SwiftLiteral.typeName(id) + "Queue.swift"
        case .scenario(let id): SwiftLiteral.typeName(id) + "Scenario.swift"
        case .screen(let id): SwiftLiteral.typeName(id) + "Screen.swift"
        }
    }

    func header(_ releases: [HandoffRelease] = []) -> String {
        var lines = [
            "// Generated by `flare code` from \(source). Regenerate rather than edit.",
            "// Left out (they only shape Flare's preview): the stage, device, theme, variants, lint and scripts.",
        ]
        if !releases.isEmpty { lines += ["// Written for these releases (their names, spellings and defaults):"] }
        lines += releases.map(\.line)
        if !spec.locales.isEmpty {
            let codes = spec.locales.map(\.code).joined(separator: ", ")
            lines.append("// Texts are the spec's own; its locales (\(codes)) belong in the app's Localizable.strings.")
        }
        return lines.joined(separator: "\n")
    }

    /// The seed releases the code for `items` (and the routes) is written for, in import order.
    func releases(for items: [SpecItem], routes: Bool = false) -> [HandoffRelease] {
        let sections = Set(items.map(\.section))
        var releases: [HandoffRelease] = []
        if sections.contains("alert") { releases.append(.dux) }
        if sections.contains("rocket") { releases.append(.rocketAlert) }
        if sections.contains("queue") { releases.append(.popupQueue) }
        if sections.contains("scenario") { releases.append(.waitForIt) }
        if routes { releases.append(.scotty) }
        return releases
    }

    /// The header and the imports of a file with `items` (and the routes).
    func opening(for items: [SpecItem], routes: Bool = false) -> [String] {
        let releases = releases(for: items, routes: routes)
        let modules = (routes ? ["Foundation", "UIKit"] : ["UIKit"]).map { "import " + $0 } + releases.map(\.importLine)
        return [header(releases), modules.joined(separator: "\n")]
    }

    func code(for item: SpecItem, palette: inout PaletteUse) -> String {
        switch item {
        case .alert(let id):
            guard let alert = spec.alert(id) else { return "" }
            return AlertCode(alert: alert, spec: spec, options: options).function(palette: &palette)
        case .rocket(let id):
            guard let rocket = spec.rocket(id) else { return "" }
            let alerts = AlertCode(alert: AlertSpec(id: id), spec: spec, options: options)
            return RocketCode(rocket: rocket, options: options, colors: { alerts.color($0, palette: &$1) })
                .function(palette: &palette)
        case .queue(let id):
            guard let queue = spec.queue(id) else { return "" }
            return QueueCode(queue: queue, options: options).code()
        case .scenario(let id):
            guard let scenario = spec.scenario(id) else { return "" }
            return ScenarioCode(scenario: scenario).type()
        case .screen(let id):
            return "// screen '\(id)': a screenshot of the app's own screen; the app draws it."
        }
    }

    /// The palette colors as `UIColor` statics (`.flareCard`): dynamic when light and dark differ, or
    /// `UIColor(named:)` into the asset catalog.
    func colors(_ names: [String], access: String) -> String {
        let prefix = access.isEmpty ? "" : access + " "
        var lines = ["\(prefix)extension UIColor {"]
        for (index, name) in names.sorted().enumerated() {
            guard let color = spec.palette[name] else { continue }
            if index > 0 { lines.append("") }
            let member = Self.colorMember(name)
            lines.append("    /// The palette's `\(name)`: \(Self.describe(color)).")
            if options.assetColors {
                lines.append("    static var \(member): UIColor {")
                lines.append("        UIColor(named: \(SwiftLiteral.string(Self.colorAssetName(name))))")
                lines.append("            ?? \(SwiftLiteral.color(color.light))")
                lines.append("    }")
            } else if color.light == color.dark {
                lines.append("    static var \(member): UIColor {")
                lines.append(contentsOf: Self.wrapped("        ", "", SwiftLiteral.color(color.light)))
                lines.append("    }")
            } else {
                lines.append("    static var \(member): UIColor {")
                let dynamic = SwiftLiteral.dynamicColor(light: color.light, dark: color.dark, indent: "        ")
                lines.append("        " + dynamic)
                lines.append("    }")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `flareCard` for the palette's `card`.
    public static func colorMember(_ name: String) -> String { "flare" + SwiftLiteral.typeName(name) }
    /// The colorset's name in `Flare.xcassets`.
    public static func colorAssetName(_ name: String) -> String { name }

    static func describe(_ color: Color) -> String {
        color.light == color.dark
            ? color.light.hexString : "\(color.light.hexString) light, \(color.dark.hexString) dark"
    }

    /// `lhs = head(arguments)` at `indent`, as swift-format breaks a call: on one line when it fits, else the
    /// arguments on one continuation line, else one argument a line.
    static func call(_ indent: String, _ lhs: String, _ head: String, _ arguments: [String]) -> [String] {
        let start = indent + (lhs.isEmpty ? "" : lhs + " = ") + head + "("
        let line = start + arguments.joined(separator: ", ") + ")"
        if line.count <= 120 { return [line] }
        let continuation = indent + "    " + arguments.joined(separator: ", ") + ")"
        if continuation.count <= 120 { return [start, continuation] }
        var lines = [start]
        for (index, argument) in arguments.enumerated() {
            let comma = index == arguments.count - 1 ? "" : ","
            let line = indent + "    " + argument + comma
            if line.count > 120, let open = argument.firstIndex(of: "("), argument.hasSuffix(")"),
                !argument[..<open].contains("\""), !argument[..<open].contains(" ?? ")
            {
                // A call as an argument (`style: RocketFont(font: …, color: …)`) breaks the same way, one level in.
                let inner = splitArguments(String(argument[argument.index(after: open)...].dropLast()))
                var nested = call(indent + "    ", "", String(argument[..<open]), inner)
                nested[nested.count - 1] += comma
                lines += nested
            } else {
                lines.append(line)
            }
        }
        return lines + [indent + ")"]
    }

    /// The arguments of a call's text, split at the commas outside parentheses, brackets and string literals.
    static func splitArguments(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0, quoted = false, escaped = false
        for c in text {
            if quoted {
                current.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
                continue
            }
            switch c {
            case "\"": quoted = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(c)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// `lhs = rhs` at `indent`, broken as swift-format breaks it when longer than 120 columns: a call after its
    /// opening parenthesis, anything else after the `=`.
    static func wrapped(_ indent: String, _ lhs: String, _ rhs: String) -> [String] {
        let head = lhs.isEmpty ? "" : lhs + " = "
        let line = indent + head + rhs
        guard line.count > 120 else { return [line] }
        if let open = rhs.firstIndex(of: "("), rhs.hasSuffix(")"), !rhs.contains("??"),
            !rhs[rhs.index(after: open)...].dropLast().contains("(")
        {
            let args = rhs[rhs.index(after: open)...]
            let first = indent + head + String(rhs[...open])
            let rest = indent + "    " + String(args)
            if rest.count <= 120 { return [first, rest] }
        }
        guard !lhs.isEmpty else { return [line] }
        return [indent + lhs + " =", indent + "    " + rhs]
    }
}

/// The palette names the generated code refers to, in the order first used.
struct PaletteUse {
    private(set) var names: [String] = []

    mutating func use(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}
