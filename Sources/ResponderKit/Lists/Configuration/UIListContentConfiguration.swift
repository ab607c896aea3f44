import Foundation

/// The standard content of a list cell, header or footer — an image, a text and a secondary text —
/// with UIKit's styles (`cell()`, `subtitleCell()`, `valueCell()`, headers and footers). A cell's
/// `defaultContentConfiguration()` returns one to fill in; `UIListContentView` shows it.
///
/// UIKit's values (Apple's documentation, "UIListContentConfiguration"; fonts from the Dynamic Type
/// table at the default size): the text is `.body` in `.label`, the secondary text `.subheadline` in
/// `.secondaryLabel` (`valueCell()`: `.body`, side by side), headers and footers `.footnote` in
/// `.secondaryLabel`; margins of 11 points above and below and 16 (20 for cells) at the sides.
///
/// Where ResponderKit differs: `updated(for:)` keeps the configuration as it is apart from disabled
/// states (the text greys), where UIKit may also adjust colours for highlighted sidebar cells.
/// Images are drawn at their size up to `maximumSize`; there are no SF Symbols.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        /// How a text is aligned in its space.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false

        /// The colour after the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
                && a.numberOfLines == b.numberOfLines && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth
                && a.minimumScaleFactor == b.minimumScaleFactor
                && (a.colorTransformer == nil) == (b.colorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The space kept for the image whatever its size (zero: its own size).
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        /// The tint after the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
            hasher.combine(maximumSize.width)
        }
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Text and secondary text side by side (as `valueCell()`) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(
        textStyle: UIFont.TextStyle, textColor: UIColor, secondaryStyle: UIFont.TextStyle, secondaryColor: UIColor,
                 margins: NSDirectionalEdgeInsets) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: secondaryStyle), color: secondaryColor)
        directionalLayoutMargins = margins
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)

    /// A cell with one text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .body, textColor: .label, secondaryStyle: .subheadline, secondaryColor: .secondaryLabel,
            margins: cellMargins)
    }
    /// A cell with a text and a secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .body, textColor: .label, secondaryStyle: .subheadline, secondaryColor: .secondaryLabel,
            margins: cellMargins)
    }
    /// A cell with a text and a value beside it, at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textStyle: .body, textColor: .label, secondaryStyle: .body, secondaryColor: .secondaryLabel,
            margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// A sidebar cell beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar cell with a subtitle beside other content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// A header in a plain list.
    public static func plainHeader() -> UIListContentConfiguration { header(style: .headline) }
    /// A footer in a plain list.
    public static func plainFooter() -> UIListContentConfiguration { header(style: .footnote) }
    /// A header in a grouped list.
    public static func groupedHeader() -> UIListContentConfiguration { header(style: .footnote) }
    /// A footer in a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration { header(style: .footnote) }
    /// A header (iOS 15's name for the header of the list's style).
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    /// A footer (iOS 15's name).
    public static func footer() -> UIListContentConfiguration { groupedFooter() }
    /// A prominent header in an inset grouped list.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        header(style: .title3, color: .label)
    }
    /// An extra-prominent header in an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        header(style: .title2, color: .label)
    }
    /// A sidebar header.
    public static func sidebarHeader() -> UIListContentConfiguration { header(style: .headline, color: .label) }

    private static func header(style: UIFont.TextStyle, color: UIColor = .secondaryLabel) -> UIListContentConfiguration
    {
        UIListContentConfiguration(
            textStyle: style, textColor: color, secondaryStyle: .footnote, secondaryColor: .secondaryLabel,
            margins: headerMargins)
    }

    @MainActor
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        let disabled =
            (state as? UICellConfigurationState)?.isDisabled ?? (state as? UIViewConfigurationState)?.isDisabled
            ?? false
        if disabled {
            updated.textProperties.color = .secondaryLabel
            updated.secondaryTextProperties.color = .tertiaryLabel
        }
        return updated
    }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.image === b.image && a.imageProperties == b.imageProperties && a.text == b.text
            && a.attributedText == b.attributedText
            && a.textProperties == b.textProperties && a.secondaryText == b.secondaryText
            && a.secondaryAttributedText == b.secondaryAttributedText
            && a.secondaryTextProperties == b.secondaryTextProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
    }
}
