import Foundation
import TestSupport
import Testing

/// `flare-dev monkey` (`make monkey` runs it long): random real input on the window, seeded, on a private Xvfb,
/// failing on a crash, a GTK critical (`G_DEBUG=fatal-criticals`) or a hang. `make test` runs one short seed.
@Suite(.serialized)
struct MonkeyCommandTests {
    static let canDrive = OpenCommandTests.which("xdotool") != nil && OpenCommandTests.which("Xvfb") != nil

    /// The short run of `make test`: a few seconds of clicks, drags, shortcuts, keys, typing and spec edits.
    @Test(.enabled(if: canDrive, "needs xdotool and Xvfb (make setup installs them)"))
    func aShortRunDrivesTheWindowWithoutACrashOrACritical() throws {
        let result = try FlareProcess.runDev(["monkey", "--seed", "1", "--steps", "40"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("flare-dev monkey: seed 1: 40 steps, no crash, no critical"), "\(result.stdout)")
    }

    /// A seed is its steps: the same list every time, another seed another list, and every kind of input in a
    /// long enough plan (the shortcuts of inspect mode, compare, the inspector and the shortcuts window among them).
    @Test func theStepsDependOnTheSeedAlone() throws {
        let seven = try FlareProcess.runDev(["monkey", "--seed", "7", "--steps", "1000", "--dry-run"])
        #expect(seven.status == 0, "\(seven.stderr)")
        let again = try FlareProcess.runDev(["monkey", "--seed", "7", "--steps", "1000", "--dry-run"])
        #expect(seven.stdout == again.stdout)
        let eight = try FlareProcess.runDev(["monkey", "--seed", "8", "--steps", "1000", "--dry-run"])
        #expect(eight.stdout != seven.stdout)
        let lines = seven.stdout.split(separator: "\n")
        #expect(lines.first == "seed 7:" && lines.count == 1001, "\(lines.prefix(3))")
        for kind in [
            "click 1 at", "double-click", "drag", "key Escape", "key Tab", "type '", "break the spec",
            "restore the spec", "key ctrl+alt+i", "key ctrl+g", "key ctrl+i", "key ctrl+question",
            "properties control", ", then Down Return", ", then Escape", "source pane: type '",
            "Ctrl+S, Ctrl+Z, Ctrl+S",
        ] {
            #expect(seven.stdout.contains(kind), "no '\(kind)' in 1000 steps")
        }
        for left in ["key ctrl+q\n", "key ctrl+o\n", "key ctrl+shift+i\n", "key ctrl+shift+s\n"] {
            #expect(!seven.stdout.contains(left), "'\(left)' leaves the window")
        }
    }

    /// A failure says which seed, at which step, why, and how to replay it (here the window cannot start: GTK is
    /// told to use Wayland, which the private display has not got).
    @Test(.enabled(if: canDrive, "needs xdotool and Xvfb (make setup installs them)"))
    func aFailureNamesTheSeedTheStepsAndTheReplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_BACKEND"] = "wayland"
        let result = try FlareProcess.runDev(["monkey", "--seed", "3", "--steps", "5"], environment: environment)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "flare-dev monkey: seed 3 FAILED at step 0 of 5: the window did not start (exit status"),
            "\(result.stderr)")
        #expect(result.stderr.contains("replay: flare-dev monkey "), "\(result.stderr)")
        #expect(result.stderr.contains("--seed 3 --steps 0"), "\(result.stderr)")
    }
}
