import SwiftSyntax

/// The tests' main actor (`MainActorHost`, Tests/TestSupport): one thread holds the main actor for good, so a test
/// or suite marked `@MainActor`, or a `MainActor.run` from a test, would wait for it forever; tests enter through
/// `onMainActor` or `onGtk` instead.
public enum TestIsolationRule {
    public static func check(_ file: SourceFile) -> [Finding] {
        guard file.path.hasPrefix("Tests/") else { return [] }
        final class Isolation: SyntaxVisitor {
            var found: [(Syntax, String, String)] = []
            func names(_ attributes: AttributeListSyntax) -> Set<String> {
                Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
            }
            func check(_ attributes: AttributeListSyntax, _ name: String, isTestType: Bool, _ node: some SyntaxProtocol)
            {
                let names = names(attributes)
                guard names.contains("MainActor"), isTestType || names.contains("Test") || names.contains("Suite")
                else { return }
                found.append((Syntax(node), name, "\(name) is marked @MainActor: enter through onMainActor or onGtk"))
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                check(node.attributes, node.name.text, isTestType: false, node)
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                check(node.attributes, node.name.text, isTestType: node.name.text.hasSuffix("Tests"), node)
                return .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                check(node.attributes, node.name.text, isTestType: node.name.text.hasSuffix("Tests"), node)
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.text == "run", node.base?.trimmedDescription == "MainActor" {
                    found.append(
                        (Syntax(node), "MainActor.run", "MainActor.run waits for the host's thread: use onMainActor"))
                }
                return .visitChildren
            }
        }
        let isolation = Isolation(viewMode: .sourceAccurate)
        isolation.walk(file.tree)
        return isolation.found.map { node, subject, message in
            file.finding(.testIsolation, at: node, subject: subject, message)
        }
    }
}
