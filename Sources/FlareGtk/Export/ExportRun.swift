import FlareCore
import Foundation
import Glibc

/// An export drawn one image per main-loop turn, for the window: drawing needs GTK, and GTK runs on one thread, so
/// the window's export cannot move to another one; one image per idle callback keeps the window answering (its
/// Cancel button among it). It draws what `flare export` draws of the same `ExportRequest` (`plan`), with the same
/// calls (`AlertExport.writeImages`, `RocketExport.exportRocket`, `ExportManifest.merge`), into a hidden folder
/// inside the destination: only a finished export moves its images into place and merges the manifest, so a
/// cancelled or failed one leaves no file behind.
@MainActor
public final class ExportRun {
    public enum State: Equatable, Sendable {
        case running, finished(images: Int), cancelled, failed(String)
    }

    public let plan: ExportRequest.Plan
    private let spec: Spec
    private let directory: URL
    /// Where the images are drawn until the export finishes.
    let staging: URL
    private var alertEntries: [ExportEntry] = []
    private var rocketEntries: [ExportEntry] = []
    /// Whether the destination folder was made by this export (a cancelled one takes it away again when empty).
    private let madeDirectory: Bool
    public private(set) var state = State.running
    /// How many images are drawn.
    public private(set) var done = 0
    /// The warnings and layout findings met on the way (each once), for the dialog to say.
    public private(set) var warnings: [String] = []
    /// After each image (done, total) and once at the end.
    public var onProgress: @MainActor (Int, Int) -> Void = { _, _ in }
    public var onEnd: @MainActor (State) -> Void = { _ in }

    /// Prepares the export of `request` from `spec` (its plan; a usage problem throws) without drawing yet.
    public init(_ request: ExportRequest, of spec: Spec) throws {
        plan = try request.plan(of: spec)
        self.spec = spec
        directory = request.directory
        madeDirectory = !FileManager.default.fileExists(atPath: directory.path)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        staging = directory.appendingPathComponent(".flare-export-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    }

    /// Draws the images, one per main-loop turn, then finishes (`onEnd`).
    public func start() {
        onProgress(0, plan.count)
        MainLoop.post { [weak self] in self?.step() }
    }

    /// Stops after the image being drawn; nothing of the export stays on disk.
    public func cancel() {
        guard state == .running else { return }
        end(.cancelled)
    }

    private func step() {
        guard state == .running else { return }
        do {
            if done < plan.items.count {
                let report = try AlertExport.writeImages(
                    [plan.items[done]], of: spec, to: staging, options: plan.options,
                    warn: { [weak self] in self?.note($0) }, found: { [weak self] in self?.note($0.description) },
                    progress: { _, _ in })
                alertEntries += report.entries
            } else if done < plan.count {
                let (rocket, variant) = plan.shots[done - plan.items.count]
                rocketEntries.append(
                    try RocketExport.exportRocket(
                        rocket, of: spec, to: staging, shot: plan.shot, options: plan.options.with(variant),
                        warn: { [weak self] in self?.note($0) }, found: { [weak self] in self?.note($0.description) }))
            }
            done += 1
            onProgress(done, plan.count)
            if done < plan.count {
                MainLoop.post { [weak self] in self?.step() }
            } else {
                try finish()
                end(.finished(images: done))
            }
        } catch {
            end(.failed("\(error)"))
        }
    }

    /// Moves the drawn images into the folder (each a rename, so a file is whole or absent) and merges the manifest
    /// as `flare export` does: the alerts' entries under their frame, the rockets' under the stage.
    private func finish() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: staging.path)
        for file in files {
            let from = staging.appendingPathComponent(file).path
            let to = directory.appendingPathComponent(file).path
            guard rename(from, to) == 0 else { throw FileError(.write, to, reason: String(cString: strerror(errno))) }
        }
        if !alertEntries.isEmpty {
            try ExportManifest.merge(
                alertEntries, spec: spec.file, frame: plan.options.frame.rawValue, into: directory)
        }
        if !rocketEntries.isEmpty {
            try ExportManifest.merge(rocketEntries, spec: spec.file, frame: "stage", into: directory)
        }
    }

    private func end(_ state: State) {
        self.state = state
        try? FileManager.default.removeItem(at: staging)
        if state != .finished(images: done), madeDirectory,
            (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true
        {
            try? FileManager.default.removeItem(at: directory)
        }
        onEnd(state)
    }

    private func note(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
