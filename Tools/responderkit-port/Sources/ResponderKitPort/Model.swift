/// What the survey of the input files found: classes (where an action table can go), action-capable
/// methods, `#selector` references, and the edits that need no knowledge of other files.
struct ClassInfo {
    var name: String
    var file: Int
    var line: Int
    /// The first inherited type (a superclass or a protocol), if any.
    var firstInherited: String?
    var inheritedNames: [String]
    var accessModifier: String?
    /// Where `, UIActionTarget` (or `: UIActionTarget`) goes.
    var conformanceInsertion: Int
    var hasInheritanceClause: Bool
    /// Where a generated `actionMethod(for:)` goes: before the body's closing brace.
    var bodyEnd: Int
    /// The indentation of the class's members.
    var memberIndent: String
    /// An `actionMethod(for:)` the class declares already: right after its body's opening brace.
    var existingActionMethodBodyStart: Int?
    var existingActionMethodIndent: String?
    /// The selectors its `actionMethod(for:)` lists already (a second run adds nothing for them).
    var existingCases: Set<String> = []
    /// `@objcMembers`: every method counts as `@objc`.
    var objcMembers: Bool
    /// An app delegate marked `@main`/`@UIApplicationMain`: where `final` would go (before `class`),
    /// whether it is final already, and where its body starts (for `required override init()`).
    var mainDelegate: (classKeyword: Int, isFinal: Bool, bodyStart: Int)?
    /// Where a class can be made creatable from its name: its `class` keyword, whether it is final,
    /// where its body starts — for a delegate `UIApplicationMain` names by its class.
    var creatable: (classKeyword: Int, isFinal: Bool, bodyStart: Int)?
    /// The edit that makes its `UIApplicationDelegate` conformance `UIApplicationMainDelegate`.
    var applicationDelegateType: TextEdit?
}

struct MethodInfo {
    /// The class (or extended type) the method belongs to.
    var typeName: String
    var isInExtension: Bool
    var file: Int
    var line: Int
    var column: Int
    var baseName: String
    var labels: [String?]
    var isIBAction: Bool
    /// `@objc` (or in an `@objcMembers` class): callable by name from anywhere in UIKit.
    var isObjC: Bool
    var isStatic: Bool
    /// `private` or `fileprivate`: visible to the action table only from the same file.
    var isFilePrivate: Bool
    /// The `private`/`fileprivate` modifier and the space after it: removed when the action table is
    /// in another file and could not call the method otherwise.
    var privateModifier: TextEdit?
    /// The name of `@objc(name)`, if given.
    var explicitObjCName: String?
    /// The type of the first parameter as written (`UIButton`, `UISlider?`, `Any`), for the control
    /// event an `@IBAction` is connected for.
    var firstParameterType: String?
    /// The `@objc`/`@IBAction` attributes of a method in an extension of a UIKit class: removed only
    /// when no `#selector` names the method (when one does, both stay, so that the code fails to compile
    /// where it would silently lose the action).
    var keptAttributes: [TextEdit] = []

    var isInUIKitExtension: Bool { isInExtension && Survey.isUIKitType(typeName) }

    var selector: String { explicitObjCName ?? ObjCName.selector(baseName: baseName, labels: labels) }

    /// How Swift names the method as a function value: `save(_:)`, `handle(_:event:)`, `refresh`.
    var reference: String {
        labels.isEmpty ? baseName : baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

struct SelectorReference {
    var file: Int
    var line: Int
    var column: Int
    var start: Int
    var end: Int
    /// `Type` of `#selector(Type.save(_:))`; the enclosing type for `self.save` and bare names.
    var qualifier: String?
    var enclosingType: String?
    var baseName: String
    var labels: [String?]?
    var written: String
    /// `Selector("name:")` as written in already-ported code: names `baseName` as an Objective-C
    /// selector; nothing to rewrite.
    var isLiteral = false
}
