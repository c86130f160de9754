import FlareCore
@testable import FlareGtk
import Foundation
import Testing

/// `ExportEntry` decodes by hand (so `flare test` can leave the values tables out): every field must survive a
/// write and a read, and a read without values must keep everything else.
@Suite struct ManifestReadTests {
    static let entry: ExportEntry = {
        var entry = ExportEntry(
            id: "a", file: "a-dark@2x.png", width: 540, height: 300, scale: 2, theme: "dark",
            device: "iPhone 15", text: "long", locale: "de", frame: "alert", sha256: "ab12",
            fonts: [FontFace(family: "Inter", style: "Bold", file: "Inter-Bold.otf")],
            layoutWarnings: [Diagnostic(.warning, "cut", at: SourceLocation(file: "s.yaml", line: 3, column: 5))],
            motion: MotionExport.Motion(motion: "show", frames: 9, fps: 30, duration: 0.3, format: "apng"),
            pixels: "00ff", sameAsBaseline: true, fingerprint: "f1",
            values: ["title": "Hi"], valuesAt: ["title": "s.yaml:3:5"],
            images: ["icon.png": "cd34"], inputs: "ef56")
        return entry
    }()

    private func roundTrip(values: Bool) throws -> ExportEntry {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flare-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("manifest.json")
        try ExportManifest(spec: "s.yaml", frame: "alert", alerts: [Self.entry]).write(to: url)
        return try #require(try ExportManifest.read(from: url, valuesOf: values ? nil : []).alerts.first)
    }

    @Test func everyFieldIsReadBack() throws {
        // Every optional field is set, so a field the hand-written decoder forgets reads back nil here.
        for child in Mirror(reflecting: Self.entry).children {
            if let optional = child.value as? any OptionalProtocol { #expect(optional.isSome, "\(child.label ?? "")") }
        }
        #expect(try roundTrip(values: true) == Self.entry)
    }

    @Test func aReadWithoutValuesKeepsEverythingElse() throws {
        var expected = Self.entry
        (expected.values, expected.valuesAt, expected.images) = (nil, nil, nil)
        #expect(try roundTrip(values: false) == expected)
    }

    /// `flare test` reads the values tables again only for the images that changed.
    @Test func aReadOfSomeEntriesValuesReadsTheirsOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flare-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("manifest.json")
        var other = Self.entry
        other.file = "b@2x.png"
        try ExportManifest(spec: "s.yaml", frame: "alert", alerts: [Self.entry, other]).write(to: url)
        let read = try ExportManifest.read(from: url, valuesOf: ["b@2x.png"]).alerts
        var bare = Self.entry
        (bare.values, bare.valuesAt, bare.images) = (nil, nil, nil)
        #expect(read == [bare, other])
    }
}

private protocol OptionalProtocol { var isSome: Bool { get } }
extension Optional: OptionalProtocol { var isSome: Bool { self != nil } }
