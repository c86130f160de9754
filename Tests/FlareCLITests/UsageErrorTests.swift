import Foundation
import Testing
import TestSupport

/// Usage errors end to end: each bad command line exits 2 with ArgumentParser's `Error: …` line, its command's usage
/// and where to read more, before anything is rendered. A bad value (`--shard 5/4`) is refused where the command
/// line is parsed (`ExpressibleByArgument`), a bad combination by `validate()`, and what needs the spec (an unknown
/// `--id`) by `run()`, all in the same form.
@Suite
struct UsageErrorTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
    static let locales = Fixtures.examples.appendingPathComponent("locales.yaml").path

    /// A bad command line and the first line of what flare prints for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["export", showcase, "--scale", "4"],
            message: "Error: --scale must be 1, 2 or 3 (got 4)"),
        Case(
            arguments: ["export", showcase, "--device", "watch"],
            message:
                "Error: The value 'watch' is invalid for '--device <device>': A device is an id from 'flare devices' "
                + "(iphone-15-pro, ipad-air-11-landscape, …), phone, phone-landscape, tablet or WIDTHxHEIGHT points"),
        Case(
            arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--device", "iphone-15-por"],
            message:
                "Error: The value 'iphone-15-por' is invalid for '--device <device>': did you mean 'iphone-15-pro'? "
                + "A device is an id from 'flare devices' (iphone-15-pro, ipad-air-11-landscape, …), phone, "
                + "phone-landscape, tablet or WIDTHxHEIGHT points"),
        Case(
            arguments: ["export", showcase, "--shard", "5/4"],
            message: "Error: The value '5/4' is invalid for '--shard <i/n>'"),
        Case(
            arguments: ["export", showcase, "--jobs", "0"],
            message: "Error: --jobs must be between 1 and 64"),
        Case(
            arguments: ["export", showcase, "--motion", "show", "--id", "low-battery", "--fps", "0"],
            message: "Error: --fps must be between 1 and 60 (got 0)"),
        Case(
            arguments: ["export", showcase, "--motion", "wiggle", "--id", "low-battery"],
            message:
                "Error: The value 'wiggle' is invalid for '--motion <show|close|flow>'. Please provide one of 'show', "
                + "'close' or 'flow'."
        ),
        Case(
            arguments: [
                "export", showcase, "--motion", "show", "--id", "low-battery", "--theme", "light", "--theme", "dark",
            ],
            message:
                "Error: --motion renders one variant: give --scale, --theme, --device, "
                + "--text and --locale at most once, without --shard, --step, --storyboard"
        ),
        Case(
            arguments: ["export", showcase, "--motion", "show", "--id", "low-battery", "--shard", "1/2"],
            message:
                "Error: --motion renders one variant: give --scale, --theme, --device, "
                + "--text and --locale at most once, without --shard, --step, --storyboard"
        ),
        Case(
            arguments: ["export", showcase, "--stacked", "--id", "low-battery"],
            message: "Error: --stacked draws a stack: give two or more --id (bottom first, the last on top)"),
        Case(
            arguments: ["export", showcase, "--frame", "transcript", "--stacked", "--id", "tip", "--id", "rate-us"],
            message:
                "Error: --frame transcript does not apply to --stacked (only --frame stage does). Which exports take "
                + "which frame: --frame alert: alerts, --state pressed:N, --motion show|close; --frame stage: every "
                + "export; --frame transcript: rockets"),
        Case(
            arguments: ["export", showcase, "--id", "launch-promo", "--frame", "alert", "--chrome"],
            message:
                "Error: --frame alert does not apply to queues (only --frame stage does). Which exports take "
                + "which frame: --frame alert: alerts, --state pressed:N, --motion show|close; --frame stage: every "
                + "export; --frame transcript: rockets"),
        Case(
            arguments: ["export", showcase, "--id", "first-flight", "--frame", "transcript", "--chrome"],
            message:
                "Error: --chrome draws the device over its screen, and a transcript is taller than the screen: "
                + "use it with the rocket's stage (no --frame, --step N or --storyboard)"),
        Case(
            arguments: ["export", showcase, "--step", "1", "--storyboard"],
            message: "Error: --step, --storyboard and --frame transcript cannot be used together"),
        Case(
            arguments: ["export", showcase, "--id", "nope"],
            message:
                "Error: no alert or rocket 'nope' in \(showcase) (its alerts: low-battery, returning, photo-saved, "
                + "upload-failed, takeoff, name-flight, tip, rate-us, promo-summer, promo-autumn; its rockets: "
                + "first-flight, feedback)"
        ),
        Case(
            arguments: ["export", showcase, "--id", "feedback", "--step", "9"],
            message: "Error: --step must be between 0 and 5 (rocket 'feedback' has 5 script steps)"),
        Case(
            arguments: ["export", showcase, "--id", "first-flight", "--motion", "show"],
            message:
                "Error: no alert 'first-flight' in \(showcase) (its alerts: low-battery, returning, photo-saved, "
                + "upload-failed, takeoff, name-flight, tip, rate-us, promo-summer, promo-autumn) "
                + "(--motion show animates alerts; rockets take --motion flow)"
        ),
        Case(
            arguments: ["export", showcase, "--id", "nope", "--id", "low-battery", "--stacked"],
            message:
                "Error: no alert 'nope' in \(showcase) (its alerts: low-battery, returning, photo-saved, "
                + "upload-failed, takeoff, name-flight, tip, rate-us, promo-summer, promo-autumn)"
        ),
        Case(
            arguments: ["export", locales, "--locale", "dee"],
            message: "Error: unknown --locale 'dee' (did you mean 'de'?) (the spec's locales: default, de, ar)"),
        Case(
            arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--frame", "transcript"],
            message: "Error: --frame must be alert or stage (a rocket's steps are compared on the stage)"),
        Case(
            arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--threshold", "2"],
            message: "Error: --threshold and --max-diff must be between 0 and 1"),
        Case(
            arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--shard", "0/4"],
            message: "Error: The value '0/4' is invalid for '--shard <i/n>'"),
        Case(
            arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--jobs", "65"],
            message: "Error: --jobs must be between 1 and 64"),
        Case(
            arguments: ["open", "--zoom", "400"],
            message: "Error: The value '400' is invalid for '--zoom <percent|fit>'"),
        Case(
            arguments: ["open", "--screenshot", "/tmp/x.png", "--size", "10x10"],
            message: "Error: The value '10x10' is invalid for '--size <WxH>'"),
        Case(
            arguments: ["open", "--size", "1280x760"],
            message: "Error: --size sets the window's size for --screenshot; add --screenshot FILE"),
        Case(
            arguments: ["open", "--spec", showcase],
            message:
                "Error: --spec names the spec a URL routes in; add the URL (flare open --spec \(showcase) "
                + "'flare://alert/ID')"
        ),
        Case(
            arguments: ["bench", "export", showcase, "--scale", "5"],
            message: "Error: --scale must be 1, 2 or 3, --count positive, --compression 0...9"),
        Case(
            arguments: ["bench", "export", showcase, "--encoder", "zlib", "--jobs", "2"],
            message: "Error: --encoder zlib runs in one process (--jobs 1)"),
        Case(
            arguments: ["bench", "export", showcase, "--device", "watch"],
            message: "Error: The value 'watch' is invalid for '--device <device>'"),
        Case(
            arguments: ["bench", "reload", showcase, "--iterations", "0"],
            message: "Error: --iterations must be positive"),
        Case(
            arguments: ["bench", "reload", showcase, "--pause", "20"],
            message: "Error: --pause takes LOW-HIGH in milliseconds, 0 ≤ LOW ≤ HIGH ≤ 1000 (e.g. 0-20)"),
        Case(
            arguments: ["bench", "reload", showcase, "--pause", "40-20"],
            message: "Error: --pause takes LOW-HIGH in milliseconds, 0 ≤ LOW ≤ HIGH ≤ 1000 (e.g. 0-20)"),
        Case(
            arguments: ["bench", "keystroke", showcase, "--iterations", "0"],
            message: "Error: --iterations must be positive"),
        Case(
            arguments: ["bench", "edit", showcase, "--iterations", "0"],
            message: "Error: --iterations must be positive"),
        Case(
            arguments: ["lint", showcase, "--id", "nope"],
            message:
                "Error: no alert, rocket or queue 'nope' in \(showcase) (its alerts, rockets and queues: low-battery, "
                + "returning, photo-saved, upload-failed, takeoff, name-flight, tip, rate-us, promo-summer, "
                + "promo-autumn, first-flight, feedback, launch-promo, camera-flow)"
        ),
    ]

    @Test(arguments: cases)
    func exitsTwoWithItsMessage(_ usage: Case) throws {
        // A display (any: nothing is shown) so that `open` gets past its display check, with or without Xvfb.
        var environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty { environment["DISPLAY"] = ":0" }
        // The benchmarks are the developers' tool's (`flare-dev bench`), not the product's.
        let tool = usage.arguments.first == "bench" ? "flare-dev" : "flare"
        let result = try FlareProcess.runTool(
            tool == "flare" ? FlareProcess.executable.path : FlareProcess.devExecutable.path, usage.arguments,
            environment: environment)
        #expect(result.status == 2, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == usage.message, "\(result.stderr)")
        let command = ([tool] + usage.arguments.prefix { $0.allSatisfy(\.isLetter) }).joined(separator: " ")
        #expect(lines.contains { $0.hasPrefix("Usage: \(command) ") }, "\(result.stderr)")
        #expect(lines.last == "  See '\(command) --help' for more information.", "\(result.stderr)")
    }

    /// A value that does not parse is told with its option's help, which says what the value must be.
    @Test(arguments: [
        (
            ["export", showcase, "--shard", "5/4"],
            "Help:  --shard <i/n>  Export only this share of the images (1 ≤ i ≤ n, e.g. 2/4)"
        ),
        (
            ["test", showcase, "--baseline", "/tmp/nowhere", "--shard", "x"],
            "Help:  --shard <i/n>  Test only this share"
        ),
        (
            ["export", showcase, "--device", "watch"],
            "Help:  --device <device>  A device as Apple names it, e.g. iphone-15-pro, iphone-se-3, "
                + "ipad-air-11-landscape ('flare devices' and docs/devices.md list them)"
        ),
        (
            ["open", "--zoom", "400"],
            "Help:  --zoom <percent|fit>  The window's zoom: a percentage from 25 to 300 (e.g. 150), or 'fit'"
        ),
        (
            ["open", "--screenshot", "/tmp/x.png", "--size", "wide"],
            "(default 1280x760; width 320 to 7680, height 240 to 4320)"
        ),
    ])
    func aBadValueIsToldWithItsOptionsHelp(_ arguments: [String], help: String) throws {
        let result = try FlareProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(help), "\(result.stderr)")
    }
}
