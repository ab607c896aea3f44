import SwiftSyntax

/// Reads one file: records its classes, `@objc`/`@IBAction` methods and `#selector`s for the porter,
/// makes the edits that need nothing from other files (imports, attributes), and reports what the tool
/// cannot convert.
final class Survey: SyntaxVisitor {
    let fileIndex: Int
    let path: String
    let converter: SourceLocationConverter
    private(set) var classes: [ClassInfo] = []
    private(set) var methods: [MethodInfo] = []
    var selectors: [SelectorReference] = []
    private(set) var edits: [TextEdit] = []
    private(set) var findings: [Finding] = []
    /// Enclosing types, innermost last: (name, is an extension, the class index if a class).
    var context: [(name: String, isExtension: Bool, classIndex: Int?)] = []
    /// Whether each enclosing extension is `@objc`, innermost last.
    private var objcExtensions: [Bool] = []
    private var replacedUIKitImport = false
    private var importsResponderKit = false
    /// The app's storyboards and nibs are translated too: their outlets and actions are connected by
    /// the translation, which assigns outlets from another file.
    let interfaceBuilderTranslated: Bool
    /// Classes a `UIApplicationMain(argc, argv, nil, NSStringFromClass(X.self))` call names.
    var delegateClassesNamed: [String] = []

