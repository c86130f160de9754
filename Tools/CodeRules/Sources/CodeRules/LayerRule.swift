import SwiftSyntax

/// The layers (ARCHITECTURE.md, "Layers"): each target of `Sources/` imports only the project's modules below it,
/// so dependencies point one way, flare → FlareCommands → FlareCore and flare-gtk → FlareGtk → CFlareShim → CGtk;
/// FlareCore imports no GTK, and inside FlareGtk only `Gtk/` (the typed wrappers) imports the C modules.
public enum LayerRule {
    /// The C modules GTK's layer wraps (CFlareShim's header includes CGtk's, so it brings GTK too), and libdeflate.
    public static let cModules: Set<String> = ["CGtk", "CAdw", "CGtkSource", "CFlareShim", "CDeflate"]
    /// The folder of FlareGtk whose files may import `cModules` and call C.
    public static let wrappers = "Sources/FlareGtk/Gtk/"

    /// Each target's project modules it may import (what is not a project module, Foundation, Yams, is not checked).
    public static let allowed: [String: Set<String>] = {
        let core: Set<String> = ["FlareCore"]
        let gtkCommands: Set<String> = ["FlareCore", "FlareGtk", "FlareCommands", "FlareGtkCommands"]
        return [
            // fontconfig alone: the engine measures text without GTK (`FontconfigCatalog`).
            "FlareCore": ["CFontconfig"],
            "FlareCommands": core,
            "flare": ["FlareCore", "FlareCommands"],
            "FlareGtk": core.union(cModules),
            "FlareGtkCommands": ["FlareCore", "FlareGtk", "FlareCommands"],
            "flare-gtk": gtkCommands,
            "flare-dev": gtkCommands,
            "flare-fuzz": ["FlareCore", "CFlareFuzz"],
        ]
    }()

    /// Every module of the project: its targets and system libraries.
    public static let projectModules: Set<String> = Set(allowed.keys).union(cModules).union([
        "CFontconfig", "CFlareFuzz", "TestSupport",
    ])

    public static func check(_ file: SourceFile) -> [Finding] {
        guard let target = file.target, file.path.hasSuffix(".swift") else { return [] }
        var findings: [Finding] = []
        for item in file.tree.statements {
            guard let decl = item.item.as(ImportDeclSyntax.self), let first = decl.path.first else { continue }
            let module = first.name.text
            guard projectModules.contains(module) else { continue }
            if let allowed = allowed[target], !allowed.contains(module) {
                findings.append(
                    file.finding(
                        .layers, at: decl, subject: module,
                        "\(target) imports \(module), which is not below it (\(target) may import "
                            + "\(allowed.sorted().joined(separator: ", ")))"))
            } else if allowed[target] == nil {
                findings.append(
                    file.finding(
                        .layers, at: decl, subject: module, "\(target) is a target the layer table does not know"))
            } else if target == "FlareGtk", cModules.contains(module), !file.path.hasPrefix(wrappers) {
                findings.append(
                    file.finding(
                        .layers, at: decl, subject: module,
                        "imports \(module) outside FlareGtk/Gtk: use the wrappers' Swift types instead"))
            }
        }
        return findings
    }
}

/// Raw C calls (STYLE.md 8b): only the typed wrappers in `FlareGtk/Gtk/` call GTK's, GLib's, the shim's and the
/// other C libraries' functions; the rest of the code speaks Swift.
public enum CCallRule {
    /// The prefixes of the C functions Flare calls (the shim's are `flare_`).
    public static let prefixes = [
        "gtk_", "gdk_", "gsk_", "g_", "adw_", "pango_", "cairo_", "graphene_", "flare_", "libdeflate_", "Fc",
    ]

    static func isCFunction(_ name: String) -> Bool {
        prefixes.contains { prefix in
            guard name.hasPrefix(prefix) else { return false }
            // fontconfig's are FcCamelCase: `FcInit`, not a Swift `Fc…` type of Flare's (there is none today).
            return prefix != "Fc" || name.dropFirst(2).first?.isUppercase == true
        }
    }

    public static func check(_ file: SourceFile) -> [Finding] {
        guard file.target != nil, !file.path.hasPrefix(LayerRule.wrappers) else { return [] }
        final class Calls: SyntaxVisitor {
            var names: [(String, DeclReferenceExprSyntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                    CCallRule.isCFunction(callee.baseName.text)
                {
                    names.append((callee.baseName.text, callee))
                }
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(file.tree)
        return calls.names.map { name, node in
            file.finding(.cCalls, at: node, subject: name, "calls \(name) outside FlareGtk/Gtk: wrap it there")
        }
    }
}
