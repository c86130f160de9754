import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

/// `flare export SPEC --id ID --motion show|close|flow [--fps N] [--format apng|frames]`.
extension Export {
    func exportMotion(_ motion: String, of spec: Spec) throws {
        guard MotionFrames.fpsRange.contains(fps) else {
            printError("flare export: --fps must be between 1 and 60 (got \(fps))")
            throw ExitCode(2)
        }
        var options = try oneVariant("--motion renders", of: spec, frame: frame,
                                     forbidden: [(step != nil, "--step"), (storyboard, "--storyboard")])
        let directory = URL(fileURLWithPath: out)
        let entries: [Exporter.Entry]
        switch motion {
        case "show", "close":
            let phase: AlertAnimation.Phase = motion == "show" ? .show : .close
            let alerts: [AlertSpec]
            do { alerts = try Exporter.alerts(ids, in: spec) } catch {
                printError("flare export: \(error) (--motion \(motion) animates alerts; rockets take --motion flow)")
                throw ExitCode(2)
            }
            entries = try ExportSupport.withDisplay {
                try MainActor.assumeIsolated {
                    try alerts.map { try Exporter.exportMotion($0, of: spec, phase: phase, fps: fps, format: format,
                                                               to: directory, options: options) }
                }
            }
        case "flow":
            guard ids.count == 1, let rocket = spec.rocket(ids[0]) else {
                printError("flare export: --motion flow animates one rocket: --id ROCKET (rockets: "
                           + "\(spec.rockets.isEmpty ? "none" : spec.rockets.map(\.id).joined(separator: ", ")))")
                throw ExitCode(2)
            }
            options.frame = .stage
            entries = [try ExportSupport.withDisplay {
                try MainActor.assumeIsolated {
                    try Exporter.exportFlowMotion(spec.text(of: rocket, locale: options.locale, stress: options.text), of: spec,
                                                  fps: fps, format: format, to: directory, options: options)
                }
            }]
        default:
            printError("flare export: --motion must be show, close or flow (got '\(motion)')")
            throw ExitCode(2)
        }
        try Exporter.Manifest.merge(entries, spec: spec.file, frame: options.frame.rawValue, into: directory)
        summarize(entries.count)
    }
}
