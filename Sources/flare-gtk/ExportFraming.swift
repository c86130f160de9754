import ArgumentParser
import FlareGtk
import FlareGtkCommands

/// `flare export`'s `--frame` and `--chrome`: what each image frames, and whether the device is drawn over the stage.
/// Each kind of export takes the frames `ExportKind.frames` lists (the first when `--frame` is not given) and the
/// chrome on the stage frame only; anything else is a usage error that says which exports take which frame.
struct ExportFraming: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "alert: the alert alone (alerts, --state pressed:N, --motion show|close; their default); stage: the "
                + "device-sized stage (every export; the default of the others); transcript: a rocket's whole "
                + "conversation as one tall image.", valueName: "alert|stage|transcript"))
    var frame: Exporter.Frame?

    @Flag(
        help: ArgumentHelp(
            "Draw the device over the stage: its screen corners, status bar, notch or Dynamic Island and home "
                + "indicator (every export drawn on the stage: with --frame stage for alerts, pressed states and "
                + "show/close motion; not on a transcript). Off by default, so images and baselines stay the "
                + "app's content alone."))
    var chrome = false

    /// The frame `kind` is drawn in: `--frame`, else the kind's default. A frame the kind does not take, or
    /// `--chrome` off the stage, is a `ValidationError` that names what takes it.
    func frame(for kind: ExportKind) throws -> Exporter.Frame {
        let frame = self.frame ?? kind.frames[0]
        guard kind.frames.contains(frame) else {
            throw ValidationError(
                "--frame \(frame.rawValue) does not apply to \(kind.what) (only "
                    + kind.frames.map { "--frame \($0.rawValue)" }.joined(separator: " or ")
                    + (kind.frames.count == 1 ? " does" : " do") + "). Which exports take which frame: "
                    + ExportKind.summary)
        }
        guard !chrome || frame == .stage else {
            throw ValidationError(
                frame == .transcript
                    ? "--chrome draws the device over its screen, and a transcript is taller than the screen: "
                        + "use it with the rocket's stage (no --frame, --step N or --storyboard)"
                    : "--chrome draws the device over the stage: use it with --frame stage (\(kind.what) "
                        + "\(kind.what.hasSuffix("s") ? "are" : "is") cropped to the alert with --frame alert)")
        }
        return frame
    }
}

/// The kinds of image `flare export` draws, each with the frames it takes (the first its default).
enum ExportKind: CaseIterable {
    case alerts, pressedState, alertMotion, keyboardState, stack, rockets, storyboard, flowMotion, queue

    /// How a message names the kind.
    var what: String {
        switch self {
        case .alerts: "alerts"
        case .pressedState: "--state pressed:N"
        case .alertMotion: "--motion show|close"
        case .keyboardState: "--state keyboard"
        case .stack: "--stacked"
        case .rockets: "rockets"
        case .storyboard: "--storyboard"
        case .flowMotion: "--motion flow"
        case .queue: "queues"
        }
    }

    var frames: [Exporter.Frame] {
        switch self {
        case .alerts, .pressedState, .alertMotion: [.alert, .stage]
        case .keyboardState, .stack, .storyboard, .flowMotion, .queue: [.stage]
        case .rockets: [.stage, .transcript]
        }
    }

    /// Which exports take which frame, for usage errors: `--frame alert: alerts, …; --frame stage: every export; …`.
    static var summary: String {
        Exporter.Frame.allCases.map { frame in
            let kinds = allCases.filter { $0.frames.contains(frame) }
            let names = kinds.count == allCases.count ? "every export" : kinds.map(\.what).joined(separator: ", ")
            return "--frame \(frame.rawValue): \(names)"
        }.joined(separator: "; ")
    }
}
