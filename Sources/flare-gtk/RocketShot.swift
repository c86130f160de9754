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
        do { return try ExportRequest.targets(ids, in: spec) } catch { throw ValidationError(error.description) }
    }
}
