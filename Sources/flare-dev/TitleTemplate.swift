import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// The spec's text with its first title made replaceable: a block-style YAML `title:` line, or a JSON "title".
struct TitleTemplate {
    private let before: Substring
    private let after: Substring
    private let prefix: String

    init?(_ text: String) {
        if let match = text.firstMatch(of: /(?m)^([ \t]*)title:[^\n]*/) {
            prefix = "\(match.1)title: "
            before = text[..<match.range.lowerBound]
            after = text[match.range.upperBound...]
        } else if let match = text.firstMatch(of: /"title"\s*:\s*"(?:[^"\\]|\\.)*"/) {
            prefix = "\"title\": "
            before = text[..<match.range.lowerBound]
            after = text[match.range.upperBound...]
        } else {
            return nil
        }
    }

    func text(title: String) -> String { "\(before)\(prefix)\"\(title)\"\(after)" }
}
