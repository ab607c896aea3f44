import SwiftSyntax

/// What the survey reads from expressions: `#selector`s, `Selector("…")`, and calls that need the Objective-C runtime.
extension Survey {
    func surveyMacroExpansion(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": recordSelector(node)
        case "keyPath":
            report(
                node,
                "`#keyPath(…)`: key paths as strings are for key-value coding, which needs the Objective-C runtime",
                   fix: "use a Swift key path (\\Type.property) or the property itself")
        default: break
        }
        return .visitChildren
    }

    private func recordSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first else { return }
        if let label = argument.label?.text, label == "getter" || label == "setter" {
            report(node, "`#selector(\(label): …)`: a property's accessor has no action form",
                   fix: "make a method that reads or sets the property and name that method")
            return
        }
        var expression = argument.expression
        if let asExpr = expression.as(AsExprSyntax.self) { expression = asExpr.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            expression = inner.expression
        }
        var qualifier: String?
        var reference: DeclReferenceExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            if let base = member.base?.trimmedDescription, base != "self", base != "Self" { qualifier = base }
        } else {
            reference = expression.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else {
            report(node, "`\(node.trimmedDescription)`: the tool does not understand this selector",
                fix: "write the action's Objective-C name as Selector(\"name:\") and declare it in actionMethod(for:)")
            return
        }
        let labels: [String?]? = reference.argumentNames.map { names in
            names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        }
        let here = location(node)
        selectors.append(SelectorReference(
            file: fileIndex, line: here.line, column: here.column,
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            qualifier: qualifier, enclosingType: context.last?.name, baseName: reference.baseName.text, labels: labels,
            written: node.trimmedDescription))
    }

    func surveyFunctionCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let name = Survey.literalSelectorName(node) {
            let here = location(node)
            selectors.append(SelectorReference(
                file: fileIndex, line: here.line, column: here.column,
                    start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                qualifier: nil, enclosingType: context.last?.name, baseName: name, labels: nil,
                written: node.trimmedDescription, isLiteral: true))
            return .visitChildren
        }
        // UIKit's main.swift names its delegate by class: that class must be creatable here.
        if callee == "UIApplicationMain", node.arguments.count == 4, let last = node.arguments.last?.expression,
           let named = last.as(FunctionCallExprSyntax.self),
           named.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromClass",
            let type = named.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            type.declName.baseName.text == "self",
           let base = type.base?.trimmedDescription {
            delegateClassesNamed.append(base)
        }
        switch callee {
        case "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects":
            report(node, "`\(callee)`: associated objects need the Objective-C runtime",
                fix:
                    """
                        add a stored property in a subclass, or keep a side table keyed by ObjectIdentifier \
                        (docs/Differences-from-UIKit.md)
                        """
            )
        // `perform(_:with:afterDelay:)` runs on ResponderKit's run loop: converted like any
        // other selector. The immediate forms have no equivalent.
        case "perform" where labels.first == "_" && !labels.contains("afterDelay")
            && node.arguments.first.map(Survey.isSelectorArgument) == true:
            report(node, "`perform(_:…)` with a selector: there is no dispatch by name",
                fix:
                    """
                        call the method directly, or UIApplication.shared.sendAction(Selector(\"name:\"), to: target, \
                        from: sender, for: nil)
                        """
            )
        case "responds" where labels.first == "to":
            report(node, "`responds(to:)`: there is no method lookup by name",
                fix:
                    """
                        ask (target as? UIActionTarget)?.actionMethod(for: Selector(\"name:\")) != nil, or \
                        canPerformAction(_:withSender:)
                        """
            )
        case "observe" where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            report(node, "`observe(\\.…)`: key-value observing needs the Objective-C runtime",
                   fix: "override the property with didSet in a subclass, or use a notification or callback")
        case "addObserver" where labels.contains("forKeyPath"):
            report(node, "`addObserver(_:forKeyPath:…)`: key-value observing needs the Objective-C runtime",
                   fix: "override the property with didSet in a subclass, or use a notification or callback")
        // `addObserver(_:selector:name:object:)`, Timer's and CADisplayLink's `target:selector:` forms
        // exist in ResponderKit (the method is found through actionMethod(for:)), so
        // their selectors are converted like any other and need no person.
        case "NSClassFromString":
            report(node, "`NSClassFromString`: there is no class lookup by name",
                   fix: "keep a table of factories, [String: () -> UIView]")
        case "method_exchangeImplementations", "class_getInstanceMethod", "class_addMethod":
            report(node, "`\(callee)`: method swizzling needs the Objective-C runtime",
                   fix: "subclass and override, or override sendEvent(_:) in a UIWindow or UIApplication subclass")
        default: break
        }
        return .visitChildren
    }
}
