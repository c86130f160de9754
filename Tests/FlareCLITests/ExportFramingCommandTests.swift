import Foundation
import Testing
import TestSupport

/// Every kind of `flare export` with every `--frame` (none, alert, stage, transcript) and with and without
/// `--chrome`, end to end: each combination either draws (exit 0, and the chrome changes the images) or is a usage
/// error naming the option it refuses (exit 2). Nothing is silently ignored: a queue's steps with `--chrome` are
/// not the bare ones.
@Suite(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct ExportFramingCommandTests {
    static let spec = """
        flare: 1
        stage: {device: iphone-15-pro, scale: 1}
        alerts:
          a: {title: Hello, actions: [{title: OK}]}
          field: {title: Name it, custom: {input: {placeholder: A name}}}
        rockets:
          r:
            blocks:
              hi: {text: Welcome aboard, next: bye}
              bye: {text: See you}
            script: [tap]
        queues:
          q:
            popups: [{name: A, show: alert/a}]
            script: [{register: A}]
        scenarios:
          s: {show: alert/a, script: [{at: 0, try: true}]}
        """

    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case alert, pressed, motion, keyboard, stack, rocket, storyboard, flow, queue, mixed, scenario
        var testDescription: String { rawValue }

        var arguments: [String] {
            switch self {
            case .alert: ["--id", "a"]
            case .pressed: ["--id", "a", "--state", "pressed:1"]
            case .motion: ["--id", "a", "--motion", "show", "--fps", "4"]
            case .keyboard: ["--id", "field", "--state", "keyboard"]
            case .stack: ["--id", "a", "--id", "field", "--stacked"]
            case .rocket: ["--id", "r"]
            case .storyboard: ["--id", "r", "--storyboard"]
            case .flow: ["--id", "r", "--motion", "flow", "--fps", "2"]
            case .queue: ["--id", "q"]
            case .mixed: []
            case .scenario: ["--id", "s"]
            }
        }

        /// The frames the kind is drawn with (nil: no `--frame`), and those of them `--chrome` may go with.
        var accepted: (frames: [String?], chrome: [String?]) {
            switch self {
            case .alert, .pressed, .motion: ([nil, "alert", "stage"], ["stage"])
            case .keyboard, .stack, .storyboard, .flow, .queue: ([nil, "stage"], [nil, "stage"])
            case .rocket: ([nil, "stage", "transcript"], [nil, "stage"])
            case .mixed: ([nil, "alert", "stage", "transcript"], ["stage"])
            case .scenario: ([], [])
            }
        }
    }

    /// The images `flare export` writes into `out`, by name.
    static func images(in out: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) })
    }

    @Test(arguments: Kind.allCases) func eachFrameAndTheChromeDrawOrAreRefused(kind: Kind) throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("spec.yaml")
        try Data(Self.spec.utf8).write(to: spec)
        // Each export starts its own display, as the other export tests' do: a dozen exports at once on one Xvfb,
        // under load, were refused a connection ("GTK could not open a display").
        let environment = ExportCommandTests.headless
        for frame in [nil, "alert", "stage", "transcript"] as [String?] {
            var drawn: [Bool: [String: Data]] = [:]
            for chrome in [false, true] {
                let out = dir.appendingPathComponent("\(frame ?? "none")-\(chrome)")
                let options = (frame.map { ["--frame", $0] } ?? []) + (chrome ? ["--chrome"] : [])
                let r = try FlareProcess.run(
                    ["export", spec.path, "--out", out.path, "--quiet"] + kind.arguments + options,
                    environment: environment)
                let what = "\(kind.rawValue) \(options.joined(separator: " "))"
                let works = kind.accepted.frames.contains(frame) && (!chrome || kind.accepted.chrome.contains(frame))
                if works {
                    #expect(r.status == 0, "\(what): \(r.stderr)")
                    drawn[chrome] = try Self.images(in: out)
                    #expect(drawn[chrome]?.isEmpty == false, "\(what) wrote no image")
                } else {
                    #expect(r.status == 2, "\(what) is refused: \(r.status) \(r.stderr)")
                    let refused =
                        kind == .scenario
                        ? "is a scenario" : kind.accepted.frames.contains(frame) ? "--chrome" : "--frame \(frame!)"
                    #expect(r.stderr.contains(refused), "\(what) names \(refused): \(r.stderr)")
                    #expect(!FileManager.default.fileExists(atPath: out.path), "\(what) wrote nothing")
                }
            }
            // Where both drew, the chrome is in every image (same names, other pixels).
            if let bare = drawn[false], let dressed = drawn[true] {
                #expect(bare.keys.sorted() == dressed.keys.sorted(), "\(kind.rawValue) \(frame ?? "")")
                for (name, data) in bare { #expect(dressed[name] != data, "\(kind.rawValue): \(name) has no chrome") }
            }
        }
    }
}
