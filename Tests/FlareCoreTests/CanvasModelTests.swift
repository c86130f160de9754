import FlareCore
import Foundation
import TestSupport
import Testing

/// The UI-free parts of the canvas: `stage.backdrop`, the devices' safe areas, and how "Open in editor" picks a
/// command.
struct CanvasModelTests {
    @Test func aBackdropIsAnImageFileInsideTheSpecsFolder() throws {
        let (_, spec) = try SpecFilesTests.project(
            """
            flare: 1
            stage: {device: phone, backdrop: screen.png}
            """)
        try Data([0x89]).write(to: spec.deletingLastPathComponent().appendingPathComponent("screen.png"))
        let ok = SpecLoader.load(path: spec.path)
        #expect(
            ok.spec?.stage.backdrop == .file(spec.deletingLastPathComponent().appendingPathComponent("screen.png").path)
        )
        #expect(ok.diagnostics.isEmpty, "\(ok.diagnostics)")

        let folder = spec.deletingLastPathComponent().resolvingSymlinksInPath().path
        try "flare: 1\nstage:\n  backdrop: ../secret.yaml\n".write(to: spec, atomically: true, encoding: .utf8)
        #expect(
            SpecFilesTests.errors(SpecLoader.load(path: spec.path)) == [
                "3:13: image file '../secret.yaml' is outside the spec's folder \(folder): "
                    + "Flare reads only files inside it (after symlinks); move the file there, "
                    + "or widen the folder with --root"
            ])
        try "flare: 1\nstage:\n  backdrop: builtin:warning\n".write(to: spec, atomically: true, encoding: .utf8)
        #expect(
            SpecFilesTests.errors(SpecLoader.load(path: spec.path)) == [
                "3:13: 'backdrop' must name an image file (a screenshot of the screen the alert interrupts), "
                    + "not a built-in icon"
            ])
        try "flare: 1\nstage:\n  backdrop: gone.png\n".write(to: spec, atomically: true, encoding: .utf8)
        let missing = SpecLoader.load(path: spec.path)
        #expect(
            missing.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue)" } == [
                "3:13: warning"
            ])
        #expect(missing.diagnostics.first?.message.contains("image file 'gone.png' does not exist") == true)
        try "flare: 1\nstage:\n  backdrop: [a]\n".write(to: spec, atomically: true, encoding: .utf8)
        #expect(SpecFilesTests.errors(SpecLoader.load(path: spec.path)).first?.hasPrefix("3:13: ") == true)
    }

    @Test func safeAreasFollowTheDevice() {
        let phone = Stage.Device.phone.safeRegions.map { $0.frame(in: Stage.Device.phone.size) }
        #expect(
            phone == [StageRect(x: 0, y: 0, width: 390, height: 47), StageRect(x: 0, y: 810, width: 390, height: 34)])
        let landscape = Stage.Device.phoneLandscape.safeRegions
        #expect(landscape.map(\.edge) == [.left, .right, .bottom])
        #expect(
            landscape[1].frame(in: Stage.Device.phoneLandscape.size) == StageRect(x: 797, y: 0, width: 47, height: 390))
        #expect(Stage.Device.tablet.safeRegions.map(\.inset) == [24, 20])
        #expect(Stage.Device.custom(width: 400, height: 800).safeRegions.isEmpty)
        #expect(Stage.Device.custom(width: 400, height: 800).notch == nil && Stage.Device.phone.notch?.width == 162)
    }

    @Test func theEditorCommandFollowsVisualThenEditorThenTheDesktop() throws {
        let at = SourceLocation(file: "/specs/warn.yaml", line: 8, column: 7)
        #expect(
            EditorCommand.opening(at, environment: ["VISUAL": "code --wait", "EDITOR": "vi"])
                == EditorCommand(executable: "code", arguments: ["--wait", "+8", "/specs/warn.yaml"]))
        #expect(
            EditorCommand.opening(at, environment: ["EDITOR": "nano"])
                == EditorCommand(executable: "nano", arguments: ["+8", "/specs/warn.yaml"]))
        #expect(
            EditorCommand.opening(at, environment: ["VISUAL": "", "PATH": "/nonexistent"])
                == EditorCommand(executable: "xdg-open", arguments: ["/specs/warn.yaml"]))
        let bin = try Fixtures.temporaryDirectory()
        let gnome = bin.appendingPathComponent("gnome-text-editor")
        try "#!/bin/sh\n".write(to: gnome, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gnome.path)
        #expect(
            EditorCommand.opening(at, environment: ["PATH": "/nonexistent:\(bin.path)"])
                == EditorCommand(executable: gnome.path, arguments: ["+8", "/specs/warn.yaml"]))
    }
}