    init(fileIndex: Int, path: String, tree: SourceFileSyntax, interfaceBuilderTranslated: Bool = false) {
        self.fileIndex = fileIndex
        self.path = path
        self.interfaceBuilderTranslated = interfaceBuilderTranslated
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Reporting

    func report(_ node: some SyntaxProtocol, _ message: String, fix: String) {
        let location = node.startLocation(converter: converter)
        findings.append(Finding(file: path, line: location.line, column: location.column, message: message, fix: fix))
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation { node.startLocation(converter: converter) }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map(\.name.text).joined(separator: ".")
        if path == "ResponderKit" { importsResponderKit = true }
        if path == "os" || path == "os.log" {
            // Apple's logging: ResponderKit's OSLog module gives Logger and os_log over swift-log
            // (the app's package depends on it when a file imports it).
            edits.append(TextEdit(start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "OSLog"))
            return .skipChildren
        }
        // QuartzCore (Core Animation: CALayer, CABasicAnimation, CATransaction) is part of ResponderKit.
        guard path == "UIKit" || path.hasPrefix("UIKit.") || path == "QuartzCore" else { return .skipChildren }
        if replacedUIKitImport || importsResponderKit {
            // A second UIKit import (UIKit.UIGestureRecognizerSubclass, or QuartzCore): one `import ResponderKit` is
            // enough.
            edits.append(TextEdit(start: node.position.utf8Offset, end: node.endPosition.utf8Offset, replacement: ""))
        } else {
            edits.append(TextEdit(start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "ResponderKit"))
            replacedUIKitImport = true
        }
        return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let conformanceInsertion = node.inheritanceClause?.endPositionBeforeTrailingTrivia
            ?? node.genericParameterClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
        var objcMembers = false
        var isMain = false
        for case let .attribute(attribute) in node.attributes {
            switch attribute.attributeName.trimmedDescription {
            case "objcMembers":
                objcMembers = true
                removeAttribute(attribute)
            case "objc":
                removeAttribute(attribute)
            case "UIApplicationMain":
                // ResponderKit's @main: the delegate adopts UIApplicationMainDelegate (Plan.addMainDelegates).
                edits.append(TextEdit(start: attribute.attributeName.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: attribute.attributeName.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "main"))
                isMain = true
            case "main":
                isMain = true
            default: break
            }
        }
        let info = ClassInfo(
            name: node.name.text, file: fileIndex, line: location(node).line,
            firstInherited: inherited.first, inheritedNames: inherited,
            accessModifier: node.modifiers.first {
                ["open", "public", "internal", "fileprivate", "private"].contains($0.name.text)
            }?.name.text,
            conformanceInsertion: conformanceInsertion.utf8Offset,
            hasInheritanceClause: node.inheritanceClause != nil,
            bodyEnd: node.memberBlock.rightBrace.position.utf8Offset,
            memberIndent: Survey.memberIndent(of: node.memberBlock, typeIndent: Survey.indent(of: Syntax(node))),
            existingActionMethodBodyStart: nil, existingActionMethodIndent: nil, objcMembers: objcMembers)
        var recorded = info
        let creatable = (node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                         node.modifiers.contains { $0.name.text == "final" },
                         node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
        if let clause = node.inheritanceClause,
            let delegate = clause.inheritedTypes.first(where: { $0.type.trimmedDescription == "UIApplicationDelegate" })
        {
            recorded.applicationDelegateType = TextEdit(
                start: delegate.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                        end: delegate.type.endPositionBeforeTrailingTrivia.utf8Offset,
                                                        replacement: "UIApplicationMainDelegate")
            recorded.creatable = creatable
            if isMain, let edit = recorded.applicationDelegateType {
                edits.append(edit)
                recorded.mainDelegate = creatable
            }
        }
        // A scene delegate is made from the class the Info.plist names: it adopts UICreatableSceneDelegate.
        if let clause = node.inheritanceClause, !inherited.contains("UICreatableSceneDelegate"),
            let delegate = clause.inheritedTypes.first(where: {
                ["UIWindowSceneDelegate", "UISceneDelegate"].contains($0.type.trimmedDescription)
            })
        {
            let end = delegate.type.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, replacement: ", UICreatableSceneDelegate"))
            recorded.mainDelegate = creatable
        }
        if let edit = registeredInitializer(for: node, superclass: inherited.first, access: info.accessModifier) {
            edits.append(edit)
        }
        classes.append(recorded)
        context.append((node.name.text, false, classes.count - 1))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append((node.name.text, false, nil))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { context.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append((node.name.text, false, nil))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { context.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append((node.extendedType.trimmedDescription, true, nil))
        // `@objc extension X { … }` makes each member @objc: the members are actions as if each said
        // so, and the attribute goes (a member of a UIKit class's extension named by a #selector still
        // fails to compile on its #selector, so no action is lost without a word).
        var isObjC = false
        for case let .attribute(attribute) in node.attributes where attribute.attributeName.trimmedDescription == "objc"
        {
            removeAttribute(attribute)
            isObjC = true
        }
        objcExtensions.append(isObjC)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        context.removeLast()
        objcExtensions.removeLast()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for case let .attribute(attribute) in node.attributes where attribute.attributeName.trimmedDescription == "objc"
        {
            report(
                attribute,
                """
                    `@objc protocol \(node.name.text)`: Objective-C protocols (and their `optional` requirements) need \
                    the Objective-C runtime
                    """,
                fix:
                    """
                        remove `@objc` and `optional`, and give the optional requirements default implementations in a \
                        protocol extension
                        """
            )
        }
        return .skipChildren
    }

    // MARK: Methods and properties

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let enclosing = context.last else { return .visitChildren }
        let inUIKitExtension = enclosing.isExtension && Survey.isUIKitType(enclosing.name)
        var isObjC = false, isIBAction = false, explicitName: String?
        var attributeEdits: [TextEdit] = []
        for case let .attribute(attribute) in node.attributes {
            switch attribute.attributeName.trimmedDescription {
            case "objc":
                isObjC = true
                if let arguments = attribute.arguments {
                    explicitName = arguments.trimmedDescription.replacingWhitespace()
                }
                attributeEdits.append(removal(of: attribute))
            case "IBAction":
                isIBAction = true
                attributeEdits.append(removal(of: attribute))
            default: break
            }
        }
        // In an extension of a UIKit class the plan decides (MethodInfo.keptAttributes).
        if !inUIKitExtension { edits += attributeEdits }
        if let index = enclosing.classIndex, classes[index].objcMembers { isObjC = true }
        if enclosing.isExtension, objcExtensions.last == true { isObjC = true }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let parameters = node.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let here = location(node.name)
        if inUIKitExtension, isOverride {
            report(
                node.name,
                """
                    `override func \(node.name.text)` in an extension of \(enclosing.name): Swift without the \
                    Objective-C runtime cannot override in an extension
                    """,
                   fix: "move it into a subclass of \(enclosing.name) and use that subclass")
        }
        if node.name.text == "actionMethod", let body = node.body, let index = enclosing.classIndex,
            !enclosing.isExtension
        {
            classes[index].existingActionMethodBodyStart = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            classes[index].existingActionMethodIndent = Survey.indent(of: Syntax(node)) + "    "
            classes[index].existingCases = Survey.selectorLiterals(in: Syntax(body))
            return .skipChildren
        }
        // Every method of a class or an extension: an action may be named by `#selector` without
        // `@objc` (or by `Selector("…")` in code ported before), and still needs its case.
        let isTypeMember = enclosing.isExtension || enclosing.classIndex != nil
        if isTypeMember, !isOverride || isObjC || isIBAction {
            methods.append(MethodInfo(
                typeName: enclosing.name, isInExtension: enclosing.isExtension, file: fileIndex,
                line: here.line, column: here.column, baseName: node.name.text, labels: labels,
                isIBAction: isIBAction, isObjC: isObjC, isStatic: isStatic,
                isFilePrivate: node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" },
                    privateModifier: node.modifiers.first { $0.name.text == "private" || $0.name.text == "fileprivate" }
                        .map {
                            TextEdit(
                                start: $0.positionAfterSkippingLeadingTrivia.utf8Offset, end: $0.endPosition.utf8Offset,
                                replacement: "")
                },
                explicitObjCName: explicitName, firstParameterType: parameters.first?.type.trimmedDescription,
                keptAttributes: inUIKitExtension ? attributeEdits : []))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isDynamic = node.modifiers.contains { $0.name.text == "dynamic" }
        // A stored property's initializer runs before the instance exists: `self` there is not it
        // (Swift takes NSObject's `self` method), so a target-action made there never reaches it.
        if node.parent?.is(MemberBlockItemSyntax.self) == true, context.last?.isExtension == false,
           !node.modifiers.contains(where: { ["lazy", "static", "class"].contains($0.name.text) }) {
            for binding in node.bindings {
                guard let initializer = binding.initializer?.value.trimmedDescription,
                      initializer.contains("addTarget(self") || initializer.contains("target: self") else { continue }
                report(
                    binding,
                    """
                        `self` in a stored property's initializer is not the instance (Swift takes NSObject's `self` \
                        method), so the target-action made here never reaches it
                        """,
                       fix: "make the property `lazy var`, or add the target in init or viewDidLoad")
            }
        }
        for case let .attribute(attribute) in node.attributes {
            switch attribute.attributeName.trimmedDescription {
            case "objc":
                removeAttribute(attribute)
                if isDynamic {
                    report(attribute, "`@objc dynamic` property: key-value observing needs the Objective-C runtime",
                           fix: "observe it with `didSet` (or a closure the owner calls) instead of KVO")
                }
            case "IBOutlet":
                removeAttribute(attribute)
                if interfaceBuilderTranslated {
                    // The storyboard's translation assigns it from its own file: not private.
                    for modifier in node.modifiers
                    where ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil {
                        edits.append(TextEdit(start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                                              end: modifier.endPosition.utf8Offset, replacement: ""))
                    }
                } else {
                    report(attribute, "`@IBOutlet`: there are no storyboards or nibs to connect it",
                        fix:
                            """
                                port the app's folder with its storyboards and nibs (they are translated), or create \
                                the view in code and assign the property
                                """
                    )
                }
            case "IBInspectable", "IBDesignable":
                removeAttribute(attribute)
            default: break
            }
        }
        return .visitChildren
    }

    private func removeAttribute(_ attribute: AttributeSyntax) { edits.append(removal(of: attribute)) }

    private func removal(of attribute: AttributeSyntax) -> TextEdit {
        let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
        // Up to the next token's text: the attribute's own line goes when it stood alone on it.
        let end = attribute.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?
            .positionAfterSkippingLeadingTrivia.utf8Offset ?? attribute.endPosition.utf8Offset
        return TextEdit(start: start, end: end, replacement: "")
    }

    // MARK: Expressions

    // An extension cannot override: these hand the expressions over to Survey+Expressions.swift.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { surveyMacroExpansion(node) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { surveyFunctionCall(node) }
}

extension String {
    func replacingWhitespace() -> String { filter { !$0.isWhitespace } }
}
