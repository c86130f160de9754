import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// `flare test`'s renderer fingerprint as this machine reads it (no display needed): the loaded libraries'
/// versions, and each font file's bytes hashed.
@Suite struct FingerprintReaderTests {
    static func pkgConfig(_ module: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pkg-config")
        process.arguments = ["--modversion", module]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theVersionsAreTheLoadedLibrariesOnes() {
        // The development packages Flare builds against are the libraries it loads on the build machine.
        for (version, module) in [
            (LibraryVersions.gtk, "gtk4"), (LibraryVersions.pango, "pango"), (LibraryVersions.cairo, "cairo"),
            (LibraryVersions.harfbuzz, "harfbuzz"), (LibraryVersions.fontconfig, "fontconfig"),
        ] {
            #expect(version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "\(module): \(version)")
            if let built = Self.pkgConfig(module), !built.isEmpty { #expect(version == built, "\(module)") }
        }
        // pkg-config names FreeType by its libtool version (24.3.18), not its release: only the form is checked.
        #expect(LibraryVersions.freetype.wholeMatch(of: /2\.\d+\.\d+/) != nil, "\(LibraryVersions.freetype)")
    }

    @Test func fontFilesAreHashedByNameWithTheirBytes() throws {
        let dir = try Fixtures.temporaryDirectory()
        let a = dir.appendingPathComponent("A.ttf"), b = dir.appendingPathComponent("sub/A.ttf")
        try FileManager.default.createDirectory(at: b.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("font".utf8).write(to: a)
        try Data("font".utf8).write(to: b)
        let here = FingerprintReader(flare: "1.0").fingerprint(fonts: [
            FontFace(family: "A", style: "Regular", file: a.path)
        ])
        let there = FingerprintReader(flare: "1.0").fingerprint(fonts: [
            FontFace(family: "A", style: "Regular", file: b.path)
        ])
        #expect(here == there, "the same bytes in another folder: the same fingerprint")
        #expect(
            here.fonts == ["A.ttf": "795ea3efa43d0872b63bf0067be97553b46983e4f075097669391e9d15388ecc"],
            "SHA-256 of the bytes")
        try Data("font2".utf8).write(to: b)
        let changed = FingerprintReader(flare: "1.0").fingerprint(fonts: [
            FontFace(family: "A", style: "Regular", file: b.path)
        ])
        #expect(changed.changes(from: here) == ["font A.ttf: other bytes"])
        #expect(here.renderer == "cairo" && here.gtk == LibraryVersions.gtk)
    }
}
