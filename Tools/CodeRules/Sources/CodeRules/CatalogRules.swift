import SwiftSyntax

/// The property catalogue (STYLE.md 12b): a key is spelled as a string literal in one file, its catalogue row's;
/// the parser, lint, the inspector and `flare code` name it through the row
/// (`PropertyCatalog.textBlock[\.showNextAfter].key`), and the row's model field is named in at most five files.
public enum CatalogRules {
    /// The catalogue's folder: its rows are `P("key", in: path, \.field, …, aliases: ["old"])`.
    public static let catalog = "Sources/FlareCore/Spec/Catalog/"
    /// The format's structure (an alert's `title`, a block's `type`, a device's `height`): keys that are not
    /// properties. Their literals elsewhere mostly mean that other key, so a row with the same key is not counted.
    public static let structure = "Sources/FlareCore/Spec/SpecKeys.swift"
    public static let spreadLimit = 5

    /// The product's sources: the files of `Sources/` (not this tool's, in `Tools/`, which names keys as subjects).
    static func product(_ files: [SourceFile]) -> [SourceFile] { files.filter { $0.target != nil } }

    /// A catalogue row: its key, its aliases and its model field's name, where it is declared.
    public struct Row {
        public var key: String
        public var aliases: [String]
        public var field: String
    }

    /// The rows declared in `file`: calls whose first argument is a string literal, whose second is labelled `in`,
    /// and that hold a key path (`\.field`: its last component is the field).
    public static func rows(in file: SourceFile) -> [Row] {
        final class Rows: SyntaxVisitor {
            var rows: [Row] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let arguments = Array(node.arguments)
                guard arguments.count > 2, arguments[0].label == nil, arguments[1].label?.text == "in",
                    let key = CatalogRules.literal(arguments[0].expression),
                    let path = arguments.lazy.compactMap({ $0.expression.as(KeyPathExprSyntax.self) }).first,
                    let field = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
                else { return .visitChildren }
                let aliases =
                    arguments.first { $0.label?.text == "aliases" }?.expression.as(ArrayExprSyntax.self)?
                    .elements.compactMap { CatalogRules.literal($0.expression) } ?? []
                rows.append(Row(key: key, aliases: aliases, field: field.declName.baseName.text))
                return .visitChildren
            }
        }
        let rows = Rows(viewMode: .sourceAccurate)
        rows.walk(file.tree)
        return rows.rows
    }

    /// The text of a string literal without interpolations, or nil.
    static func literal(_ expression: some SyntaxProtocol) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in string.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// Every string literal of `file` without interpolations, each with where it is.
    static func literals(in file: SourceFile) -> [(text: String, node: StringLiteralExprSyntax)] {
        final class Literals: SyntaxVisitor {
            var found: [(text: String, node: StringLiteralExprSyntax)] = []
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                if let text = CatalogRules.literal(node) { found.append((text, node)) }
                return .visitChildren
            }
        }
        let literals = Literals(viewMode: .sourceAccurate)
        literals.walk(file.tree)
        return literals.found
    }

    /// The file of the alert's, action's, custom style's and popup view's rows: their keys are not written inside
    /// other text either ("titleColor must be…"), so a message names them through the row too.
    public static let lookRows = catalog + "PropertyCatalog.swift"

    /// The text of every string segment of `file` (interpolated literals' too), each with where it is.
    static func segments(in file: SourceFile) -> [StringSegmentSyntax] {
        final class Segments: SyntaxVisitor {
            var found: [StringSegmentSyntax] = []
            override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
        }
        let segments = Segments(viewMode: .sourceAccurate)
        segments.walk(file.tree)
        return segments.found
    }

    /// The identifier-like words of `text` (`titleColor` in "a titleColor of 0.5").
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// Each key spelled outside the catalogue, or in more than one of its files: a finding at each such literal.
    public static func checkSpelling(_ files: [SourceFile]) -> [Finding] {
        let sources = product(files)
        let rows = sources.filter { $0.path.hasPrefix(catalog) }.flatMap(rows(in:))
        let structureWords = Set(sources.filter { $0.path == structure }.flatMap { literals(in: $0).map(\.text) })
        let keys = Set(rows.flatMap { [$0.key] + $0.aliases }).subtracting(structureWords)
        let lookKeys = Set(sources.filter { $0.path == lookRows }.flatMap(rows(in:)).map(\.key))
            .subtracting(structureWords)
        var findings: [Finding] = []
        for file in sources where !file.path.hasPrefix(catalog) {
            for segment in segments(in: file) {
                let text = segment.content.text
                guard !keys.contains(text), let key = words(text).first(where: lookKeys.contains) else { continue }
                findings.append(
                    file.finding(
                        .catalogKeys, at: segment, subject: key,
                        "the catalogue key \"\(key)\" is written in a string outside its row: interpolate "
                            + "PropertyCatalog.<table>[\\.field].key"))
            }
        }
        var catalogFiles: [String: String] = [:]
        for file in sources {
            for (text, node) in literals(in: file) where keys.contains(text) {
                if file.path.hasPrefix(catalog) {
                    let first = catalogFiles[text, default: file.path]
                    catalogFiles[text] = first
                    if first == file.path { continue }
                }
                findings.append(
                    file.finding(
                        .catalogKeys, at: node, subject: text,
                        "the catalogue key \"\(text)\" is spelled outside its row: name it through the row "
                            + "(PropertyCatalog.<table>[\\.field].key)"))
            }
        }
        return findings
    }

    /// Each row's model field named (as an identifier token: not in a comment or a string's text) in the code of
    /// more than `spreadLimit` files, less those an exception excuses for it (`excused`): one finding per file.
    public static func checkSpread(_ files: [SourceFile], excused: (String, String) -> Bool) -> [Finding] {
        let sources = product(files)
        let fields = Set(sources.filter { $0.path.hasPrefix(catalog) }.flatMap(rows(in:)).map(\.field))
        var naming: [String: [(SourceFile, TokenSyntax)]] = [:]
        for file in sources {
            var seen: Set<String> = []
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, fields.contains(name), !seen.contains(name)
                else { continue }
                seen.insert(name)
                if !excused(name, file.path) { naming[name, default: []].append((file, token)) }
            }
        }
        return naming.filter { $0.value.count > spreadLimit }.flatMap { field, places in
            places.map { file, token in
                file.finding(
                    .identifierSpread, at: token, subject: field, count: places.count,
                    "\(field) is named in \(places.count) files (at most \(spreadLimit)): read it through its "
                        + "catalogue row")
            }
        }
    }
}
