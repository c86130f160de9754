import Foundation

/// The `# yaml-language-server: $schema=…` line that points YAML editors (VS Code's YAML extension, any
/// yaml-language-server client) at Flare's JSON Schema. Adding it twice changes nothing.
public enum SchemaModeline {
    public static let prefix = "# yaml-language-server: $schema="

    /// `text` with the modeline for `schema` as its first line: an existing modeline (anywhere in the leading
    /// comment block) is replaced in place, otherwise one is inserted at the top.
    public static func apply(to text: String, schema: URL) -> String {
        let line = prefix + schema.absoluteString
        var lines = text.components(separatedBy: "\n")
        for (index, existing) in lines.enumerated() {
            let trimmed = existing.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#") || trimmed.isEmpty else { break }
            if trimmed.hasPrefix(prefix) {
                lines[index] = line
                return lines.joined(separator: "\n")
            }
        }
        return line + "\n" + text
    }
}
