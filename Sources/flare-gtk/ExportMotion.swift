import ArgumentParser
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare export SPEC --id ID --motion show|close|flow [--fps N] [--format apng|frames]`.
extension Export {
    func exportMotion(_ motion: Motion, of spec: Spec) throws {
        let variant = try oneVariant(of: spec)
        var options = Exporter.Options(
            variant, frame: try framing.frame(for: motion == .flow ? .flowMotion : .alertMotion))
        options.chrome = chrome
        let directory = URL(fileURLWithPath: out)
        let entries: [ExportEntry]
        switch motion {
        case .show, .close:
            let phase: AlertAnimation.Phase = motion == .show ? .show : .close
            let alerts = try self.alerts(
                in: spec, hint: " (--motion \(motion.rawValue) animates alerts; rockets take --motion flow)")
            entries = try ExportSupport.withDisplay {
                try MainActor.assumeIsolated {
                    try alerts.map {
                        try MotionExport.exportMotion(
                            $0, of: spec, phase: phase, fps: fps, format: format,
                            to: directory, options: options)
                    }
                }
            }
        case .flow:
            guard ids.count == 1, let rocket = spec.rocket(ids[0]) else {
                throw ValidationError(
                    "--motion flow animates one rocket: --id ROCKET (rockets: "
                        + "\(spec.rockets.isEmpty ? "none" : spec.rockets.map(\.id).joined(separator: ", ")))")
            }
            entries = [
                try ExportSupport.withDisplay {
                    try MainActor.assumeIsolated {
                        try FlowMotion.exportFlowMotion(
                            spec.text(of: rocket, locale: variant.locale, stress: variant.text), of: spec,
                            fps: fps, format: format, to: directory, options: options)
                    }
                }
            ]
        }
        try ExportManifest.merge(entries, spec: spec.file, frame: options.frame.rawValue, into: directory)
        summarize(entries.count)
    }
}
