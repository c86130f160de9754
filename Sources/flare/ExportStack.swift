import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

/// `flare export SPEC --id A --id B … --stacked`: one image of the stack, on the stage, the last id on top.
extension Export {
    func exportStack(of spec: Spec) throws {
        guard ids.count >= 2 else {
            printError("flare export: --stacked draws a stack: give two or more --id (bottom first, the last on top)")
            throw ExitCode(2)
        }
        // DUX's stack controller "makes sure that the same alert is not presented twice" (DUXBeta-alerts-architecture).
        if let twice = ids.enumerated().first(where: { ids[..<$0.offset].contains($0.element) })?.element {
            printError("flare export: --stacked: '\(twice)' is given twice; DUX's stack never presents the same alert twice "
                       + "(give each --id once)")
            throw ExitCode(2)
        }
        let options = try oneVariant("--stacked renders", of: spec, frame: .stage,
                                     forbidden: [(step != nil, "--step"), (storyboard, "--storyboard")])
        let alerts: [AlertSpec]
        do { alerts = try Exporter.alerts(ids, in: spec) } catch {
            printError("flare export: \(error)")
            throw ExitCode(2)
        }
        let directory = URL(fileURLWithPath: out)
        let entry = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated { try Exporter.exportStack(alerts, of: spec, to: directory, options: options) }
        }
        try Exporter.Manifest.merge([entry], spec: spec.file, frame: "stage", into: directory)
        summarize(1)
    }
}
