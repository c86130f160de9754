import FlareCore
import Foundation
import TestSupport
import Testing

@testable import FlareGtk

/// File › Export… (Ctrl+Shift+E): the dialog's options export what `flare export` exports with the same options,
/// byte for byte, one image per main-loop turn with a progress bar; Cancel leaves nothing on disk.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ExportDialogTests {
    static let spec = """
        flare: 1
        alerts:
          first:
            title: First
            message: Hello
            actions: [{title: OK}]
          second:
            title: Second
            actions: [{title: Later}, {title: Now}]
        """

    /// Every file under `folder` (relative path → bytes).
    static func files(in folder: URL) -> [String: Data] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: Data] = [:]
        for path in paths {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                files[path] = data
            }
        }
        return files
    }

    /// The dialog over a window on `folder`'s spec, and the folder the window was asked to show.
    @MainActor static func open(_ folder: SpecFolder) throws -> (PreviewWindow, ExportDialog, () -> URL?) {
        let preview = folder.openWindow()
        var shown: URL?
        preview.messages.showFolder = { shown = $0 }
        #expect(PreviewActions.activate("export", on: preview), "Ctrl+Shift+E's action")
        let dialog = try #require(preview.chrome.commands?.exportDialog)
        return (preview, dialog, { shown })
    }

    @Test func theDialogExportsTheSameFilesAsFlareExportWithTheSameOptions() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let fromCLI = folder.url.appendingPathComponent("cli")
            let cli = try FlareProcess.run([
                "export", folder.spec.path, "--out", fromCLI.path, "--scale", "2", "--theme", "light", "--theme",
                "dark", "--frame", "stage", "--chrome", "--quiet",
            ])
            #expect(cli.status == 0, "\(cli.stderr)")
            let fromWindow = folder.url.appendingPathComponent("window")
            let (preview, dialog, shown) = try Self.open(folder)
            defer { preview.close() }
            let form = dialog.form
            #expect(form.items.filter { $0.check.active }.map(\.id) == ["first"], "the selection alone at first")
            form.check(only: ["first", "second"])
            for (scale, check) in form.scales { check.active = scale == 2 }
            for (_, check) in form.themes { check.active = true }
            form.framePicker.selected = 1
            #expect(form.chromeCheck.sensitive, "the device is drawn over the stage frame only")
            form.chromeCheck.active = true
            dialog.setDirectory(fromWindow)
            dialog.exportButton.emit(.clicked)
            let run = try #require(dialog.run)
            #expect(run.plan.count == 4)
            var fractions: [Double] = []
            run.onProgress = { [onProgress = run.onProgress] done, total in
                onProgress(done, total)
                fractions.append(dialog.progress.fraction)
            }
            #expect(MainLoop.run(until: { run.state != .running }, timeout: 60))
            #expect(run.state == .finished(images: 4))
            #expect(fractions == [0.25, 0.5, 0.75, 1], "one image per main-loop turn, the bar following")
            #expect(shown() == fromWindow, "the folder opens at the end")
            #expect(preview.messages.notice.text.hasPrefix("Exported 4 images to"))
            #expect(preview.chrome.commands?.exportDialog == nil, "the dialog closes")
            let expected = Self.files(in: fromCLI)
            let written = Self.files(in: fromWindow)
            #expect(expected.count == 5, "four images and manifest.json: \(expected.keys.sorted())")
            #expect(written.keys.sorted() == expected.keys.sorted())
            for (name, data) in expected { #expect(written[name] == data, "\(name) differs from flare export's") }
        }
    }

    @Test func cancelLeavesNoFileBehind() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let (preview, dialog, shown) = try Self.open(folder)
            defer { preview.close() }
            // A folder that exists and holds a file: it keeps that file and gets nothing else.
            let out = folder.url.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
            dialog.form.check(only: ["first", "second"])
            for (_, check) in dialog.form.scales { check.active = true }
            for (_, check) in dialog.form.themes { check.active = true }
            dialog.setDirectory(out)
            dialog.start()
            let run = try #require(dialog.run)
            #expect(run.plan.count == 12)
            #expect(MainLoop.run(until: { run.done >= 3 }, timeout: 60))
            #expect(Self.files(in: run.staging).count >= 3, "the images drawn so far wait in the hidden folder")
            dialog.cancelButton.emit(.clicked)
            #expect(run.state == .cancelled)
            let afterCancel = run.done
            // The main loop runs on: no image more is drawn.
            MainLoop.drain()
            #expect(run.done == afterCancel)
            #expect(Self.files(in: out) == ["notes.txt": Data("keep".utf8)])
            #expect(shown() == nil)
            #expect(preview.chrome.commands?.exportDialog == nil)

            // A folder the export made is taken away again.
            #expect(PreviewActions.activate("export", on: preview))
            let second = try #require(preview.chrome.commands?.exportDialog)
            let made = folder.url.appendingPathComponent("made")
            second.form.check(only: ["first", "second"])
            for (_, check) in second.form.scales { check.active = true }
            second.setDirectory(made)
            second.start()
            let again = try #require(second.run)
            #expect(MainLoop.run(until: { again.done >= 1 }, timeout: 60))
            second.cancelButton.emit(.clicked)
            #expect(!FileManager.default.fileExists(atPath: made.path))
        }
    }

    @Test func optionsThatExportNothingAreSaidAndNothingStarts() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let (preview, dialog, _) = try Self.open(folder)
            defer { preview.close() }
            for (_, check) in dialog.form.themes { check.active = false }
            dialog.exportButton.emit(.clicked)
            #expect(dialog.run == nil)
            #expect(dialog.status.text == "Check at least one theme.")
            // With the selection alone checked, the request names it, as `--id second` would.
            preview.stageController.select(.alert("second"))
            dialog.form.check(only: ["second"])
            #expect(dialog.form.request(into: folder.url).ids == ["second"])
            dialog.form.check(only: ["first", "second"])
            #expect(dialog.form.request(into: folder.url).ids == [], "every item: no --id")
        }
    }
}
