import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file to port.
public struct SourceFile: Sendable {
    public var path: String
    /// The text, without a byte order mark.
    public var text: String
    /// The file began with a UTF-8 byte order mark (kept aside; written back).
    public var hasByteOrderMark = false
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A file as the porter leaves it.
public struct PortedFile: Sendable {
    public var path: String
    public var original: String
    public var ported: String
    public var hasByteOrderMark = false
    /// The edits that made `ported` from `original`, in order, none inside another: the diff and
    /// the line numbers of the verification come from them.
    var edits: [TextEdit] = []
    public var isChanged: Bool { original != ported }

    /// The bytes to write for `text` (its original or ported text): with the byte order mark when
    /// the file had one.
    func bytes(of text: String) -> [UInt8] {
        (hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    }
}

/// What porting a set of files gives: every file (changed or not) and what is left for a person.
public struct PortResult: Sendable {
    public var files: [PortedFile]
    public var findings: [Finding]
}

/// Input the porter cannot work on; nothing is written.
public enum PortError: Error, CustomStringConvertible {
    case doesNotParse(path: String, diagnostics: String)

    public var description: String {
        switch self {
        case let .doesNotParse(path, diagnostics): "\(path) does not parse as Swift:\n\(diagnostics)"
        }
    }
}

/// Moves iOS event code over to ResponderKit.
///
///     files ─▶ parse (a file that does not parse stops everything: exit 2)
///           ─▶ the names Swift 4.2 changed, rewritten to today's (SwiftRenames)
///           ─▶ survey each file: classes, @objc/@IBAction methods, #selectors, imports, attributes,
///              and what cannot be converted (extensions of UIKit classes, associated objects, KVO …)
///           ─▶ name every #selector (the method it names, in any file, or its written labels)
///           ─▶ per class: one actionMethod(for:) listing its methods that are actions — @IBAction, or
///              @objc and named by a #selector anywhere — (merged into one it has; a UIActionTarget
///              conformance for a class that is not a responder)
///           ─▶ apply the edits: everything the tool does not touch stays byte for byte
public enum Porter {
    /// Ports `sources`. `interfaceBuilderSelectors`, when the app's storyboards and nibs are translated
    /// with them, lists the actions those connect: their outlets and actions need nothing from a person.
    /// `stringTablesInModuleBundle`: the app's string tables are the package's resources, so its
    /// `NSLocalizedString` calls read `Bundle.module` (LocalizedStringCalls).
    public static func port(_ sources: [SourceFile], interfaceBuilderSelectors: Set<String>? = nil,
                            stringTablesInModuleBundle: Bool = false) throws -> PortResult {
        var surveys: [Survey] = []
        var renames: [[TextEdit]] = []
        for (index, source) in sources.enumerated() {
            let tree = Parser.parse(source: source.text)
            if tree.hasError {
                let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
                let converter = SourceLocationConverter(fileName: source.path, tree: tree)
                let text = diagnostics.prefix(5).map { diagnostic in
                    let location = diagnostic.location(converter: converter)
                    return "  \(source.path):\(location.line):\(location.column): \(diagnostic.message)"
                }.joined(separator: "\n")
                throw PortError.doesNotParse(path: source.path, diagnostics: text)
            }
            let survey = Survey(fileIndex: index, path: source.path, tree: tree, interfaceBuilderTranslated: interfaceBuilderSelectors != nil)
            survey.walk(tree)
            surveys.append(survey)
            renames.append(SwiftRenames.edits(in: tree) + (stringTablesInModuleBundle ? LocalizedStringCalls.edits(in: tree) : []))
        }
        var plan = Plan(surveys: surveys)
        plan.interfaceBuilderSelectors = interfaceBuilderSelectors ?? []
        plan.nameSelectors()
        plan.addActionTables()
        plan.addMainDelegates()
        for index in plan.edits.indices { plan.edits[index] += renames[index] }
        let files = sources.enumerated().map { index, source in
            // Inserted lines end as the file's lines do (a CRLF file stays CRLF throughout).
            let ending = source.lineEnding
            let edits = TextEdit.effective(plan.edits[index].map { edit in
                ending == "\n" ? edit : TextEdit(start: edit.start, end: edit.end,
                                                  replacement: edit.replacement.replacingOccurrences(of: "\n", with: ending))
            })
            return PortedFile(path: source.path, original: source.text, ported: TextEdit.apply(edits, to: source.text),
                              hasByteOrderMark: source.hasByteOrderMark, edits: edits)
        }
        let findings = plan.findings.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return PortResult(files: files, findings: findings)
    }
}

/// The decisions that need every file: selector names and action tables.
struct Plan {
    var edits: [[TextEdit]]
    var findings: [Finding]
    var classes: [ClassInfo]
    let methods: [MethodInfo]
    /// Classes `UIApplicationMain(…, NSStringFromClass(X.self))` names.
    let delegateClassesNamed: [String]
    /// Selectors the app's translated storyboards and nibs connect (their actions are connected there).
    var interfaceBuilderSelectors: Set<String> = []
    let selectors: [SelectorReference]
    let paths: [String]
    /// The selectors some `#selector` names.
    var named: Set<String> = []

