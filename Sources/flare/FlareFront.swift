import ArgumentParser
import FlareCommands
import Foundation

/// The `flare` users run. The commands that need no GTK (`gtkFreeCommands`: `code`, `schema`, `simulate`, `route`,
/// `set`, `unset`, `report`) and `--version` run here, in a process that links neither GTK nor `FlareGtk`: loading
/// and binding GTK's ~90 libraries was a third of `flare code`'s time (BENCHMARKS.md). Every other command, `--help`
/// and no command at all `execv` the full binary, `flare-gtk` (beside this one in a build, `../libexec/` when
/// installed), with the arguments unchanged: the same process, streams, help texts and exit status.
@main
struct FlareFront: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flare", version: Version.text, subcommands: gtkFreeCommands)

    static func main() {
        let arguments = CommandLine.arguments
        let here = Set(gtkFreeCommands.map { $0._commandName } + ["--version"])
        if arguments.count > 1, here.contains(arguments[1]) { return flareMain() }
        let full = fullBinary()
        execv(full, CommandLine.unsafeArgv)
        printError("flare: error: cannot run \(full) (\(String(cString: strerror(errno)))); reinstall Flare")
        Foundation.exit(127)
    }

    /// `flare-gtk` beside this binary's real path (`.build/<config>/`), else in `../libexec/` (`make install`).
    static func fullBinary() -> String {
        let exe = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        ).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = ["flare-gtk", "../libexec/flare-gtk"].map { exe.appendingPathComponent($0).standardized.path }
        return candidates.first { access($0, X_OK) == 0 } ?? candidates[0]
    }
}
