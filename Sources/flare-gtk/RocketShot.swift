import ArgumentParser
import FlareCore
import FlareGtk
import FlareGtkCommands

/// What `flare export` and `flare test` render of rockets beside alerts. `flare test` keeps a baseline of every
/// step of each rocket's storyboard (`<id>-step-<n>[-variant].png`, step 0 the show), so a block that changes is
/// reported as a changed image, with its values (`blocks.<id>.text: …`), as an alert's are.
struct RocketShot {
    var rocket: RocketSpec
    var variant: Variant
    var step: Int

    /// The file the shot is written to.
    func file(on stage: Stage) -> String {
        variant.fileName(id: RocketExport.Shot.step(step).stem(rocket.id), stage: stage)
    }

    /// Every step (0...the played script's count: `RocketTour.script`) of each rocket in every variant,
    /// rocket-major then variant: the stable order shards deal from.
    static func steps(of rockets: [RocketSpec], variants: [Variant]) -> [RocketShot] {
        rockets.flatMap { rocket in
            variants.flatMap { variant in
                (0...RocketTour.script(rocket).count).map { RocketShot(rocket: rocket, variant: variant, step: $0) }
            }
        }
    }

    /// The alerts and rockets `ids` name (each id an alert or a rocket), or all of the spec's when `ids` is empty;
    /// an unknown id is a usage error that names the known ones.
    static func targets(_ ids: [String], in spec: Spec) throws -> (alerts: [AlertSpec], rockets: [RocketSpec]) {
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
                throw ValidationError(
                    "'\(id)' is a \(scenario ? "scenario" : "route"): \(scenario ? "scenarios" : "routes") are not "
                        + "exported as images; export what it shows (--id ALERT, ROCKET or QUEUE), or "
                        + (scenario ? "play it with flare simulate \(spec.file) \(id)" : "resolve it with flare route"))
            } else {
                func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
                let known = spec.alerts.map(\.id) + spec.rockets.map(\.id)
                throw ValidationError(
                    "no alert or rocket '\(id)' in \(spec.file)\(Suggestion.hint(for: id, in: known)) "
                        + "(its alerts: \(list(spec.alerts.map(\.id))); its rockets: \(list(spec.rockets.map(\.id))))")
            }
        }
        return (alerts, rockets)
    }
}
