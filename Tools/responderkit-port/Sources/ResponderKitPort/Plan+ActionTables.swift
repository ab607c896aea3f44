/// Action tables: per class, one `actionMethod(for:)` listing its methods that are actions.
extension Plan {
    mutating func addActionTables() {
        var order: [String] = []
        var byType: [String: [MethodInfo]] = [:]
        for (index, method) in methods.enumerated() {
            let isAction =
                method.isIBAction || namedMethods.contains(index) || (method.isObjC && named.contains(method.selector))
            if method.isInUIKitExtension {
                keepOrRemoveAttributes(of: method, named: namedInUIKitExtensions.contains(index))
                continue
            }
            guard isAction else { continue }
            if byType[method.typeName] == nil { order.append(method.typeName) }
            byType[method.typeName, default: []].append(method)
            if method.isIBAction && !named.contains(method.selector)
                && !interfaceBuilderSelectors.contains(method.selector)
            {
                report(file: method.file, line: method.line, column: method.column,
                       "`@IBAction \(method.baseName)` is connected in a storyboard or nib, which do not exist here",
                       fix: Plan.connection(for: method))
            }
        }
        for type in order {
            let actions = byType[type] ?? []
            guard let target = classByName[type].map({ classes[$0] }) else {
                let first = actions[0]
                report(file: first.file, line: first.line, column: first.column,
                    """
                        actions of \(type), whose class declaration is not among the files (or \(type) is not a \
                        class): no actionMethod(for:) was added
                        """,
                    fix:
                        """
                            port the file that declares \(type) together with this one, or list the actions in its \
                            actionMethod(for:) by hand
                            """
                )
                continue
            }
            var cases: [String] = []
            var seen: Set<String> = []
            for method in actions {
                if method.isStatic {
                    report(file: method.file, line: method.line, column: method.column,
                           "`\(method.baseName)` is a type method: an action is sent to an object",
                           fix: "make it an instance method, or call it from one")
                    continue
                }
                if method.labels.count > 2 {
                    report(file: method.file, line: method.line, column: method.column,
                        """
                            `\(method.reference)` takes \(method.labels.count) parameters: an action takes at most the \
                            sender and the event
                            """,
                           fix: "give it the (sender) or (sender, event) shape")
                    continue
                }
                if method.isFilePrivate, method.file != target.file, let modifier = method.privateModifier {
                    // The table is in another file: the method becomes internal so that it can be listed.
                    edits[method.file].append(modifier)
                }
                guard !target.existingCases.contains(method.selector), seen.insert(method.selector).inserted else {
                    continue
                }
                cases.append("case Selector(\"\(method.selector)\"): return method(\(type).\(method.reference))")
            }
            guard !cases.isEmpty else { continue }
            addTable(cases, to: target)
        }
    }

    /// A method in an extension of a UIKit class: an extension cannot add an action there. Named by a
    /// `#selector`, it keeps its attributes, so the code fails to compile where it would otherwise
    /// lose the action without a word; otherwise its `@objc` goes like any other. Either way, an
    /// `@objc` or `@IBAction` one is reported with the recipe.
    private mutating func keepOrRemoveAttributes(of method: MethodInfo, named: Bool) {
        if !named { edits[method.file] += method.keptAttributes }
        guard method.isObjC || method.isIBAction else { return }
        let kept =
            named ? ", so `@objc` and the `#selector` naming it are left as they are (they do not compile here)" : ""
        report(file: method.file, line: method.line, column: method.column,
            """
                action `\(method.reference)` declared in an extension of \(method.typeName): an extension cannot add \
                an action to a UIKit class\(kept)
                """,
            fix:
                """
                    declare it in a subclass of \(method.typeName) and list it in that subclass's actionMethod(for:), \
                    or read the state it looks for directly — to find the first responder, walk the key window's views \
                    for `isFirstResponder` (docs/Differences-from-UIKit.md, \"iOS code that does not move over\")
                    """
        )
    }

