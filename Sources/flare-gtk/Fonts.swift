import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare fonts [SPEC]`: the families a spec can use (bundled, declared, installed, with their styles) and, with a
/// spec, what each of its font keys draws. No display needed.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the font families a spec can use, and what each of its fonts resolves to.",
        discussion: """
            First a line for 'system', the iOS system font: the family that draws it here (SF Pro Text below 20 pt \
            and SF Pro Display from 20 pt when installed, else the bundled Inter), always with Apple's tracking. \
            Without a spec: the bundled families and the installed ones, with their styles. \
            With a spec: also the families its 'fonts:' files declare, and one line per font key: \
            'path:line:col: KEY 'VALUE' → FAMILY STYLE (bundled|declared|installed|missing) FILE'. \
            A family that is nowhere is also a warning on standard error. Exit status: 0, 1 when the spec has errors.
            """)

    @OptionGroup var root: RootOption

    @Argument(help: "A spec file (YAML or JSON).")
    var spec: String?

    func run() throws {
        let catalog = FontconfigCatalog.shared
        var loaded: Spec?
        if let path = spec {
            if let problem = Check.unreadable(path) {
                printError("flare: error: cannot read '\(path)': \(problem)")
                throw ExitCode(2)
            }
            let result = SpecLoader.load(path: path, root: root.path, fonts: catalog)
            for d in result.diagnostics { printError(d.description) }
            guard result.errors.isEmpty, let spec = result.spec else { throw ExitCode(1) }
            loaded = spec
        }
        print("system: \(catalog.systemFont.summary)")
        print("Bundled (\(Assets.fonts.path)):")
        Self.list(catalog.bundled)
        if let loaded {
            let check = FontCheck(catalog: catalog, declaredFiles: loaded.fonts)
            print("Declared in 'fonts:':")
            Self.list(check.declared, files: true)
            print("Installed:")
            Self.list(catalog.installed)
            print("Font keys:")
            for use in loaded.fontUses {
                let r = check.resolve(use)
                let drawn =
                    r.face.map { "\($0.family) \($0.style) (\(r.source?.rawValue ?? "missing")) \($0.file)" }
                    ?? "nothing (fontconfig matched no font)"
                print(TerminalText.escaped("  \(use.location): \(use.key) '\(use.text)' → \(drawn)"))
            }
        } else {
            print("Installed:")
            Self.list(catalog.installed)
        }
    }

    /// `  Family: Style, Style` per family, sorted; with `files`, each face's file too.
    static func list(_ faces: [FontFace], files: Bool = false) {
        guard !faces.isEmpty else { return print("  (none)") }
        var styles: [String: [String]] = [:]
        for face in faces {
            let style = files ? "\(face.style) (\(face.file))" : face.style
            if !(styles[face.family]?.contains(style) ?? false) { styles[face.family, default: []].append(style) }
        }
        for family in styles.keys.sorted() {
            print(TerminalText.escaped("  \(family): \(styles[family]!.sorted().joined(separator: ", "))"))
        }
    }
}
