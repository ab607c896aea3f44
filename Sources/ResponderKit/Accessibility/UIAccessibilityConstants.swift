import Foundation

// The enumerations and string constants of UIKit's UIAccessibilityConstants.h that an element's
// properties and `accessibilityScroll(_:)` take.

/// How an assistive app moves through an element's children — UIKit's `UIAccessibilityNavigationStyle`.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The assistive app decides (the default).
    case automatic = 0
    /// The children are visited one by one.
    case separate = 1
    /// The children are combined into one element.
    case combined = 2
}

/// The direction of an accessibility scroll (VoiceOver's three-finger swipe) — UIKit's
/// `UIAccessibilityScrollDirection`, the argument of `accessibilityScroll(_:)`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}

/// The kind of text an element holds, so a reader can read it fittingly (source code character by
/// character, say) — UIKit's `UIAccessibilityTextualContext`.
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let wordProcessing =
        UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextWordProcessing")
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}
