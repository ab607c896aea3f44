import SwiftSyntax

/// An app's `NSLocalizedString` calls, pointed at the package's own string tables: on iOS they read
/// `Bundle.main`, the app bundle; a SwiftPM executable has none, and the port makes the app's
/// `.lproj` tables the target's resources, which `Bundle.module` holds. Made only when the app has
/// such tables.
///
///     NSLocalizedString("title", comment: "")                 ─▶ NSLocalizedString("title", bundle: .module, comment:
/// "")
///     NSLocalizedString("t", tableName: "T", comment: "")     ─▶ NSLocalizedString("t", tableName: "T", bundle:
/// .module, comment: "")
///     NSLocalizedString("t", bundle: .main, comment: "")      ─▶ NSLocalizedString("t", bundle: .module, comment: "")
///     Bundle.main.localizedString(forKey: "t", value: nil, table: nil)
///                                                             ─▶ Bundle.module.localizedString(forKey: "t", value:
/// nil, table: nil)
///
/// A call that names another bundle is left as it is.
final class LocalizedStringCalls: SyntaxVisitor {
    private(set) var edits: [TextEdit] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// The edits for `tree`.
    static func edits(in tree: SourceFileSyntax) -> [TextEdit] {
        let calls = LocalizedStringCalls()
        calls.walk(tree)
        return calls.edits
    }

    private static func isMainBundle(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text == ".main" || text == "Bundle.main" || text == "Foundation.Bundle.main"
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(replacing: node, with: text))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString" else {
            return .visitChildren
        }
        let arguments = Array(node.arguments)
        if let bundle = arguments.first(where: { $0.label?.text == "bundle" }) {
            if LocalizedStringCalls.isMainBundle(bundle.expression) { replace(bundle.expression, with: ".module") }
        } else if let next = arguments.first(where: { $0.label?.text == "value" || $0.label?.text == "comment" }) {
            let start = next.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(start: start, end: start, replacement: "bundle: .module, "))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "localizedString", let base = node.base,
            LocalizedStringCalls.isMainBundle(base),
           base.trimmedDescription != ".main" {
            replace(base, with: "Bundle.module")
        }
        return .visitChildren
    }
}
