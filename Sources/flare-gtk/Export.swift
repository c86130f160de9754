import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare export SPEC [--id ID]… [--out DIR] [--scale 1|2|3]… [--theme light|dark]… [--device D]… [--text FILL]…
/// [--locale CODE]… [--shard i/n] [--frame alert|stage|transcript] [--chrome]`: one PNG per alert and variant plus
/// `manifest.json`. Headless:
/// starts a private Xvfb when there is no display.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a spec's alerts to PNG files (and manifest.json), with or without a desktop.",
        discussion: """
            --theme, --scale, --device, --text and --locale are repeatable: every combination is exported (an axis not \
            given takes the spec's `variants:` list, else its default). Files are named \
            <id>[-dark][-<device>][-<locale>][-<text>][@<n>x].png: each axis is named when it differs from its default \
            (light, the spec's stage.device, the spec's own text, 1x). `--shard i/n` exports only every n-th image \
            (from the i-th), for CI matrices. \
            `--frame alert` crops to the \
            alert (transparent outside its rounded corners); `--frame stage` renders the device-sized stage with the \
            mask, and `--chrome` draws the device over it. Queues, stacks, the keyboard state, storyboards and \
            flow motion are always on the stage; a frame or --chrome an export does not take is a usage error. \
            Rockets are exported beside alerts (every rocket when no --id is given): on the stage after their script \
            (<id>.png), after --step N (<id>-step-N.png), every step side by side with --storyboard \
            (<id>-storyboard.png), or the whole conversation in one tall image with --frame transcript \
            (<id>-transcript.png). manifest.json lists every image in the folder: a later export merges into it.
            """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var root: RootOption

    @Option(
        name: .customLong("id"),
        help: ArgumentHelp(
            "An alert to export (repeatable; every alert when omitted), one rocket, "
                + "or one queue (the stage after each step of its script).")
    )
    var ids: [String] = []

    @Option(help: "The folder to write into (created if needed).")
    var out: String = "."

    @OptionGroup var axes: VariantAxes

    @Option(
        help: ArgumentHelp(
            "Export only this share of the images (1 ≤ i ≤ n, e.g. 2/4), the same on every run.",
            valueName: "i/n"))
    var shard: Shard?

    @OptionGroup var framing: ExportFraming
    /// `--frame` as given (each kind of export has its default: `ExportFraming.frame(for:)`).
    var frame: Exporter.Frame? { framing.frame }
    var chrome: Bool { framing.chrome }

    @OptionGroup var jobs: JobsOption

    @Option(help: "Rockets: the flow after this many script steps (0: just shown; default: the whole script).")
    var step: Int?

    @Flag(help: "Rockets: one image with every step of the script side by side, labelled.")
    var storyboard = false

    @Flag(help: "Alerts: one image of DUX's stack on the stage, the --id's in order (the last on top).")
    var stacked = false

    @Option(
        help: ArgumentHelp(
            "Alerts: one --id in a state: pressed:ACTION (its number or title: DUX's pressed look, "
                + "the selected background image) or keyboard (the stage with the keyboard up for its input).",
            valueName: "state"))
    var state: String?

    @Option(
        help: ArgumentHelp(
            "Animate: an alert's show or close animation, or a rocket's whole flow, frame by frame.",
            valueName: "show|close|flow"))
    var motion: Motion?

    @Option(help: "Motion: frames per second (1...60).")
    var fps: Int = 30

    @Option(help: "Motion: apng (one animated PNG) or frames (numbered PNGs and a contact sheet).")
    var format: MotionExport.MotionFormat = .apng

    @Flag(help: "Print nothing on success (not the closing summary line).")
    var quiet = false

    func validate() throws {
        // `--frame` and `--chrome` are checked against the kind of export once the spec says what the ids are
        // (`ExportFraming.frame(for:)`).
        if motion != nil {
            guard MotionFrames.fpsRange.contains(fps) else {
                throw ValidationError("--fps must be between 1 and 60 (got \(fps))")
            }
            try checkOneVariant("--motion renders", forbidden: [(step != nil, "--step"), (storyboard, "--storyboard")])
        } else if stacked {
            guard ids.count >= 2 else {
                throw ValidationError("--stacked draws a stack: give two or more --id (bottom first, the last on top)")
            }
            // Each --id is one show: DUX's stack compares instances and its widgets build a new alert on every
            // show, so an id given twice is on the stack twice (`AlertStack`).
            try checkOneVariant(
                "--stacked renders", forbidden: [(step != nil, "--step"), (storyboard, "--storyboard")])
        } else if state != nil {
            try checkOneVariant("--state renders", forbidden: [(step != nil, "--step"), (storyboard, "--storyboard")])
        } else if [step != nil, storyboard, frame == .transcript].filter({ $0 }).count > 1 {
            throw ValidationError("--step, --storyboard and --frame transcript cannot be used together")
        }
    }

    func run() throws {
        let spec = try ExportSupport.load(self.spec, root: root.path)
        if let motion { return try exportMotion(motion, of: spec) }
        if stacked { return try exportStack(of: spec) }
        if let state { return try exportState(state, of: spec) }
        if let queue = queue(in: spec) { return try exportQueue(queue, of: spec) }
        let plan: ExportRequest.Plan
        do { plan = try request.plan(of: spec) } catch { throw ValidationError(error.description) }
        var options = plan.options
        options.frame = try checkFraming(in: spec)
        let (items, shots, shot) = (plan.items, plan.shots, plan.shot)
        let directory = URL(fileURLWithPath: out)
        let jobs = self.jobs.count
        let count = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                let bar = ProgressBar(enabled: isatty(STDERR_FILENO) != 0)
                defer { bar.finish() }
                let total = items.count + shots.count
                var written = 0
                if !items.isEmpty {
                    written = try ExportWorkers.export(
                        items, of: spec, specPath: self.spec, root: root.path, to: directory,
                        options: options, jobs: jobs, worker: ExportSupport.workerCommand,
                        progress: { done, _ in bar.update(done, total) }
                    ).entries.count
                }
                guard !shots.isEmpty else { return written }
                var entries: [ExportEntry] = []
                var reported = Set<Diagnostic>()
                for (rocket, variant) in shots {
                    entries.append(
                        try RocketExport.exportRocket(
                            rocket, of: spec, to: directory, shot: shot,
                            options: options.with(variant),
                            found: { if reported.insert($0).inserted { Exporter.printFinding($0) } }))
                    bar.update(written + entries.count, total)
                }
                try ExportManifest.merge(entries, spec: spec.file, frame: "stage", into: directory)
                return written + entries.count
            }
        }
        summarize(count, variants: items.map(\.variant) + shots.map(\.variant))
    }

    /// The export the options ask for: the window's Export… dialog builds the same `ExportRequest`.
    /// The frame of the alerts' images (the rockets' are on the stage), once `--frame` and `--chrome` are checked
    /// against what the ids name (`ExportFraming.frame(for:)`). Beside alerts cropped with `--frame alert`, rockets
    /// are drawn on the stage (the only frame of a still).
    func checkFraming(in spec: Spec) throws -> Exporter.Frame {
        let rocketsOnly = step != nil || storyboard || frame == .transcript
        let hasAlerts = !rocketsOnly && (ids.isEmpty ? !spec.alerts.isEmpty : ids.contains { spec.alert($0) != nil })
        let hasRockets = ids.isEmpty ? !spec.rockets.isEmpty : ids.contains { spec.rocket($0) != nil }
        let alertFrame = hasAlerts ? try framing.frame(for: .alerts) : nil
        if hasRockets && !(alertFrame == .alert && frame == .alert) {
            _ = try framing.frame(for: storyboard ? .storyboard : .rockets)
        }
        return alertFrame ?? .stage
    }

    var request: ExportRequest {
        var request = ExportRequest(directory: URL(fileURLWithPath: out))
        request.ids = ids
        (request.scales, request.themes, request.devices) = (axes.scale, axes.theme, axes.device)
        (request.texts, request.locales) = (axes.text, axes.locale)
        (request.frame, request.chrome, request.step, request.storyboard) = (frame ?? .alert, chrome, step, storyboard)
        request.shard = shard
        return request
    }
}

