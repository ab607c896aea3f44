import Foundation

/// What kind of container an element's children form — UIKit's `UIAccessibilityContainerType`. An
/// assistive app announces it when the reader enters the container ("list", "table"), and the AT-SPI
/// bridge gives the container the matching role.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container an assistive app announces (the default).
    case none = 0
    /// Rows and columns of data (UIKit's `UIAccessibilityContainerDataTable`).
    case dataTable = 1
    /// An ordered list.
    case list = 2
    /// A landmark a reader can jump to.
    case landmark = 3
    /// Elements that belong together and are read as a group (iOS 13).
    case semanticGroup = 4
}

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

/// An object a UI test finds by a name that never changes with the language — UIKit's
/// `UIAccessibilityIdentification`, adopted by views, bar items, accessibility elements, alert actions
/// and images.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The name; `nil` by default.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
