import Foundation

/// How large the user wants text — UIKit's `UIContentSizeCategory` (Dynamic Type), with UIKit's raw
/// values: seven standard sizes from `.extraSmall` to `.extraExtraExtraLarge` (`.large` is the
/// default) and five accessibility sizes. Categories compare by size (`<`), as in UIKit.
///
/// The system's category is `UIApplication.shared.preferredContentSizeCategory`, `.large` until a
/// backend says otherwise with `RawInput.contentSizeCategoryChanged` (a desktop's text-scaling
/// setting): then `didChangeNotification` is posted, every view and controller hears
/// `traitCollectionDidChange(_:)`, and labels, text fields and text views that adjust
/// (`adjustsFontForContentSizeCategory`) take their text style's new size (Layout/Text/DynamicType.swift).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the system's category changes; `userInfo[newValueUserInfoKey]` is the new one.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in `didChangeNotification`'s `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in ``ordered``; `nil` for `.unspecified` and unknown values.
    var index: Int? { UIContentSizeCategory.ordered.firstIndex(of: self) }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (index ?? 0) >= 7 }

    /// Smaller categories come first; `.unspecified` (and an unknown value) is smaller than all.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.index ?? -1) < (rhs.index ?? -1)
    }
}

/// Whether `category` is an accessibility size (UIKit's C function).
public func UIContentSizeCategoryIsAccessibilityCategory(_ category: UIContentSizeCategory) -> Bool {
    category.isAccessibilityCategory
}
