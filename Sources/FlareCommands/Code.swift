import ArgumentParser
import FlareCore
import Foundation

/// `flare code SPEC`: the Swift that builds the spec's alerts, rockets, queues, scenarios and routes with the seeds'
/// API (`SwiftCode`, docs/handoff.md).
package struct Code: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract:
            "Print the Swift (UXSDKCore, RocketAlert, JHPopupQueue, WaitForIt, Scotty) that ships the spec's items.",
        discussion: """
            Without --out, one Swift file for the items --id names (every item when none; 'routes' names the spec's \
            routes) goes to standard output. With --out DIR, one file per item, FlareColors.swift (the palette colors \
            they use) and FlareRoutes.swift are written there. \
            Appearance values equal to the DUX seed's defaults are left out unless --include-defaults. Exit status: 0 \
            written, 1 spec errors, 2 usage or I/O errors.
            """)

    package init() {}

    @OptionGroup var root: RootOption

    @Option(name: .customLong("id"), help: ArgumentHelp("Only this item (repeatable).", valueName: "id"))
    var ids: [String] = []

    @Option(help: ArgumentHelp("Write one file per item into this folder instead of printing.", valueName: "dir"))
    var out: String?

    @Option(
        help: ArgumentHelp(
            "Also write the asset catalog Flare.xcassets into this folder (palette colours, images) "
                + "and FlareFonts.md (the font files to add, the UIAppFonts entry); "
                + "palette colours then read it with UIColor(named:).",
            valueName: "dir"))
    var assets: String?

    @Flag(help: "Also write appearance values equal to the seed's defaults.")
    var includeDefaults = false

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    package func run() throws {
        let model = try root.loadSpec(spec)
        let code = SwiftCode(spec: model, options: .init(includeDefaults: includeDefaults, assetColors: assets != nil))
        if let assets {
            try writeCatalog(model, into: URL(fileURLWithPath: assets))
            try writeFonts(model, into: URL(fileURLWithPath: assets))
        }
        do {
            guard let out else {
                print(try code.singleFile(ids), terminator: "")
                return
            }
            let folder = URL(fileURLWithPath: out)
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                printError("\(out): error: cannot create the folder (\(error.localizedDescription))")
                throw ExitCode(2)
            }
            for file in try code.files(ids) {
                let url = folder.appendingPathComponent(file.name)
                do { try Data(file.text.utf8).write(to: url, options: .atomic) } catch {
                    printError("\(url.path): error: cannot write (\(error.localizedDescription)); check the folder")
                    throw ExitCode(2)
                }
                print(url.path)
            }
        } catch let unknown as SwiftCode.UnknownItem {
            printError("\(spec): error: \(unknown.description)")
            throw ExitCode(2)
        }
    }

    /// `FlareFonts.md` beside the catalog: the font files to add to the app and the Info.plist `UIAppFonts` entry.
    func writeFonts(_ spec: Spec, into folder: URL) throws {
        let check = FontCheck(catalog: FontconfigCatalog.shared, declaredFiles: spec.fonts)
        let url = folder.appendingPathComponent(FontList.fileName)
        do { try Data(FontList.markdown(spec, check: check).utf8).write(to: url, options: .atomic) } catch {
            printError("\(url.path): error: cannot write (\(error.localizedDescription)); check the folder")
            throw ExitCode(2)
        }
    }

    /// Builds `Flare.xcassets` beside its destination and swaps it in whole, so a reader never sees half a catalog.
    func writeCatalog(_ spec: Spec, into folder: URL) throws {
        let fm = FileManager.default
        let target = folder.appendingPathComponent("Flare.xcassets")
        let staging = folder.appendingPathComponent(".Flare.xcassets.\(getpid())")
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try? fm.removeItem(at: staging)
            for entry in AssetCatalog.entries(spec) {
                let url = staging.appendingPathComponent(entry.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                switch entry.contents {
                case .text(let text): try Data(text.utf8).write(to: url)
                case .copy(let source): try fm.copyItem(at: URL(fileURLWithPath: source), to: url)
                }
            }
            // The old catalog moves aside, the new one in, the old one goes (two renames in one folder).
            let old = folder.appendingPathComponent(".Flare.xcassets.old.\(getpid())")
            let replacing = fm.fileExists(atPath: target.path)
            if replacing { try fm.moveItem(at: target, to: old) }
            try fm.moveItem(at: staging, to: target)
            if replacing { try? fm.removeItem(at: old) }
        } catch {
            try? fm.removeItem(at: staging)
            printError("\(target.path): error: cannot write the asset catalog (\(error.localizedDescription))")
            throw ExitCode(2)
        }
    }
}
