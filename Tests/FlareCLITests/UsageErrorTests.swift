import Foundation
import Testing
import TestSupport

/// Usage errors end to end: each bad command line exits 2 with one message, before anything is rendered.
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
        Case(arguments: ["export", showcase, "--scale", "4"],
             message: "flare export: --scale must be 1, 2 or 3 (got 4)"),
        Case(arguments: ["export", showcase, "--device", "watch"],
             message: "flare export: unknown --device 'watch' (use phone, phone-landscape, tablet or WIDTHxHEIGHT, e.g. 400x800)"),
        Case(arguments: ["export", showcase, "--shard", "5/4"],
             message: "flare export: --shard must be i/n with 1 ≤ i ≤ n (got '5/4'), e.g. --shard 2/4"),
        Case(arguments: ["export", showcase, "--jobs", "0"],
             message: "flare export: --jobs must be between 1 and 64"),
        Case(arguments: ["export", showcase, "--motion", "show", "--id", "low-battery", "--fps", "0"],
             message: "flare export: --fps must be between 1 and 60 (got 0)"),
        Case(arguments: ["export", showcase, "--motion", "wiggle", "--id", "low-battery"],
             message: "flare export: --motion must be show, close or flow (got 'wiggle')"),
        Case(arguments: ["export", showcase, "--motion", "show", "--id", "low-battery", "--theme", "light", "--theme", "dark"],
             message: "flare export: --motion renders one variant: give --scale, --theme, --device, --text and --locale at most once, without --shard, --step, --storyboard"),
        Case(arguments: ["export", showcase, "--motion", "show", "--id", "low-battery", "--shard", "1/2"],
             message: "flare export: --motion renders one variant: give --scale, --theme, --device, --text and --locale at most once, without --shard, --step, --storyboard"),
        Case(arguments: ["export", showcase, "--stacked", "--id", "low-battery"],
             message: "flare export: --stacked draws a stack: give two or more --id (bottom first, the last on top)"),
        Case(arguments: ["export", showcase, "--stacked", "--id", "low-battery", "--id", "low-battery"],
             message: "flare export: --stacked: 'low-battery' is given twice; DUX's stack never presents the same alert twice (give each --id once)"),
        Case(arguments: ["export", showcase, "--frame", "transcript", "--stacked"],
             message: "flare export: --frame transcript draws a rocket's conversation: not with --motion or --stacked"),
        Case(arguments: ["export", showcase, "--step", "1", "--storyboard"],
             message: "flare export: --step, --storyboard and --frame transcript cannot be used together"),
        Case(arguments: ["export", showcase, "--id", "nope"],
             message: "flare export: no alert or rocket 'nope' in \(showcase) (its alerts: low-battery, returning, photo-saved, upload-failed, takeoff, name-flight, tip, rate-us, promo-summer, promo-autumn; its rockets: first-flight, feedback)"),
        Case(arguments: ["export", showcase, "--id", "feedback", "--step", "9"],
             message: "flare export: --step must be between 0 and 5 (rocket 'feedback' has 5 script steps)"),
        Case(arguments: ["export", locales, "--locale", "dee"],
             message: "flare export: unknown --locale 'dee' (did you mean 'de'?) (the spec's locales: default, de, ar)"),
        Case(arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--frame", "transcript"],
             message: "flare test: --frame must be alert or stage (a rocket's steps are compared on the stage)"),
        Case(arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--threshold", "2"],
             message: "flare test: --threshold and --max-diff must be between 0 and 1"),
        Case(arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--shard", "0/4"],
             message: "flare test: --shard must be i/n with 1 ≤ i ≤ n (got '0/4'), e.g. --shard 2/4"),
        Case(arguments: ["test", showcase, "--baseline", "/tmp/nowhere", "--jobs", "65"],
             message: "flare test: --jobs must be between 1 and 64"),
        Case(arguments: ["open", "--zoom", "400"],
             message: "flare open: --zoom '400' is not a percentage from 25 to 300 (e.g. 150) or 'fit'"),
        Case(arguments: ["open", "--screenshot", "/tmp/x.png", "--size", "10x10"],
             message: "flare open: --size '10x10' is not WIDTHxHEIGHT (e.g. 1280x760; width 320 to 7680, height 240 to 4320)"),
        Case(arguments: ["open", "--size", "1280x760"],
             message: "flare open: --size sets the window's size for --screenshot; add --screenshot FILE"),
        Case(arguments: ["open", "--spec", showcase],
             message: "flare open: --spec names the spec a URL routes in; add the URL (flare open --spec \(showcase) 'flare://alert/ID')"),
        Case(arguments: ["bench", "export", showcase, "--scale", "5"],
             message: "flare bench export: --scale must be 1, 2 or 3, --count positive, --compression 0...9"),
        Case(arguments: ["bench", "export", showcase, "--encoder", "zlib", "--jobs", "2"],
             message: "flare bench export: --encoder zlib runs in one process (--jobs 1)"),
        Case(arguments: ["bench", "export", showcase, "--device", "watch"],
             message: "flare bench export: unknown --device 'watch' (use phone, phone-landscape, tablet or WIDTHxHEIGHT, e.g. 400x800)"),
        Case(arguments: ["bench", "reload", showcase, "--iterations", "0"],
             message: "flare bench reload: --iterations must be positive"),
        Case(arguments: ["bench", "edit", showcase, "--iterations", "0"],
             message: "flare bench edit: --iterations must be positive"),
        Case(arguments: ["lint", showcase, "--id", "nope"],
             message: "flare lint: no alert or rocket 'nope' in \(showcase) (its alerts and rockets: low-battery, returning, photo-saved, upload-failed, takeoff, name-flight, tip, rate-us, promo-summer, promo-autumn, first-flight, feedback)"),
    ]

    @Test(arguments: cases)
    func exitsTwoWithItsMessage(_ usage: Case) throws {
        // A display (any: nothing is shown) so that `open` gets past its display check, with or without Xvfb.
        var environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty { environment["DISPLAY"] = ":0" }
        let result = try FlareProcess.run(usage.arguments, environment: environment)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == usage.message, "\(result.stderr)")
    }
}
