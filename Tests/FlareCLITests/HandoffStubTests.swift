import FlareCore
import Foundation
import Testing
import TestSupport

/// The stubs `flare code`'s output is compiled and run against (Fixtures/CodeStubs) cannot drift: the appearance
/// properties the generator writes (the property catalog's seed names) are exactly the stub's, and, where the DUX
/// mirror is on this machine, each stub declaration is the release's own line.
@Suite struct HandoffStubTests {
    static let stubs = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/CodeStubs")
    /// The DUX snapshot the release was read from (docs/handoff.md), when this machine has it.
    static let mirror = "/work/.mirror/dji-sdk+Mobile-UXSDK-Beta-iOS/repo"
    static let duxSource = "UXSDKCore/UXSDKCore/UI/Alert/Base/DUXBetaAlertView.swift"

    /// The `public var` lines of class `name`'s body in `text`, without `@objc`, comments and indentation.
    static func properties(of name: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("class \(name):") || $0.contains("class \(name) {") })
        else { return [] }
        var out: [String] = []
        for line in lines[(start + 1)...] {
            var text = line.trimmingCharacters(in: .whitespaces)
            if text == "}" { break }
            if let comment = text.range(of: "  //") { text = String(text[..<comment.lowerBound]) }
            text = text.replacingOccurrences(of: "@objc ", with: "")
            if text.hasPrefix("public var ") { out.append(text) }
        }
        return out
    }

    static func name(_ declaration: String) -> String {
        String(declaration.dropFirst("public var ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    static func stub(_ file: String) throws -> String {
        try String(contentsOf: stubs.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func theCatalogsSeedNamesAreTheStubsAppearanceProperties() throws {
        let text = try Self.stub("UXSDKCore.swift")
        let alert = Self.properties(of: "DUXBetaAlertViewAppearance", in: text).map(Self.name)
        let action = Self.properties(of: "DUXBetaAlertActionAppearance", in: text).map(Self.name)
        #expect(alert.count == 25 && action.count == 8)
        #expect(Set(PropertyCatalog.alertAppearance.map(\.seed.name)) == Set(alert))
        #expect(Set(PropertyCatalog.actionAppearance.map(\.seed.name)) == Set(action))
        #expect(PropertyCatalog.alertAppearance.allSatisfy { $0.seed.type == "DUXBetaAlertViewAppearance" })
        // The release's spellings, which the generated code must use.
        #expect(alert.contains("horizaontalOffset") && !alert.contains("horizontalOffset"))
        #expect(text.contains("public var dissmissCompletion") && !text.contains("public var dismissCompletion"))
    }

    /// Every rocket property the generator writes by its seed name is a label or a property of the RocketAlert stub.
    @Test func everyRocketSeedNameIsInTheRocketStub() throws {
        let text = try Self.stub("RocketAlert.swift")
        let names =
            PropertyCatalog.rocketAuthor.map(\.seed.name) + PropertyCatalog.rocketCloseButton.map(\.seed.name)
            + PropertyCatalog.textBlock.map(\.seed.name) + PropertyCatalog.imageBlock.map(\.seed.name)
            + PropertyCatalog.buttonBlock.map(\.seed.name) + PropertyCatalog.inputBlock.map(\.seed.name)
        for name in Set(names).sorted() {
            #expect(text.contains("\(name):") || text.contains("var \(name)"), "\(name) is not in RocketAlert.swift")
        }
    }

    /// Each appearance property of the stub is the release's declaration, name, type and default, line for line.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: mirror), "needs the DUX mirror"))
    func theDUXStubIsTheReleasesDeclarations() throws {
        let commit = HandoffRelease.dux.source.suffix(7)
        let r = try FlareProcess.runTool(
            "/usr/bin/git", ["--git-dir=\(Self.mirror)", "show", "\(commit):\(Self.duxSource)"])
        #expect(r.status == 0, "\(r.stderr)")
        let stub = try Self.stub("UXSDKCore.swift")
        for type in ["DUXBetaAlertViewAppearance", "DUXBetaAlertActionAppearance"] {
            let release = Self.properties(of: type, in: r.stdout)
            #expect(release.count >= 8)
            #expect(Self.properties(of: type, in: stub) == release, "\(type) differs from \(HandoffRelease.dux.source)")
        }
        for line in [
            "public var dissmissCompletion: (() -> ())?", "public var shouldHideOnTap: Bool = false",
            "@objc public var appearance = DUXBetaAlertActionAppearance() {",
            "public static func action(actionTitle: String?, style: UIAlertAction.Style, actionType: "
                + "DUXBetaAlertActionType, target: AnyObject? = nil, selector: Selector? = nil,  completionAction: "
                + "DUXBetaAlertActionCompletionBlock? = nil) -> DUXBetaAlertAction {",
        ] {
            #expect(r.stdout.contains(line), "the release no longer declares \(line)")
        }
    }
}

/// docs/handoff.md's key → Swift tables are `HandoffTable.markdown()`, byte for byte. With
/// `FLARE_UPDATE_DOCS=1` the test first writes them between the markers (then review the diff).
@Suite struct HandoffDocsTests {
    @Test func theKeyTablesAreTheCatalogs() throws {
        let url = Fixtures.root.appendingPathComponent("docs/handoff.md")
        var docs = try String(contentsOf: url, encoding: .utf8)
        let table = HandoffTable.markdown()
        if ProcessInfo.processInfo.environment["FLARE_UPDATE_DOCS"] == "1",
            let start = docs.range(of: "<!-- handoff-table -->\n"), let end = docs.range(of: "<!-- /handoff-table -->"),
            start.upperBound <= end.lowerBound
        {
            docs.replaceSubrange(start.upperBound..<end.lowerBound, with: table + "\n")
            try Data(docs.utf8).write(to: url, options: .atomic)
        }
        #expect(table.contains("`appearance.horizontalOffset` | `alert.appearance.horizaontalOffset = …` (sic"))
        #expect(
            docs.contains("<!-- handoff-table -->\n" + table + "\n<!-- /handoff-table -->"),
            "docs/handoff.md's tables are stale; paste between the markers:\n\(table)")
    }
}
