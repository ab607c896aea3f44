import Foundation

/// What an accessibility element is and what state it is in — UIKit's `UIAccessibilityTraits`, a set of
/// bits an assistive app reads to say "button", "selected", "dimmed" and to choose how to operate it.
///
/// The raw values are the bits iOS's accessibility runtime uses (UIKit exports them as variables, not
/// numbers; docs/Accessibility.md says where they were read), so code that stores or combines raw values
/// behaves as on iOS. docs/Accessibility.md maps each trait to
/// the AT-SPI role or state a Linux screen reader sees.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link that opens a page or a place in the app.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// A picture.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected (a selected tab, row or segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Gives a summary of the situation when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: it does not respond to the user (a disabled control).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes too often to announce every change (a progress view).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts playing media when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Takes a range of values: `accessibilityIncrement()` and `accessibilityDecrement()` change it.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing area, a keyboard of a music app).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when the reader reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar: its elements are its tabs.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A heading that divides content into sections (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Can be zoomed (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 46)
    /// A switch that toggles between on and off (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

extension UIAccessibilityTraits: CustomStringConvertible {
    /// The traits' names, as the element dumps print them: `[button, selected]`.
    public var description: String {
        let names: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
            (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
            (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
            (.searchField, "searchField"), (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.tabBar, "tabBar"), (.header, "header"), (.supportsZoom, "supportsZoom"), (.toggleButton, "toggleButton"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
