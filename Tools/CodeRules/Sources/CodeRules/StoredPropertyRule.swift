import SwiftSyntax

/// One job per type (STYLE.md 12d): a class, struct or actor of `Sources/` has at most `limit` stored instance
/// properties (`let a, b` counts two; observed `var`s count, computed ones and `static` ones do not). A nested type
/// counts on its own, under its qualified name (`Outer.Inner`).
public enum StoredPropertyRule {
    public static let limit = 15

    /// Each class, struct and actor declared in `file`, with its stored instance properties' names, in order.
    public static func types(in file: SourceFile) -> [(name: String, node: Syntax, properties: [String])] {
        final class Types: SyntaxVisitor {
            var names: [String] = []
            var found: [(name: String, node: Syntax, properties: [String])] = []

            func enter(_ name: String, _ node: some DeclGroupSyntax, counts: Bool) {
                names.append(name)
                if counts {
                    let properties = StoredPropertyRule.stored(node.memberBlock)
                    found.append((names.joined(separator: "."), Syntax(node), properties))
                }
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.name.text, node, counts: true)
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.name.text, node, counts: true)
                return .visitChildren
            }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.name.text, node, counts: true)
                return .visitChildren
            }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.name.text, node, counts: false)
                return .visitChildren
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.extendedType.trimmedDescription, node, counts: false)
                return .visitChildren
            }
            override func visitPost(_ node: ClassDeclSyntax) { names.removeLast() }
            override func visitPost(_ node: StructDeclSyntax) { names.removeLast() }
            override func visitPost(_ node: ActorDeclSyntax) { names.removeLast() }
            override func visitPost(_ node: EnumDeclSyntax) { names.removeLast() }
            override func visitPost(_ node: ExtensionDeclSyntax) { names.removeLast() }
            // A function's local types are not the file's; skip their bodies.
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let types = Types(viewMode: .sourceAccurate)
        types.walk(file.tree)
        return types.found
    }

    /// The names of the stored instance properties a type's body declares.
    static func stored(_ members: MemberBlockSyntax) -> [String] {
        var names: [String] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            for binding in variable.bindings where isStored(binding) {
                names.append(binding.pattern.trimmedDescription)
            }
        }
        return names
    }

    /// A binding without accessors, or with only `willSet`/`didSet` observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        switch block.accessors {
        case .getter: return false
        case .accessors(let accessors):
            return accessors.allSatisfy {
                [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
            }
        }
    }

    public static func check(_ file: SourceFile) -> [Finding] {
        guard file.target != nil else { return [] }
        return types(in: file).filter { $0.properties.count > limit }.map { type in
            file.finding(
                .storedProperties, at: type.node, subject: type.name, count: type.properties.count,
                "\(type.name) has \(type.properties.count) stored properties (at most \(limit)): split off a part "
                    + "with one job, or pair fields that go together into one value")
        }
    }
}
