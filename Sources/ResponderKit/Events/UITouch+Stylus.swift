import Foundation

extension UITouch {
    /// Touch properties whose values may be estimates (a stylus reports some late).
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        public static let roll = Properties(rawValue: 1 << 4)
    }
}

/// The stylus members of `UITouch`, with the values UIKit reports for a finger: raw touch input
/// comes from fingers and mice, which have no tilt, orientation or late estimates.
extension UITouch {
    /// The stylus's angle above the screen: π/2 (perpendicular), the value UIKit reports for fingers.
    public var altitudeAngle: CGFloat { .pi / 2 }

    /// The stylus's direction on the screen, in radians, in `view`'s plane: 0 for a finger.
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The stylus's direction as a unit vector: along +x for a finger.
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// The stylus's barrel roll: 0 for a finger.
    public var rollAngle: CGFloat { 0 }

    /// Correlates later estimated-property updates: `nil`, since none are expected.
    public var estimationUpdateIndex: NSNumber? { nil }

    /// Properties whose values are estimates: none.
    public var estimatedProperties: UITouch.Properties { [] }

    /// Estimated properties still expecting a final value: none.
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties { [] }
}
