import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file to port.
public struct SourceFile: Sendable {
    public var path: String
    public var text: String
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
    public var isChanged: Bool { original != ported }
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

/// Moves iOS event code over to ResponderKit (issue 17).
///
///     files ─▶ parse (a file that does not parse stops everything: exit 2)
///           ─▶ survey each file: classes, @objc/@IBAction methods, #selectors, imports, attributes,
///              and what cannot be converted (extensions of UIKit classes, associated objects, KVO …)
///           ─▶ name every #selector (the method it names, in any file, or its written labels)
///           ─▶ per class: one actionMethod(for:) listing its methods that are actions — @IBAction, or
///              @objc and named by a #selector anywhere — (merged into one it has; a UIActionTarget
///              conformance for a class that is not a responder)
///           ─▶ apply the edits: everything the tool does not touch stays byte for byte
public enum Porter {
    public static func port(_ sources: [SourceFile]) throws -> PortResult {
        var surveys: [Survey] = []
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
            let survey = Survey(fileIndex: index, path: source.path, tree: tree)
            survey.walk(tree)
            surveys.append(survey)
        }
        var plan = Plan(surveys: surveys)
        plan.nameSelectors()
        plan.addActionTables()
        plan.addMainDelegates()
        let files = sources.enumerated().map { index, source in
            PortedFile(path: source.path, original: source.text, ported: TextEdit.apply(plan.edits[index], to: source.text))
        }
        let findings = plan.findings.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return PortResult(files: files, findings: findings)
    }
}

/// The decisions that need every file: selector names and action tables.
struct Plan {
    var edits: [[TextEdit]]
    var findings: [Finding]
    let classes: [ClassInfo]
    let methods: [MethodInfo]
    let selectors: [SelectorReference]
    let paths: [String]
    /// The selectors some `#selector` names.
    var named: Set<String> = []

    init(surveys: [Survey]) {
        edits = surveys.map(\.edits)
        findings = surveys.flatMap(\.findings)
        classes = surveys.flatMap(\.classes)
        methods = surveys.flatMap(\.methods)
        selectors = surveys.flatMap(\.selectors)
        paths = surveys.map(\.path)
    }

    private mutating func report(file: Int, line: Int, column: Int, _ message: String, fix: String) {
        findings.append(Finding(file: paths[file], line: line, column: column, message: message, fix: fix))
    }

    // MARK: Selectors

    mutating func nameSelectors() {
        for reference in selectors {
            let name = selectorName(for: reference)
            named.insert(name)
            edits[reference.file].append(TextEdit(start: reference.start, end: reference.end, replacement: "Selector(\"\(name)\")"))
        }
    }

    /// The Objective-C name `reference` stands for: the named method's (its `@objc(name)` wins), or
    /// the name its written labels give.
    private mutating func selectorName(for reference: SelectorReference) -> String {
        var candidates = methods.filter { $0.baseName == reference.baseName }
        if let type = reference.qualifier ?? reference.enclosingType {
            let inType = candidates.filter { $0.typeName == type }
            if !inType.isEmpty || reference.qualifier != nil { candidates = inType.isEmpty ? candidates : inType }
        }
        if let labels = reference.labels {
            if let method = candidates.first(where: { $0.labels == labels }) { return method.selector }
            return ObjCName.selector(baseName: reference.baseName, labels: labels)
        }
        let names = Set(candidates.map(\.selector))
        if names.count == 1, let name = names.first { return name }
        if let known = Plan.uikitSelectors[reference.baseName] { return known }
        if names.isEmpty {
            report(file: reference.file, line: reference.line, column: reference.column,
                   "`\(reference.written)`: no @objc method \(reference.baseName) among the files, so its parameters are unknown; taken to have none (Selector(\"\(reference.baseName)\"))",
                   fix: "if it takes parameters, write their labels, e.g. #selector(\(reference.baseName)(_:)), and run the tool again")
            return reference.baseName
        }
        let chosen = candidates[0].selector
        report(file: reference.file, line: reference.line, column: reference.column,
               "`\(reference.written)` could name \(names.sorted().joined(separator: " or ")); took \(chosen)",
               fix: "write the labels to say which, e.g. #selector(\(candidates[0].reference))")
        return chosen
    }

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
    mutating func addMainDelegates() {
        for info in classes {
            guard let main = info.mainDelegate, !main.isFinal else { continue }
            if classes.contains(where: { $0.firstInherited == info.name }) {
                edits[info.file].append(TextEdit(start: main.bodyStart, end: main.bodyStart,
                                                 replacement: "\n\(info.memberIndent)required override init() { super.init() }\n"))
            } else {
                edits[info.file].append(TextEdit(start: main.classKeyword, end: main.classKeyword, replacement: "final "))
            }
        }
    }

    // MARK: Action tables

    mutating func addActionTables() {
        var order: [String] = []
        var byType: [String: [MethodInfo]] = [:]
        for method in methods where method.isIBAction || named.contains(method.selector) {
            if Survey.isUIKitType(method.typeName) && method.isInExtension { continue }  // reported by the survey
            if byType[method.typeName] == nil { order.append(method.typeName) }
            byType[method.typeName, default: []].append(method)
            if method.isIBAction && !named.contains(method.selector) {
                report(file: method.file, line: method.line, column: method.column,
                       "`@IBAction \(method.baseName)` is connected in a storyboard or nib, which do not exist here",
                       fix: "connect it in code: addTarget(self, action: Selector(\"\(method.selector)\"), for: .touchUpInside)")
            }
        }
        for type in order {
            let actions = byType[type] ?? []
            guard let target = classes.first(where: { $0.name == type }) else {
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
                if method.isFilePrivate, method.file != target.file {
                    report(file: method.file, line: method.line, column: method.column,
                           "`\(method.reference)` is private to its file, but \(type)'s actionMethod(for:) is in \(paths[target.file])",
                           fix: "make it internal (remove `private`)")
                }
                guard seen.insert(method.selector).inserted else { continue }
                cases.append("case Selector(\"\(method.selector)\"): return method(\(type).\(method.reference))")
            }
            guard !cases.isEmpty else { continue }
            addTable(cases, to: target)
        }
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
        if let known = classes.first(where: { $0.name == name }) {
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
