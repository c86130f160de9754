import ArgumentParser
import FlareGtk
import FlareGtkCommands

/// `flare export`'s `--frame` and `--chrome`: what each image frames, and whether the device is drawn over the stage.
struct ExportFraming: ParsableArguments {
    @Option(help: "alert or stage; transcript: a rocket's whole conversation as one tall image.")
    var frame: Exporter.Frame = .alert

    @Flag(
        help: ArgumentHelp(
            "Stage frame: draw the device over the stage (alerts, rockets, stacks, states, motion): its screen "
                + "corners, status bar, notch or Dynamic Island and home indicator (off by default, so images and "
                + "baselines stay the app's content alone)."))
    var chrome = false
}
