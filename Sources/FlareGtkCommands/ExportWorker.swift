import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import Foundation

/// `flare export-worker JOB` (hidden; `flare-dev` has it too, for `bench export --jobs`): one worker process of an
/// export with `--jobs` (`ExportWorkers`). It loads
/// the job's spec quietly (the parent printed its diagnostics), renders its share into the job's folder, and
/// writes its outcome file; progress goes to standard output, one line per finished image.
package struct ExportWorker: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "export-worker", abstract: "One worker process of flare export --jobs (internal).",
        shouldDisplay: false)

    package init() {}

    @Argument(help: "The job file (JSON) the exporting process wrote.")
    var job: String

    package func run() throws {
        let job = try JSONDecoder().decode(ExportWorkers.Job.self, from: Data(contentsOf: URL(fileURLWithPath: job)))
        let result = SpecLoader.load(path: job.spec, root: job.root, fonts: FontconfigCatalog.shared)
        guard result.errors.isEmpty, let spec = result.spec else {
            printError("flare export: \(job.spec) changed during the export and no longer loads")
            throw ExitCode(1)
        }
        try ExportSupport.withDisplay {
            try MainActor.assumeIsolated { try ExportWorkers.work(job, spec: spec) }
        }
    }
}
