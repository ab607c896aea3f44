/// The Objective-C selector Swift gives a method (`@objc func save(_ sender: Any?)` → `save:`), which
/// is the action name ResponderKit's `Selector` spells.
///
/// The compiler's rule (swiftlang/swift, `getObjCSelector`): no parameters → the base name; otherwise
/// one piece per parameter, the first being the base name followed — when the first parameter has an
/// argument label — by "With" and the label capitalised (`save(sender:)` → `saveWithSender:`), or by the
/// label alone when its first word is a preposition (`move(to:)` → `moveTo:`); each later piece is
/// the parameter's label (none for `_`) and a colon (`handle(_:event:)` → `handle:event:`). An
/// `@objc(name)` attribute overrides it all.
public enum ObjCName {
    /// The selector for `baseName` with these argument labels (`nil` for `_`).
    public static func selector(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var result = baseName
        if let label = first, !label.isEmpty {
            let word = firstWord(of: label)
            if prepositions.contains(word) || label.hasPrefix("with") {
                result += capitalized(label)
            } else {
                result += "With" + capitalized(label)
            }
        }
        result += ":"
        for label in labels.dropFirst() { result += (label ?? "") + ":" }
        return result
    }

    private static func firstWord(of label: String) -> String {
        String(label.prefix { !$0.isUppercase })
    }

    private static func capitalized(_ label: String) -> String {
        label.prefix(1).uppercased() + label.dropFirst()
    }

    /// The words Swift treats as prepositions when it names a selector (swiftlang/swift,
    /// include/swift/Basic/PartsOfSpeech.def).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
        "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]
}
