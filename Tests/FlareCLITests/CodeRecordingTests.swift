import FlareCore
import Foundation
import Testing
import TestSupport

/// The recording run: every example's generated code, compiled with the release stubs and the recorders
/// (Fixtures/CodeStubs) into one program and run; what each alert, rocket, scenario, queue, route and preview
/// delivered, as the release applies it, is compared with the spec.
@Suite struct CodeRecordingTests {
    /// The recording run: every example's alerts, built by the generated functions against stubs that keep what
    /// they are given, read back and compared with the catalog's value of each property for that alert.
    @Test(CodeHarness.needsSwiftc)
    func recordingRunReproducesEveryCatalogValue() throws {
        let dir = try CodeHarness.modules.get()
        let work = try Fixtures.temporaryDirectory()
        var sources: [String] = [], calls: [String] = [], specs: [(String, Spec)] = []
        for (index, example) in CodeHarness.examples.enumerated() {
            let result = SpecLoader.load(path: example.path)
            guard let spec = result.spec, spec.alerts.count + spec.rockets.count > 0 else { continue }
            specs.append((example.lastPathComponent, spec))
            // Each example's functions get a prefix, so alerts of the same id in two examples do not collide
            // (palette colors are private to their file).
            let text = try CodeHarness.code([example.path])
                .replacingOccurrences(of: "func make", with: "func ex\(index)_make")
                .replacingOccurrences(of: "FlareDestination", with: "Ex\(index)Destination")
                .replacingOccurrences(of: "func flareRoute", with: "func ex\(index)_flareRoute")
                .replacingOccurrences(of: "preview.present = { make", with: "preview.present = { ex\(index)_make")
            let (previewed, previews) = Self.previewsAsStubs(text, prefix: "ex\(index)_preview")
            let file = work.appendingPathComponent("ex\(index).swift")
            try Data(previewed.utf8).write(to: file)
            sources.append(file.path)
            for (n, preview) in previews.enumerated() {
                calls.append("    \"\(example.lastPathComponent)/preview:\(n)\": recordPreview(\(preview)),")
            }
            for alert in spec.alerts {
                calls.append(
                    "    \"\(example.lastPathComponent)/\(alert.id)\": "
                        + "record(ex\(index)_\(SwiftCode.functionName(alert: alert.id))()),"
                )
            }
            for rocket in spec.rockets {
                let function = "ex\(index)_make" + SwiftLiteral.typeName(rocket.id) + "Rocket"
                calls.append("    \"\(example.lastPathComponent)/rocket:\(rocket.id)\": record(\(function)()),")
            }
            for scenario in spec.scenarios {
                let type = SwiftCode.typeName(scenario: scenario.id)
                let flags = scenario.customConditions.map {
                    "\(SwiftLiteral.string($0)): \(type).\(SwiftCode.flagFunction(scenario: scenario, flag: $0))()"
                }
                let probe = Self.scenarioProbe(scenario).map(SwiftLiteral.string).joined(separator: ", ")
                calls.append(
                    "    \"\(example.lastPathComponent)/scenario:\(scenario.id)\": record(\(type).self, flags: ["
                        + (flags.isEmpty ? ":" : flags.joined(separator: ", ")) + "], probe: [\(probe)]),")
            }
            for queue in spec.queues {
                let arguments = SwiftCode.containerParameters(queue: queue).map {
                    "\($0.parameter): container(\(SwiftLiteral.string($0.container)))"
                }
                calls.append(
                    "    \"\(example.lastPathComponent)/queue:\(queue.id)\": "
                        + "recordQueue(top: \(SwiftLiteral.string(queue.top))) { "
                        + "\(SwiftCode.functionName(queue: queue.id))(\(arguments.joined(separator: ", "))) },")
            }
            if !spec.routes.isEmpty {
                let urls = Self.routeProbes(spec).map(SwiftLiteral.string).joined(separator: ", ")
                calls.append(
                    "    \"\(example.lastPathComponent)/routes\": recordRoutes([\(urls)]) { "
                        + "ex\(index)_flareRoute(for: $0, navigate: $1) },")
            }
        }
        let main = """
            import Foundation
            let result: [String: Any] = [
            \(calls.joined(separator: "\n"))
            ]
            let data = try! JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            """
        let mainFile = work.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let executable = work.appendingPathComponent("record")
        try CodeHarness.compile(
            CodeHarness.swiftc!,
            [
                "-swift-version", "6", "-D", "DEBUG", "-I", dir.path, "-L", dir.path, "-lUIKit", "-lUXSDKCore",
                "-lRocketAlert", "-lJHPopupQueue", "-lWaitForIt", "-lScotty",
            ]
                + sources + [
                    CodeHarness.stubs.appendingPathComponent("Recorder.swift").path,
                    CodeHarness.stubs.appendingPathComponent("RocketRecorder.swift").path,
                    CodeHarness.stubs.appendingPathComponent("WorkflowRecorder.swift").path,
                    CodeHarness.stubs.appendingPathComponent("PreviewRecorder.swift").path, mainFile.path,
                    "-o", executable.path,
                ], in: work)
        let run = try FlareProcess.runTool(executable.path, [])
        #expect(run.status == 0, "\(run.stderr)")
        let recorded = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var compared = 0
        /// What the run recorded under `key`, as `T`.
        func got<T>(_ key: String, as: T.Type = T.self) throws -> T {
            try #require(recorded[key] as? T, "\(key) was not recorded")
        }
        for (name, spec) in specs {
            for alert in spec.alerts {
                compared += Self.compare(alert, try got("\(name)/\(alert.id)"), "\(name)/\(alert.id)")
            }
            for rocket in spec.rockets {
                let key = "\(name)/rocket:\(rocket.id)"
                compared += Self.compareRocket(rocket, try got(key), key)
            }
            for scenario in spec.scenarios {
                let key = "\(name)/scenario:\(scenario.id)"
                compared += Self.compareScenario(scenario, try got(key), key)
            }
            for queue in spec.queues {
                compared += Self.compareQueue(queue, try got("\(name)/queue:\(queue.id)"), "\(name)/queue:\(queue.id)")
            }
            compared += Self.comparePreviews(spec, recorded, name)
            if !spec.routes.isEmpty {
                let key = "\(name)/routes"
                let routes: [String: String] = try got(key)
                let want = Dictionary(
                    uniqueKeysWithValues: Self.routeProbes(spec).map { ($0, Self.expectedRoute($0, spec)) })
                #expect(routes == want, "\(key): recorded \(routes), spec says \(want)")
                #expect(want.values.contains("none") && want.values.contains { $0 != "none" })
                compared += want.count
            }
        }
        #expect(compared > 600, "only \(compared) values compared")
    }

    /// A catalog value as Recorder.swift prints the stub's.
    static func expected(_ value: PropertyValue) -> String {
        func hex(_ c: RGBA) -> String {
            "#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
        switch value {
        case .color(let c): return hex(c.light) + " " + hex(c.dark)
        case .font(let f):
            let size = f.size == f.size.rounded() ? String(Int(f.size)) : String(f.size)
            if let name = SwiftLiteral.postScriptName(f) { return name + " " + size }
            if f.italic { return "system italic " + size }
            return "system " + SwiftLiteral.weight(f.weight).dropFirst() + " " + size
        case .number(let n): return String(n)
        case .choice(let word): return word
        case .bool(let b): return String(b)
        case .image(let source): return SwiftLiteral.assetName(source)
        case .edgeInsets: return "insets"
        case .text(let text): return text
        case .rocketFont(let f): return f.presetName ?? "rocketFont"
        case .none: return "none"
        }
    }
}
