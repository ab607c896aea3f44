import Foundation

/// How a font made for a text style grows with the content size category: the style, the size at
/// `.large`, and a largest size.
struct DynamicTypeScaling: Hashable, Sendable {
    let style: UIFont.TextStyle
    let baseSize: CGFloat
    let maximumPointSize: CGFloat?

    /// The size at `category`: the base grown by the style's ratio, at most the maximum.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        // The table's sizes are whole points; a custom base keeps UIKit's fractional scaling.
        let size = baseSize == style.defaultSizeAndWeight.0 ? DynamicTypeSizes.pointSize(of: style, at: category)
            : baseSize * DynamicTypeSizes.ratio(of: style, at: category)
        return maximumPointSize.map { min(size, $0) } ?? size
    }
}

extension UIFont {
    /// This font resized for `category` by `scaling`, keeping the scaling for the next change.
    func scaled(_ scaling: DynamicTypeScaling, to category: UIContentSizeCategory) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: scaling.pointSize(at: category), weight: weight,
               isItalic: isItalic, design: design, dynamicType: scaling)
    }

    /// The same font at `category` when it scales with Dynamic Type; itself otherwise.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let dynamicType else { return self }
        let size = dynamicType.pointSize(at: category)
        return size == pointSize ? self : scaled(dynamicType, to: category)
    }
}

/// Scales custom fonts and values with Dynamic Type — UIKit's `UIFontMetrics`. `UIFontMetrics(forTextStyle:)`
/// scales as that style does (its growth from the `.large` category, Layout/Text/DynamicTypeSizes.swift);
/// `.default` scales as `.body`. A font it makes keeps scaling: a label that adjusts
/// (`adjustsFontForContentSizeCategory`) resizes it when the category changes.
///
/// Where UIKit differs: UIKit's curve between the table's sizes is its own; here a custom size grows
/// by the style's ratio of table sizes (17 → 23 points for body at `.extraExtraExtraLarge` makes a
/// 20-point font 27.06 points).
public final class UIFontMetrics: NSObject, Sendable {
    /// The text style whose growth this follows.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics that scale as `.body` does.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the system's content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the system's category, at most `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection` (the system's when it does not say).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, at most `maximumPointSize` (0: no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let scaling = DynamicTypeScaling(style: textStyle, baseSize: font.pointSize, maximumPointSize: limit)
        return font.scaled(scaling, to: DynamicTypeSizes.resolved(traitCollection?.preferredContentSizeCategory))
    }

    /// `value` (a spacing, a height) scaled for the system's category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the category of `traitCollection` (the system's when it does not say).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        return value
            * DynamicTypeSizes.ratio(
                of: textStyle, at: DynamicTypeSizes.resolved(traitCollection?.preferredContentSizeCategory))
    }
}
