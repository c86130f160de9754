import CFlareShim
import CGtk
@testable import FlareGtk
import Foundation
import Testing

/// The wrappers the alert, lint and export code added to `Gtk/`: their references and what they read.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct AlertWrapperTests {
    /// A weak pointer GLib clears when `object` is finalized.
    @MainActor
    private func watch(_ object: Object) -> UnsafeMutablePointer<gpointer?> {
        let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        slot.pointee = object.raw
        g_object_add_weak_pointer(object.raw.assumingMemoryBound(to: GObject.self), slot)
        return slot
    }

    @Test func anAttachedControllerOutlivesItsWrapperAndGoesWithItsWidget() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            var box: Box? = Box(.vertical)
            let controller: UnsafeMutablePointer<gpointer?>
            do {
                let click = GestureClick()
                controller = watch(click)
                box?.add(click)
            }
            defer { controller.deallocate() }
            #expect(controller.pointee != nil, "the widget holds its own reference to the controller")
            let widget = watch(box!)
            defer { widget.deallocate() }
            box = nil
            #expect(widget.pointee == nil && controller.pointee == nil, "both finalized, GTK's checks passed")
        }
    }

    @Test func aPixbufGivesItsPixelsAndATexture() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let pixbuf = Pixbuf(width: 3, height: 2)
            #expect(pixbuf.width == 3 && pixbuf.height == 2 && pixbuf.hasAlpha && pixbuf.rowstride >= 12)
            for y in 0..<2 {
                for x in 0..<12 { pixbuf.pixels[y * pixbuf.rowstride + x] = UInt8(y * 12 + x) }
            }
            let copy = pixbuf.copy()
            #expect(copy != pixbuf)
            #expect(
                (0..<2).allSatisfy { y in
                    (0..<12).allSatisfy { copy.readPixels[y * copy.rowstride + $0] == UInt8(y * 12 + $0) }
                })
            let texture = Texture(pixbuf: pixbuf)
            #expect(texture.width == 3 && texture.height == 2)

            let file = FileManager.default.temporaryDirectory.appendingPathComponent("flare-pixbuf-\(getpid()).png")
            defer { try? FileManager.default.removeItem(at: file) }
            try Raster(width: 5, height: 4, scale: 1, rgba: [UInt8](repeating: 200, count: 5 * 4 * 4)).png().write(
                to: file)
            let info = try #require(Pixbuf.fileInfo(file.path))
            #expect(info.width == 5 && info.height == 4 && info.name == "png" && !info.isScalable)
            let decoded = try Pixbuf(file: file.path, width: 10, height: 8)
            #expect(decoded.width == 10 && decoded.height == 8)
            #expect(Pixbuf.fileInfo(file.path + ".missing") == nil)
            // GLib's error, typed: its domain and code, and the message that names the file.
            let missing = #expect(throws: GLibError.self) { try Pixbuf(file: file.path + ".missing") }
            #expect(
                missing?.domain == "g-file-error-quark" && missing?.code == 4,
                "G_FILE_ERROR_NOENT: \(String(describing: missing))")
            #expect(missing?.message.contains(".missing") == true)
            let notAnImage = #expect(throws: GLibError.self) { try Texture(fileData: Data("not a PNG".utf8)) }
            #expect(notAnImage?.domain.isEmpty == false && notAnImage?.message.isEmpty == false)
        }
    }

    @Test func anEmptySnapshotHasNoNode() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let snapshot = Snapshot()
            snapshot.scale(2, 2)
            #expect(snapshot.toNode() == nil)
        }
    }
}
