import Foundation
import Testing
import TestSupport

/// `flare test` renders only what changed (issue 30): an image whose inputs (resolved values, variant, image and
/// font files' bytes, renderer) hash to its baseline entry's is compared by its inputs alone; an unchanged run
/// starts no display; any change to an input renders that image again; `--full` renders everything.
@Suite(.serialized)
struct InputsReviewCommandTests {
    static let ready = TestCommandTests.ready
    typealias Showcase = ReviewTruthCommandTests.Showcase

    /// The files this run compared by their inputs only, from the report's `results.json`.
    static func byInputs(
        _ showcase: Showcase, _ arguments: [String] = []
    ) throws -> (result: FlareProcess.Result, files: Set<String>) {
        let report = try Fixtures.temporaryDirectory().appendingPathComponent("report")
        let r = try showcase.flare(["--report", report.path] + arguments)
        let results = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: report.appendingPathComponent("results.json"))) as? [[String: Any]])
        return (r, Set(results.filter { $0["comparedByInputs"] as? Bool == true }.compactMap { $0["file"] as? String }))
    }

    /// Other bytes at the end of one of the showcase's files (an image that still decodes to the same pixels).
    static func append(_ text: String, to file: String, in showcase: Showcase) throws {
        let url = showcase.folder.appendingPathComponent(file)
        var bytes = try Data(contentsOf: url)
        bytes.append(contentsOf: Array(text.utf8))
        try bytes.write(to: url)
    }

    static let all: Set<String> = [
        "low-battery@2x.png", "returning@2x.png", "photo-saved@2x.png", "upload-failed@2x.png",
        "takeoff@2x.png", "name-flight@2x.png", "tip@2x.png", "rate-us@2x.png",
        "promo-summer@2x.png", "promo-autumn@2x.png",
    ]

    /// The showcase's alerts only.
    static let alerts = all.sorted().flatMap { ["--id", String($0.dropLast("@2x.png".count))] }

    /// The showcase's rockets' storyboard steps (each script has five steps: six images, 0...5).
    static func steps(_ rocket: String) -> Set<String> { Set((0...5).map { "\(rocket)-step-\($0)@2x.png" }) }
    static let rockets = steps("first-flight").union(steps("feedback"))

    @Test(.enabled(if: ready, "needs Xvfb"))
    func anUnchangedRunRendersNothingAndStartsNoDisplay() throws {
        let showcase = try Showcase()
        // No display and no Xvfb to start: only a run that renders nothing can pass.
        var environment = ExportCommandTests.headless
        environment["PATH"] = "/nonexistent"
        let junit = showcase.folder.appendingPathComponent("junit.xml")
        let r = try FlareProcess.run(
            ["test", showcase.spec, "--baseline", showcase.baseline, "--junit", junit.path] + Self.alerts,
            environment: environment)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "10 images: 10 unchanged (10 compared by their inputs only)\n")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<property name=\"flare.comparedByInputs\" value=\"10\"/>"), "\(xml)")
        #expect(xml.components(separatedBy: "compared by its inputs only").count - 1 == 10)

        // --full renders every image (and so needs the display it cannot start here).
        let full = try FlareProcess.run(
            ["test", showcase.spec, "--baseline", showcase.baseline, "--full"] + Self.alerts,
            environment: environment)
        #expect(full.status == 1 && full.stderr.contains("Xvfb"), "\(full.stdout)\(full.stderr)")
        let rendered = try showcase.flare(["--full"] + Self.alerts)
        #expect(
            rendered.status == 0 && rendered.stdout == "10 images: 10 unchanged\n",
            "\(rendered.stdout)\(rendered.stderr)")
        let (_, files) = try Self.byInputs(showcase)
        #expect(files == Self.all.union(Self.rockets))
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aPaletteEntryRendersTheAlertsThatUseIt() throws {
        let showcase = try Showcase()
        try showcase.edit("card: \"#262626\"", "card: \"#262627\"")
        let (r, files) = try Self.byInputs(showcase)
        #expect(
            files
                == Self.all.union(Self.rockets).subtracting([
                    "tip@2x.png", "rate-us@2x.png", "promo-summer@2x.png", "promo-autumn@2x.png",
                ]), "the rockets do not draw the palette's card: \(r.stdout)")
        #expect(
            r.stdout.hasSuffix("22 images: 18 unchanged (18 compared by their inputs only), 4 changed\n"), "\(r.stdout)"
        )
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func anImageFilesBytesRenderTheAlertsThatShowIt() throws {
        let showcase = try Showcase()
        try Self.append("\n<!-- edited -->\n", to: "assets/battery.svg", in: showcase)
        let (r, files) = try Self.byInputs(showcase)
        #expect(r.status == 0, "the same pixels: \(r.stdout)")
        #expect(files == Self.all.union(Self.rockets).subtracting(["low-battery@2x.png"]), "\(r.stdout)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aFontFilesBytesRenderTheAlertsThatDrawWithIt() throws {
        let showcase = try Showcase()
        let font = showcase.folder.appendingPathComponent("assets/fonts/LobsterTwo-BoldItalic.otf")
        var bytes = try Data(contentsOf: font)
        bytes.append(0)  // still the same font; other bytes
        try bytes.write(to: font)
        let (r, files) = try Self.byInputs(showcase)
        #expect(
            files == Self.all.union(Self.rockets).subtracting(["name-flight@2x.png", "tip@2x.png"]),
            "\(r.stdout)\(r.stderr)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aVariantRendersEveryImageOfIt() throws {
        let showcase = try Showcase()
        // The stage's device is the variant of every image (the file names stay: it is the default device).
        try showcase.edit("device: phone-landscape", "device: phone")
        let (r, files) = try Self.byInputs(showcase)
        #expect(r.status == 1 && files.isEmpty, "\(r.stdout)")
        #expect(try showcase.flare(["--update"]).status == 0)
        let (again, after) = try Self.byInputs(showcase)
        #expect(
            again.status == 0 && after == Self.all.union(Self.rockets),
            "approved: compared by inputs again: \(again.stdout)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func anIncludedFileRendersTheAlertsItDefines() throws {
        let folder = try Fixtures.temporaryDirectory()
        let root = folder.appendingPathComponent("root.yaml"), more = folder.appendingPathComponent("more.yaml")
        try "flare: 1\ninclude: [more.yaml]\nalerts:\n  a:\n    title: One\n".write(
            to: root, atomically: true, encoding: .utf8)
        try "alerts:\n  b:\n    title: Two\n  c:\n    title: Three\n".write(to: more, atomically: true, encoding: .utf8)
        let baseline = folder.appendingPathComponent("baseline").path
        func run(_ arguments: [String] = []) throws -> FlareProcess.Result {
            try TestCommandTests.flare(["test", root.path, "--baseline", baseline] + arguments)
        }
        #expect(try run(["--update"]).status == 0)
        #expect(try run().stdout == "3 images: 3 unchanged (3 compared by their inputs only)\n")
        try "alerts:\n  b:\n    title: Two!\n  c:\n    title: Three\n".write(
            to: more, atomically: true, encoding: .utf8)
        let r = try run()
        #expect(r.status == 1 && r.stdout.contains("changed   b.png"), "\(r.stdout)")
        #expect(
            r.stdout.hasSuffix("3 images: 2 unchanged (2 compared by their inputs only), 1 changed\n"), "\(r.stdout)")
        // Approving records the new inputs; --update renders only what changed.
        let approve = try run(["--update"])
        #expect(
            approve.status == 0 && approve.stdout.contains("approved  b.png") && !approve.stdout.contains("a.png"),
            "\(approve.stdout)")
        #expect(try run().stdout == "3 images: 3 unchanged (3 compared by their inputs only)\n")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aRocketsStepsAreComparedByTheirInputs() throws {
        let showcase = try Showcase()
        // Every alert and every rocket step, with no display to start: all by their inputs.
        var environment = ExportCommandTests.headless
        environment["PATH"] = "/nonexistent"
        let whole = try FlareProcess.run(
            ["test", showcase.spec, "--baseline", showcase.baseline], environment: environment)
        #expect(
            whole.status == 0 && whole.stdout == "22 images: 22 unchanged (22 compared by their inputs only)\n",
            "\(whole.stdout)\(whole.stderr)")

        // A block's text, in the included rockets file: the steps that show the block render again and changed.
        let rockets = showcase.folder.appendingPathComponent("showcase/rockets.yaml")
        let text = try String(contentsOf: rockets, encoding: .utf8)
        try text.replacingOccurrences(of: "Thanks, we'll look into it.", with: "Thanks, we will look into it.")
            .write(to: rockets, atomically: true, encoding: .utf8)
        let (r, files) = try Self.byInputs(showcase)
        let rendered = Self.all.union(Self.rockets).subtracting(files)
        #expect(
            rendered == ["feedback-step-3@2x.png", "feedback-step-4@2x.png", "feedback-step-5@2x.png"], "\(r.stdout)")
        #expect(r.status == 1 && r.stdout.contains("changed   feedback-step-3@2x.png"), "\(r.stdout)")
        #expect(r.stdout.contains("blocks.sorry.text"), "the value diff names the block's text: \(r.stdout)")
        try text.write(to: rockets, atomically: true, encoding: .utf8)

        // The author's image file, other bytes (the same pixels): every step of both rockets renders again.
        try Self.append("trailing bytes after IEND", to: "assets/avatar.png", in: showcase)
        let (same, byInputs) = try Self.byInputs(showcase)
        #expect(same.status == 0, "the same pixels: \(same.stdout)")
        #expect(byInputs == Self.all, "\(same.stdout)")
    }
}
