import Foundation
import Synchronization

/// The system's content size category, readable from any thread (`UIFont.preferredFont` is, as in
/// UIKit): written on the main actor when a backend reports a change.
enum SystemContentSize {
    static let category = Mutex<UIContentSizeCategory>(.large)

    static var current: UIContentSizeCategory { category.withLock { $0 } }
}

/// The point size of each text style at each content size category — the iOS table of Apple's Human
/// Interface Guidelines ("Typography", "Dynamic Type sizes"), whose standard columns match what
/// `preferredFont(forTextStyle:)` returns on devices. The two visionOS styles of iOS 17
/// (`extraLargeTitle`, `extraLargeTitle2`) are not in the iOS table: they scale with `largeTitle`'s
/// and `title1`'s ratios.
enum DynamicTypeSizes {
    /// Sizes from `.extraSmall` to `.accessibilityExtraExtraExtraLarge` (the order of
    /// `UIContentSizeCategory.ordered`).
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The category sizes are read at: `category`, or the system's when it is unspecified.
    static func resolved(_ category: UIContentSizeCategory?) -> UIContentSizeCategory {
        guard let category, category.index != nil else { return SystemContentSize.current }
        return category
    }

    /// The row `style` grows by: its own; largeTitle's and title1's for the two visionOS styles;
    /// body's for an unknown style.
    private static func row(of style: UIFont.TextStyle) -> [CGFloat] {
        let grower: UIFont.TextStyle =
            style == .extraLargeTitle ? .largeTitle : style == .extraLargeTitle2 ? .title1 : style
        return table[grower] ?? table[.body]!
    }

    /// `style`'s size at `category` (`.large` for an unknown category).
    static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        switch style {
        case .extraLargeTitle, .extraLargeTitle2:
            return (style.defaultSizeAndWeight.0 * ratio(of: style, at: category)).rounded()
        default: return row(of: style)[category.index ?? 3]
        }
    }

    /// How much `style` grows from `.large` to `category`.
    static func ratio(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = row(of: style)
        return row[category.index ?? 3] / row[3]
    }
}
