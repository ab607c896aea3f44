import SwiftSyntax

/// A cell or reusable view class that a table or collection view may make from its class.
/// ResponderKit makes a registered class with `required convenience init(registeredWithReuseIdentifier:)`
/// (UIKit uses the Objective-C runtime), which a subclass inherits only while it declares no
/// designated initializer of its own, or overrides the one it calls. A cell written for a storyboard
/// often declares only `init?(coder:)`; without help it does not compile here. The port adds the
/// initializer, making the object as a storyboard would: with `init(coder:)`.
extension Survey {
    /// The initializer the registered-class path calls, by UIKit base class: overriding it keeps
    /// `init(registeredWithReuseIdentifier:)` inherited.
    static let registeredInitializers: [String: String] = [
        "UITableViewCell": "init(style:reuseIdentifier:)",
        "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
        "UICollectionViewCell": "init(frame:)",
        "UICollectionReusableView": "init(frame:)",
        "UICollectionViewListCell": "init(frame:)",
    ]

    /// The edit that adds `init(registeredWithReuseIdentifier:)` to `node`, when it needs one and
    /// declares `init?(coder:)` to make itself with; `nil` otherwise.
    func registeredInitializer(for node: ClassDeclSyntax, superclass: String?, access: String?) -> TextEdit? {
        guard let superclass, let kept = Survey.registeredInitializers[superclass] else { return nil }
        var designated: [String] = []
        var coderIsFailable: Bool?
        var hasRegistered = false
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let name = "init(\(labels))"
            if name == "init(registeredWithReuseIdentifier:)" { hasRegistered = true }
            guard !initializer.modifiers.contains(where: { $0.name.text == "convenience" }) else { continue }
            designated.append(name)
            if name == "init(coder:)" { coderIsFailable = initializer.optionalMark != nil }
        }
        guard !designated.isEmpty, !designated.contains(kept), !hasRegistered, let coderIsFailable else { return nil }
        let indent = Survey.memberIndent(of: node.memberBlock, typeIndent: Survey.indent(of: Syntax(node)))
        let publicly = access == "public" || access == "open" ? "public " : ""
        let text =
            """
                \n\n\(indent)/// How ResponderKit makes this class when it is registered for a reuse identifier (UIKit \
                makes it\n
                """
            + "\(indent)/// through the Objective-C runtime): as a storyboard would, with `init(coder:)`.\n"
            + "\(indent)\(publicly)required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {\n"
            + "\(indent)    self.init(coder: StoryboardCoder())\(coderIsFailable ? "!" : "")\n"
            + "\(indent)}\n"
        let end = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        // After the last member, before the newline that precedes the closing brace.
        let lastMemberEnd = node.memberBlock.members.last?.endPositionBeforeTrailingTrivia.utf8Offset ?? end
        return TextEdit(start: lastMemberEnd, end: lastMemberEnd, replacement: String(text.dropLast()))
    }
}
