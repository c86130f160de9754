import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare export SPEC --id A --state pressed:ACTION|keyboard`: one alert in a state the window shows only under a
/// finger (`StateExport.exportState`).
extension Export {
    func exportState(_ text: String, of spec: Spec) throws {
        guard ids.count == 1, let alert = spec.alert(ids[0]) else {
            printError(
                "flare export: --state draws one alert: give exactly one --id ALERT"
                    + (spec.alerts.isEmpty ? "" : " (alerts: \(spec.alerts.map(\.id).joined(separator: ", ")))"))
            throw ExitCode(2)
        }
        let state: AlertState
        do { state = try AlertState(parsing: text, for: alert) } catch {
            printError("flare export: --state: \(error)")
            throw ExitCode(2)
        }
        let kind: ExportKind = state == .keyboard ? .keyboardState : .pressedState
        var options = Exporter.Options(try oneVariant(of: spec), frame: try framing.frame(for: kind))
        options.chrome = chrome
        let directory = URL(fileURLWithPath: out)
        let entry = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                try StateExport.exportState(state, of: alert, in: spec, to: directory, options: options)
            }
        }
        try ExportManifest.merge([entry], spec: spec.file, frame: entry.frame, into: directory)
        summarize(1)
    }
}
