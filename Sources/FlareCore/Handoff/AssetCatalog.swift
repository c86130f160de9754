import Foundation

/// `flare code --assets DIR`: `Flare.xcassets` as Xcode writes it: a colorset per palette colour (its dark value
/// as the `luminosity: dark` appearance when it differs), an imageset per image file the spec uses (SVG and PDF kept
/// as vectors). `Contents.json` files use Xcode's spelling: sorted keys, `" : "`, two-space indentation.
public enum AssetCatalog {
    /// One file of the catalog: its path inside `Flare.xcassets` and its contents, or the file to copy.
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var contents: Contents

        public enum Contents: Sendable, Hashable {
            case text(String)
            case copy(from: String)
        }
    }

    static let info = #"  "info" : {\#n    "author" : "xcode",\#n    "version" : 1\#n  }"#

    /// Every file of the catalog for `spec`, in a fixed order.
    public static func entries(_ spec: Spec) -> [Entry] {
        var entries = [Entry(path: "Contents.json", contents: .text("{\n" + info + "\n}\n"))]
        for name in spec.palette.keys.sorted() {
            guard let color = spec.palette[name] else { continue }
            entries.append(
                Entry(
                    path: "\(SwiftCode.colorAssetName(name)).colorset/Contents.json",
                    contents: .text(colorset(color))))
        }
        var seen: Set<String> = []
        for path in imageFiles(spec) {
            let asset = SwiftLiteral.assetName(.file(path))
            guard seen.insert(asset).inserted else { continue }
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let vector = ["svg", "pdf"].contains(file.split(separator: ".").last?.lowercased() ?? "")
            entries.append(Entry(path: "\(asset).imageset/\(file)", contents: .copy(from: path)))
            entries.append(
                Entry(
                    path: "\(asset).imageset/Contents.json",
                    contents: .text(imageset(file: file, vector: vector))))
        }
        return entries
    }

    /// The image files the alerts and rockets name, in the spec's order.
    static func imageFiles(_ spec: Spec) -> [String] {
        var files: [String] = []
        func add(_ image: ImageSource?) {
            if case .file(let path)? = image, !files.contains(path) { files.append(path) }
        }
        for alert in spec.alerts {
            add(alert.icon)
            if case .image(let source, _)? = alert.custom { add(source) }
            for action in alert.actions {
                for row in PropertyCatalog.actionAppearance {
                    if case .image(let source) = row.get(action.appearance) { add(source) }
                }
            }
        }
        for rocket in spec.rockets {
            add(rocket.author.image)
            for block in rocket.blocks {
                if case .image(let b) = block.content { add(b.image) }
            }
        }
        return files
    }

    static func colorset(_ color: Color) -> String {
        var colors = [entry(color.light, dark: false)]
        if color.dark != color.light { colors.append(entry(color.dark, dark: true)) }
        return "{\n  \"colors\" : [\n" + colors.joined(separator: ",\n") + "\n  ],\n" + info + "\n}\n"
    }

    /// One appearance of a colour: components as Xcode writes them (`"0x1F"`, alpha `"1.000"`).
    static func entry(_ c: RGBA, dark: Bool) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let hex = String(b, radix: 16, uppercase: true)
            return "0x" + (hex.count == 1 ? "0" + hex : hex)
        }
        let alphaText = String(format: "%.3f", min(max(c.alpha, 0), 1))
        var lines = ["    {"]
        if dark {
            lines += [
                "      \"appearances\" : [", "        {", "          \"appearance\" : \"luminosity\",",
                "          \"value\" : \"dark\"", "        }", "      ],",
            ]
        }
        lines += [
            "      \"color\" : {", "        \"color-space\" : \"srgb\",", "        \"components\" : {",
            "          \"alpha\" : \"\(alphaText)\",", "          \"blue\" : \"\(byte(c.blue))\",",
            "          \"green\" : \"\(byte(c.green))\",", "          \"red\" : \"\(byte(c.red))\"", "        }",
            "      },", "      \"idiom\" : \"universal\"", "    }",
        ]
        return lines.joined(separator: "\n")
    }

    /// A single-scale image (Flare draws an image at the size the spec gives it), a vector one preserved as such.
    static func imageset(file: String, vector: Bool) -> String {
        var text =
            "{\n  \"images\" : [\n    {\n      \"filename\" : \(SwiftLiteral.string(file)),\n"
            + "      \"idiom\" : \"universal\"\n    }\n  ],\n" + info
        if vector { text += ",\n  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }" }
        return text + "\n}\n"
    }
}