    /// Indexes, so that each lookup is a hash, not a scan (a 10 MB file has tens of thousands of each).
    let methodsByBaseName: [String: [Int]]
    let methodsBySelector: [String: [Int]]
    /// By type and base name: apps give many classes a method of the same name (`tapped(_:)`), and a
    /// selector in one of them must not look at all the others.
    let methodsByTypeAndBaseName: [String: [Int]]
    let methodsByTypeAndSelector: [String: [Int]]
    let classByName: [String: Int]
    let superclassNames: Set<String>
    let listedSelectors: Set<String>

    init(surveys: [Survey]) {
        edits = surveys.map(\.edits)
        findings = surveys.flatMap(\.findings)
        classes = surveys.flatMap(\.classes)
        delegateClassesNamed = surveys.flatMap(\.delegateClassesNamed)
        methods = surveys.flatMap(\.methods)
        selectors = surveys.flatMap(\.selectors)
        paths = surveys.map(\.path)
        methodsByBaseName = Dictionary(grouping: methods.indices, by: { [methods] in methods[$0].baseName })
        methodsBySelector = Dictionary(grouping: methods.indices, by: { [methods] in methods[$0].selector })
        methodsByTypeAndBaseName = Dictionary(grouping: methods.indices, by: { [methods] in Plan.key(methods[$0].typeName, methods[$0].baseName) })
        methodsByTypeAndSelector = Dictionary(grouping: methods.indices, by: { [methods] in Plan.key(methods[$0].typeName, methods[$0].selector) })
        classByName = Dictionary(classes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        superclassNames = Set(classes.compactMap(\.firstInherited))
        listedSelectors = classes.reduce(into: []) { $0.formUnion($1.existingCases) }
    }

    private mutating func report(file: Int, line: Int, column: Int, _ message: String, fix: String) {
        findings.append(Finding(file: paths[file], line: line, column: column, message: message, fix: fix))
    }

    // MARK: Selectors

    /// Methods (indexes into `methods`) that a selector names specifically: each gets its case.
    var namedMethods: Set<Int> = []
    /// Methods in extensions of UIKit classes that a `#selector` names: they keep `@objc` and the
    /// `#selector` stays, so the code fails to compile rather than lose the action silently.
    var namedInUIKitExtensions: Set<Int> = []

    mutating func nameSelectors() {
        for reference in selectors {
            let (name, targets) = resolve(reference)
            if !reference.isLiteral, !targets.isEmpty, targets.allSatisfy({ methods[$0].isInUIKitExtension }) {
                namedInUIKitExtensions.formUnion(targets)
                continue
            }
            named.insert(name)
            namedMethods.formUnion(targets.filter { !methods[$0].isInUIKitExtension })
            if !reference.isLiteral {
                edits[reference.file].append(TextEdit(start: reference.start, end: reference.end, replacement: "Selector(\"\(name)\")"))
            }
        }
    }

    /// The Objective-C name `reference` stands for and the methods it names: the named method's
    /// (its `@objc(name)` wins; `@objc` methods before the others), or the name its written labels give.
    private mutating func resolve(_ reference: SelectorReference) -> (name: String, methods: [Int]) {
        if reference.isLiteral {
            let name = reference.baseName
            // Ported before: a class that lists it already is where it went.
            if listedSelectors.contains(name) { return (name, []) }
            if let type = reference.enclosingType, let inType = methodsByTypeAndSelector[Plan.key(type, name)] {
                let instance = inType.filter { !methods[$0].isStatic }
                if !instance.isEmpty { return (name, instance) }
            }
            return (name, (methodsBySelector[name] ?? []).filter { !methods[$0].isStatic })
        }
        var candidates: [Int]
        if let type = reference.qualifier ?? reference.enclosingType,
           let inType = methodsByTypeAndBaseName[Plan.key(type, reference.baseName)], !inType.isEmpty {
            candidates = inType
        } else {
            candidates = methodsByBaseName[reference.baseName] ?? []
        }
        if let labels = reference.labels {
            let exact = candidates.filter { methods[$0].labels == labels }
            let objc = exact.filter { methods[$0].isObjC }
            if let first = (objc.isEmpty ? exact : objc).first {
                let name = methods[first].selector
                return (name, exact.filter { methods[$0].selector == name })
            }
            return (ObjCName.selector(baseName: reference.baseName, labels: labels), [])
        }
        let objc = candidates.filter { methods[$0].isObjC }
        if !objc.isEmpty { candidates = objc }
        let names = Set(candidates.map { methods[$0].selector })
        if names.count == 1, let name = names.first { return (name, candidates) }
        if let known = Plan.uikitSelectors[reference.baseName] { return (known, []) }
        if names.isEmpty {
            report(file: reference.file, line: reference.line, column: reference.column,
                   "`\(reference.written)`: no method \(reference.baseName) among the files, so its parameters are unknown; taken to have none (Selector(\"\(reference.baseName)\"))",
                   fix: "if it takes parameters, write their labels, e.g. #selector(\(reference.baseName)(_:)); port the file that declares it together with this one")
            return (reference.baseName, [])
        }
        let chosen = methods[candidates[0]].selector
        report(file: reference.file, line: reference.line, column: reference.column,
               "`\(reference.written)` could name \(names.sorted().joined(separator: " or ")); took \(chosen)",
               fix: "write the labels to say which, e.g. #selector(\(methods[candidates[0]].reference))")
        return (chosen, candidates.filter { methods[$0].selector == chosen })
    }

    static func key(_ type: String, _ baseName: String) -> String { type + "\u{0}" + baseName }

    /// UIKit methods apps name as actions without labels.
    static let uikitSelectors: [String: String] = [
        "endEditing": "endEditing:", "resignFirstResponder": "resignFirstResponder",
        "becomeFirstResponder": "becomeFirstResponder", "copy": "copy:", "paste": "paste:", "cut": "cut:",
        "selectAll": "selectAll:", "delete": "delete:", "select": "select:",
    ]

    // MARK: @main

    /// An app delegate with `@main` adopts `UIApplicationMainDelegate`, so `UIApplicationMain` can make it:
    /// it becomes `final` (it then has `init()` from `UIResponder`), or, when a class in the files
    /// inherits from it, declares `required override init()`.
    // MARK: Action tables

    mutating func addActionTables() {
        var order: [String] = []
        var byType: [String: [MethodInfo]] = [:]
        for (index, method) in methods.enumerated() {
            let isAction = method.isIBAction || namedMethods.contains(index) || (method.isObjC && named.contains(method.selector))
            if method.isInUIKitExtension {
                keepOrRemoveAttributes(of: method, named: namedInUIKitExtensions.contains(index))
                continue
            }
            guard isAction else { continue }
            if byType[method.typeName] == nil { order.append(method.typeName) }
            byType[method.typeName, default: []].append(method)
            if method.isIBAction && !named.contains(method.selector) && !interfaceBuilderSelectors.contains(method.selector) {
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
                       "actions of \(type), whose class declaration is not among the files (or \(type) is not a class): no actionMethod(for:) was added",
                       fix: "port the file that declares \(type) together with this one, or list the actions in its actionMethod(for:) by hand")
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
                           "`\(method.reference)` takes \(method.labels.count) parameters: an action takes at most the sender and the event",
                           fix: "give it the (sender) or (sender, event) shape")
                    continue
                }
                if method.isFilePrivate, method.file != target.file, let modifier = method.privateModifier {
                    // The table is in another file: the method becomes internal so that it can be listed.
                    edits[method.file].append(modifier)
                }
                guard !target.existingCases.contains(method.selector), seen.insert(method.selector).inserted else { continue }
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
        let kept = named ? ", so `@objc` and the `#selector` naming it are left as they are (they do not compile here)" : ""
        report(file: method.file, line: method.line, column: method.column,
               "action `\(method.reference)` declared in an extension of \(method.typeName): an extension cannot add an action to a UIKit class\(kept)",
               fix: "declare it in a subclass of \(method.typeName) and list it in that subclass's actionMethod(for:), or read the state it looks for directly — to find the first responder, walk the key window's views for `isFirstResponder` (docs/Differences-from-UIKit.md, \"iOS code that does not move over\")")
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
            else if name.contains("return") || name.contains("primary") || name.contains("submit") { event = ".primaryActionTriggered" }
            else if name.contains("exit") { event = ".editingDidEndOnExit" }
            else if name.contains("begin") || name.contains("start") { event = ".editingDidBegin" }
            else { event = ".editingDidEnd" }
        case "UIBarButtonItem":
            return "set the item's target and action in code: item.target = self; item.action = \(selector)"
        case let recognizer where recognizer.hasSuffix("GestureRecognizer"):
            return "add it to the recognizer in code: recognizer.addTarget(self, action: \(selector))"
        case "UITextView":
            return "a UITextView is not a control and sends no actions: call it from the text view delegate's textViewDidChange(_:)"
        default:
            event = ".touchUpInside"
        }
        return "connect it in code: control.addTarget(self, action: \(selector), for: \(event))"
    }

    private mutating func addTable(_ cases: [String], to target: ClassInfo) {
        let responder = isResponder(target.name)
        if responder == nil {
            report(file: target.file, line: target.line, column: 1,
                   "could not tell whether \(target.name) is a UIResponder (its superclass \(target.firstInherited ?? "?") is not among the files); taken to be one",
                   fix: "if it is not, remove `override` and `super` from its actionMethod(for:) and make it adopt UIActionTarget")
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
        var text = "\n\n\(indent)\(access)\(isResponder ? "override " : "")func actionMethod(for action: Selector) -> UIActionMethod? {\n"
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
            return name.hasSuffix("View") || name.hasSuffix("Controller") || name.hasSuffix("Cell") || name.hasSuffix("Bar")
        }
        // A protocol (the class is a root class) or a superclass from another module.
        if depth > 0, name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol") { return false }
        return nil
    }

    static let uikitResponders: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UIApplication", "UIWindow", "UIControl", "UIButton",
        "UITextField", "UITextView", "UILabel", "UIImageView", "UIScrollView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIPageControl", "UIDatePicker", "UISearchBar", "UIRefreshControl",
        "UIInputView", "UIInputViewController", "UIStackView", "UIAlertController",
    ]
}
