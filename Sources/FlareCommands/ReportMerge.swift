import ArgumentParser
import FlareCore
import Foundation

/// `flare report merge OUT DIR…`: joins the `--report` folders of `flare test --shard` runs into one report
/// (index.html, the images, results.json) and one JUnit file, `OUT/junit.xml`.
package struct ReportCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Work with flare test's review reports.", subcommands: [Merge.self])

    package init() {}

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join the shards' --report folders into one report and one JUnit file (OUT/junit.xml).")

        @Argument(help: "The folder to write the joined report into.")
        var out: String

        @Argument(help: "The shards' --report folders.")
        var reports: [String]

        func run() throws {
            let files = FileManager.default
            let outDir = URL(fileURLWithPath: out)
            var results: [ReviewResult] = []
            for path in reports {
                let dir = URL(fileURLWithPath: path)
                let resultsURL = dir.appendingPathComponent("results.json")
                guard let data = try? Data(contentsOf: resultsURL),
                    let part = try? JSONDecoder().decode([ReviewResult].self, from: data)
                else {
                    printError(
                        "flare report merge: \(resultsURL.path) is missing or not a flare test report "
                            + "(make it with flare test --report DIR)")
                    throw ExitCode(2)
                }
                results += part
                for sub in ["reference", "current", "diff"] {
                    let from = dir.appendingPathComponent(sub), to = outDir.appendingPathComponent(sub)
                    try files.createDirectory(at: to, withIntermediateDirectories: true)
                    for name in (try? files.contentsOfDirectory(atPath: from.path)) ?? [] {
                        try? files.removeItem(at: to.appendingPathComponent(name))
                        try files.copyItem(at: from.appendingPathComponent(name), to: to.appendingPathComponent(name))
                    }
                }
            }
            results.sort(by: ReviewResult.reportOrder)
            try ReportPage.html(results, title: "\(reports.count) shards").write(
                to: outDir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            let json = JSONEncoder()
            json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try json.encode(results).write(to: outDir.appendingPathComponent("results.json"))
            try JUnitReport.xml(results, suite: "flare test").write(
                to: outDir.appendingPathComponent("junit.xml"), atomically: true, encoding: .utf8)
        }
    }
}
