import SwiftSyntax

/// What the survey asks of the syntax tree: selector literals and arguments, UIKit names, indentation.
extension Survey {
    /// The Objective-C names of every `Selector("…")` literal under `node`.
    static func selectorLiterals(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) where token.text == "Selector" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), let name = literalSelectorName(call)
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// `name:` for `Selector("name:")`; nil for any other call.
    static func literalSelectorName(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              case let .stringSegment(segment)? = literal.segments.first else { return nil }
        return segment.content.text
    }

    static func isSelectorArgument(_ argument: LabeledExprSyntax) -> Bool {
        if let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
            return true
        }
        if let call = argument.expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector" { return true }
        return false
    }

    // MARK: Helpers

    /// Whether `name` is a UIKit class (an extension of it is an extension of a class the app does
    /// not own).
    static func isUIKitType(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true
    }

    /// The indentation of the line `node` starts on.
    static func indent(of node: Syntax) -> String {
        var indent = ""
        for piece in node.leadingTrivia.reversed() {
            switch piece {
            case .spaces(let n): indent = String(repeating: " ", count: n) + indent
            case .tabs(let n): indent = String(repeating: "\t", count: n) + indent
            case .newlines, .carriageReturnLineFeeds, .carriageReturns: return indent
            default: indent = ""
            }
        }
        return indent
    }

    static func memberIndent(of block: MemberBlockSyntax, typeIndent: String) -> String {
        if let first = block.members.first { return indent(of: Syntax(first)) }
        return typeIndent + "    "
    }
}
