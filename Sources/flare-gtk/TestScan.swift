import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare test`'s first step, on a second thread: each image's inputs hashed (`TestReview.inputs`) and held against
/// its baseline entry. The main thread learns as soon as one image needs rendering (`waitForFirstRender`), and
/// starts the display and GTK while the rest is hashed; when none does, no display is started at all. (The main
/// thread spawns the display: a private Xvfb is sent SIGTERM when the thread that spawned it ends.) After the
/// hashing, the same thread reads the baseline's values tables of the images to render (`approvedValues`): a changed
/// image's value diff needs them, and they are read while the images are drawn.
// @unchecked: the scanning thread owns every stored property until it signals: `needsRender` is written before
// `first` is signalled and never after, `review`, `inputs` and `byInputs` before `hashed`, `values`
// before `read`; the main thread reads each only after waiting for its semaphore.
final class TestScan: @unchecked Sendable {
    private var review: TestReview
    private var inputs: [String: String] = [:]
    private var byInputs: [String] = []
    private var needsRender = false
    private var values: ExportManifest?
    private let first = DispatchSemaphore(value: 0)
    private let hashed = DispatchSemaphore(value: 0)
    private let read = DispatchSemaphore(value: 0)

    /// Starts hashing `files` (alerts' images, then rockets' steps). `full`: every image is rendered; `manifestURL`:
    /// the baseline's manifest, whose values tables are read for the images to render (nil: not needed).
    init(review: TestReview, files: [String], baseline: URL, full: Bool, manifestURL: URL?) {
        self.review = review
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            scan(files, baseline: baseline, full: full)
            if !needsRender { first.signal() }
            let toRender = Set(files).subtracting(byInputs)
            hashed.signal()
            if let manifestURL, !toRender.isEmpty {
                values = try? ExportManifest.read(from: manifestURL, valuesOf: toRender)
            }
            read.signal()
        }
    }

    private func scan(_ files: [String], baseline: URL, full: Bool) {
        for file in files {
            guard let hash = review.inputs(file) else { continue }
            inputs[file] = hash
            // The baseline's renderer fingerprint must still be this machine's too: a hand-edited one renders.
            if !full, let entry = review.approved[file], entry.inputs == hash,
                review.fingerprintChanges(entry, approved: entry) == [],
                FileManager.default.fileExists(atPath: baseline.appendingPathComponent(file).path)
            {
                byInputs.append(file)
            } else if !needsRender {
                needsRender = true
                first.signal()
            }
        }
    }

    /// Waits until an image needs rendering (true) or every image is hashed and none does (false).
    func waitForFirstRender() -> Bool {
        first.wait()
        first.signal()  // a second wait returns at once
        return needsRender
    }

    /// Waits for the hashing: the review (its caches filled), every image's inputs hash by file, and the images
    /// compared by their inputs alone.
    func finish() -> (review: TestReview, inputs: [String: String], byInputs: [String]) {
        hashed.wait()
        hashed.signal()
        return (review, inputs, byInputs)
    }

    /// Waits for the baseline read again with the values tables of the images to render (nil: not read, or
    /// unreadable).
    func approvedValues() -> ExportManifest? {
        read.wait()
        read.signal()
        return values
    }
}
