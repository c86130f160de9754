import SwiftParser
import SwiftSyntax

/// A Swift file of the repository, by its path from the root (`Sources/FlareCore/Spec/SpecKeys.swift`), parsed once.
public final class SourceFile: Sendable {
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The target a file of `Sources/` belongs to (the folder under `Sources/`), or nil for tests and Package.swift.
    public var target: String? {
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : nil
    }

    /// The line and column where `node`'s text starts (its comments and spaces skipped).
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (place.line, place.column)
    }

    func finding(
        _ rule: Rule, at node: some SyntaxProtocol, subject: String, count: Int? = nil, _ message: String
    ) -> Finding {
        let place = location(of: node)
        return Finding(rule, path, line: place.line, column: place.column, subject: subject, count: count, message)
    }
}
