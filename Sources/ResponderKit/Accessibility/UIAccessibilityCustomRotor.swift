import Foundation

/// A way to jump from one related element to the next — UIKit's `UIAccessibilityCustomRotor`, which
/// VoiceOver lists in its rotor ("Headings", "Unread messages"): given where the reader is and which
/// way it goes, the app's search block returns the next element (and, in text, the range in it).
///
/// ResponderKit runs the search when an assistive client asks (`AssistiveTechnology.search`).
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// Which way a search goes.
    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }

    /// The kinds of element VoiceOver's own rotors find, for a rotor that stands in for one.
    public enum SystemRotorType: Int, Sendable {
        case none = 0, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4
        case headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField
        case table, list, landmark
    }

    /// The search: the next result in the predicate's direction from its current item, or `nil` at the end.
    public typealias Search =
        @MainActor (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// The rotor's name, as read out; the system type's for a system rotor.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The name with attributes.
    open var attributedName: NSAttributedString
    /// The search block.
    open var itemSearchBlock: Search
    /// The system rotor this stands in for; `.none` for an app's own.
    open private(set) var systemRotorType: SystemRotorType = .none

    /// A rotor called `name` that `itemSearch` searches.
    public init(name: String, itemSearch: @escaping Search) {
        attributedName = NSAttributedString(string: name)
        itemSearchBlock = itemSearch
        super.init()
    }

    /// A rotor with an attributed name.
    public init(attributedName: NSAttributedString, itemSearch: @escaping Search) {
        self.attributedName = attributedName
        itemSearchBlock = itemSearch
        super.init()
    }

    /// A rotor that stands in for one of VoiceOver's own.
    public init(systemType: SystemRotorType, itemSearch: @escaping Search) {
        attributedName = NSAttributedString(string: "\(systemType)")
        itemSearchBlock = itemSearch
        systemRotorType = systemType
        super.init()
    }
}

/// Where a rotor search starts and which way it goes — UIKit's `UIAccessibilityCustomRotorSearchPredicate`.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// The item the reader is on.
    open var currentItem: UIAccessibilityCustomRotorItemResult
    /// Which way to search.
    open var searchDirection: UIAccessibilityCustomRotor.Direction

    public init(currentItem: UIAccessibilityCustomRotorItemResult,
                searchDirection: UIAccessibilityCustomRotor.Direction) {
        self.currentItem = currentItem
        self.searchDirection = searchDirection
        super.init()
    }
}

/// What a rotor search found — UIKit's `UIAccessibilityCustomRotorItemResult`: an element, and a range
/// in its text.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// The element found; weak, as UIKit's.
    open weak var targetElement: (any NSObjectProtocol)?
    /// The range in the element's text, if the result is part of it.
    open var targetRange: UITextRange?

    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
        super.init()
    }
}
