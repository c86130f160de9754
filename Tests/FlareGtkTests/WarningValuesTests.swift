import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Warnings are values handed back by what met them, never a process-wide channel: the stage keeps its font and
/// backdrop warnings in `warnings`, and an export sends them, with its alert's, to the `warn` it was given.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WarningValuesTests {
    @Test func theStageAndAnExportHandTheirWarningsToWhoeverBuiltThem() async throws {
        try await onGtk {
            let folder = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data("not a font".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
            try Data("not a picture".utf8).write(to: folder.appendingPathComponent("broken.png"))
            let file = folder.appendingPathComponent("warnings.yaml")
            try """
            flare: 1
            fonts: [broken.ttf]
            stage: {backdrop: broken.png}
            alerts:
              hi: {title: Hello, icon: broken.png}
            """.write(to: file, atomically: true, encoding: .utf8)
            let loaded = SpecLoader.load(path: file.path)
            let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
            let alert = try #require(spec.alert("hi"))
            let font =
                "font '\(folder.appendingPathComponent("broken.ttf").path)' could not be registered with fontconfig"

            let stage = StageView(spec: spec, theme: .light)
            #expect(stage.warnings.first == font, "\(stage.warnings)")
            #expect(
                stage.warnings.dropFirst().map { $0.hasPrefix("stage backdrop: image '") } == [true],
                "\(stage.warnings)")

            var warned: [String] = []
            _ = try Exporter.render(
                alert, in: spec, options: Exporter.Options(frame: .stage), warn: { warned.append($0) })
            #expect(warned.first == font, "\(warned)")
            #expect(warned.contains { $0.hasPrefix("stage backdrop: image '") }, "\(warned)")
            #expect(warned.last?.hasPrefix("alert 'hi': image '") == true, "the alert's own, last: \(warned)")
        }
    }
}
