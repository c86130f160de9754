import Foundation

/// `flare code --assets DIR` also writes `FlareFonts.md`: the font files the spec's fonts resolve to (by the same
/// match as the preview), the PostScript name the generated code asks `UIFont(name:size:)` for, and the Info.plist
/// `UIAppFonts` entry to paste. The system font needs no file; a family found nowhere is named, never dropped.
public enum FontList {
    public static let fileName = "FlareFonts.md"

    /// One font file the app needs, with the faces the spec uses from it.
    public struct File: Sendable, Hashable {
        /// As the spec's folder sees it when inside it, else absolute.
        public var path: String
        public var faces: [String]
        /// The PostScript names the generated code uses for it.
        public var names: [String]
        public var source: FontCheck.Source?
    }

    /// The files in the order the spec first uses them, and the fonts found nowhere (`Foo Bold (titleFont at
    /// spec.yaml:3:5)`).
    public static func files(_ spec: Spec, check: FontCheck) -> (files: [File], missing: [String]) {
        var files: [File] = [], missing: [String] = []
        let folder = (spec.file as NSString).deletingLastPathComponent + "/"
        for use in spec.fontUses where use.font.family != FontSpec.systemFamily {
            let resolution = check.resolve(use)
            guard let source = resolution.source, let face = resolution.face else {
                let text = "\(use.text) (\(use.key) at \(use.location))"
                if !missing.contains(text) { missing.append(text) }
                continue
            }
            let path = face.file.hasPrefix(folder) ? String(face.file.dropFirst(folder.count)) : face.file
            let faceName = "\(face.family) \(face.style)"
            let name = SwiftLiteral.postScriptName(use.font) ?? faceName
            if let index = files.firstIndex(where: { $0.path == path }) {
                if !files[index].faces.contains(faceName) { files[index].faces.append(faceName) }
                if !files[index].names.contains(name) { files[index].names.append(name) }
            } else {
                files.append(File(path: path, faces: [faceName], names: [name], source: source))
            }
        }
        return (files, missing)
    }

    /// `FlareFonts.md`: what to add to the app, and the `UIAppFonts` entry.
    public static func markdown(_ spec: Spec, check: FontCheck) -> String {
        let source = (spec.file as NSString).lastPathComponent
        let (files, missing) = Self.files(spec, check: check)
        var lines = [
            "# Fonts for \(source)", "",
            "Written by `flare code --assets` from \(source); regenerate rather than edit.", "",
        ]
        if files.isEmpty {
            lines.append("No font files to add: every font of the spec is the system font, which UIKit has.")
        } else {
            lines += [
                "Add these files to the app target (Copy Bundle Resources), then paste the `UIAppFonts` entry into the",
                "app's Info.plist. The generated code asks `UIFont(name:size:)` for each face by its PostScript name",
                "and falls back to the system font; check the name against the file if a face is named otherwise.",
                "",
                "| File | Face | `UIFont(name:)` |",
                "|---|---|---|",
            ]
            for file in files {
                let note =
                    switch file.source {
                    case .installed?: " (installed on this machine: check its licence)"
                    case .bundled?: " (bundled with Flare)"
                    default: ""
                    }
                lines.append(
                    "| `\(file.path)`\(note) | \(file.faces.joined(separator: ", ")) | "
                        + file.names.map { "`\($0)`" }.joined(separator: ", ") + " |")
            }
            lines += ["", "```xml", "<key>UIAppFonts</key>", "<array>"]
            var seen: Set<String> = []
            for file in files {
                let name = (file.path as NSString).lastPathComponent
                if seen.insert(name).inserted { lines.append("\t<string>\(xml(name))</string>") }
            }
            lines += ["</array>", "```"]
        }
        if !missing.isEmpty {
            lines += [
                "", "Found nowhere on this machine (Flare's preview drew another family; add the font to the spec's",
                "`fonts:` and to the app):", "",
            ]
            lines += missing.map { "- \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