extension Export {
    /// The line an export ends with (`RunSummary.export`), unless `--quiet`.
    func summarize(_ images: Int, variants: [Variant] = []) {
        if !quiet { print(RunSummary.export(images: images, variants: variants, directory: out)) }
    }

    /// An export that draws one variant (a motion, a stack) takes each axis at most once (else a usage error that
    /// says `what` one variant), and no `--shard`, nor `--step` or `--storyboard` where `forbidden`.
    func checkOneVariant(_ what: String, forbidden: [(given: Bool, option: String)]) throws {
        let extra = [(shard != nil, "--shard")] + forbidden
        if axes.scale.count > 1 || axes.theme.count > 1 || axes.device.count > 1 || axes.text.count > 1
            || axes.locale.count > 1 || extra.contains(where: \.given)
        {
            throw ValidationError(
                "\(what) one variant: give --scale, --theme, --device, --text and --locale at most once, "
                    + "without " + extra.map(\.option).joined(separator: ", "))
        }
    }

    /// The variant of an export that draws one (`checkOneVariant`): the axes given, else the spec's stage.
    func oneVariant(of spec: Spec) throws -> Variant {
        Variant(
            theme: axes.theme.first ?? spec.stage.theme, scale: axes.scale.first ?? spec.stage.scale,
            device: axes.device.first ?? spec.stage.device, text: axes.text.first ?? .default,
            locale: try axes.locales(of: spec).first ?? nil)
    }
}

