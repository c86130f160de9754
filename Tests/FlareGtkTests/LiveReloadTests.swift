import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// Live reload keeps track when the ground moves under the spec: its folder deleted and recreated or renamed
/// away and back, a symlinked spec whose target changes, and an overflowed inotify queue.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct LiveReloadTests {
    /// `root/project/spec.yaml`, so the project folder itself can go and come back.
    @MainActor
    struct Project {
        let root: URL
        var folder: URL { root.appendingPathComponent("project") }
        var spec: URL { folder.appendingPathComponent("spec.yaml") }

        init() throws {
            root = try Fixtures.temporaryDirectory()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func write(_ title: String, to url: URL? = nil) throws {
            try SpecFolder.text(title: title).write(to: url ?? spec, atomically: false, encoding: .utf8)
        }
    }

    @MainActor
    static func open(_ path: String) -> PreviewWindow {
        let preview = PreviewWindow(specPath: path)
        preview.present()
        #expect(MainLoop.run(until: { preview.window.mapped }))
        return preview
    }

    @MainActor
    static func title(_ preview: PreviewWindow) -> String? {
        guard let label = preview.stage?.alertView?.titleLabel else { return nil }
        return label.text
    }

    @Test func aFolderDeletedAndRecreatedIsWatchedAgain() async throws {
        try await onGtk {
            let project = try Project()
            try project.write("Here")
            let preview = Self.open(project.spec.path)
            defer { preview.close() }
            #expect(Self.title(preview) == "Here")
            try FileManager.default.removeItem(at: project.folder)
            #expect(MainLoop.run(until: { !preview.state.specExists }))
            try FileManager.default.createDirectory(at: project.folder, withIntermediateDirectories: true)
            try project.write("Back")
            #expect(MainLoop.run(until: { Self.title(preview) == "Back" }), "the recreated folder is watched")
            try project.write("Again")
            #expect(MainLoop.run(until: { Self.title(preview) == "Again" }))
        }
    }

    @Test func aFolderRenamedAwayAndBackIsWatchedAgain() async throws {
        try await onGtk {
            let project = try Project()
            try project.write("Here")
            let preview = Self.open(project.spec.path)
            defer { preview.close() }
            let away = project.root.appendingPathComponent("away")
            try FileManager.default.moveItem(at: project.folder, to: away)
            #expect(MainLoop.run(until: { !preview.state.specExists }), "a folder moved away takes the spec with it")
            try project.write("Moved", to: away.appendingPathComponent("spec.yaml"))
            try FileManager.default.moveItem(at: away, to: project.folder)
            #expect(MainLoop.run(until: { preview.state.specExists && Self.title(preview) == "Moved" }))
            try project.write("Edited")
            #expect(MainLoop.run(until: { Self.title(preview) == "Edited" }))
        }
    }

    @Test func aSymlinkedSpecReloadsWhenItsTargetChanges() async throws {
        try await onGtk {
            let project = try Project()
            let elsewhere = project.root.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let target = elsewhere.appendingPathComponent("real.yaml")
            try project.write("Linked", to: target)
            try FileManager.default.createSymbolicLink(
                atPath: project.spec.path, withDestinationPath: "../elsewhere/real.yaml")
            let preview = Self.open(project.spec.path)
            defer { preview.close() }
            #expect(Self.title(preview) == "Linked")
            try project.write("SpecItem saved", to: target)
            #expect(MainLoop.run(until: { Self.title(preview) == "SpecItem saved" }))
        }
    }

    /// A save re-points the symlink at a file in another folder (`ln -sfn`: a new link renamed over the old): the
    /// spec names the same files, so the watch learns the new target from its idle check after that reload, and a
    /// save of the new target reloads.
    @Test func aSymlinkPointedElsewhereIsWatchedAtItsNewTarget() async throws {
        try await onGtk {
            let project = try Project()
            var targets: [URL] = []
            for name in ["first", "second"] {
                let folder = project.root.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                targets.append(folder.appendingPathComponent("real.yaml"))
                try project.write(name, to: targets.last)
            }
            try FileManager.default.createSymbolicLink(
                atPath: project.spec.path, withDestinationPath: "../first/real.yaml")
            let preview = Self.open(project.spec.path)
            defer { preview.close() }
            #expect(Self.title(preview) == "first")
            let link = project.folder.appendingPathComponent("new-link")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../second/real.yaml")
            #expect(rename(link.path, project.spec.path) == 0)
            #expect(MainLoop.run(until: { Self.title(preview) == "second" }))
            let secondFolder = targets[1].deletingLastPathComponent().path
            #expect(MainLoop.run(until: { preview.reloader.watcher?.watchedFolders.contains(secondFolder) == true }))
            try project.write("Saved at the new target", to: targets[1])
            #expect(MainLoop.run(until: { Self.title(preview) == "Saved at the new target" }))
        }
    }

    /// More events than the kernel queues (`max_queued_events`, 16384 here) while the loop is busy: the save at
    /// the end is lost in the overflow, which must count as "everything changed".
    @Test func anOverflowedQueueReportsEveryFile() async throws {
        try await onGtk {
            let project = try Project()
            try project.write("One")
            let watcher = try FileWatcher()
            var reported: Set<String> = []
            watcher.onChange = { reported.formUnion($0) }
            watcher.watch([project.spec.path])
            let limit =
                (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 16384
            for index in 0...(limit / 2 + 100) {
                let fd = Glibc.open(
                    project.folder.appendingPathComponent("noise-\(index)").path, O_CREAT | O_WRONLY, 0o600)
                Glibc.close(fd)  // IN_CREATE + IN_CLOSE_WRITE
            }
            try project.write("Two")
            #expect(MainLoop.run(until: { reported.contains(project.spec.path) }))
        }
    }
}
