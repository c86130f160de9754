import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

/// `flare export SPEC --id A --id B … --stacked`: one image of the stack, on the stage, the last id on top.
extension Export {
    func exportStack(of spec: Spec) throws {
        let options = Exporter.Options(try oneVariant(of: spec), frame: .stage)
        let alerts: [AlertSpec]
        do { alerts = try Exporter.alerts(ids, in: spec) } catch { throw ValidationError("\(error)") }
        let directory = URL(fileURLWithPath: out)
        let entry = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated { try Exporter.exportStack(alerts, of: spec, to: directory, options: options) }
        }
        try Exporter.Manifest.merge([entry], spec: spec.file, frame: "stage", into: directory)
        summarize(1)
    }
}
