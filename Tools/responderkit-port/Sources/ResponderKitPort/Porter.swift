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
            let survey = Survey(
                fileIndex: index, path: source.path, tree: tree,
                interfaceBuilderTranslated: interfaceBuilderSelectors != nil)
            survey.walk(tree)
            surveys.append(survey)
            renames.append(
                SwiftRenames.edits(in: tree) + (stringTablesInModuleBundle ? LocalizedStringCalls.edits(in: tree) : []))
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
        methodsByTypeAndBaseName = Dictionary(
            grouping: methods.indices, by: { [methods] in Plan.key(methods[$0].typeName, methods[$0].baseName) })
        methodsByTypeAndSelector = Dictionary(
            grouping: methods.indices, by: { [methods] in Plan.key(methods[$0].typeName, methods[$0].selector) })
        classByName = Dictionary(classes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        superclassNames = Set(classes.compactMap(\.firstInherited))
        listedSelectors = classes.reduce(into: []) { $0.formUnion($1.existingCases) }
    }

    mutating func report(file: Int, line: Int, column: Int, _ message: String, fix: String) {
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
                edits[reference.file].append(
                    TextEdit(start: reference.start, end: reference.end, replacement: "Selector(\"\(name)\")"))
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
                """
                    `\(reference.written)`: no method \(reference.baseName) among the files, so its parameters are \
                    unknown; taken to have none (Selector(\"\(reference.baseName)\"))
                    """,
                fix:
                    """
                        if it takes parameters, write their labels, e.g. #selector(\(reference.baseName)(_:)); port \
                        the file that declares it together with this one
                        """
            )
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
}
