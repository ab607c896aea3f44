import Foundation

extension UIFont {
    /// A font weight — UIKit's `UIFont.Weight`: from -1 (lightest) through 0 (regular) to 1 (heaviest).
    ///
    /// The named weights have UIKit's values, which are single-precision constants widened to
    /// `CGFloat` (so `.medium.rawValue` is 0.23000000417232513, as on iOS; UIFontDescriptor's
    /// documentation gives "approximately -0.8" for ultraLight and 0.62 for black). ResponderKit
    /// draws two weights: below semibold with DejaVu Sans, semibold and heavier with DejaVu Sans Bold.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(CGFloat(Float(-0.8)))
        public static let thin = Weight(CGFloat(Float(-0.6)))
        public static let light = Weight(CGFloat(Float(-0.4)))
        public static let regular = Weight(0)
        public static let medium = Weight(CGFloat(Float(0.23)))
        public static let semibold = Weight(CGFloat(Float(0.3)))
        public static let bold = Weight(CGFloat(Float(0.4)))
        public static let heavy = Weight(CGFloat(Float(0.56)))
        public static let black = Weight(CGFloat(Float(0.62)))

        /// The name of the nearest named weight, as the system font's names spell it.
        var styleName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            guard !rawValue.isNaN else { return "Regular" }
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style — UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    ///
    /// ``UIFont/preferredFont(forTextStyle:)`` gives each style's size at the default (Large) content
    /// size category, as iOS 17 reports them (Apple's Human Interface Guidelines typography table):
    /// largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
    /// subheadline 15, footnote 13, caption1 12, caption2 11; extraLargeTitle 36 bold and
    /// extraLargeTitle2 28 bold (iOS 17). Other content size categories: Layout/Text/DynamicTypeSizes.swift.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The size and weight at the Large content size category; an unknown style is body's.
        var defaultSizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .extraLargeTitle: return (36, .bold)
            case .extraLargeTitle2: return (28, .bold)
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
