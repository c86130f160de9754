import ArgumentParser
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

extension Export {
    /// The queue `--id` names, when it names one (and no alert or rocket of that id).
    func queue(in spec: Spec) -> QueueSpec? {
        guard ids.count == 1, let id = ids.first, spec.alert(id) == nil, spec.rocket(id) == nil else { return nil }
        return spec.queues.first { $0.id == id }
    }

    /// `--id QUEUE`: the stage after every step of its script, or after `--step N` (0: before the first step).
    func exportQueue(_ queue: QueueSpec, of spec: Spec) throws {
        if storyboard {
            throw ValidationError(
                "a queue is exported step by step (--id \(queue.id) [--step N]): not with --storyboard")
        }
        var options = Exporter.Options(frame: try framing.frame(for: .queue))
        options.chrome = chrome
        let count = queue.script.count
        if let step, !(0...count).contains(step) {
            throw ValidationError(
                "--step must be between 0 and \(count) (queue '\(queue.id)' has \(count) script steps)")
        }
        let steps = step.map { [$0] } ?? Array(1...max(count, 1)).filter { $0 <= count }
        guard !steps.isEmpty else {
            throw ValidationError("queue '\(queue.id)' has no script to export (give --step 0 for its empty stage)")
        }
        let variants = try axes.variants(of: spec)
        let directory = URL(fileURLWithPath: out)
        let written = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                var entries: [ExportEntry] = []
                for variant in variants {
                    entries += try QueueExport.exportQueue(
                        queue, of: spec, to: directory, steps: steps,
                        options: options.with(variant))
                }
                try ExportManifest.merge(entries, spec: spec.file, frame: "stage", into: directory)
                return entries.count
            }
        }
        summarize(written, variants: variants)
    }
}
