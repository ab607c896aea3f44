import Foundation

extension UIWindow {
    /// Where a window stacks: a higher level is always in front of a lower one. UIKit's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0: ordinary app windows.
        public static let normal = Level(0)
        /// 1000: above normal windows.
        public static let statusBar = Level(1000)
        /// 2000: above the status bar.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A level `rhs` above `lhs` (`.alert + 1`), as UIKit's overlay allows.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }

        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
