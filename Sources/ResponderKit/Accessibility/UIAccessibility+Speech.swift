import Foundation

/// How an assistive app speaks a text: the attributes UIKit reads from an accessibility label, value or
/// announcement (`NSAttributedString.Key.accessibilitySpeech…`), and an announcement's priority. The
/// raw values are UIKit's; ResponderKit passes the attributed strings through to assistive clients
/// unchanged.
extension NSAttributedString.Key {
    /// Say punctuation (a `Bool` as `NSNumber`).
    public static let accessibilitySpeechPunctuation = Self("UIAccessibilitySpeechAttributePunctuation")
    /// The language to speak in (a BCP 47 `String`).
    public static let accessibilitySpeechLanguage = Self("UIAccessibilitySpeechAttributeLanguage")
    /// The pitch, 0…2 (1 the default).
    public static let accessibilitySpeechPitch = Self("UIAccessibilitySpeechAttributePitch")
    /// Queue an announcement after what is being said instead of cutting in (a `Bool`).
    public static let accessibilitySpeechQueueAnnouncement = Self("UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// The pronunciation, in the International Phonetic Alphabet.
    public static let accessibilitySpeechIPANotation = Self("UIAccessibilitySpeechAttributeIPANotation")
    /// Spell the text out letter by letter (a `Bool`).
    public static let accessibilitySpeechSpellOut = Self("UIAccessibilitySpeechAttributeSpellOut")
    /// An announcement's priority (a ``UIAccessibilityPriority``).
    public static let accessibilitySpeechAnnouncementPriority =
        Self("UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// Custom text attributes to read (an array of `String`s).
    public static let accessibilityTextCustom = Self("UIAccessibilityTextAttributeCustom")
    /// The heading level of the text, 0…6 (an `Int`).
    public static let accessibilityTextHeadingLevel = Self("UIAccessibilityTextAttributeHeadingLevel")
    /// Marks a misspelled word (a `Bool`).
    public static let accessibilityTextWordMisspelled = Self("UIAccessibilityTextAttributeWordMisspelled")
}

/// How urgent an announcement is — UIKit's `UIAccessibilityPriority` (iOS 17).
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Said at once, cutting in, and not cut off by what follows.
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    /// Said in turn (the default).
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    /// Said when nothing else is, and dropped when something is.
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension UIAccessibility {
    /// Asks to lock the device into this app (Guided Access). Linux has no Guided Access: `completion`
    /// is called on the main queue with `false`, as iOS calls it for an app not allowed to.
    public static func requestGuidedAccessSession(enabled: Bool,
                                                  completionHandler completion: @escaping @MainActor (Bool) -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
    }
}