    /// How to connect an `@IBAction` in code: the control event its sender's type sends (Interface
    /// Builder's default for that control), or the sender's own target-action form.
    static func connection(for method: MethodInfo) -> String {
        let sender = (method.firstParameterType ?? "Any").trimmingCharacters(in: ["?", "!"])
        let selector = "Selector(\"\(method.selector)\")"
        let name = method.baseName.lowercased()
        let event: String
        switch sender {
        case "UISlider", "UIStepper", "UISwitch", "UISegmentedControl", "UIPageControl", "UIDatePicker",
             "UIRefreshControl", "UIColorWell":
            event = ".valueChanged"
        case "UITextField", "UISearchTextField":
            if name.contains("change") || name.contains("edited") { event = ".editingChanged" }
            else if name.contains("return") || name.contains("primary") || name.contains("submit") {
                event = ".primaryActionTriggered"
            }
            else if name.contains("exit") { event = ".editingDidEndOnExit" }
            else if name.contains("begin") || name.contains("start") { event = ".editingDidBegin" }
            else { event = ".editingDidEnd" }
        case "UIBarButtonItem":
            return "set the item's target and action in code: item.target = self; item.action = \(selector)"
        case let recognizer where recognizer.hasSuffix("GestureRecognizer"):
            return "add it to the recognizer in code: recognizer.addTarget(self, action: \(selector))"
        case "UITextView":
            return
                """
                    a UITextView is not a control and sends no actions: call it from the text view delegate's \
                    textViewDidChange(_:)
                    """
        default:
            event = ".touchUpInside"
        }
        return "connect it in code: control.addTarget(self, action: \(selector), for: \(event))"
    }

    private mutating func addTable(_ cases: [String], to target: ClassInfo) {
        let responder = isResponder(target.name)
        if responder == nil {
            report(file: target.file, line: target.line, column: 1,
                """
                    could not tell whether \(target.name) is a UIResponder (its superclass \
                    \(target.firstInherited ?? "?") is not among the files); taken to be one
                    """,
                fix:
                    """
                        if it is not, remove `override` and `super` from its actionMethod(for:) and make it adopt \
                        UIActionTarget
                        """
            )
        }
        let isResponder = responder ?? true
        if let bodyStart = target.existingActionMethodBodyStart, let indent = target.existingActionMethodIndent {
            // Merge: the ported actions first, then what the method did before.
            var text = "\n\(indent)switch action {\n"
            for line in cases { text += "\(indent)\(line)\n" }
            text += "\(indent)default: break\n\(indent)}"
            edits[target.file].append(TextEdit(start: bodyStart, end: bodyStart, replacement: text))
            return
        }
        let indent = target.memberIndent
        let access = target.accessModifier.flatMap { $0 == "open" || $0 == "public" ? "public " : nil } ?? ""
        var text =
            """
                \n\n\(indent)\(access)\(isResponder ? "override " : "")func actionMethod(for action: Selector) -> \
                UIActionMethod? {\n
                """
        text += "\(indent)    switch action {\n"
        for line in cases { text += "\(indent)    \(line)\n" }
        text += "\(indent)    default: return \(isResponder ? "super.actionMethod(for: action)" : "nil")\n"
        text += "\(indent)    }\n\(indent)}"
        // Before the closing brace's own line break, after the last member.
        edits[target.file].append(TextEdit(start: target.bodyEnd, end: target.bodyEnd, replacement: text))
        if !isResponder, !target.inheritedNames.contains("UIActionTarget") {
            edits[target.file].append(TextEdit(start: target.conformanceInsertion, end: target.conformanceInsertion,
                    replacement: target.hasInheritanceClause ? ", UIActionTarget" : ": UIActionTarget"))
        }
    }

    /// Whether the class is a `UIResponder`: its superclass chain through the files ends in a UIKit
    /// responder class. `nil` when the chain leaves the files at a type the tool does not know.
    func isResponder(_ name: String, depth: Int = 0) -> Bool? {
        guard depth < 64 else { return nil }
        if Plan.uikitResponders.contains(name) { return true }
        if let known = classByName[name].map({ classes[$0] }) {
            guard let superclass = known.firstInherited else { return false }
            return isResponder(superclass, depth: depth + 1)
        }
        if name == "NSObject" { return false }
        if Survey.isUIKitType(name) {
            return name.hasSuffix("View") || name.hasSuffix("Controller") || name.hasSuffix("Cell")
                || name.hasSuffix("Bar")
        }
        // A protocol (the class is a root class) or a superclass from another module.
        if depth > 0, name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol") {
            return false
        }
        return nil
    }

    static let uikitResponders: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UIApplication", "UIWindow", "UIControl", "UIButton",
        "UITextField", "UITextView", "UILabel", "UIImageView", "UIScrollView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIPageControl", "UIDatePicker", "UISearchBar", "UIRefreshControl",
        "UIInputView", "UIInputViewController", "UIStackView", "UIAlertController",
    ]
}