/// A one-line progress bar on stderr, drawn only on a terminal.
@MainActor
final class ProgressBar {
    private let enabled: Bool
    private var drawn = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
        drawn = true
    }

    func finish() {
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

/// The variant axes `export` and `test` share: each repeatable, every combination rendered.
struct VariantAxes: ParsableArguments {
    @Option(help: "1, 2 or 3 (repeatable; default: the spec's stage.scale).")
    var scale: [Int] = []

    @Option(help: "light or dark (repeatable; default: the spec's stage.theme).")
    var theme: [Theme] = []

    @Option(
        help: ArgumentHelp(
            "A device as Apple names it, e.g. iphone-15-pro, iphone-se-3, ipad-air-11-landscape ('flare devices' and "
                + "docs/devices.md list them), or a generic size: phone, phone-landscape, tablet or WxH points, e.g. "
                + "400x800 (repeatable; default: the spec's stage.device).", valueName: "device"),
        transform: Stage.Device.argument)
    var device: [Stage.Device] = []

    @Option(help: "Text stress: default, long, rtl, cjk, emoji or pseudo (repeatable).")
    var text: [TextStress] = []

    @Option(help: "A locale of the spec's `locales:`, or default for its own text (repeatable).")
    var locale: [String] = []

    func validate() throws {
        if let bad = scale.first(where: { !(1...3).contains($0) }) {
            throw ValidationError("--scale must be 1, 2 or 3 (got \(bad))")
        }
    }

    /// The `--locale` values (nil: `default`), each checked against the spec's `locales:` (else a usage error).
    func locales(of spec: Spec) throws -> [String?] {
        var request = ExportRequest(directory: URL(fileURLWithPath: "."))
        request.locales = locale
        do { return try request.locales(of: spec) } catch { throw ValidationError(error.description) }
    }

    /// Every combination to render: each axis from the command line, else the spec's `variants:`, else its default.
    func variants(of spec: Spec) throws -> [Variant] {
        spec.variants.crossProduct(
            themes: theme, scales: scale, devices: device, texts: text,
            locales: try locales(of: spec), stage: spec.stage)
    }
}
