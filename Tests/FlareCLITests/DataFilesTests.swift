import Foundation
import TestSupport
import Testing

/// The desktop integration files in `data/`, checked with the platform's own validators.
struct DataFilesTests {
    let data = Fixtures.root.appendingPathComponent("data")

    @Test(
        .enabled(if: OpenCommandTests.which("desktop-file-validate") != nil, "make setup installs desktop-file-utils"))
    func theDesktopFileIsValidAndHandlesFlareURLs() throws {
        let file = data.appendingPathComponent("io.github.flare.Flare.desktop")
        let result = try OpenCommandTests.run("desktop-file-validate", [file.path])
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text.contains(
                "MimeType=x-scheme-handler/flare;application/x-flare-spec+yaml;application/x-flare-spec+json;"))
        #expect(text.contains("Exec=flare open %u"))
        #expect(text.contains("Icon=io.github.flare.Flare"))
    }

    @Test(.enabled(if: OpenCommandTests.which("appstreamcli") != nil, "make setup installs appstream"))
    func theMetainfoIsValid() throws {
        let file = data.appendingPathComponent("io.github.flare.Flare.metainfo.xml")
        let result = try OpenCommandTests.run("appstreamcli", ["validate", "--no-net", file.path])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theIconIsAnSVGNamedAfterTheAppID() throws {
        let text = try String(
            contentsOf: data.appendingPathComponent("icons/io.github.flare.Flare.svg"), encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("viewBox=\"0 0 128 128\""))
    }
}
