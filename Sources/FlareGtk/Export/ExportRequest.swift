import FlareCore
import Foundation

/// What `flare export` of a spec's alerts and rockets asks for, as one value: the items, each variant axis, the
/// framing and the folder. The command line and the window's Export… dialog (`ExportDialog`) build the same request,
/// and `plan` turns it into the images to draw, so both export the same files.
public struct ExportRequest: Sendable, Hashable {
    /// The alerts and rockets to export (every one of the spec's when empty).
    public var ids: [String] = []
    /// Each axis given (empty: the spec's `variants:` list, else its default).
    public var scales: [Int] = []
    public var themes: [Theme] = []
    public var devices: [Stage.Device] = []
    public var texts: [TextStress] = []
    /// Locale codes of the spec's `locales:`, or `default` for its own text.
    public var locales: [String] = []
    public var frame: Exporter.Frame = .alert
    /// `--chrome`: the device drawn over the stage (stage frame only).
    public var chrome = false
    /// Rockets: the flow after this many script steps (nil: the whole script).
    public var step: Int?
    public var storyboard = false
    public var shard: Shard?
    /// The folder written into (created if needed).
    public var directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Why a request cannot be exported from its spec (`flare export` says it as a usage error).
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// The images a request draws: each alert in each variant, each rocket's shot in each variant, and how.
    public struct Plan: Sendable {
        public var items: [AlertExport.Item]
        public var shots: [(rocket: RocketSpec, variant: Variant)]
        public var shot: RocketExport.Shot
        public var options: Exporter.Options
        public var variants: [Variant]
        public var count: Int { items.count + shots.count }
    }

    /// The images of this request in `spec`, in the order `--shard` deals them.
    public func plan(of spec: Spec) throws(Problem) -> Plan {
        let (alerts, rockets) = try targets(in: spec)
        let shard = self.shard ?? .whole
        let variants = spec.variants.crossProduct(
            themes: themes, scales: scales, devices: devices, texts: texts, locales: try locales(of: spec),
            stage: spec.stage)
        let shot: RocketExport.Shot =
            storyboard ? .storyboard : frame == .transcript ? .transcript : step.map { .step($0) } ?? .last
        var options = Exporter.Options(frame: frame)
        options.chrome = chrome
        return Plan(
            items: shard.select(AlertExport.items(alerts, variants: variants)),
            shots: shard.select(rockets.flatMap { rocket in variants.map { (rocket: rocket, variant: $0) } }),
            shot: shot, options: options, variants: variants)
    }

    /// The locale values (nil: `default`), each checked against the spec's `locales:`.
    public func locales(of spec: Spec) throws(Problem) -> [String?] {
        let codes = spec.locales.map(\.code)
        var result: [String?] = []
        for code in locales {
            if code == "default" {
                result.append(nil)
                continue
            }
            guard codes.contains(code) else {
                let known =
                    codes.isEmpty
                    ? "the spec has no locales: add a `locales:` section"
                    : "the spec's locales: default, \(codes.joined(separator: ", "))"
                throw Problem("unknown --locale '\(code)'\(Suggestion.hint(for: code, in: codes)) (\(known))")
            }
            result.append(code)
        }
        return result
    }

    /// The alerts and rockets of the request; with a step, a storyboard or the transcript frame, rockets only.
    func targets(in spec: Spec) throws(Problem) -> (alerts: [AlertSpec], rockets: [RocketSpec]) {
        let rocketNames = spec.rockets.isEmpty ? "none" : spec.rockets.map(\.id).joined(separator: ", ")
        let (alerts, rockets) = try Self.targets(ids, in: spec)
        guard step != nil || storyboard || frame == .transcript else { return (alerts, rockets) }
        if (!ids.isEmpty && !alerts.isEmpty) || rockets.isEmpty {
            throw Problem(
                "--step, --storyboard and --frame transcript apply to rockets (--id ROCKET; rockets: "
                    + "\(rocketNames))")
        }
        if let step, let rocket = rockets.first(where: { !(0...RocketTour.script($0).count).contains(step) }) {
            let count = RocketTour.script(rocket).count
            throw Problem(
                "--step must be between 0 and \(count) (rocket '\(rocket.id)' has \(count) "
                    + (rocket.script.isEmpty ? "steps in its tour: it has no script" : "script steps") + ")")
        }
        return ([], rockets)
    }

    /// The alerts and rockets `ids` name (each id an alert or a rocket), or all of the spec's when `ids` is empty;
    /// an unknown id is a problem that names the known ones.
    public static func targets(
        _ ids: [String], in spec: Spec
    ) throws(Problem) -> (alerts: [AlertSpec], rockets: [RocketSpec]) {
        if ids.isEmpty { return (spec.alerts, spec.rockets) }
        var alerts: [AlertSpec] = [], rockets: [RocketSpec] = []
        for id in ids {
            if let alert = spec.alert(id) {
                alerts.append(alert)
            } else if let rocket = spec.rocket(id) {
                rockets.append(rocket)
            } else if spec.scenario(id) != nil || spec.routes.contains(where: { $0.name == id }) {
                // Neither draws an image of its own: what they show is an alert, rocket or queue.
                let scenario = spec.scenario(id) != nil
                throw Problem(
                    "'\(id)' is a \(scenario ? "scenario" : "route"): \(scenario ? "scenarios" : "routes") are not "
                        + "exported as images; export what it shows (--id ALERT, ROCKET or QUEUE), or "
                        + (scenario ? "play it with flare simulate \(spec.file) \(id)" : "resolve it with flare route"))
            } else {
                func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
                let known = spec.alerts.map(\.id) + spec.rockets.map(\.id)
                throw Problem(
                    "no alert or rocket '\(id)' in \(spec.file)\(Suggestion.hint(for: id, in: known)) "
                        + "(its alerts: \(list(spec.alerts.map(\.id))); its rockets: \(list(spec.rockets.map(\.id))))")
            }
        }
        return (alerts, rockets)
    }
}
