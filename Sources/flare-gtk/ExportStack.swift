import ArgumentParser
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare export SPEC --id A --id B … --stacked`: one image of the stack, on the stage, the last id on top.
extension Export {
    func exportStack(of spec: Spec) throws {
        var options = Exporter.Options(try oneVariant(of: spec), frame: try framing.frame(for: .stack))
        options.chrome = chrome
        let alerts = try self.alerts(in: spec)
        let directory = URL(fileURLWithPath: out)
        let entry = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                try StackExport.exportStack(alerts, of: spec, to: directory, options: options)
            }
        }
        try ExportManifest.merge([entry], spec: spec.file, frame: "stage", into: directory)
        summarize(1)
    }

    /// The alerts the `--id`s name (every alert when none is given); an unknown id is a usage error that names
    /// the known ones, and `hint` says what the option takes.
    func alerts(in spec: Spec, hint: String = "") throws -> [AlertSpec] {
        if ids.isEmpty { return spec.alerts }
        return try ids.map { id in
            guard let alert = spec.alert(id) else {
                let known = spec.alerts.map(\.id).joined(separator: ", ")
                throw ValidationError(
                    "no alert '\(id)' in \(spec.file) (its alerts: \(known.isEmpty ? "none" : known))\(hint)")
            }
            return alert
        }
    }
}
