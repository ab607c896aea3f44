import Foundation

// UIKit declares both in UIEvent.h: the kind of scroll an event is, and the kinds a pan gesture
// recognizer takes (`allowedScrollTypesMask`).

/// The kinds of scroll a pan gesture recognizer takes — UIKit's `UIScrollType`.
public enum UIScrollType: Int, Sendable {
    /// A mouse wheel.
    case discrete = 0
    /// A trackpad.
    case continuous = 1
}

/// A set of scroll kinds — UIKit's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
