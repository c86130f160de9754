// `flare-lint-code [ROOT]` (`make lint`): checks the code's own rules (ARCHITECTURE.md, "Code rules") on the
// repository at ROOT (the current folder by default); prints each finding as `path:line:column: [rule] message`
// and exits 1 when there is one.
import CodeRules
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 1 {
    print("usage: flare-lint-code [ROOT]\nChecks the code's rules on the Flare repository at ROOT (default: .).")
    exit(arguments.count > 1 ? 64 : 0)
}
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
do {
    let files = try Linter.files(root: root)
    guard files.count > 1 else {
        FileHandle.standardError.write(Data("flare-lint-code: no Swift sources under \(root.path)\n".utf8))
        exit(2)
    }
    let findings = Linter.lint(files)
    for finding in findings { print(finding) }
    print("flare-lint-code: \(files.count) files, \(findings.count) finding(s)")
    exit(findings.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("flare-lint-code: \(error)\n".utf8))
    exit(2)
}
