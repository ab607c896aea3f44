import Foundation

extension NSLayoutConstraint {
    /// The options of `constraints(withVisualFormat:options:metrics:views:)` — UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: which attribute every view of the
    /// format is aligned on (bit *n* is `Attribute(rawValue: n)`), the direction a horizontal format
    /// runs in, and whether vertical spacing is measured between edges or baselines.
    ///
    /// Differences: leading-to-trailing is left to right (ResponderKit has no right-to-left layout);
    /// a view's baselines are its alignment rectangle's top and bottom (as for the baseline anchors).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment part of the options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// The default: a horizontal format runs from leading to trailing (here: left to right).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction part of the options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// The default: spacing runs from one view's edge to the next one's.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing runs from a view's last baseline to the next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing part of the options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
